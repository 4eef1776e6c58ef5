// Stored files shown read-only (list cells, detail): images as thumbnails that open a preview of
// the group, documents as links by the name the uploader gave them.
import { PaperClipOutlined } from '@ant-design/icons';
import { Image, Space } from 'antd';
import { storedFileName, storedPathsOf } from '../../../shared/uploads';
import { staticFileUrl } from '../../api/staticUrl';
import type { UploadKind } from './FileUpload';

const THUMBNAIL_PX = { cell: 32, detail: 80 } as const;

export function StoredFiles(props: { value: unknown; kind: UploadKind; place: 'cell' | 'detail' }) {
  const paths = storedPathsOf(props.value);
  if (paths.length === 0) return null;
  if (props.kind === 'image') {
    const size = THUMBNAIL_PX[props.place];
    return (
      <Image.PreviewGroup>
        <Space size={4} wrap>
          {paths.map((path) => (
            <Image
              key={path}
              src={staticFileUrl(path)}
              alt={storedFileName(path)}
              width={size}
              height={size}
              style={{ objectFit: 'cover' }}
            />
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  }
  return (
    <Space size={[8, 0]} wrap>
      {paths.map((path) => (
        <a key={path} href={staticFileUrl(path)} target="_blank" rel="noopener noreferrer">
          <PaperClipOutlined /> {storedFileName(path)}
        </a>
      ))}
    </Space>
  );
}
