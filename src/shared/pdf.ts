// PDFs the server makes from Word documents (LibreOffice, src/server/pdf) and the page that shows a
// stored PDF in an <iframe> (JeecgBoot's /sys/common/pdf/pdfPreviewIframe): path, parameter, texts.

export const PDF_PREVIEW_PATH = '/sys/common/pdf/pdfPreviewIframe';
/**
 * The query parameter naming the stored path of the PDF. JeecgBoot 2.4's own page took none (its
 * client posted a title and the token into the frame), so there is no older name to accept.
 */
export const PDF_PREVIEW_PARAM = 'url';

export const PDF_TEXTS = {
  converterMissing: 'PDF 需要安装转换器（LibreOffice）后才能生成',
  conversionFailed: 'PDF 生成失败，请检查文档内容后重试',
  conversionTimedOut: 'PDF 生成超时，请稍后重试',
  shuttingDown: '服务停止，PDF 未生成，请重新生成',
  previewUrlInvalid: '只能预览已上传的 PDF 文件',
  previewTitle: 'PDF预览',
  preview: '预览',
  download: '下载',
} as const;
