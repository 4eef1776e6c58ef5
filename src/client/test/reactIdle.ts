// React's scheduler runs renders on later macrotasks. antd's destroy() calls mount their global
// holders even when nothing was shown, and on a busy machine that render can still be queued when
// the test environment removes `window` ("window is not defined" from react-dom after the file's
// tests passed). Waiting for the scheduler's queue to empty — not for a fixed time — closes that gap.
import { unstable_getFirstCallbackNode } from 'scheduler';

/** Longest wait for queued React work; past it the file ends anyway rather than hanging. */
export const REACT_IDLE_LIMIT_MS = 5_000;
const POLL_MS = 5;

export function hasQueuedReactWork(): boolean {
  return unstable_getFirstCallbackNode() !== null;
}

/** Resolves once React's scheduler has no queued task (or after REACT_IDLE_LIMIT_MS). */
export async function waitForReactIdle(limitMs = REACT_IDLE_LIMIT_MS): Promise<void> {
  const deadline = Date.now() + limitMs;
  do {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  } while (hasQueuedReactWork() && Date.now() < deadline);
}
