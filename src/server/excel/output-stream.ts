// Writing into a stream someone else owns (an HTTP response, a file): notice when it fails or
// closes early, and give the event loop a turn between chunks.
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
 * One turn of the event loop, so that a fast (or synchronous) row source lets other requests in
 * between chunks of a file. Backpressure itself is the zip writer's: it waits while the compressor
 * or the output is full.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
