// The Excel module as the engine's routes use it (exportXls, importExcel, importTemplate and the
// /engine/exportJobs/*, /engine/importErrors/* paths). No routes here: pure functions and streams.
export { columnsFromEntity, displayWidth } from './columns';
export type { ColumnsFromEntityOptions, ExcelColumn, ExcelColumnKind } from './columns';
export { dictionaryTexts, dictionaryTranslator } from './dictionary-translator';
export type { DictionaryItem } from './dictionary-translator';
export {
  XLSX_CONTENT_TYPE,
  XLSX_EXTENSION,
  contentDisposition,
  exportFileName,
  safeFileName,
  templateFileName,
  textDownloadHeaders,
  xlsxDownloadHeaders,
} from './download';
export { createExportJobs, exportsInBackground } from './export-jobs';
export type { ExportJobRequest, ExportJobs, ExportJobsOptions } from './export-jobs';
export { cleanupExcelFiles, scheduleExcelCleanup } from './file-store';
export { ExcelImportError } from './import-error';
export { importErrorsUrl, importFailure, importOutcome } from './import-outcome';
export type { ImportOutcomeOptions } from './import-outcome';
export { findImportErrorReport, importReportLines, writeImportErrorReport } from './import-report';
export type { ImportErrorReport, ImportReportPlace } from './import-report';
export { columnLabels, importRows } from './import-rows';
export type {
  BatchSaver,
  ImportFailure,
  ImportRowsOptions,
  ImportSummary,
  RowCheck,
  SaveFailure,
  ValidRow,
} from './import-rows';
export { templateHint, writeImportTemplate } from './import-template';
export type { WriteTemplateOptions } from './import-template';
export * from './limits';
export { EXCEL_TEXTS, EXPORT_JOB_TEXTS, IMPORT_FILE_ERRORS, IMPORT_RESULT_TEXTS } from './messages';
export type { ExcelInput } from './input-check';
export { readWorkbook } from './read-workbook';
export type { DictionaryTranslator, ImportRow, ReadWorkbookOptions } from './read-workbook';
export { importExcelFile, runImport } from './run-import';
export type { ImportExcelRequest, RunImportRequest } from './run-import';
export { exportNote, writeWorkbook } from './write-workbook';
export type { ExportRow, ExportRows, WriteWorkbookOptions } from './write-workbook';
export type { ExportTable } from './export-cells';
