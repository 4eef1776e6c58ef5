// Form logic declared in the entity file (tests/api/engine/definitions/testHazard.json) as a client
// meets it through the API: cross-field rules refused with their message and nothing written, fields
// required only on a condition, default tokens filled on insert, serial numbers assigned by the server
// — consecutive and unique under concurrent adds, per tenant, on import too.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../src/shared/date-format';
import { loadPrincipal } from '../../../src/server/engine/principal';
import { addUserToTenant, createTenant } from '../helpers/fixtures';
import { usesPostgres } from '../helpers/test-app';
import { add, startEngineServer } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const HAZARD = '/test/hazard';

let server: EngineServer;
let admin: { id: string; realname: string };

beforeAll(async () => {
  server = await startEngineServer();
  await server.db.updateTable('sysUser').set({ orgCode: 'A01' }).where('username', '=', 'admin').execute();
  admin = await server.db
    .selectFrom('sysUser')
    .select(['id', 'realname'])
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
});
afterAll(() => server.close());

const body = (fields: Row = {}): Row => ({ hazardName: '配电箱未接地', hazardLevel: '1', ...fields });
const post = (fields: Row, headers: Record<string, string> = {}) =>
  server.api.post<Row>(`${HAZARD}/add`, fields, { token: server.admin, headers });
const edit = (fields: Row) => server.api.put<Row>(`${HAZARD}/edit`, fields, { token: server.admin });
const stored = async (name: string) =>
  (await sql<Row>`select * from test_hazard where hazard_name = ${name}`.execute(server.raw)).rows;
const counterOf = (serial: unknown) => Number(String(serial).split('-')[2]);

describe('cross-field rules', () => {
  it('refuses a deadline before the discovery with the message on the field, writing nothing', async () => {
    const reply = await post(
      body({ hazardName: '早于发现', discoverTime: '2026-03-05 10:00:00', rectifyDeadline: '2026-03-04' }),
    );
    expect(reply.body).toMatchObject({
      success: false,
      message: '整改期限：整改期限不能早于发现时间',
      result: { fields: { rectifyDeadline: '整改期限不能早于发现时间' } },
    });
    expect(await stored('早于发现')).toEqual([]);
  });

  it('compares a date with a time by the day, and applies only when both values are there', async () => {
    const sameDay = await post(
      body({ hazardName: '同日', discoverTime: '2026-03-05 10:00:00', rectifyDeadline: '2026-03-05' }),
    );
    expect(sameDay.body.success).toBe(true);
    const noDeadline = await post(body({ hazardName: '无期限', discoverTime: '2026-03-05 10:00:00' }));
    expect(noDeadline.body.success).toBe(true);
  });

  it('judges an edit that changes only the other field against the stored value', async () => {
    const saved = await add(
      server,
      HAZARD,
      body({ hazardName: '改发现时间', discoverTime: '2026-03-01 08:00:00', rectifyDeadline: '2026-03-10' }),
    );
    const refused = await edit({ id: saved.id, discoverTime: '2026-03-11 08:00:00' });
    expect(refused.body.message).toBe('整改期限：整改期限不能早于发现时间');
    expect((await stored('改发现时间'))[0]).toMatchObject({ discover_time: '2026-03-01 08:00:00' });
    expect((await edit({ id: saved.id, hazardName: '改发现时间' })).body.success).toBe(true);
  });

  it('applies a guarded rule only when its condition holds', async () => {
    const funds = {
      estimatedFunds: 5000,
      rectifyFunds: 3000,
      rectifyOwner: '王工',
      ownerPhone: '13800000001',
    };
    expect((await post(body({ hazardName: '一般缺资金', ...funds }))).body.success).toBe(true);
    const major = await post(body({ hazardName: '重大缺资金', hazardLevel: '2', ...funds }));
    expect(major.body.message).toBe('落实资金：重大隐患的落实资金不能少于预估资金');
    expect(await stored('重大缺资金')).toEqual([]);
  });
});

