// A file the importer refuses as a whole. Its message is the reason shown after '文件导入失败:'
// (IMPORT_FILE_ERRORS); `cause` keeps the underlying error for the log.
export class ExcelImportError extends Error {
  override name = 'ExcelImportError';
  /**
   * Set for a refusal found only while reading (too many rows): the rows read before it are not
   * imported either. Without it a file that breaks off midway keeps the rows read before the break.
   */
  readonly wholeFile: boolean;

  constructor(message: string, options?: { cause?: unknown; wholeFile?: boolean }) {
    super(message, options);
    this.wholeFile = options?.wholeFile ?? false;
  }
}
