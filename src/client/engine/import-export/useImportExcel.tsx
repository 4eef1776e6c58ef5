// 导入 (contract §8.7): one .xlsx posted as multipart field `file`. All rows in: the server's
// message as a success toast. Some rows refused (code 201): a warning titled with the message, the
// counts, and a link that downloads the failed-rows file with the session's token. Refused:
// '{file name} {message}.'. The list reloads after every answer.
import { App, Typography } from 'antd';
import { useState } from 'react';
import type { ApiResult } from '../../../shared/api-types';
import { RESULT_CODES } from '../../../shared/api-types';
import type { ImportPartialResult } from '../../../shared/engine-api';
import { IMPORT_EXPORT_TEXTS, WIDGET_TEXTS } from '../../../shared/texts';
import { downloadFile } from '../../api/http';
import { uploadFile } from '../../api/upload';

export interface ImportOptions {
  url: string;
  onImported: () => void;
}

export function useImportExcel({ url, onImported }: ImportOptions) {
  const { message, modal } = App.useApp();
  const [uploading, setUploading] = useState(false);

  const showPartial = (response: ApiResult<ImportPartialResult>) => {
    const { msg, fileUrl, fileName } = response.result;
    modal.warning({
      title: response.message,
      content: (
        <div>
          <div>{msg}</div>
          {fileUrl && (
            <div>
              {IMPORT_EXPORT_TEXTS.partialDetail}{' '}
              <Typography.Link onClick={() => void downloadFile(fileUrl, fileName).catch(() => false)}>
                {IMPORT_EXPORT_TEXTS.partialDownload}
              </Typography.Link>
            </div>
          )}
        </div>
      ),
    });
  };

  /** Upload `file`; resolves true when the dialog may close (the server answered). */
  const upload = async (file: File): Promise<boolean> => {
    const form = new FormData();
    form.append('file', file, file.name);
    setUploading(true);
    try {
      const response = await uploadFile<ImportPartialResult>(url, form).catch(() => null);
      if (!response) return false;
      if (!response.success) void message.warning(WIDGET_TEXTS.importError(file.name, response.message));
      else if (Number(response.code) === RESULT_CODES.partialImport && response.result) showPartial(response);
      else void message.success(response.message);
      onImported();
      return true;
    } finally {
      setUploading(false);
    }
  };

  return { uploading, upload };
}
