// A stored PDF previewed in the page (JeecgBoot's pdfPreviewIframe): a wide modal framing the
// server's preview page, which shows the file through the static route's access check.
import { Modal } from 'antd';
import { PDF_PREVIEW_PARAM, PDF_PREVIEW_PATH, PDF_TEXTS } from '../../../shared/pdf';
import { storedFileName } from '../../../shared/uploads';
import { apiBaseUrl } from '../../api/apiBase';

const FRAME_HEIGHT = '75vh';

export const pdfPreviewUrl = (storedPath: string) =>
  `${apiBaseUrl()}${PDF_PREVIEW_PATH}?${PDF_PREVIEW_PARAM}=${encodeURIComponent(storedPath)}`;

export default function PdfPreview(props: { storedPath: string | null; onClose: () => void }) {
  const { storedPath } = props;
  return (
    <Modal
      open={!!storedPath}
      title={
        storedPath ? `${PDF_TEXTS.previewTitle} · ${storedFileName(storedPath)}` : PDF_TEXTS.previewTitle
      }
      width="80%"
      footer={null}
      destroyOnHidden
      onCancel={props.onClose}
    >
      {storedPath && (
        <iframe
          title={PDF_TEXTS.previewTitle}
          src={pdfPreviewUrl(storedPath)}
          style={{ width: '100%', height: FRAME_HEIGHT, border: 0 }}
        />
      )}
    </Modal>
  );
}
