// Fields edited by an uploader or the signature pad hold comma-joined stored paths. Only paths the
// upload endpoint makes are accepted — never a remote address, a javascript: URL or a path outside
// the upload directory — an image field only images, a signature exactly one image; form.accept
// narrows the types, form.maxCount limits how many.
import type { FieldDefinition } from '../schema-language/entity';
import type { FormControl } from '../schema-language/entity-vocabulary';
import { UPLOAD_LIMITS, isStoredPath, storedPathsOf } from '../uploads';

/** Controls whose value is stored files: the server links them to the record that holds them. */
export const FILE_CONTROLS: ReadonlySet<FormControl> = new Set(['upload', 'image', 'signature']);

export const isFileField = (field: FieldDefinition): boolean =>
  !!field.form?.control && FILE_CONTROLS.has(field.form.control);

export const STORED_FILE_MESSAGES = {
  notStoredFile: '请通过上传控件上传文件',
  /** Spec §4: an image uploader takes images only. */
  notStoredImage: '请上传图片',
  notSignature: '请在签名板上签名并确认',
  tooManyFiles: (count: number) => `最多上传${count}个文件`,
  /** form.accept: the uploader takes only these types. */
  notAccepted: (extensions: readonly string[]) => `只能上传以下类型的文件：${extensions.join('、')}`,
} as const;

const isStoredImage = (path: string) => UPLOAD_LIMITS.storedImagePattern.test(path);

/** The first message comma-joined stored paths fail with, or null (also for other controls). */
export function checkStoredFiles(field: FieldDefinition, text: string): string | null {
  const control = field.form?.control;
  if (!isFileField(field)) return null;
  const paths = storedPathsOf(text);
  if (control === 'signature')
    return paths.length === 1 && isStoredImage(paths[0]!) ? null : STORED_FILE_MESSAGES.notSignature;
  const accepted = control === 'image' ? isStoredImage : isStoredPath;
  if (!paths.every(accepted))
    return control === 'image' ? STORED_FILE_MESSAGES.notStoredImage : STORED_FILE_MESSAGES.notStoredFile;
  const accept = field.form?.accept;
  if (accept && !paths.every((path) => accept.some((extension) => path.endsWith(`.${extension}`))))
    return STORED_FILE_MESSAGES.notAccepted(accept);
  const maxCount = field.form?.maxCount ?? 0;
  return maxCount > 0 && paths.length > maxCount ? STORED_FILE_MESSAGES.tooManyFiles(maxCount) : null;
}
