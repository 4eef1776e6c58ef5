import { message, notification } from 'antd';
import { describe, expect, it } from 'vitest';
import { hasQueuedReactWork, waitForReactIdle } from './reactIdle';

describe('waitForReactIdle', () => {
  it('returns only once the render that antd destroy() queues has run', async () => {
    message.destroy();
    notification.destroy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hasQueuedReactWork()).toBe(true);
    await waitForReactIdle();
    expect(hasQueuedReactWork()).toBe(false);
  });
});
