// Image types accepted by the upload, recognised by their first bytes (never by the client's file
// name or content type), with the extension and content type the server stores and serves.

export interface ImageType {
  extension: 'png' | 'jpg' | 'gif' | 'bmp' | 'webp';
  contentType: string;
}

const startsWith = (buffer: Buffer, bytes: readonly number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectImage(buffer: Buffer): ImageType | null {
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { extension: 'png', contentType: 'image/png' };
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a')))
    return { extension: 'gif', contentType: 'image/gif' };
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8))
    return { extension: 'webp', contentType: 'image/webp' };
  if (startsWith(buffer, ascii('BM')) && buffer.length > 26)
    return { extension: 'bmp', contentType: 'image/bmp' };
  return null;
}

export const CONTENT_TYPE_OF_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};
