// The pad itself: the drawing area with 清除 and 确认 (and 取消 when a signature is kept otherwise).
// 确认 uploads the drawing as a PNG (biz 'signature') and hands over its stored path; an empty pad
// is not sent.
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { SIGNATURE_PAD, SIGNATURE_TEXTS as T } from '../../../shared/signature';
import { UPLOAD_LIMITS, UPLOAD_PATHS } from '../../../shared/uploads';
import { uploadFile } from '../../api/upload';
import { useSignatureDrawing } from './useSignatureDrawing';

export interface SignatureCanvasProps {
  onSigned: (storedPath: string) => void;
  onCancel?: () => void;
  'aria-label'?: string;
}

export function SignatureCanvas({ onSigned, onCancel, 'aria-label': label }: SignatureCanvasProps) {
  const { message } = App.useApp();
  const { canvasRef, empty, handlers, clear, toPng } = useSignatureDrawing();
  const [uploading, setUploading] = useState(false);

  const confirm = async () => {
    if (empty) {
      void message.warning(T.empty);
      return;
    }
    const form = new FormData();
    // The directory goes first: the server reads fields that precede the file.
    form.append('biz', UPLOAD_LIMITS.signatureBiz);
    form.append('file', toPng(SIGNATURE_PAD.fileName));
    setUploading(true);
    const response = await uploadFile(UPLOAD_PATHS.upload, form).catch(() => null);
    setUploading(false);
    if (response?.success) onSigned(response.message);
    else void message.error(response?.message || T.uploadFailed);
  };

  return (
    <div style={{ width: '100%', maxWidth: SIGNATURE_PAD.maxWidthPx }}>
      <canvas
        ref={canvasRef}
        aria-label={label ? T.padLabel(label) : T.sign}
        {...handlers}
        style={{
          display: 'block',
          width: '100%',
          height: SIGNATURE_PAD.heightPx,
          border: '1px dashed #d9d9d9',
          borderRadius: 6,
          background: '#fff',
          cursor: 'crosshair',
          touchAction: 'none',
        }}
      />
      <Space style={{ marginTop: 8 }} wrap>
        <Button onClick={clear} disabled={uploading}>
          {T.clear}
        </Button>
        <Button type="primary" loading={uploading} onClick={() => void confirm()}>
          {T.confirm}
        </Button>
        {onCancel && (
          <Button type="link" onClick={onCancel} disabled={uploading}>
            {T.cancel}
          </Button>
        )}
      </Space>
    </div>
  );
}
