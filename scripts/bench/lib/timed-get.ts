// One timed GET of the API as a signed-in user: the time to the whole answer, its size, and its
// result (an unsuccessful answer fails the benchmark).
export interface TimedAnswer<T> {
  ms: number;
  bytes: number;
  result: T;
}

export async function timedGet<T = Record<string, unknown>>(
  url: string,
  token: string,
): Promise<TimedAnswer<T>> {
  const t0 = performance.now();
  const response = await fetch(url, { headers: { 'X-Access-Token': token } });
  const text = await response.text();
  const ms = performance.now() - t0;
  const body = JSON.parse(text) as { success: boolean; message: string; result: T };
  if (!body.success) throw new Error(`${url}: ${body.message}`);
  return { ms, bytes: Buffer.byteLength(text), result: body.result };
}
