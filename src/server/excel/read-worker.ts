// The import's reader thread: reads the sheet of the upload, turns its cells into raw field values
// with the dictionary texts translated, checks each row as a new record when given the plan, and
// sends the rows to the thread that saves them, a message at a time, never too far ahead of it
// (read-in-worker.ts is the other side). On SQLite the saving thread is the slower one, so the row
// checks are done here, where the reader used to wait for room.
import { parentPort, workerData } from 'node:worker_threads';
import { dictionaryTranslator } from './dictionary-translator';
import { ExcelImportError } from './import-error';
import { IMPORT_MESSAGES_AHEAD, IMPORT_ROWS_PER_MESSAGE } from './limits';
import { readWorkbook } from './read-workbook';
import type { ImportRow } from './read-workbook';
import type { ReaderInput, ReaderMessage } from './read-in-worker';
import { newRowChecker } from '../engine/write/new-row-check';
import type { RowCheck } from '../engine/write/new-row-check';

/** How long the reader sleeps at a time while it is ahead (it then looks again). */
const WAIT_MS = 100;

const input = workerData as ReaderInput;
const send = (message: ReaderMessage) => parentPort!.postMessage(message);

/** Blocks while IMPORT_MESSAGES_AHEAD messages are still unread. */
function waitForRoom(sent: number): void {
  for (;;) {
    const read = Atomics.load(input.read, 0);
    if (sent - read < IMPORT_MESSAGES_AHEAD) return;
    Atomics.wait(input.read, 0, read, WAIT_MS);
  }
}

/** The row as checked: its values as the check made them, or the check's errors beside the cells'. */
function checked(row: ImportRow, check: (values: ImportRow['values']) => RowCheck): ImportRow {
  const result = check(row.values);
  if ('values' in result) return { ...row, values: result.values };
  // A cell that could not be read explains its field better than what the check makes of it.
  return { ...row, errors: { ...result.errors, ...row.errors } };
}

async function readAll(): Promise<void> {
  const { options } = input;
  // Cloned into this thread as a Uint8Array: the readers want a Buffer over the same bytes.
  const file = Buffer.from(input.file.buffer, input.file.byteOffset, input.file.byteLength);
  const translate = input.dictionaries ? dictionaryTranslator(input.dictionaries) : undefined;
  const check = input.check ? newRowChecker(input.check) : undefined;
  let rows: ImportRow[] = [];
  let sent = 0;
  try {
    for await (const row of readWorkbook(file, { ...options, ...(translate ? { translate } : {}) })) {
      rows.push(check ? checked(row, check) : row);
      if (rows.length < IMPORT_ROWS_PER_MESSAGE) continue;
      waitForRoom(sent);
      send({ rows });
      sent += 1;
      rows = [];
    }
  } finally {
    // The rows read before a file breaks off are imported, as when it is read on the main thread.
    if (rows.length > 0) send({ rows });
  }
  send({ rows: [], done: true });
}

readAll().catch((error: unknown) => {
  send({
    error: {
      message: error instanceof Error ? error.message : String(error),
      refusal: error instanceof ExcelImportError,
      wholeFile: error instanceof ExcelImportError && error.wholeFile,
      ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
    },
  });
});
