// The name an upload is stored under: the uploader's own file name (so lists show the name the
// user knows), cleaned so that it can only ever be one harmless path segment.
import { UPLOAD_LIMITS } from '../../../shared/uploads';

const FALLBACK_STEM = 'file';
/** The usual file-system limit on one name, in bytes (ext4, XFS, APFS...). */
const MAX_NAME_BYTES = 255;

/** The client's name without directories, split at its last dot; the extension lower-cased. */
export function splitFileName(clientName: string): { stem: string; extension: string } {
  const base = clientName.slice(Math.max(clientName.lastIndexOf('/'), clientName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot < 0
    ? { stem: base, extension: '' }
    : { stem: base.slice(0, dot), extension: base.slice(dot + 1).toLowerCase() };
}

/**
 * The stem as stored: characters outside UPLOAD_LIMITS.fileNameCharacter become '_', no leading
 * dots (no hidden files, no '..'), at most fileNameMaxLength code points, never empty.
 */
export function cleanStem(stem: string, extension: string): string {
  // NFC first: macOS hands out decomposed names whose combining marks would otherwise become '_'.
  const kept = [...stem.normalize('NFC')].map((c) => (UPLOAD_LIMITS.fileNameCharacter.test(c) ? c : '_'));
  const start = kept.findIndex((c) => c !== '.');
  const chars = start < 0 ? [] : kept.slice(start, start + UPLOAD_LIMITS.fileNameMaxLength);
  // 80 code points of 4-byte characters would still be too long a name for the file system.
  while (chars.length > 0 && Buffer.byteLength(`${chars.join('')}.${extension}`) > MAX_NAME_BYTES)
    chars.pop();
  return chars.length > 0 ? chars.join('') : FALLBACK_STEM;
}
