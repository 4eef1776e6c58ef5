// readWorkbook on a thread of its own (read-worker.ts): the upload's rows read and their
// dictionary texts translated there, handed over here a message at a time while this thread checks
// and saves the rows before. Whatever goes wrong in the reader ends the reading with an error here —
// the file's refusal as readWorkbook gives it, or an unexpected error — never a request left waiting.
import { Worker } from 'node:worker_threads';
import type { DictionaryItem } from './dictionary-translator';
import { ExcelImportError } from './import-error';
import type { ImportRow, ReadWorkbookOptions } from './read-workbook';
import type { NewRowPlan } from '../engine/write/new-row-check';

export interface ReaderOptions extends Omit<ReadWorkbookOptions, 'translate' | 'maxRows' | 'maxBytes'> {
  headerRowNumber: number;
  maxRows: number;
  maxBytes: number;
}

/** What the reader thread is given. */
export interface ReaderInput {
  file: Uint8Array;
  options: ReaderOptions;
  /** Items per column key, for dictionaryTranslator (a function cannot cross threads). */
  dictionaries?: Readonly<Record<string, readonly DictionaryItem[]>>;
  /** Given, each row is checked as a new record there (its values checked, or its errors added). */
  check?: NewRowPlan;
  /** [0]: messages read so far, so the reader does not run too far ahead. */
  read: Int32Array;
}

export type ReaderMessage =
  | { rows: ImportRow[]; done?: true }
  | { error: { message: string; refusal: boolean; wholeFile: boolean; stack?: string } };

// From source (tsx, Vitest) the reader runs as TypeScript through a loader; the build has it as
// dist/server/read-worker.js next to the module that starts it.
const FROM_SOURCE = import.meta.url.endsWith('.ts');

function startReader(input: ReaderInput): Worker {
  if (!FROM_SOURCE) return new Worker(new URL('./read-worker.js', import.meta.url), { workerData: input });
  const module = new URL('./read-worker.ts', import.meta.url).href;
  return new Worker(new URL('../../../scripts/ts-worker.mjs', import.meta.url), {
    workerData: { ...input, module },
  });
}

function readerError(error: Extract<ReaderMessage, { error: unknown }>['error']): Error {
  if (error.refusal) return new ExcelImportError(error.message, { wholeFile: error.wholeFile });
  const failure = new Error(`excel reader: ${error.message}`);
  if (error.stack) failure.stack = error.stack;
  return failure;
}

/** The rows readWorkbook would yield, read on another thread. */
export async function* readWorkbookInWorker(
  file: Buffer,
  options: ReaderOptions,
  dictionaries?: ReaderInput['dictionaries'],
  check?: NewRowPlan,
): AsyncGenerator<ImportRow> {
  const read = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const worker = startReader({
    file,
    options,
    read,
    ...(dictionaries ? { dictionaries } : {}),
    ...(check ? { check } : {}),
  });
  const queue: ReaderMessage[] = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  worker.on('message', (message: ReaderMessage) => {
    queue.push(message);
    notify();
  });
  worker.on('error', (error) => {
    failure ??= error;
    notify();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`excel reader stopped (exit code ${code})`);
    notify();
  });
  try {
    for (;;) {
      const message = queue.shift();
      if (!message) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if ('error' in message) throw readerError(message.error);
      Atomics.add(read, 0, 1);
      Atomics.notify(read, 0);
      yield* message.rows;
      if (message.done) return;
    }
  } finally {
    await worker.terminate();
  }
}
