// Lazy chunk loading with the spec's 120 s limit (§4, §9): a chunk that takes longer fails with
// ChunkLoadError, which the page error boundary turns into a reload prompt.
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { TIMEOUTS_MS } from '../../shared/limits';
import { CHUNK_ERRORS } from '../../shared/texts';

export function withTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = TIMEOUTS_MS.chunkLoad,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`${CHUNK_ERRORS.chunkLoad}: loading chunk timed out after ${timeoutMs} ms`);
      error.name = CHUNK_ERRORS.chunkLoad;
      reject(error);
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithTimeout<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  return lazy(() => withTimeout(load));
}
