// At most N tasks at once, the others waiting in the order they came. A finishing task hands its
// slot straight to the next waiter, so a newcomer can never slip in between and exceed N.

export interface TaskQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Settles when nothing runs or waits. */
  idle(): Promise<void>;
}

export function createTaskQueue(concurrency: number): TaskQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  let idleWaiters: (() => void)[] = [];

  const acquire = (): Promise<void> => {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };

  const release = () => {
    const next = waiting.shift();
    if (next) return next();
    running -= 1;
    if (running > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    idle: () => (running === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve))),
  };
}
