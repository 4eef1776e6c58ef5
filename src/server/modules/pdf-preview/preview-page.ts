// The preview page: a toolbar with the file's name and a 下载 link, and the PDF in a full-size
// <iframe> of its static URL, whose route checks who may read the file. Self-contained (no script,
// nothing from elsewhere); its policy allows exactly its one stylesheet (by hash) and same-origin
// frames, and everything that goes into the markup is escaped.
import { createHash } from 'node:crypto';
import { PDF_TEXTS } from '../../../shared/pdf';
import { UPLOAD_PATHS, storedFileName } from '../../../shared/uploads';
import { escapeHtml } from '../../../shared/escape-html';

const STYLE = [
  'html,body{height:100%;margin:0}',
  'body{display:flex;flex-direction:column;font:14px/1.5 sans-serif;color:#262626}',
  'header{display:flex;gap:16px;align-items:center;padding:8px 16px;border-bottom:1px solid #f0f0f0}',
  'header span{flex:1;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
  'a{color:#1677ff;text-decoration:none}',
  'iframe{flex:1;width:100%;border:0}',
].join('');

export const PREVIEW_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
} as const;

/** The page for a stored path that passed the checks (a stored PDF the reader may read). */
export function previewPage(apiPrefix: string, storedPath: string): string {
  const name = escapeHtml(storedFileName(storedPath));
  const encoded = storedPath.split('/').map(encodeURIComponent).join('/');
  const source = escapeHtml(`${apiPrefix}${UPLOAD_PATHS.staticPrefix}${encoded}`);
  return [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(PDF_TEXTS.previewTitle)} - ${name}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<header><span>${name}</span><a href="${source}" download="${name}">${escapeHtml(PDF_TEXTS.download)}</a></header>`,
    `<iframe src="${source}" title="${name}"></iframe>`,
    '</body>',
    '</html>',
  ].join('\n');
}
