// Fields edited by an uploader hold comma-joined stored paths. Only paths the upload endpoint makes
// are accepted — never a remote address, a javascript: URL or a path outside the upload directory —
// and an image field only images; form.maxCount limits how many.
import type { FieldDefinition } from '../schema-language/entity';
import { UPLOAD_LIMITS, isStoredPath, storedPathsOf } from '../uploads';

export const STORED_FILE_MESSAGES = {
  notStoredFile: '请通过上传控件上传文件',
  /** Spec §4: an image uploader takes images only. */
  notStoredImage: '请上传图片',
  tooManyFiles: (count: number) => `最多上传${count}个文件`,
} as const;

/** The first message comma-joined stored paths fail with, or null (also for other controls). */
export function checkStoredFiles(field: FieldDefinition, text: string): string | null {
  const control = field.form?.control;
  if (control !== 'upload' && control !== 'image') return null;
  const paths = storedPathsOf(text);
  const accepted =
    control === 'image' ? (path: string) => UPLOAD_LIMITS.storedImagePattern.test(path) : isStoredPath;
  if (!paths.every(accepted))
    return control === 'image' ? STORED_FILE_MESSAGES.notStoredImage : STORED_FILE_MESSAGES.notStoredFile;
  const maxCount = field.form?.maxCount ?? 0;
  return maxCount > 0 && paths.length > maxCount ? STORED_FILE_MESSAGES.tooManyFiles(maxCount) : null;
}
