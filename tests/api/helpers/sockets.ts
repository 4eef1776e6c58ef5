// A WebSocket test client: connects with the token as sub-protocol (as the browser client does),
// resolves with the open socket or the HTTP status that refused the upgrade, and queues messages.
import WebSocket from 'ws';
import type { TestApp } from './test-app';

// There is no "nothing arrived" helper: a test proves that a message did not come by reading a
// later message sent along the same path (a barrier) and finding it first.
export interface TestSocket {
  socket: WebSocket;
  /** The next message (JSON parsed when possible), or a timeout error. */
  next(timeoutMs?: number): Promise<unknown>;
  close(): void;
}

export function socketUrl(app: TestApp, path: string): string {
  return app.baseUrl.replace(/^http/, 'ws') + app.config.apiPrefix + path;
}

export function openSocket(
  app: TestApp,
  path: string,
  token: string | undefined,
  headers: Record<string, string> = {},
): Promise<TestSocket | { refused: number }> {
  const socket = new WebSocket(socketUrl(app, path), token ? [token] : [], { headers });
  const queue: unknown[] = [];
  const waiters: Array<(value: unknown) => void> = [];
  socket.on('message', (data: WebSocket.RawData) => {
    const raw = String(data as Buffer);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // keep the raw text
    }
    const waiter = waiters.shift();
    if (waiter) waiter(value);
    else queue.push(value);
  });
  const next = (timeoutMs = 5000) =>
    new Promise<unknown>((resolve, reject) => {
      if (queue.length > 0) return resolve(queue.shift());
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(done), 1);
        reject(new Error('no socket message in time'));
      }, timeoutMs);
      const done = (value: unknown) => {
        clearTimeout(timer);
        resolve(value);
      };
      waiters.push(done);
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({
        socket,
        next,
        close: () => socket.close(),
      }),
    );
    socket.once('unexpected-response', (_request, response) => {
      resolve({ refused: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', (error) => reject(error));
  });
}

export function opened(result: TestSocket | { refused: number }): TestSocket {
  if ('refused' in result) throw new Error(`socket refused with HTTP ${result.refused}`);
  return result;
}
