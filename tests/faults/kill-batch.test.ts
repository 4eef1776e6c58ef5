// An instance killed with SIGKILL in the middle of a batch transition (深度服务 rejected, 200 at once).
// The batch is answered row by row, each record moved in its own transaction with its flow-log row:
// after a restart every record is either moved with exactly one log row of the step or untouched
// with none, and repeating the batch moves only the untouched ones, so none is moved twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowLogEntry, OperationResult } from '../../src/shared/engine-operations';
import { OPERATION_LIMITS } from '../../src/shared/engine-operations';
import { enterpriseBody } from '../api/engine/support';
import { instanceDatabases, startInstance, waitUntil } from './support/instance';
import type { Instance } from './support/instance';

const API = '/nanli/deepService';
const RECORDS = OPERATION_LIMITS.maxIds;
const STEP = 'reject';
const FROM = '0';
const TO = '1';
/**
 * What the server must have written after the request before it is killed: the commits of some
 * records, far from all (SQLite writes pages to its log, PostgreSQL gets statements on a socket).
 */
const KILL_AFTER_BYTES = { sqlite: 256 * 1024, postgres: 64 * 1024 };

type Row = Record<string, unknown>;

describe.each(instanceDatabases())('a batch transition killed mid-way on %s', (database) => {
  let instance: Instance;
  let ids: string[];
  beforeAll(async () => {
    instance = await startInstance({ database });
    const token = await instance.signIn();
    const enterprise = enterpriseBody();
    const added = await instance.call('POST', '/nanli/enterprise/add', { token, body: enterprise });
    if (!added.success) throw new Error(`enterprise refused: ${added.message}`);
    const found = await instance.call<{ records: Row[] }>(
      'GET',
      `/nanli/enterprise/list?enterpriseName=${encodeURIComponent(String(enterprise.enterpriseName))}`,
      { token },
    );
    const enterpriseId = String(found.result.records[0]!.id);
    const first = async (code: string) =>
      (await instance.call<{ value: string }[]>('GET', `/sys/dict/getDictItems/${code}`, { token }))
        .result[0]!.value;
    const body = {
      enterpriseId,
      triggerReason: await first('nl_deep_trigger'),
      applySource: await first('nl_apply_source'),
      serviceContents: await first('nl_service_item'),
      expectedStart: '2026-12-01',
      expectedEnd: '2026-12-31',
    };
    for (let i = 0; i < RECORDS; i += 1) {
      const reply = await instance.call('POST', `${API}/add`, { token, body });
      if (!reply.success) throw new Error(`deep service refused: ${reply.message}`);
    }
    const list = await instance.call<{ records: Row[] }>(
      'GET',
      `${API}/list?pageNo=1&pageSize=${RECORDS}&enterpriseId=${enterpriseId}`,
      { token },
    );
    ids = list.result.records.map((record) => String(record.id));
  });
  afterAll(() => instance?.remove());

  /** Each record's state and how many log rows of the step it has. */
  const states = async (token: string) => {
    const seen: { status: string; steps: number }[] = [];
    for (const id of ids) {
      const record = await instance.call<Row>('GET', `${API}/queryById?id=${id}`, { token });
      const log = await instance.call<FlowLogEntry[]>('GET', `${API}/flowLog?id=${id}`, { token });
      seen.push({
        status: String(record.result.status),
        steps: log.result.filter((entry) => entry.operation === STEP).length,
      });
    }
    return seen;
  };
  const batch = (token: string) =>
    instance.call<OperationResult>('POST', `${API}/operation/${STEP}`, {
      token,
      body: { ids, opinion: '断电测试：批量退回' },
    });

  it('leaves each record moved with its log row or untouched, and a repeated batch moves each once', async () => {
    expect(ids).toHaveLength(RECORDS);
    let token = await instance.signIn();
    expect((await states(token)).every((s) => s.status === FROM && s.steps === 0)).toBe(true);

    const before = instance.writtenBytes();
    const answer = batch(token).then(
      (reply) => ({ reply }),
      (error: unknown) => ({ error }),
    );
    await waitUntil(
      'the batch writing',
      () => instance.writtenBytes() - before >= KILL_AFTER_BYTES[database],
    );
    await instance.kill();
    expect(await answer).toHaveProperty('error');

    await instance.restart();
    token = await instance.signIn();
    const after = await states(token);
    for (const record of after)
      expect([
        { status: FROM, steps: 0 },
        { status: TO, steps: 1 },
      ]).toContainEqual(record);
    const moved = after.filter((record) => record.status === TO).length;
    // Evidence the kill landed mid-batch: some records moved, not all.
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThan(RECORDS);

    const repeated = await batch(token);
    expect(repeated.result).toMatchObject({ succeeded: RECORDS - moved, failed: moved });
    expect((await states(token)).every((s) => s.status === TO && s.steps === 1)).toBe(true);
  });
});
