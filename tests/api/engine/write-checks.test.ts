// Checks of add and edit in the generic entity API: validation with the form's rules and their exact
// messages, and unique fields (also among sub-table rows and between concurrent writers).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidationFailure } from '../../../src/shared/engine-api';
import { mapWriteError } from '../../../src/server/engine/write/persist';
import {
  expertRow,
  add,
  creditCode,
  enterpriseBody,
  idCard,
  serviceOrgBody,
  staffRow,
  startEngineServer,
} from './support';
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
const count = async (table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(server.raw)).rows[0]!.n,
  );

describe('validation with the form rules', () => {
  const refused = async (body: Row, message: string, field: string, fieldMessage: string) => {
    const before = await count('nanli_enterprise');
    const reply = await post(`${ENTERPRISE}/add`, body);
    expect(reply.body).toMatchObject({ success: false, code: 500, message });
    expect((reply.body.result as unknown as ValidationFailure).fields[field]).toBe(fieldMessage);
    expect(await count('nanli_enterprise')).toBe(before);
  };

  it('answers the first problem as <label>：<message> and every problem in result.fields', async () => {
    const body = enterpriseBody();
    delete body.enterpriseName;
    const reply = await post(`${ENTERPRISE}/add`, { ...body, principalPhone: '12345', districtCode: '' });
    expect(reply.body).toMatchObject({ success: false, code: 500, message: '企业名称：请输入企业名称' });
    expect(reply.body.result).toEqual({
      fields: {
        enterpriseName: '请输入企业名称',
        districtCode: '请选择所属区县',
        principalPhone: '请输入正确手机号',
      },
    });
  });

  it('checks lengths, mobiles, check digits, numbers and dictionaries', async () => {
    await refused(
      enterpriseBody({ enterpriseName: '企'.repeat(101) }),
      '企业名称：最大长度100位字符',
      'enterpriseName',
      '最大长度100位字符',
    );
    await refused(
      enterpriseBody({ enterpriseName: '企' }),
      '企业名称：最小长度2位字符',
      'enterpriseName',
      '最小长度2位字符',
    );
    await refused(
      enterpriseBody({ contactPhone: '12800000000' }),
      '联系电话：请输入正确的手机号或座机号码',
      'contactPhone',
      '请输入正确的手机号或座机号码',
    );
    // A contact phone may be the office's landline; the principal's mobile must be a mobile.
    for (const contactPhone of ['0771-5551234', '07715551234', '13800000000']) {
      const added = await server.api.post<Row>('/nanli/enterprise/add', enterpriseBody({ contactPhone }), {
        token: server.admin,
      });
      expect(added.body.success, `${contactPhone}: ${added.body.message}`).toBe(true);
    }
    await refused(
      enterpriseBody({ principalPhone: '07715551234' }),
      '主要负责人手机：请输入正确手机号',
      'principalPhone',
      '请输入正确手机号',
    );
    const code = creditCode();
    const wrong = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
    await refused(
      enterpriseBody({ creditCode: wrong }),
      '统一社会信用代码：统一社会信用代码格式不正确',
      'creditCode',
      '统一社会信用代码格式不正确',
    );
    await refused(
      enterpriseBody({ employeeCount: 'abc' }),
      '从业人员数：请输入整数',
      'employeeCount',
      '请输入整数',
    );
    await refused(
      enterpriseBody({ employeeCount: 0 }),
      '从业人员数：不能小于1',
      'employeeCount',
      '不能小于1',
    );
    await refused(
      enterpriseBody({ longitude: '1.1234567' }),
      '经度：最多6位小数',
      'longitude',
      '最多6位小数',
    );
    await refused(
      enterpriseBody({ districtCode: '999999' }),
      '所属区县：“999999”不是可选的值',
      'districtCode',
      '“999999”不是可选的值',
    );
    await refused(
      enterpriseBody({ serviceOrgId: 'no-such-org' }),
      '服务机构：“no-such-org”不是可选的值',
      'serviceOrgId',
      '“no-such-org”不是可选的值',
    );
    await refused(
      enterpriseBody({ establishDate: '2099-01-01' }),
      '成立日期：日期不能晚于今天',
      'establishDate',
      '日期不能晚于今天',
    );
  });

  it('needs the level of a major hazard source only when the enterprise has one', async () => {
    const withSource = enterpriseBody({ hasMajorHazardSource: 'Y' });
    await refused(
      withSource,
      '重大危险源等级：请选择重大危险源等级',
      'majorHazardSourceLevel',
      '请选择重大危险源等级',
    );
    const added = await post(`${ENTERPRISE}/add`, { ...withSource, majorHazardSourceLevel: '2' });
    expect(added.body.success, added.body.message).toBe(true);
    // No longer one: the level the form now hides is emptied, not kept unseen.
    const id = String(added.body.result.id);
    const edited = await put(`${ENTERPRISE}/edit`, { id, hasMajorHazardSource: 'N' });
    expect(edited.body.success, edited.body.message).toBe(true);
    const stored = await server.api.get<Row>(`${ENTERPRISE}/queryById`, {
      token: server.admin,
      query: { id },
    });
    expect(stored.body.result).toMatchObject({ hasMajorHazardSource: 'N' });
    expect(stored.body.result.majorHazardSourceLevel ?? null).toBeNull();
    expect(
      (await post(`${ENTERPRISE}/add`, enterpriseBody({ hasMajorHazardSource: 'N' }))).body.success,
    ).toBe(true);
  });

  it('checks sub-table rows, reporting the row and the field', async () => {
    const good = staffRow();
    const badId =
      `${good.idCardNo as string}`.slice(0, 17) + (String(good.idCardNo).endsWith('0') ? '1' : '0');
    const before = await count('nanli_enterprise_staff');
    const reply = await post(`${ENTERPRISE}/add`, {
      ...enterpriseBody(),
      enterpriseStaffList: [staffRow(), staffRow({ idCardNo: badId, mobile: '1234' })],
    });
    expect(reply.body).toMatchObject({
      success: false,
      code: 500,
      message: '企业人员第2行的身份证号：身份证号码格式不正确',
    });
    expect(reply.body.result).toEqual({
      fields: {},
      subTables: {
        enterpriseStaffList: [
          { row: 1, field: 'idCardNo', message: '身份证号码格式不正确' },
          { row: 1, field: 'mobile', message: '请输入正确手机号' },
        ],
      },
    });
    expect(await count('nanli_enterprise_staff')).toBe(before);
  });

  it('refuses a body that is not an object', async () => {
    expect((await post(`${ENTERPRISE}/add`, [1, 2])).body).toMatchObject({
      success: false,
      message: '请求参数不正确：请求体格式不正确',
    });
    expect(
      (await post(`${ENTERPRISE}/add`, { ...enterpriseBody(), enterpriseStaffList: 'x' })).body.message,
    ).toBe('请求参数不正确：enterpriseStaffList 格式不正确');
  });
});

