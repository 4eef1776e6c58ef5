// The functions the Excel module calls: streaming the rows of a list query (filters, selections,
// dictionary texts, column stripping) and validating and inserting rows in batches with the rules of add.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPrincipal } from '../helpers/principals';
import { newRowChecker } from '../../../src/server/engine/write/new-row-check';
import type { EngineRow, EntityAccess } from '../../../src/server/engine';
import type { EntityAction } from '../../../src/shared/schema-language/entity';
import {
  add,
  createRoleWithCodes,
  creditCode,
  enterpriseBody,
  serviceOrgBody,
  startEngineServer,
  userWith,
} from './support';
import type { EngineServer } from './support';

let server: EngineServer;

beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(() => server.close());

async function accessOf(
  username: string,
  action: EntityAction,
  entity = 'enterprise',
  tenantId = 0,
): Promise<EntityAccess> {
  const principal = await accountPrincipal(server.db, username, tenantId);
  return server.app.services.engine.access(principal, entity, action);
}

async function collect(rows: AsyncIterable<EngineRow>): Promise<EngineRow[]> {
  const out: EngineRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

describe('streamRows and countRows (export)', () => {
  it('yields every matching row in list order with dictionary texts, across batches', async () => {
    const org = await add(server, '/nanli/serviceOrg', serviceOrgBody({ orgName: '导出测试机构' }));
    for (let i = 0; i < 7; i++) {
      await add(
        server,
        '/nanli/enterprise',
        enterpriseBody({
          enterpriseName: `导出企业${i}`,
          employeeCount: 10 + i,
          serviceOrgId: org.id,
          annualRevenue: 5,
        }),
      );
    }
    const { engine } = server.app.services;
    const access = await accessOf('admin', 'exportXls');
    const params = { enterpriseName: '导出企业*', column: 'employeeCount', order: 'asc' };
    expect(await engine.countRows(access, params)).toBe(7);
    const rows = await collect(engine.streamRows(access, params, 3));
    expect(rows.map((r) => r.employeeCount)).toEqual([10, 11, 12, 13, 14, 15, 16]);
    expect(rows[0]).toMatchObject({
      serviceOrgId_dictText: '导出测试机构',
      districtCode_dictText: '兴宁区',
      annualRevenue: 5,
    });
    const selected = rows.slice(1, 3).map((r) => String(r.id));
    const only = await collect(
      engine.streamRows(access, { ...params, selections: `${selected.join(',')},` }),
    );
    expect(only.map((r) => r.id)).toEqual(selected);
    expect(await engine.countRows(access, { ...params, selections: selected.join(',') })).toBe(2);
  });

  it('checks the action code and strips columns the user may not see', async () => {
    await createRoleWithCodes(server.db, 'exporter', ['nanli:enterprise:exportXls']);
    const user = await userWith(server, ['exporter']);
    const access = await accessOf(user.username, 'exportXls');
    expect(access.visibleFields.map((f) => f.key)).not.toContain('annualRevenue');
    const rows = await collect(
      server.app.services.engine.streamRows(access, { enterpriseName: '导出企业*' }),
    );
    expect(rows).toHaveLength(7);
    expect(rows[0]).not.toHaveProperty('annualRevenue');
    await expect(accessOf(user.username, 'importExcel')).rejects.toMatchObject({
      code: 510,
      message: '没有权限，请联系管理员授权',
    });
  });
});

describe('rowValidator, saveRows and importRows (import)', () => {
  it('validates each row like add and saves the good rows of a batch together', async () => {
    const { engine } = server.app.services;
    const access = await accessOf('admin', 'importExcel');
    const validate = await engine.rowValidator(access);
    const good = validate(enterpriseBody({ enterpriseName: '导入企业甲', hazardTotal: 5, id: 'x' }));
    expect('values' in good && good.values).toMatchObject({
      enterpriseName: '导入企业甲',
      status: '1',
      insureStatus: '0',
    });
    expect(good).not.toHaveProperty('values.id');
    expect(validate(enterpriseBody({ contactPhone: '123' }))).toEqual({
      errors: { contactPhone: '请输入正确的手机号或座机号码' },
    });

    const twin = validate(enterpriseBody({ enterpriseName: '导入企业甲' }));
    const other = validate(enterpriseBody({ enterpriseName: '导入企业乙', serviceOrgId: 'missing' }));
    const third = validate(enterpriseBody({ enterpriseName: '导入企业丙' }));
    if (!('values' in good && 'values' in twin && 'values' in other && 'values' in third))
      throw new Error('rows should validate');
    const failures = await engine.saveRows(access, [
      { rowNumber: 4, values: good.values },
      { rowNumber: 5, values: twin.values },
      { rowNumber: 6, values: other.values },
      { rowNumber: 7, values: third.values },
    ]);
    expect(failures).toEqual([
      { rowNumber: 5, field: 'enterpriseName', message: '该企业名称已存在' },
      { rowNumber: 6, field: 'serviceOrgId', message: '“missing”不是可选的值' },
    ]);
    const saved = await sql<{
      enterprise_name: string;
    }>`select enterprise_name from nanli_enterprise where enterprise_name like '导入企业%' order by enterprise_name`.execute(
      server.raw,
    );
    expect(saved.rows.map((r) => r.enterprise_name).sort()).toEqual(['导入企业丙', '导入企业甲'].sort());
  });

  it('imports rows in memory, translating dictionary texts, and reports failed rows by index', async () => {
    const { engine } = server.app.services;
    await add(server, '/nanli/serviceOrg', serviceOrgBody({ orgName: '文本机构' }));
    const access = await accessOf('admin', 'importExcel');
    const code = creditCode();
    const outcome = await engine.importRows(
      access,
      [
        enterpriseBody({
          enterpriseName: '文本企业一',
          districtCode: '青秀区',
          riskLevel: '重大风险',
          serviceOrgId: '文本机构',
          creditCode: code,
        }),
        enterpriseBody({ enterpriseName: '文本企业二', districtCode: '火星区' }),
        enterpriseBody({ enterpriseName: '文本企业三', creditCode: code }),
        enterpriseBody({ enterpriseName: '文本企业四', districtCode: '450103' }),
      ],
      { dictTexts: true, batchSize: 2 },
    );
    expect(outcome.inserted).toBe(2);
    expect(outcome.failures).toEqual([
      {
        index: 1,
        message: '所属区县：“火星区”不是可选的值',
        fields: { districtCode: '“火星区”不是可选的值' },
      },
      {
        index: 2,
        message: '统一社会信用代码：该统一社会信用代码已存在',
        fields: { creditCode: '该统一社会信用代码已存在' },
      },
    ]);
    const rows = await collect(
      engine.streamRows(access, { enterpriseName: '文本企业*', column: 'enterpriseName', order: 'asc' }),
    );
    expect(rows[0]).toMatchObject({
      districtCode: '450103',
      riskLevel: '1',
      serviceOrgId_dictText: '文本机构',
    });
  });

  it('leaves out the rows whose unique values stored rows hold, naming the field, and saves the rest', async () => {
    const { engine } = server.app.services;
    const code = creditCode();
    await add(server, '/nanli/enterprise', enterpriseBody({ enterpriseName: '已存企业', creditCode: code }));
    const access = await accessOf('admin', 'importExcel');
    const outcome = await engine.importRows(access, [
      enterpriseBody({ enterpriseName: '新企业一' }),
      enterpriseBody({ enterpriseName: '已存企业' }),
      enterpriseBody({ enterpriseName: '新企业二', creditCode: code }),
      enterpriseBody({ enterpriseName: '新企业三' }),
    ]);
    expect(outcome).toEqual({
      inserted: 2,
      failures: [
        { index: 1, message: '企业名称：该企业名称已存在', fields: { enterpriseName: '该企业名称已存在' } },
        {
          index: 2,
          message: '统一社会信用代码：该统一社会信用代码已存在',
          fields: { creditCode: '该统一社会信用代码已存在' },
        },
      ],
    });
    const saved = await sql<{ enterprise_name: string; credit_code: string | null }>`
      select enterprise_name, credit_code from nanli_enterprise
      where enterprise_name in ('已存企业', '新企业一', '新企业二', '新企业三')`.execute(server.raw);
    expect(saved.rows.map((row) => row.enterprise_name).sort()).toEqual(
      ['已存企业', '新企业一', '新企业三'].sort(),
    );
    expect(saved.rows.filter((row) => row.credit_code === code)).toHaveLength(1);
  });

  it('refuses stored names batch after batch of one import, asking the table first once it met one', async () => {
    const { engine } = server.app.services;
    for (const name of ['再导入甲', '再导入乙'])
      await add(server, '/nanli/enterprise', enterpriseBody({ enterpriseName: name }));
    const access = await accessOf('admin', 'importExcel');
    const validate = await engine.rowValidator(access);
    const rows = (names: string[], first: number) =>
      names.map((name, i) => {
        const check = validate(enterpriseBody({ enterpriseName: name }));
        if (!('values' in check)) throw new Error(`${name} should validate`);
        return { rowNumber: first + i, values: check.values };
      });
    const failures = await engine.saveRowsInOneTransaction(access, async (save) => [
      // The insert finds the stored name; the next batch asks first, finds one, and so does the third.
      ...(await save(rows(['再导入甲', '再导入新一'], 4))),
      ...(await save(rows(['再导入新二', '再导入乙'], 6))),
      ...(await save(rows(['再导入新三', '再导入甲'], 8))),
      // Asked first and met none: the next inserts straight away again.
      ...(await save(rows(['再导入新四'], 10))),
      ...(await save(rows(['再导入新五', '再导入乙'], 11))),
    ]);
    const stored = { field: 'enterpriseName', message: '该企业名称已存在' };
    expect(failures).toEqual([
      { rowNumber: 4, ...stored },
      { rowNumber: 7, ...stored },
      { rowNumber: 9, ...stored },
      { rowNumber: 12, ...stored },
    ]);
    const saved = await sql<{ enterprise_name: string }>`
      select enterprise_name from nanli_enterprise where enterprise_name like '再导入%'`.execute(server.raw);
    expect(saved.rows.map((row) => row.enterprise_name).sort()).toEqual(
      ['再导入甲', '再导入乙', '再导入新一', '再导入新二', '再导入新三', '再导入新四', '再导入新五'].sort(),
    );
  });

  it('gives the general duplicate message for a unique index that no rule declares, saving the other rows', async () => {
    // An index of the table's own (as a system table's migration may have), unknown to the registry.
    const index = sql.id('test_unique_address');
    await sql`create unique index ${index} on nanli_enterprise (address) where address like '唯一地址%'`.execute(
      server.raw,
    );
    try {
      await add(server, '/nanli/enterprise', enterpriseBody({ address: '唯一地址一号' }));
      const access = await accessOf('admin', 'importExcel');
      const outcome = await server.app.services.engine.importRows(access, [
        enterpriseBody({ enterpriseName: '无规则企业甲', address: '唯一地址二号' }),
        enterpriseBody({ enterpriseName: '无规则企业乙', address: '唯一地址一号' }),
      ]);
      expect(outcome).toEqual({
        inserted: 1,
        failures: [{ index: 1, message: '数据库中已存在该记录', fields: {} }],
      });
    } finally {
      await sql`drop index ${index}`.execute(server.raw);
    }
  });

  it('stores texts with quotes, backslashes, braces, commas and the word NULL as written', async () => {
    const { engine } = server.app.services;
    const access = await accessOf('admin', 'importExcel');
    const addresses = ['"引号"路', 'C:\\路\\1号', '{大括号},逗号', 'NULL', "单'引号", '尾部反斜杠\\'];
    const outcome = await engine.importRows(
      access,
      addresses.map((address, i) =>
        enterpriseBody({
          enterpriseName: `特殊字符企业${i}`,
          address,
          streetName: i % 2 ? null : 'NULL',
        }),
      ),
    );
    expect(outcome).toEqual({ inserted: addresses.length, failures: [] });
    const saved = await sql<{
      address: string;
      street_name: string | null;
    }>`select address, street_name
      from nanli_enterprise where enterprise_name like '特殊字符企业%' order by enterprise_name`.execute(
      server.raw,
    );
    expect(saved.rows).toEqual(
      addresses.map((address, i) => ({ address, street_name: i % 2 ? null : 'NULL' })),
    );
  });

  it('refuses every row of a user whose data rule forbids creating them', async () => {
    // The enterprise role does not import enterprises: a role with the code shows the data rule refusing.
    await createRoleWithCodes(server.db, 'enterpriseImporter', ['nanli:enterprise:importExcel']);
    const user = await userWith(server, ['enterprise', 'enterpriseImporter']);
    const access = await accessOf(user.username, 'importExcel');
    const outcome = await server.app.services.engine.importRows(access, [enterpriseBody()]);
    expect(outcome).toEqual({
      inserted: 0,
      failures: [{ index: 0, message: '无权操作该数据', fields: { id: '无权操作该数据' } }],
    });
  });

  it('checks rows on another thread from the plan alone, as rowValidator does here', async () => {
    const { engine } = server.app.services;
    const restricted = await userWith(server, ['enterprise', 'enterpriseImporter']);
    const rows = [
      enterpriseBody({ enterpriseName: '线程企业甲', hazardTotal: 5, id: 'x' }),
      enterpriseBody({ contactPhone: '123', riskLevel: '9' }),
      enterpriseBody({ enterpriseName: '' }),
    ];
    for (const username of ['admin', restricted.username]) {
      const access = await accessOf(username, 'importExcel');
      const here = await engine.rowValidator(access);
      // What crosses to the import's reader thread: data only (a function would not clone).
      const there = newRowChecker(structuredClone(await engine.newRowPlan(access)));
      for (const row of rows) expect(there(row)).toEqual(here(row));
    }
    const admin = newRowChecker(
      structuredClone(await engine.newRowPlan(await accessOf('admin', 'importExcel'))),
    );
    expect(admin(rows[0]!)).toMatchObject({ values: { enterpriseName: '线程企业甲', status: '1' } });
    expect(admin(rows[1]!)).toEqual({
      errors: { contactPhone: '请输入正确的手机号或座机号码', riskLevel: '“9”不是可选的值' },
    });
  });
});
