// The signature pad (form control 'signature', spec-less: a clear Chinese wording): its texts and
// measures. The drawing is uploaded as a PNG under UPLOAD_LIMITS.signatureBiz.

export const SIGNATURE_TEXTS = {
  clear: '清除',
  confirm: '确认',
  cancel: '取消',
  sign: '签名',
  resign: '重新签名',
  empty: '请先签名',
  unsigned: '未签名',
  uploadFailed: '签名上传失败，请重试',
  imageAlt: '签名',
  padLabel: (label: string) => `${label}签名区`,
  dialogTitle: '请在下方签名',
} as const;

export const SIGNATURE_PAD = {
  /** Drawing area height; its width follows the container (a 390 px phone included). */
  heightPx: 180,
  maxWidthPx: 560,
  lineWidthPx: 2.5,
  strokeColor: '#1f1f1f',
  /** The name the drawing is uploaded under (the stored path keeps it). */
  fileName: 'signature.png',
  /** A stored signature in the form, and in a grid cell. */
  previewHeightPx: 80,
  cellHeightPx: 24,
  dialogWidthPx: 600,
} as const;
