// Uploaded files (contract §9, spec §4 uploaders): where they go, what the server accepts, the
// shape of a stored path and the texts. A field holding files keeps their stored paths
// comma-joined; the server only ever accepts paths of these exact shapes.

export const UPLOAD_PATHS = {
  upload: '/sys/common/upload',
  /** Followed by the stored relative path. */
  staticPrefix: '/sys/common/static/',
} as const;

/** Documents the file uploader takes besides images, by the extension the stored name ends with. */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
] as const;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'gif', 'bmp', 'webp'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

export const UPLOAD_LIMITS = {
  /** Contract §3.2: the upload size message names 10MB. */
  maxBytes: 10 * 1024 * 1024,
  bizPattern: /^[A-Za-z0-9_]{1,32}$/,
  /**
   * An image as the upload stores it: <biz>/<32 hex>/<the uploader's name, cleaned>.<extension from
   * its bytes>, or the older <biz>/<32 hex>.<extension>. What an avatar or an image field may hold.
   */
  storedImagePattern:
    /^[A-Za-z0-9_]{1,32}\/[a-f0-9]{32}(\/[\p{L}\p{N}_\-() （）][\p{L}\p{N}_\-.() （）]{0,79})?\.(png|jpg|gif|bmp|webp)$/u,
  /**
   * A document as the upload stores it: <biz>/<32 hex>/<the uploader's file name, cleaned>.<ext>,
   * so lists show the name the user knows. The name keeps letters, digits, space, _ - . ( ) （ ）.
   */
  storedDocumentPattern:
    /^[A-Za-z0-9_]{1,32}\/[a-f0-9]{32}\/[\p{L}\p{N}_\-() （）][\p{L}\p{N}_\-.() （）]{0,79}\.(pdf|doc|docx|xls|xlsx|ppt|pptx|txt|csv)$/u,
  /** What a cleaned file name keeps; anything else becomes '_'. */
  fileNameCharacter: /[\p{L}\p{N}_\-.() （）]/u,
  fileNameMaxLength: 80,
  defaultBiz: 'temp',
  /** The engine's default biz for files of an entity's fields. */
  engineBiz: 'jeecg',
  /** User avatars (the user form, 账户设置). */
  avatarBiz: 'avatar',
  /** Signatures drawn on the signature pad. */
  signatureBiz: 'signature',
} as const;

/**
 * Uploads for uses outside entity records: any signed-in user may read them (an avatar shows beside
 * its user's name everywhere); they never link to a record and are never cleaned up.
 */
export const SHARED_UPLOAD_BIZ: readonly string[] = [UPLOAD_LIMITS.avatarBiz];

export const UPLOAD_TEXTS = {
  tooLarge: '文件大小超出10MB限制, 请压缩或降低文件质量! ',
  failed: '上传失败！',
  notImage: '请上传图片（支持 JPG、PNG、GIF、BMP、WEBP）',
  notAccepted: '不支持的文件类型（支持图片、PDF、Word、Excel、PPT、TXT、CSV）',
  noFile: '未上传任何文件',
  bizInvalid: '上传目录不正确',
  fileMissing: '未知的文件',
  readForbidden: '无权查看该文件',
  /** A save naming a file that is another user's upload or another record's file. */
  notForRecord: (name: string) => `文件不属于该记录：${name}`,
} as const;

/** A stored image or document path. */
export const isStoredPath = (value: string): boolean =>
  UPLOAD_LIMITS.storedImagePattern.test(value) || UPLOAD_LIMITS.storedDocumentPattern.test(value);

/** The stored paths of a field value (comma-joined, as JeecgBoot kept them). */
export const storedPathsOf = (value: unknown): string[] =>
  typeof value === 'string' ? value.split(',').filter((part) => part !== '') : [];

/** The name a user sees for a stored file: its cleaned original name (an older image: its stored name). */
export const storedFileName = (storedPath: string): string =>
  storedPath.slice(storedPath.lastIndexOf('/') + 1);