describe('requiredWhen', () => {
  it('requires the major-hazard fields only for a major hazard', async () => {
    expect((await post(body({ hazardName: '一般隐患' }))).body.success).toBe(true);
    const major = await post(body({ hazardName: '重大隐患', hazardLevel: '2' }));
    expect(major.body).toMatchObject({
      success: false,
      message: '落实资金：请输入落实资金',
      result: { fields: { rectifyFunds: '请输入落实资金', rectifyOwner: '请输入整改责任人' } },
    });
    const complete = await post(
      body({
        hazardName: '重大隐患',
        hazardLevel: '2',
        rectifyFunds: 1,
        rectifyOwner: '王工',
        ownerPhone: '13800000001',
      }),
    );
    expect(complete.body.success).toBe(true);
  });

  it('requires a field once the field it depends on has a value', async () => {
    const reply = await post(
      body({ hazardName: '有责任人', hazardLevel: '2', rectifyFunds: 1, rectifyOwner: '王工' }),
    );
    expect(reply.body.message).toBe('责任人电话：请输入责任人电话');
  });

  it('empties the values of fields the form hides instead of refusing them, sent or left stored', async () => {
    expect(
      (await post(body({ hazardName: '一般带责任人', rectifyOwner: '王工', ownerPhone: '13800000001' }))).body
        .success,
    ).toBe(true);
    expect((await stored('一般带责任人'))[0]).toMatchObject({
      rectify_owner: null,
      owner_phone: '13800000001',
    });
    const major = await add(
      server,
      HAZARD,
      body({
        hazardName: '降为一般',
        hazardLevel: '2',
        rectifyFunds: 1,
        rectifyOwner: '王工',
        ownerPhone: '13800000001',
      }),
    );
    expect((await stored('降为一般'))[0]).toMatchObject({ rectify_owner: '王工' });
    expect((await edit({ id: major.id, hazardLevel: '1' })).body.success).toBe(true);
    expect((await stored('降为一般'))[0]).toMatchObject({ hazard_level: '1', rectify_owner: null });
  });

  it('judges an edit moving the record into the condition', async () => {
    const saved = await add(server, HAZARD, body({ hazardName: '升级为重大' }));
    const refused = await edit({ id: saved.id, hazardLevel: '2' });
    expect(refused.body.message).toBe('落实资金：请输入落实资金');
    expect((await stored('升级为重大'))[0]).toMatchObject({ hazard_level: '1' });
  });
});

describe('default tokens', () => {
  it('fills absent values on insert with the time, the day and the user', async () => {
    const before = formatDateTime();
    const saved = await add(server, HAZARD, body({ hazardName: '默认值', reporterId: 'forged' }));
    expect(saved).toMatchObject({
      reportDate: formatDate(),
      reporterName: admin.realname,
      reporterAccount: 'admin',
      // Read-only: never from the request, still defaulted.
      reporterId: admin.id,
      reportOrg: 'A01',
    });
    expect(String(saved.discoverTime) >= before && String(saved.discoverTime) <= formatDateTime()).toBe(true);
  });

  it('keeps the values a request sends', async () => {
    const saved = await add(
      server,
      HAZARD,
      body({ hazardName: '自填', reporterName: '张三', discoverTime: '2026-01-02 03:04:05' }),
    );
    expect(saved).toMatchObject({ reporterName: '张三', discoverTime: '2026-01-02 03:04:05' });
  });
});

