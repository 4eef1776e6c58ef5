// An instance killed with SIGKILL while it saves a record with many sub-table rows in one request (a
// dictionary with its items): after a restart the record is there with every one of its rows, or
// neither is; sending the same request again leaves the record once with its rows once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceDatabases, startInstance, waitUntil } from './support/instance';
import type { Instance } from './support/instance';

/** The most rows one sub-table may hold in one save (MAX_SUB_ROWS). */
const ITEMS = 1000;
/** Saves answered before the kill: the instance saves such requests whole while it runs. */
const SAVES_BEFORE = 3;
const DICT_API = '/sys/dict';

type Row = Record<string, unknown>;

const dictionary = (code: string) => ({
  dictName: `断电字典${code}`,
  dictCode: code,
  sysDictItemList: Array.from({ length: ITEMS }, (_, i) => ({
    itemText: `项${i}`,
    itemValue: `v${i}`,
    sortOrder: i,
    status: 1,
  })),
});

describe.each(instanceDatabases())('a save with sub-rows killed mid-way on %s', (database) => {
  let instance: Instance;
  beforeAll(async () => {
    instance = await startInstance({ database });
  });
  afterAll(() => instance?.remove());

  /** The dictionaries saved under the code, each with how many items it holds. */
  const stored = async (token: string, code: string): Promise<number[]> => {
    const list = await instance.call<{ records: Row[] }>(
      'GET',
      `${DICT_API}/list?pageNo=1&pageSize=10&dictCode=${encodeURIComponent(code)}`,
      { token },
    );
    if (!list.success) throw new Error(`list refused: ${list.message}`);
    const counts: number[] = [];
    for (const record of list.result.records) {
      const items = await instance.call<Row[]>(
        'GET',
        `${DICT_API}/querySysDictItemByMainId?id=${encodeURIComponent(String(record.id))}`,
        { token },
      );
      counts.push(items.success ? items.result.length : -1);
    }
    return counts;
  };

  it('leaves the record with all of its rows or neither, and a retried save adds it once', async () => {
    const prefix = `kill_${Date.now().toString(36)}`;
    let token = await instance.signIn();
    for (let i = 0; i < SAVES_BEFORE; i += 1) {
      const saved = await instance.call('POST', `${DICT_API}/add`, {
        token,
        body: dictionary(`${prefix}_${i}`),
      });
      expect(saved.success).toBe(true);
    }

    const code = `${prefix}_killed`;
    const before = instance.writtenBytes();
    const save = instance.call('POST', `${DICT_API}/add`, { token, body: dictionary(code) }).then(
      (reply) => ({ reply }),
      (error: unknown) => ({ error }),
    );
    // Killed once the server has begun writing for the request, before it answers.
    await waitUntil('the save writing', () => instance.writtenBytes() > before);
    await instance.kill();
    expect(await save).toHaveProperty('error');

    await instance.restart();
    token = await instance.signIn();
    for (let i = 0; i < SAVES_BEFORE; i += 1) expect(await stored(token, `${prefix}_${i}`)).toEqual([ITEMS]);
    const kept = await stored(token, code);
    expect([[], [ITEMS]]).toContainEqual(kept);

    const retried = await instance.call('POST', `${DICT_API}/add`, { token, body: dictionary(code) });
    // Saved before the kill: the retry is refused as a taken code instead of adding it twice.
    expect(retried.success).toBe(kept.length === 0);
    expect(await stored(token, code)).toEqual([ITEMS]);
  });
});
