// The rich-text editor behind a lazy boundary: tiptap arrives as its own chunk the first time a form
// shows one. Form items hand value/onChange to their direct child, so the boundary sits inside.
import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import type { RichTextProps } from './RichTextEditor';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export function LazyRichTextEditor(props: RichTextProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
