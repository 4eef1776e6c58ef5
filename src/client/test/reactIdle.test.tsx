import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { hasQueuedReactWork, waitForReactIdle } from './reactIdle';

type ActFlag = { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('waitForReactIdle', () => {
  it('returns only once a render queued outside act() has run', async () => {
    // A render outside act(), as antd's destroy() makes for its toast roots: React hands it to its
    // scheduler for a later macrotask. The act flag is off so React queues it without a warning.
    const flag = globalThis as ActFlag;
    const wasAct = flag.IS_REACT_ACT_ENVIRONMENT;
    flag.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    const root = createRoot(container);
    try {
      root.render(<p>渲染完成</p>);
      expect(hasQueuedReactWork()).toBe(true);
      expect(container.textContent).toBe('');
      await waitForReactIdle();
      expect(hasQueuedReactWork()).toBe(false);
      expect(container.textContent).toBe('渲染完成');
    } finally {
      root.unmount();
      flag.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});
