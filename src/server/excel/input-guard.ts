// exceljs pipes its input into its unzipper and misses some of the unzipper's errors: with a
// damaged deflate stream inside a worksheet it waited forever. Every wait on the reader is raced
// against the input or the unzipper failing.
import type { Readable } from 'node:stream';
import { ExcelImportError } from './import-error';
import { IMPORT_FILE_ERRORS } from './messages';

/** Races each wait of the reader against the input failing. */
export interface InputGuard {
  race<T>(promise: Promise<T>): Promise<T>;
  /** The input failed: the reader is stuck and must be abandoned, not drained. */
  readonly failed: boolean;
}

export function guardInput(stream: Readable): InputGuard {
  let failure: ExcelImportError | undefined;
  // Pending waits, forgotten as soon as they settle. (Promise.race against one long-lived promise
  // would leave a reaction on it per row read, and with it the row: 600 MB at 100k rows.)
  const waiting = new Set<(error: unknown) => void>();
  const fail = (error: ExcelImportError) => {
    failure ??= error;
    for (const reject of waiting) reject(failure);
    waiting.clear();
  };
  stream.on('error', (error) => fail(error instanceof ExcelImportError ? error : readFailure(error)));
  // The unzipper is not ours to hold: listen on whatever the input is piped into.
  const pipe = stream.pipe.bind(stream);
  stream.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
    destination.on('error', (error: unknown) => fail(asImportError(error)));
    return pipe(destination, options);
  };
  return {
    race: <T>(promise: Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        if (failure) return reject(failure);
        waiting.add(reject);
        promise.then(
          (value) => {
            waiting.delete(reject);
            resolve(value);
          },
          (error: unknown) => {
            waiting.delete(reject);
            reject(error);
          },
        );
      }),
    get failed() {
      return failure !== undefined;
    },
  };
}

const readFailure = (error: unknown) => new ExcelImportError(IMPORT_FILE_ERRORS.readFailed, { cause: error });

/** Anything that went wrong while reading, as the reason the file is refused. */
export function asImportError(error: unknown): ExcelImportError {
  if (error instanceof ExcelImportError) return error;
  // Zip and XML errors from exceljs (invalid signature, FILE_ENDED, zlib, saxes) all mean the same
  // to the person who uploaded the file.
  return new ExcelImportError(IMPORT_FILE_ERRORS.broken, { cause: error });
}

/** Iterates `iterable` with every wait raced against the input failing. */
export async function* guarded<T>(iterable: AsyncIterable<T>, guard: InputGuard): AsyncGenerator<T> {
  const iterator = iterable[Symbol.asyncIterator]();
  let done = false;
  try {
    for (;;) {
      const next = await guard.race(iterator.next());
      if (next.done) break;
      yield next.value;
    }
    done = true;
  } finally {
    // Stopped early: let the iterator release its source. After an input failure it is stuck in
    // a read that will never end, and returning would wait for that read.
    if (!done && !guard.failed) await iterator.return?.();
  }
}
