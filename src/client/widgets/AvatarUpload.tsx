// The avatar control of the user form and of 账户设置: one image posted to /sys/common/upload (biz
// 'avatar'); the value is the stored path the server answers in `message` (contract §9.1), shown
// through the static prefix (spec §5).
import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Upload } from 'antd';
import { useState } from 'react';
import { VALIDATION_TEXTS, WIDGET_TEXTS } from '../../shared/texts';
import { UPLOAD_LIMITS, UPLOAD_PATHS } from '../../shared/uploads';
import { staticFileUrl } from '../api/staticUrl';
import { uploadFile } from '../api/upload';

export interface AvatarUploadProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
}

const PREVIEW_SIZE = 96;

export function AvatarUpload({ value, onChange }: AvatarUploadProps) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const url = staticFileUrl(value);

  const send = async (file: File) => {
    const form = new FormData();
    // The directory goes first: the server reads fields that precede the file.
    form.append('biz', UPLOAD_LIMITS.avatarBiz);
    form.append('file', file, file.name);
    setUploading(true);
    try {
      const response = await uploadFile(UPLOAD_PATHS.upload, form).catch(() => null);
      if (response?.success) onChange?.(response.message);
      else if (response) void message.warning(response.message || WIDGET_TEXTS.uploadFailed(file.name));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Upload
      listType="picture-card"
      accept="image/*"
      showUploadList={false}
      beforeUpload={(file) => {
        if (!file.type.includes('image')) {
          void message.warning(VALIDATION_TEXTS.imageOnly);
          return Upload.LIST_IGNORE;
        }
        void send(file);
        return false;
      }}
    >
      {url && !uploading ? (
        <img
          src={url}
          alt="avatar"
          style={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE, objectFit: 'cover' }}
        />
      ) : (
        <div>{uploading ? <LoadingOutlined /> : <PlusOutlined />}</div>
      )}
    </Upload>
  );
}
