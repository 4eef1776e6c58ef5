// The failed-rows report of an import: a UTF-8 text file (with BOM, CRLF lines, so Windows Notepad
// shows the Chinese right) of '第N行：<label>：<message>' lines, as JeecgBoot's error .txt. Text
// rather than a workbook of the failed rows: the row numbers point into the user's own file, which
// is the one to correct and upload again, and a text file opens anywhere. Stored under
// <dataDir>/import-errors/<id>.txt; its owner is recorded in the shared store for the same lifetime.
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { KeyValueStore } from '../kv/key-value-store';
import { safeFileName } from './download';
import { IMPORT_ERRORS_DIR, excelDirectory, isFileId, randomFileId } from './file-store';
import type { ImportSummary } from './import-rows';
import { EXCEL_FILE_TTL_MS } from './limits';
import { EXCEL_TEXTS, IMPORT_ROW_ERRORS } from './messages';

export interface ImportReportPlace {
  store: KeyValueStore;
  dataDir: string;
  ttlMs?: number;
}

export interface ImportErrorReport {
  id: string;
  fileName: string;
}

interface StoredReport {
  userId: string;
  fileName: string;
}

const reportKey = (id: string) => `excel:importErrors:${id}`;
const BOM = '\uFEFF';

/** The report's lines, by row number (save failures are found after later rows' checks). */
export function importReportLines(summary: ImportSummary): string[] {
  const failures = [...summary.failures].sort((a, b) => a.rowNumber - b.rowNumber);
  const lines = failures.map((failure) =>
    IMPORT_ROW_ERRORS.reportLine(failure.rowNumber, failure.label, failure.message),
  );
  if (summary.aborted) lines.push(IMPORT_ROW_ERRORS.aborted(summary.aborted.message));
  if (summary.unlistedFailures > 0) lines.push(IMPORT_ROW_ERRORS.unlisted(summary.unlistedFailures));
  return lines;
}

/** Writes the report of `summary` for `userId`; `title` names the file (entity title). */
export async function writeImportErrorReport(
  summary: ImportSummary,
  request: { userId: string; title: string },
  place: ImportReportPlace,
): Promise<ImportErrorReport> {
  const id = randomFileId();
  const fileName = safeFileName(EXCEL_TEXTS.errorsFileName(request.title).replace(/\.txt$/, ''), '.txt');
  const directory = await excelDirectory(place.dataDir, IMPORT_ERRORS_DIR);
  await writeFile(path.join(directory, `${id}.txt`), `${BOM}${importReportLines(summary).join('\r\n')}\r\n`);
  const stored: StoredReport = { userId: request.userId, fileName };
  await place.store.set(reportKey(id), JSON.stringify(stored), place.ttlMs ?? EXCEL_FILE_TTL_MS);
  return { id, fileName };
}

/** The report file for its owner, or null (unknown, expired, someone else's). */
export async function findImportErrorReport(
  id: string,
  userId: string,
  place: ImportReportPlace,
): Promise<{ path: string; fileName: string } | null> {
  if (!isFileId(id)) return null;
  const raw = await place.store.get(reportKey(id));
  if (!raw) return null;
  const stored = JSON.parse(raw) as StoredReport;
  if (stored.userId !== userId) return null;
  const file = path.join(place.dataDir, IMPORT_ERRORS_DIR, `${id}.txt`);
  try {
    await stat(file);
  } catch {
    return null;
  }
  return { path: file, fileName: stored.fileName };
}
