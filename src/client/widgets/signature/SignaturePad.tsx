// The signature control (form control 'signature'): with no signature the pad is open; a kept
// signature shows as its image with 重新签名, which opens the pad again. The value is the stored
// path of the uploaded PNG. In a grid cell (`compact`) the image is a thumbnail and the pad opens in
// a dialog. The pad's width follows its container, so it works on a 390 px phone.
import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { SIGNATURE_PAD, SIGNATURE_TEXTS as T } from '../../../shared/signature';
import { staticFileUrl } from '../../api/staticUrl';
import { SignatureCanvas } from './SignatureCanvas';

export interface SignaturePadProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  /** In a grid cell: a thumbnail and a small button; the pad opens in a dialog. */
  compact?: boolean;
  'aria-label'?: string;
}

function SignatureImage({ path, height }: { path: string; height: number }) {
  return <img src={staticFileUrl(path)} alt={T.imageAlt} style={{ height, maxWidth: '100%' }} />;
}

export function SignaturePad({ value, onChange, disabled, compact, 'aria-label': label }: SignaturePadProps) {
  const [signing, setSigning] = useState(false);
  const signed = (path: string) => {
    setSigning(false);
    onChange?.(path);
  };

  if (compact)
    return (
      <Space size={4}>
        {value && <SignatureImage path={value} height={SIGNATURE_PAD.cellHeightPx} />}
        {!disabled && (
          <Button size="small" onClick={() => setSigning(true)}>
            {value ? T.resign : T.sign}
          </Button>
        )}
        <Modal
          open={signing}
          title={T.dialogTitle}
          footer={null}
          width={SIGNATURE_PAD.dialogWidthPx}
          destroyOnHidden
          onCancel={() => setSigning(false)}
        >
          <SignatureCanvas aria-label={label} onSigned={signed} />
        </Modal>
      </Space>
    );

  if (!value && disabled) return <Typography.Text type="secondary">{T.unsigned}</Typography.Text>;
  if (!value || (signing && !disabled))
    return (
      <SignatureCanvas
        aria-label={label}
        onSigned={signed}
        onCancel={value ? () => setSigning(false) : undefined}
      />
    );
  return (
    <Space direction="vertical" size={8}>
      <SignatureImage path={value} height={SIGNATURE_PAD.previewHeightPx} />
      {!disabled && <Button onClick={() => setSigning(true)}>{T.resign}</Button>}
    </Space>
  );
}
