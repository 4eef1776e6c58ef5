// HTML from the rich-text editor (announcement bodies, entity fields with control 'richText') is shown
// to other users: the server keeps only what the editor produces (an allowlist), so scripts, event
// handlers, frames and javascript: URLs never reach the database, whatever a client sends.
import type sanitizeHtml from 'sanitize-html';
import { loadPackage } from './load-package';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'div',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'sub',
    'sup',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  // Only the alignment the editor sets; no url(), expressions or positioning.
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
};

export function sanitizeRichText(html: string): string {
  const sanitize = loadPackage<typeof sanitizeHtml>('sanitize-html');
  return sanitize(html, {
    ...OPTIONS,
    transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}
