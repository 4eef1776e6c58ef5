import { describe, expect, it, vi } from 'vitest';
import { CHUNK_ERRORS } from '../../shared/texts';
import { withTimeout } from './lazyWithTimeout';

describe('chunk loading', () => {
  it('fails with ChunkLoadError after the limit', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(() => new Promise(() => undefined), 120_000);
    const assertion = expect(pending).rejects.toMatchObject({ name: CHUNK_ERRORS.chunkLoad });
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it('passes a loaded chunk through', async () => {
    await expect(withTimeout(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });
});
