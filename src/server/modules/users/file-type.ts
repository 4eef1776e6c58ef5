// File types accepted by the upload, recognised by their bytes: an image whatever the client calls
// it; a document only when its bytes belong to the family of the extension the client named, so a
// renamed executable or HTML page is never stored as a document. Also the headers they are served with.
import { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from '../../../shared/uploads';
import type { DocumentExtension } from '../../../shared/uploads';

export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

const startsWith = (buffer: Buffer, bytes: readonly number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The extension an image is stored under, from its first bytes; null for anything else. */
export function detectImage(buffer: Buffer): ImageExtension | null {
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'gif';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(buffer, ascii('BM')) && buffer.length > 26) return 'bmp';
  return null;
}

export const isImageExtension = (extension: string): extension is ImageExtension =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
export const isDocumentExtension = (extension: string): extension is DocumentExtension =>
  (DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);

const PDF_MAGIC = ascii('%PDF-');
/** Legacy Office files (doc, xls, ppt) are OLE compound files. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
/** Office Open XML files are ZIPs holding this entry and parts under a folder per application. */
const OOXML_CONTENT_TYPES = '[Content_Types].xml';
const OOXML_PART_FOLDER = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/' } as const;

// Entry names are stored uncompressed in the ZIP headers, so finding them in the bytes is enough.
const isOfficeOpenXml = (buffer: Buffer, folder: string) =>
  startsWith(buffer, ZIP_LOCAL_HEADER) &&
  buffer.includes(OOXML_CONTENT_TYPES, 0, 'latin1') &&
  buffer.includes(folder, 0, 'latin1');

// Plain text must be UTF-8 (what the back office writes and reads); a NUL byte means binary.
function isUtf8Text(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/** Whether the bytes belong to the family of the document extension the client named. */
export function isDocumentOfType(buffer: Buffer, extension: DocumentExtension): boolean {
  switch (extension) {
    case 'pdf':
      return startsWith(buffer, PDF_MAGIC);
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(buffer, OLE_MAGIC);
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return isOfficeOpenXml(buffer, OOXML_PART_FOLDER[extension]);
    case 'txt':
    case 'csv':
      return isUtf8Text(buffer);
  }
}

export const CONTENT_TYPE_OF_EXTENSION: Readonly<Record<ImageExtension | DocumentExtension, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** RFC 8187 value characters: encodeURIComponent leaves ! ' ( ) * as they are. */
const rfc8187 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Images and PDFs open in the browser; other documents download under their name (RFC 6266 /
 * 8187 form, so non-ASCII names survive).
 */
export const contentDispositionOf = (extension: ImageExtension | DocumentExtension, fileName: string) =>
  isImageExtension(extension) || extension === 'pdf'
    ? 'inline'
    : `attachment; filename*=UTF-8''${rfc8187(fileName)}`;
