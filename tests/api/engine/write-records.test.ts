// What add, edit, delete and deleteBatch of the generic entity API write: sub-table rows saved and
// diffed in one transaction, mass-assignment attempts, and the contract's answers — with the database
// checked where it matters.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, del, enterpriseBody, staffRow, startEngineServer } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const ENTERPRISE = '/nanli/enterprise';

let server: EngineServer;

beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(() => server.close());

const post = (path: string, body: unknown) => server.api.post<Row>(path, body, { token: server.admin });
const put = (path: string, body: unknown) => server.api.put<Row>(path, body, { token: server.admin });
const staffOf = async (id: unknown) =>
  (
    await server.api.get<Row[]>(`${ENTERPRISE}/queryEnterpriseStaffByMainId`, {
      token: server.admin,
      query: { id: String(id) },
    })
  ).body.result;
const count = async (table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(server.raw)).rows[0]!.n,
  );

describe('sub-table rows', () => {
  it('saves main and rows together, numbering the rows from the submitted order', async () => {
    const saved = await add(server, ENTERPRISE, {
      ...enterpriseBody(),
      enterpriseStaffList: [staffRow({ name: '甲甲' }), staffRow({ name: '乙乙' })],
    });
    const rows = await staffOf(saved.id);
    expect(rows.map((r) => [r.name, r.orderNum, r.enterpriseId])).toEqual([
      ['甲甲', 1, saved.id],
      ['乙乙', 2, saved.id],
    ]);
    expect(rows[0]).toMatchObject({ sex_dictText: '男', createBy: 'admin' });
  });

  it('diffs rows on edit: updates rows with an id, inserts new ones, deletes missing ones', async () => {
    const saved = await add(server, ENTERPRISE, {
      ...enterpriseBody(),
      enterpriseStaffList: [
        staffRow({ name: '甲甲' }),
        staffRow({ name: '乙乙' }),
        staffRow({ name: '丙丙' }),
      ],
    });
    const [first, second, third] = await staffOf(saved.id);
    const reply = await put(`${ENTERPRISE}/edit`, {
      id: saved.id,
      enterpriseStaffList: [
        { id: third!.id, name: '丙丙改' },
        staffRow({ name: '丁丁' }),
        { ...second, name: '乙乙改', updateBy: 'hacker' },
      ],
    });
    expect(reply.body).toMatchObject({ success: true, message: '修改成功!' });
    const rows = await staffOf(saved.id);
    expect(rows.map((r) => [r.name, r.orderNum])).toEqual([
      ['丙丙改', 1],
      ['丁丁', 2],
      ['乙乙改', 3],
    ]);
    expect(rows.find((r) => r.id === first!.id)).toBeUndefined();
    expect(rows.find((r) => r.id === third!.id)).toMatchObject({
      idCardNo: third!.idCardNo,
      mobile: third!.mobile,
    });
    expect(rows.find((r) => r.id === second!.id)).toMatchObject({ updateBy: 'admin' });
    // Without the list key the rows stay as they are.
    await put(`${ENTERPRISE}/edit`, { id: saved.id, remark: '只改备注' });
    expect(await staffOf(saved.id)).toHaveLength(3);
  });

  it('changes nothing when one row fails, or names a row of another record', async () => {
    const saved = await add(server, ENTERPRISE, {
      ...enterpriseBody(),
      enterpriseStaffList: [staffRow({ name: '甲甲' })],
    });
    const other = await add(server, ENTERPRISE, {
      ...enterpriseBody(),
      enterpriseStaffList: [staffRow({ name: '外人' })],
    });
    const [mine] = await staffOf(saved.id);
    const [foreign] = await staffOf(other.id);
    const failing = await put(`${ENTERPRISE}/edit`, {
      id: saved.id,
      remark: '不应保存',
      enterpriseStaffList: [{ id: mine!.id, name: '甲甲改' }, staffRow({ mobile: 'bad' })],
    });
    expect(failing.body).toMatchObject({
      success: false,
      message: '企业人员第2行的手机号：请输入正确手机号',
    });
    const stolen = await put(`${ENTERPRISE}/edit`, {
      id: saved.id,
      remark: '不应保存',
      enterpriseStaffList: [{ id: foreign!.id, name: '抢来' }],
    });
    expect(stolen.body).toMatchObject({
      success: false,
      code: 500,
      message: '企业人员中有不属于当前记录的数据，无法保存',
    });
    const record = await server.api.get<Row>(`${ENTERPRISE}/queryById`, {
      token: server.admin,
      query: { id: String(saved.id) },
    });
    expect(record.body.result.remark).toBeNull();
    expect((await staffOf(saved.id)).map((r) => r.name)).toEqual(['甲甲']);
    expect((await staffOf(other.id)).map((r) => r.name)).toEqual(['外人']);
  });

  it('deletes the rows with their main record', async () => {
    const saved = await add(server, ENTERPRISE, {
      ...enterpriseBody(),
      enterpriseStaffList: [staffRow(), staffRow()],
    });
    const before = await count('nanli_enterprise_staff');
    expect(
      (await del(server.api, `${ENTERPRISE}/delete`, server.admin, { id: String(saved.id) })).body,
    ).toMatchObject({
      success: true,
      message: '删除成功!',
    });
    expect(await count('nanli_enterprise_staff')).toBe(before - 2);
  });
});