describe('serial numbers', () => {
  it('gives 20 concurrent adds consecutive, unique numbers of the day', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(body({ hazardName: `并发${i}`, hazardNo: 'HACK' }))),
    );
    expect(replies.every((r) => r.body.success)).toBe(true);
    const numbers = replies.map((r) => String(r.body.result.hazardNo));
    const prefix = `YH-${formatDate().replaceAll('-', '')}-`;
    expect(numbers.every((n) => n.startsWith(prefix) && /^\d{4}$/.test(n.slice(prefix.length)))).toBe(true);
    const counters = numbers.map(counterOf).sort((a, b) => a - b);
    expect(counters).toEqual(counters.map((_, i) => counters[0]! + i));
    const rows = await sql<Row>`select hazard_no from test_hazard where hazard_name like ${'并发%'}`.execute(
      server.raw,
    );
    expect(new Set(rows.rows.map((r) => r.hazard_no)).size).toBe(20);
  });

  it('never takes a number for a refused add nor changes it on edit', async () => {
    const first = await add(server, HAZARD, body({ hazardName: '编号一' }));
    expect((await post(body({ hazardName: '', hazardLevel: '1' }))).body.success).toBe(false);
    const second = await add(server, HAZARD, body({ hazardName: '编号二' }));
    expect(counterOf(second.hazardNo)).toBe(counterOf(first.hazardNo) + 1);
    await edit({ id: first.id, hazardName: '编号一', hazardNo: 'YH-1' });
    expect((await stored('编号一'))[0]).toMatchObject({ hazard_no: first.hazardNo });
  });

  // PostgreSQL takes numbers in a short transaction of their own (db/database.ts `counters`): an add
  // that has taken its number but not committed must not hold up the next add.
  if (!usesPostgres())
    console.log(
      'form-logic.test: "an earlier add still open" skipped on SQLite — one writer, a second add waits for the first by design',
    );
  it.skipIf(!usesPostgres())(
    'lets the next add take a number while an earlier add is still open',
    async () => {
      const { engine } = server.app.services;
      const user = await server.db
        .selectFrom('sysUser')
        .selectAll()
        .where('id', '=', admin.id)
        .executeTakeFirstOrThrow();
      let numbered!: () => void;
      const taken = new Promise<void>((resolve) => (numbered = resolve));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const open = engine.transaction(await loadPrincipal(server.db, user, 0), async (unit) => {
        await unit.insert('testHazard', [body({ hazardName: '未提交的新增' })]);
        numbered();
        await held;
      });
      try {
        await taken;
        const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 10_000));
        const reply = await Promise.race([post(body({ hazardName: '先提交的新增' })), waited]);
        expect(reply).not.toBe('waited');
        if (reply === 'waited') return;
        expect(reply.body.success).toBe(true);
      } finally {
        release();
        await open;
      }
      const [earlier] = await stored('未提交的新增');
      const [later] = await stored('先提交的新增');
      expect(counterOf(later!.hazard_no)).toBe(counterOf(earlier!.hazard_no) + 1);
    },
  );

  it('counts per tenant', async () => {
    await createTenant(server.db, 31, '编号租户');
    await addUserToTenant(server.db, admin.id, 31);
    const reply = await post(body({ hazardName: '租户编号' }), { 'tenant-id': '31' });
    expect(counterOf(reply.body.result.hazardNo)).toBe(1);
  });

  it('numbers imported rows after the last one', async () => {
    const last = await add(server, HAZARD, body({ hazardName: '导入前' }));
    const user = await server.db
      .selectFrom('sysUser')
      .selectAll()
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    const { engine } = server.app.services;
    const access = await engine.access(await loadPrincipal(server.db, user, 0), 'testHazard', 'importExcel');
    const outcome = await engine.importRows(access, [
      body({ hazardName: '导入一', hazardNo: 'HACK' }),
      body({ hazardName: '导入坏', hazardLevel: '2' }),
      body({ hazardName: '导入二' }),
    ]);
    expect(outcome.inserted).toBe(2);
    expect(outcome.failures.map((f) => f.message)).toEqual(['落实资金：请输入落实资金']);
    const numbers = [...(await stored('导入一')), ...(await stored('导入二'))].map((r) =>
      counterOf(r.hazard_no),
    );
    expect(numbers).toEqual([counterOf(last.hazardNo) + 1, counterOf(last.hazardNo) + 2]);
  });
});
