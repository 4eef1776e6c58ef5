// Stored files shown read-only (list cells, detail): images as thumbnails that open a preview of
// the group, documents as links by the name the uploader gave them, a PDF also with 预览 opening it
// in the page (the preview is a lazy chunk: only pages that show a PDF load it).
import { EyeOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Image, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { PDF_TEXTS } from '../../../shared/pdf';
import { storedFileName, storedPathsOf } from '../../../shared/uploads';
import { staticFileUrl } from '../../api/staticUrl';
import type { UploadKind } from './FileUpload';

const PdfPreview = lazy(() => import('./PdfPreview'));
const isPdf = (path: string) => path.toLowerCase().endsWith('.pdf');

const THUMBNAIL_PX = { cell: 32, detail: 80 } as const;

export function StoredFiles(props: { value: unknown; kind: UploadKind; place: 'cell' | 'detail' }) {
  const paths = storedPathsOf(props.value);
  const [previewed, setPreviewed] = useState<string | null>(null);
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
        <Space key={path} size={4}>
          <a href={staticFileUrl(path)} target="_blank" rel="noopener noreferrer">
            <PaperClipOutlined /> {storedFileName(path)}
          </a>
          {isPdf(path) && (
            <a onClick={() => setPreviewed(path)}>
              <EyeOutlined /> {PDF_TEXTS.preview}
            </a>
          )}
        </Space>
      ))}
      {previewed && (
        <Suspense fallback={null}>
          <PdfPreview storedPath={previewed} onClose={() => setPreviewed(null)} />
        </Suspense>
      )}
    </Space>
  );
}
