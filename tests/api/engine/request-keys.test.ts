// Keyed adds as a client meets them: the same Idempotency-Key sent again — a retry after a lost
// answer, or two sends at once — answers the record the first request created and adds nothing; a
// refused add leaves the key free; a key is the user's own, belongs to one entity, and is forgotten
// after a day by the nightly cleanup.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_KEY_HEADER } from '../../../src/shared/engine-api';
import { engineDb } from '../../../src/server/engine/engine-db';
import { purgeRequestKeys, REQUEST_KEY_MAX_AGE_MS } from '../../../src/server/engine/write/request-keys';
import { addUserToTenant, createTenant } from '../helpers/fixtures';
import { enterpriseBody, startEngineServer, userWith } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const HAZARD = '/test/hazard';

let server: EngineServer;
beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(() => server.close());

let keys = 0;
const newKey = () => `key-${Date.now().toString(36)}-${++keys}`;
const body = (hazardName: string): Row => ({ hazardName, hazardLevel: '1' });
const addHazard = (fields: Row, key: string, token = server.admin) =>
  server.api.post<Row>(`${HAZARD}/add`, fields, { token, headers: { [REQUEST_KEY_HEADER]: key } });
const countNamed = async (name: string) =>
  Number(
    (
      await sql<{ n: number }>`select count(*) as n from test_hazard where hazard_name = ${name}`.execute(
        server.raw,
      )
    ).rows[0]!.n,
  );

describe('keyed adds', () => {
  it('answers a repeated request with the record the first one created', async () => {
    const key = newKey();
    const first = await addHazard(body('重试一次'), key);
    const retry = await addHazard(body('重试一次'), key);
    expect(first.body).toMatchObject({ success: true, message: '添加成功！' });
    expect(retry.body).toMatchObject({ success: true, message: '添加成功！' });
    expect(retry.body.result.id).toBe(first.body.result.id);
    expect(retry.body.result.hazardNo).toBe(first.body.result.hazardNo);
    expect(await countNamed('重试一次')).toBe(1);
  });

  it('adds once when the same request arrives several times at once', async () => {
    const key = newKey();
    const replies = await Promise.all([1, 2, 3].map(() => addHazard(body('同时重发'), key)));
    expect(replies.every((r) => r.body.success)).toBe(true);
    expect(new Set(replies.map((r) => r.body.result.id)).size).toBe(1);
    expect(await countNamed('同时重发')).toBe(1);
  });

  it('adds as before without a key, and with a new key each time', async () => {
    await server.api.post(`${HAZARD}/add`, body('不带标识'), { token: server.admin });
    await server.api.post(`${HAZARD}/add`, body('不带标识'), { token: server.admin });
    await addHazard(body('新标识'), newKey());
    await addHazard(body('新标识'), newKey());
    expect(await countNamed('不带标识')).toBe(2);
    expect(await countNamed('新标识')).toBe(2);
  });

  it('leaves the key free when the add is refused, so the corrected retry is saved', async () => {
    const key = newKey();
    const refused = await addHazard({ hazardName: '', hazardLevel: '1' }, key);
    expect(refused.body.success).toBe(false);
    const corrected = await addHazard(body('改正后重试'), key);
    expect(corrected.body.success).toBe(true);
    expect(await countNamed('改正后重试')).toBe(1);
  });

  it("keeps each user's keys apart, and a key to one entity", async () => {
    const key = newKey();
    await addHazard(body('甲的标识'), key);
    const other = await userWith(server, ['admin']);
    const theirs = await addHazard(body('乙的同名标识'), key, other.token);
    expect(theirs.body.success).toBe(true);
    expect(await countNamed('乙的同名标识')).toBe(1);
    const elsewhere = await server.api.post<Row>(
      '/nanli/riskType/add',
      { code: `K${keys}`, name: '另一实体' },
      { token: server.admin, headers: { [REQUEST_KEY_HEADER]: key } },
    );
    expect(elsewhere.body).toMatchObject({ success: false, message: '请求标识已用于其他数据，请刷新后重试' });
  });

  it('refuses a key sent again under another tenant, whose record the first tenant keeps', async () => {
    await createTenant(server.db, 31, '标识租户甲');
    await createTenant(server.db, 32, '标识租户乙');
    const user = await userWith(server, ['admin']);
    await addUserToTenant(server.db, user.id, 31);
    await addUserToTenant(server.db, user.id, 32);
    const key = newKey();
    const addIn = (tenant: string) =>
      server.api.post<Row>('/nanli/enterprise/add', enterpriseBody({ enterpriseName: '换租户重发公司' }), {
        token: user.token,
        headers: { [REQUEST_KEY_HEADER]: key, 'tenant-id': tenant },
      });
    expect((await addIn('31')).body.success).toBe(true);
    expect((await addIn('32')).body).toMatchObject({
      success: false,
      message: '请求标识已用于其他数据，请刷新后重试',
    });
    const stored = await sql<{ tenant_id: number }>`select tenant_id from nanli_enterprise
      where enterprise_name = ${'换租户重发公司'}`.execute(server.raw);
    expect(stored.rows.map((r) => Number(r.tenant_id))).toEqual([31]);
  });

  it('refuses a malformed key and adds nothing', async () => {
    for (const key of ['short', 'has space in it', 'x'.repeat(65), 'key/with/slashes']) {
      const reply = await addHazard(body('坏标识'), key);
      expect(reply.body).toMatchObject({
        success: false,
        message: '请求标识格式不正确：须为8到64位字母、数字、-或_',
      });
    }
    expect(await countNamed('坏标识')).toBe(0);
  });

  it('forgets keys older than a day at the nightly cleanup', async () => {
    const key = newKey();
    await addHazard(body('隔天重发'), key);
    const db = engineDb(server.db);
    expect(await purgeRequestKeys(db, Date.now())).toBe(0);
    expect(await purgeRequestKeys(db, Date.now() + REQUEST_KEY_MAX_AGE_MS + 1000)).toBeGreaterThan(0);
    await addHazard(body('隔天重发'), key);
    expect(await countNamed('隔天重发')).toBe(2);
  });
});
