// A file the importer refuses as a whole. Its message is the reason shown after '文件导入失败:'
// (IMPORT_FILE_ERRORS); `cause` keeps the underlying error for the log.
export class ExcelImportError extends Error {
  override name = 'ExcelImportError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
