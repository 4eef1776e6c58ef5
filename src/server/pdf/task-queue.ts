// At most N tasks at once, the others waiting in the order they came. A finishing task hands its
// slot straight to the next waiter, so a newcomer can never slip in between and exceed N. Closed
// (a shutdown), the tasks still waiting and any new one are refused; those running finish.

export interface TaskQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Settles when nothing runs or waits. */
  idle(): Promise<void>;
  /** Refuses, with the error `refusal` makes, every task not yet started and every later one. */
  close(refusal: () => Error): void;
}

interface Waiter {
  start: () => void;
  refuse: (error: Error) => void;
}

export function createTaskQueue(concurrency: number): TaskQueue {
  let running = 0;
  const waiting: Waiter[] = [];
  let idleWaiters: (() => void)[] = [];
  let closedWith: (() => Error) | null = null;

  const acquire = (): Promise<void> => {
    if (closedWith) return Promise.reject(closedWith());
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((start, refuse) => waiting.push({ start, refuse }));
  };

  const release = () => {
    const next = waiting.shift();
    if (next) return next.start();
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
    close(refusal) {
      closedWith = refusal;
      for (const waiter of waiting.splice(0)) waiter.refuse(refusal());
    },
  };
}