describe('unique fields', () => {
  it('refuses a taken value with the field message, also after upper-casing', async () => {
    const first = await add(server, ENTERPRISE, enterpriseBody());
    const sameName = await post(
      `${ENTERPRISE}/add`,
      enterpriseBody({ enterpriseName: first.enterpriseName }),
    );
    expect(sameName.body).toMatchObject({ success: false, message: '企业名称：该企业名称已存在' });
    const sameCode = await post(
      `${ENTERPRISE}/add`,
      enterpriseBody({ creditCode: String(first.creditCode).toLowerCase() }),
    );
    expect(sameCode.body.message).toBe('统一社会信用代码：该统一社会信用代码已存在');
    // Its own value is no conflict on edit.
    expect(
      (
        await put(`${ENTERPRISE}/edit`, {
          id: first.id,
          enterpriseName: first.enterpriseName,
          remark: '备注',
        })
      ).body.success,
    ).toBe(true);
  });

  it('applies a scoped rule within its scope only', async () => {
    const a = await add(server, ENTERPRISE, enterpriseBody());
    const b = await add(server, ENTERPRISE, enterpriseBody());
    const service = (enterpriseId: unknown) => ({
      enterpriseId,
      policyYear: 2025,
      serviceItems: '01',
      plannedTimes: 2,
      status: '1',
    });
    await add(server, '/nanli/enterpriseService', service(a.id));
    const again = await post('/nanli/enterpriseService/add', service(a.id));
    expect(again.body).toMatchObject({ success: false, message: '保单年度：该企业该年度的服务清单已存在' });
    expect((await post('/nanli/enterpriseService/add', service(b.id))).body.success).toBe(true);
  });

  it('checks sub-table rows among themselves and against the table', async () => {
    const card = idCard();
    const reply = await post(`${ENTERPRISE}/add`, {
      ...enterpriseBody(),
      enterpriseStaffList: [staffRow({ idCardNo: card }), staffRow({ idCardNo: card })],
    });
    expect(reply.body.message).toBe('企业人员第2行的身份证号：该身份证号在本企业已存在');
    // The same person may work for another enterprise.
    await add(server, ENTERPRISE, {
      ...enterpriseBody(),
      enterpriseStaffList: [staffRow({ idCardNo: card })],
    });
    await add(server, ENTERPRISE, {
      ...enterpriseBody(),
      enterpriseStaffList: [staffRow({ idCardNo: card })],
    });
    // A globally unique sub-table field: an expert's mobile.
    await add(server, '/nanli/serviceOrg', { ...serviceOrgBody(), expertList: [expert('13600000001')] });
    const taken = await post('/nanli/serviceOrg/add', {
      ...serviceOrgBody(),
      expertList: [expert('13600000002'), expert('13600000001')],
    });
    expect(taken.body.message).toBe('服务人员第2行的手机号：该手机号已被其他服务人员使用');
  });

  it('maps concurrent inserts of one value to the same message', async () => {
    const name = '并发写入测试企业';
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => post(`${ENTERPRISE}/add`, enterpriseBody({ enterpriseName: name }))),
    );
    expect(replies.filter((r) => r.body.success)).toHaveLength(1);
    for (const reply of replies.filter((r) => !r.body.success)) {
      expect(reply.body).toMatchObject({
        code: 500,
        message: '企业名称：该企业名称已存在',
        result: { fields: { enterpriseName: '该企业名称已存在' } },
      });
    }
  });

  it('maps a unique index violation from the database to the rule message', async () => {
    const first = await add(server, ENTERPRISE, enterpriseBody());
    const error =
      await sql`insert into nanli_enterprise (id, tenant_id, enterprise_name) values ('dup-test', 0, ${first.enterpriseName})`
        .execute(server.raw)
        .catch((e: unknown) => e);
    const { engine } = server.app.services;
    const mapped = mapWriteError(error, engine.registry, engine.registry.get('enterprise'));
    expect(mapped).toMatchObject({
      message: '企业名称：该企业名称已存在',
      result: { fields: { enterpriseName: '该企业名称已存在' } },
    });
  });
});

function expert(mobile: string): Row {
  return expertRow({ mobile });
}
