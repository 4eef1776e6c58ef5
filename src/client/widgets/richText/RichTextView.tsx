// Rich-text HTML shown read-only, sanitised once more in the browser (the server already keeps only
// what the editor makes; this guards rows written before that or by other systems).
import { useMemo } from 'react';
import { sanitizeHtml } from '../sanitizeHtml';

export function RichTextView({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ?? 'anze-rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
