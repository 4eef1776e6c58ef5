// Writing into a stream someone else owns (an HTTP response, a file): notice when it fails or
// closes early, and give its pipeline time to drain.
import { finished } from 'node:stream';
import type { Writable } from 'node:stream';

/** Settles when the output has flushed everything; rejects when it fails or closes first. */
export function watchOutput(output: Writable) {
  let failure: Error | undefined;
  const done = new Promise<void>((resolve, reject) => {
    const cleanup = finished(output, { readable: false }, (error) => {
      cleanup();
      if (error) {
        failure = error;
        reject(error);
      } else resolve();
    });
  });
  // The loop checks `failure` itself; this only keeps an early failure from being "unhandled".
  done.catch(() => undefined);
  return { done, failed: () => failure };
}

/**
 * Lets the zip stream drain: without a turn of the event loop a fast row source (or a synchronous
 * one) would pile the whole sheet up in memory before the compressor sees a byte of it. Listeners,
 * not a race against a long-lived promise, so nothing is left behind per call.
 */
export async function breathe(output: Writable): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (!output.writableNeedDrain || output.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.on('drain', done);
    output.on('close', done);
  });
}
