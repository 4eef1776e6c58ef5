// The answers of importExcel exactly as the contract gives them (api-contract.md §8.7):
// all rows imported -> 200; some failed -> 201 with the counts and the failed-rows file; the file
// refused -> success false '文件导入失败:<reason>'.
import type { ApiResult } from '../../shared/api-types';
import { RESULT_CODES } from '../../shared/api-types';
import { ENGINE_PATHS } from '../../shared/engine-api';
import type { ImportPartialResult } from '../../shared/engine-api';
import { failure, ok } from '../http/result';
import { ExcelImportError } from './import-error';
import type { ImportErrorReport } from './import-report';
import type { ImportSummary } from './import-rows';
import { IMPORT_FILE_ERRORS, IMPORT_RESULT_TEXTS } from './messages';

export interface ImportOutcomeOptions {
  /**
   * 'object' (default): result is ImportPartialResult, what JeecgListMixin list pages read.
   * 'fileUrl': result is the file URL alone, what JImportModal (2.4.6 online forms) reads.
   */
  partialResult?: 'object' | 'fileUrl';
}

/** Path of a failed-rows report, relative to the API prefix like every contract URL. */
export const importErrorsUrl = (id: string) => ENGINE_PATHS.importErrors.replace(':id', id);

/** The refusal of a whole file; any other error gets a general reason (details belong in the log). */
export function importFailure(error: unknown): ApiResult<null> {
  const reason = error instanceof ExcelImportError ? error.message : IMPORT_FILE_ERRORS.unexpected;
  return failure(RESULT_CODES.error, IMPORT_RESULT_TEXTS.failed(reason));
}

/**
 * The answer for a finished import. `report` (writeImportErrorReport) is required when any row
 * failed or the file broke off.
 */
export function importOutcome(
  summary: ImportSummary,
  report?: ImportErrorReport,
  options: ImportOutcomeOptions = {},
): ApiResult<ImportPartialResult | string | null> {
  const partial = summary.errorCount > 0 || summary.aborted !== undefined;
  if (!partial) {
    if (summary.totalCount === 0) return importFailure(new ExcelImportError(IMPORT_FILE_ERRORS.noData));
    return ok(null, IMPORT_RESULT_TEXTS.allImported(summary.successCount));
  }
  if (!report) throw new Error('importOutcome: a partial import needs its failed-rows report');
  const fileUrl = importErrorsUrl(report.id);
  const result: ImportPartialResult = {
    totalCount: summary.totalCount,
    errorCount: summary.errorCount,
    successCount: summary.successCount,
    msg: IMPORT_RESULT_TEXTS.partialSummary(summary.totalCount, summary.successCount, summary.errorCount),
    fileUrl,
    fileName: report.fileName,
  };
  return {
    success: true,
    message: IMPORT_RESULT_TEXTS.partial,
    code: RESULT_CODES.partialImport,
    result: options.partialResult === 'fileUrl' ? fileUrl : result,
    timestamp: Date.now(),
  };
}
