// A background export's mark on disk, beside its file: written when the job starts, removed when it
// ends. The job's state lives in the shared store; when that store is the process's own memory (no
// Redis), a crash or kill loses the state, and the mark left behind is how the owner still learns
// that the export was interrupted instead of being told it never existed.
import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXPORTS_DIR, excelDirectory } from './file-store';

export interface ExportJobMark {
  userId: string;
  fileName: string;
  total: number;
}

const markPath = (dataDir: string, id: string) => path.join(dataDir, EXPORTS_DIR, `${id}.job.json`);

/** The file a job writes until it is complete (then renamed to <id>.xlsx). */
export const partPath = (dataDir: string, id: string) => path.join(dataDir, EXPORTS_DIR, `${id}.xlsx.part`);

export async function writeExportJobMark(dataDir: string, id: string, mark: ExportJobMark): Promise<void> {
  await excelDirectory(dataDir, EXPORTS_DIR);
  await writeFile(markPath(dataDir, id), JSON.stringify(mark));
}

/** The mark of a job that has not ended, or null. */
export async function readExportJobMark(dataDir: string, id: string): Promise<ExportJobMark | null> {
  try {
    return JSON.parse(await readFile(markPath(dataDir, id), 'utf8')) as ExportJobMark;
  } catch {
    return null;
  }
}

export async function removeExportJobMark(dataDir: string, id: string): Promise<void> {
  await unlink(markPath(dataDir, id)).catch(() => undefined);
}

/** What a job whose process went away left: its unfinished file (its mark stays, to answer the owner). */
export async function removeInterruptedPart(dataDir: string, id: string): Promise<void> {
  await unlink(partPath(dataDir, id)).catch(() => undefined);
}
