// The import dialog (spec §2, width 600): drag or pick one .xlsx, 下载模板, and 导入 — disabled
// until a file is chosen.
import { InboxOutlined } from '@ant-design/icons';
import { App, Button, Modal, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { MODAL_WIDTHS } from '../../../shared/limits';
import { IMPORT_EXPORT_TEXTS } from '../../../shared/texts';
import { downloadFile } from '../../api/http';
import { useImportExcel } from './useImportExcel';

export interface ImportExcelModalProps {
  open: boolean;
  importUrl: string;
  templateUrl: string;
  /** The entity title, for the template's file name. */
  title: string;
  onClose: () => void;
  onImported: () => void;
}

const XLSX_ACCEPT = '.xlsx';

export function ImportExcelModal({
  open,
  importUrl,
  templateUrl,
  title,
  onClose,
  onImported,
}: ImportExcelModalProps) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const { uploading, upload } = useImportExcel({ url: importUrl, onImported });
  const fileList: UploadFile[] = file ? [{ uid: 'import-file', name: file.name, status: 'done' }] : [];

  const close = () => {
    setFile(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={IMPORT_EXPORT_TEXTS.importTitle}
      width={MODAL_WIDTHS.importExcel}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button
          key="template"
          onClick={() => void downloadFile(templateUrl, IMPORT_EXPORT_TEXTS.templateFile(title))}
        >
          {IMPORT_EXPORT_TEXTS.downloadTemplate}
        </Button>,
        <Button key="cancel" onClick={close}>
          {IMPORT_EXPORT_TEXTS.cancel}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!file}
          loading={uploading}
          onClick={async () => {
            if (file && (await upload(file))) close();
          }}
        >
          {IMPORT_EXPORT_TEXTS.importButton}
        </Button>,
      ]}
    >
      <Upload.Dragger
        accept={XLSX_ACCEPT}
        maxCount={1}
        fileList={fileList}
        // The file is sent on 导入, not when picked.
        beforeUpload={(picked) => {
          if (!picked.name.toLowerCase().endsWith(XLSX_ACCEPT)) {
            void message.warning(IMPORT_EXPORT_TEXTS.xlsxOnly);
            return Upload.LIST_IGNORE;
          }
          setFile(picked);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{IMPORT_EXPORT_TEXTS.dragHint}</p>
        <p className="ant-upload-hint">{IMPORT_EXPORT_TEXTS.xlsxOnly}</p>
      </Upload.Dragger>
    </Modal>
  );
}