describe('mass assignment', () => {
  it('never takes id, tenant, audit, readonly, hidden or unknown keys from the body', async () => {
    const hostile = {
      id: 'chosen-id',
      tenantId: 42,
      createBy: 'mallory',
      createTime: '2000-01-01 00:00:00',
      sysOrgCode: 'X99',
      updateBy: 'mallory',
      password_hash: 'x',
      tenant_id: 42,
      hasChild: '1',
    };
    const saved = await add(server, ENTERPRISE, {
      ...enterpriseBody(),
      ...hostile,
      enterpriseStaffList: [
        { ...staffRow(), ...hostile, userId: 'some-user', enterpriseId: 'other', orderNum: 99 },
      ],
    });
    expect(saved.id).not.toBe('chosen-id');
    expect(saved).toMatchObject({ createBy: 'admin', sysOrgCode: 'A01', updateBy: null });
    expect(saved.createTime).not.toBe('2000-01-01 00:00:00');
    const main = await sql<Row>`select tenant_id from nanli_enterprise where id = ${saved.id}`.execute(
      server.raw,
    );
    expect(Number(main.rows[0]!.tenant_id)).toBe(0);
    const staff =
      await sql<Row>`select id, tenant_id, user_id, enterprise_id, order_num, create_by from nanli_enterprise_staff where enterprise_id = ${saved.id}`.execute(
        server.raw,
      );
    expect(staff.rows).toHaveLength(1);
    expect(staff.rows[0]).toMatchObject({ user_id: null, enterprise_id: saved.id, create_by: 'admin' });
    expect(staff.rows[0]!.id).not.toBe('chosen-id');
    expect(Number(staff.rows[0]!.order_num)).toBe(1);
    expect(Number(staff.rows[0]!.tenant_id)).toBe(0);

    const service = await add(server, '/nanli/enterpriseService', {
      enterpriseId: saved.id,
      policyYear: 2024,
      serviceItems: '01',
      plannedTimes: 1,
      status: '1',
      hazardTotal: 99,
    });
    expect(service.hazardTotal).toBe(0);
    const edited = await put('/nanli/enterpriseService/edit', {
      id: service.id,
      hazardTotal: 5,
      createBy: 'mallory',
    });
    expect(edited.body.result).toMatchObject({ hazardTotal: 0, createBy: 'admin', updateBy: 'admin' });
  });
});

describe('edit and delete answers (contract §8.5, §8.6)', () => {
  it('edits by PUT and POST, partially, with the audit columns', async () => {
    const saved = await add(server, ENTERPRISE, enterpriseBody({ remark: '原备注' }));
    const byPut = await put(`${ENTERPRISE}/edit`, { id: saved.id, contactName: '新联系人' });
    expect(byPut.body).toMatchObject({
      success: true,
      code: 200,
      message: '修改成功!',
      result: { contactName: '新联系人', remark: '原备注', updateBy: 'admin' },
    });
    expect(byPut.body.result.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const byPost = await post(`${ENTERPRISE}/edit`, { id: saved.id, remark: '' });
    expect(byPost.body).toMatchObject({ success: true, result: { remark: null, contactName: '新联系人' } });
    // A field sent empty is required again.
    expect((await put(`${ENTERPRISE}/edit`, { id: saved.id, contactName: '' })).body.message).toBe(
      '联系人：请输入联系人',
    );
  });

  it('answers 未找到对应实体 for an unknown or missing id', async () => {
    expect((await put(`${ENTERPRISE}/edit`, { id: 'nope', remark: 'x' })).body).toMatchObject({
      success: false,
      message: '未找到对应实体',
    });
    expect((await put(`${ENTERPRISE}/edit`, { remark: 'x' })).body.message).toBe('未找到对应实体');
    expect((await del(server.api, `${ENTERPRISE}/delete`, server.admin, { id: 'nope' })).body.message).toBe(
      '未找到对应实体',
    );
  });

  it('answers the add with the saved record', async () => {
    const reply = await post(`${ENTERPRISE}/add`, enterpriseBody());
    expect(reply.body).toMatchObject({
      success: true,
      code: 200,
      message: '添加成功！',
      result: { status: '1', insureStatus: '0', provinceCode: '450000' },
    });
    expect(reply.body.result.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('deletes a batch given with a trailing comma, refuses a blank one', async () => {
    const a = await add(server, ENTERPRISE, enterpriseBody());
    const b = await add(server, ENTERPRISE, enterpriseBody());
    const reply = await del(server.api, `${ENTERPRISE}/deleteBatch`, server.admin, {
      ids: `${String(a.id)},${String(b.id)},`,
    });
    expect(reply.body).toMatchObject({ success: true, message: '删除成功!' });
    const left = await sql`select id from nanli_enterprise where id in (${a.id}, ${b.id})`.execute(
      server.raw,
    );
    expect(left.rows).toHaveLength(0);
    expect(
      (await del(server.api, `${ENTERPRISE}/deleteBatch`, server.admin, { ids: ',' })).body,
    ).toMatchObject({ success: false, message: '参数不识别！' });
    expect((await del(server.api, `${ENTERPRISE}/deleteBatch`, server.admin, {})).body.message).toBe(
      '参数不识别！',
    );
  });
});
