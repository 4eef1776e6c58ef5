// The calls a bench makes as a signed-in user: GET without a body, POST with one; a refused call
// throws with the path and the server's message.

type Reply<T> = { success: boolean; message: string; result: T };

export function apiCaller(base: string, token: string) {
  return async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'X-Access-Token': token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const reply = (await response.json()) as Reply<T>;
    if (!reply.success) throw new Error(`${path}: ${reply.message}`);
    return reply.result;
  };
}
