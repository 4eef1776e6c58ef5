// 企业人员 as the enterprise's staff grid saves them (domain §2.2, §2.23): a special operator needs
// 特种作业类别, 操作证号 and 证书有效期至, and 性别 must be the sex the ID number gives — refused with the
// field's message and nothing saved, on add, edit and import alike — while the server keeps 出生日期
// from the ID number and 证书状态 from the expiry, on every save and as the days pass.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOf } from '../../../src/server/engine/access';
import { accountPrincipal } from '../helpers/principals';
import { TIME_RULE_JOB } from '../../../src/server/modules/jobs/time-rule-job';
import { runJobOfClass } from '../helpers/job-runs';
import { enterpriseBody, staffRow } from '../engine/support';
import { addAs, daysFromToday, readAsAdmin, startCast } from './support';
import type { Cast, Row } from './support';

const ENTERPRISE = '/nanli/enterprise';
// Valid ID numbers: a man born 1949-12-31 (17th digit 1), a woman born 1985-03-01 (17th digit 2).
const MAN = '110105194912310011';
const WOMAN = '45010319850301002X';
const LEGACY_WOMAN = '450103850301002';

let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

const staffCount = async () =>
  Number(
    (
      await sql<{ n: number }>`select count(*) as n from nanli_enterprise_staff`.execute(
        cast.db.withoutPlugins(),
      )
    ).rows[0]!.n,
  );

/** The enterprise's staff as its grid loads them, in order. */
const staffOf = async (enterprise: Row) =>
  (
    await cast.api.get<Row[]>(`${ENTERPRISE}/queryEnterpriseStaffByMainId`, {
      token: cast.admin.token,
      query: { id: String(enterprise.id) },
    })
  ).body.result;

const specialOperator = (fields: Row = {}): Row =>
  staffRow({
    staffType: '3',
    isSpecialOperator: 'Y',
    specialWorkType: '01',
    certificateNo: 'T450102199001010011',
    certificateExpire: daysFromToday(400),
    ...fields,
  });

const addEnterprise = (staff: Row[]) =>
  addAs(cast, ENTERPRISE, { ...enterpriseBody(), enterpriseStaffList: staff }, cast.admin.token);

async function refused(staff: Row[], message: string, failures: Row[]): Promise<void> {
  const before = await staffCount();
  const reply = await addEnterprise(staff);
  expect(reply.body).toMatchObject({ success: false, message });
  expect(reply.body.result).toEqual({ fields: {}, subTables: { enterpriseStaffList: failures } });
  expect(await staffCount()).toBe(before);
}

const columns = (rows: Row[], ...keys: string[]) => rows.map((row) => keys.map((key) => row[key] ?? null));

describe('a special operator', () => {
  it('is refused without a work type, a certificate number and its expiry, and nothing is saved', async () => {
    await refused(
      [
        staffRow(),
        specialOperator({ specialWorkType: null, certificateNo: '', certificateExpire: undefined }),
      ],
      '企业人员第2行的特种作业类别：请选择特种作业类别',
      [
        { row: 1, field: 'specialWorkType', message: '请选择特种作业类别' },
        { row: 1, field: 'certificateNo', message: '请输入操作证号' },
        { row: 1, field: 'certificateExpire', message: '请选择证书有效期至' },
      ],
    );
  });

  it('is refused when an edit makes a staff member special without a certificate', async () => {
    const enterprise = (await addEnterprise([staffRow({ idCardNo: MAN })])).body.result as Row;
    const [saved] = await staffOf(enterprise);
    const current = await readAsAdmin(cast, ENTERPRISE, enterprise.id);
    const reply = await cast.api.post<Row>(
      `${ENTERPRISE}/edit`,
      { ...current, enterpriseStaffList: [{ ...saved, isSpecialOperator: 'Y', specialWorkType: '02' }] },
      { token: cast.admin.token },
    );
    expect(reply.body).toMatchObject({ success: false, message: '企业人员第1行的操作证号：请输入操作证号' });
    expect(columns(await staffOf(enterprise), 'isSpecialOperator', 'specialWorkType')).toEqual([['N', null]]);
  });

  it('gets the certificate status of its expiry; other staff get none', async () => {
    const reply = await addEnterprise([
      specialOperator({ name: '过期甲', certificateExpire: daysFromToday(-1) }),
      specialOperator({ name: '今到乙', certificateExpire: daysFromToday(0) }),
      specialOperator({ name: '将到丙', certificateExpire: daysFromToday(30) }),
      specialOperator({ name: '有效丁', certificateExpire: daysFromToday(31) }),
      staffRow({ name: '普通戊', certificateExpire: daysFromToday(-10) }),
    ]);
    expect(reply.body.success).toBe(true);
    const enterprise = reply.body.result as Row;
    expect(
      columns(await staffOf(enterprise), 'name', 'certificateStatus', 'certificateStatus_dictText'),
    ).toEqual([
      ['过期甲', '3', '已过期'],
      ['今到乙', '2', '即将到期'],
      ['将到丙', '2', '即将到期'],
      ['有效丁', '1', '有效'],
      ['普通戊', null, null],
    ]);
  });

  it('turns expired with the daily job once the expiry has passed', async () => {
    const enterprise = (await addEnterprise([specialOperator({ name: '到期己' })])).body.result as Row;
    expect(columns(await staffOf(enterprise), 'certificateStatus')).toEqual([['1']]);
    // Time passing for the certificate, written around the engine.
    await sql`update nanli_enterprise_staff set certificate_expire = ${daysFromToday(-1)}
      where enterprise_id = ${enterprise.id}`.execute(cast.db.withoutPlugins());
    const run = await runJobOfClass(cast.api, cast.admin.token, TIME_RULE_JOB);
    expect(run).toMatchObject({ status: 'success', message: expect.stringMatching(/刷新维护值[1-9]\d*条/) });
    expect(columns(await staffOf(enterprise), 'certificateStatus')).toEqual([['3']]);
  });
});

describe('sex and birthday from the ID number', () => {
  it('refuses a sex the ID number contradicts, and nothing is saved', async () => {
    await refused(
      [staffRow({ idCardNo: MAN }), staffRow({ idCardNo: WOMAN, sex: '1' })],
      '企业人员第2行的性别：性别与身份证号不符',
      [{ row: 1, field: 'sex', message: '性别与身份证号不符' }],
    );
    await refused(
      [staffRow({ idCardNo: LEGACY_WOMAN, sex: '1' })],
      '企业人员第1行的性别：性别与身份证号不符',
      [{ row: 0, field: 'sex', message: '性别与身份证号不符' }],
    );
  });

  it('refuses an edit changing the ID number alone to another sex', async () => {
    const enterprise = (await addEnterprise([staffRow({ idCardNo: MAN })])).body.result as Row;
    const [saved] = await staffOf(enterprise);
    const current = await readAsAdmin(cast, ENTERPRISE, enterprise.id);
    const reply = await cast.api.post<Row>(
      `${ENTERPRISE}/edit`,
      { ...current, enterpriseStaffList: [{ id: saved!.id, idCardNo: WOMAN }] },
      { token: cast.admin.token },
    );
    expect(reply.body).toMatchObject({ success: false, message: '企业人员第1行的性别：性别与身份证号不符' });
    expect(columns(await staffOf(enterprise), 'idCardNo')).toEqual([[MAN]]);
  });

  it('stores the birthday the ID number gives, none without one, and follows a new number', async () => {
    const reply = await addEnterprise([
      staffRow({ name: '十八位', idCardNo: MAN }),
      staffRow({ name: '十五位', idCardNo: LEGACY_WOMAN }),
      staffRow({ name: '无证件', idCardNo: null, sex: '2', birthday: '2000-01-01' }),
    ]);
    expect(reply.body.success).toBe(true);
    const enterprise = reply.body.result as Row;
    const staff = await staffOf(enterprise);
    expect(columns(staff, 'name', 'sex', 'birthday')).toEqual([
      ['十八位', '1', '1949-12-31'],
      ['十五位', '2', '1985-03-01'],
      ['无证件', '2', null],
    ]);
    const current = await readAsAdmin(cast, ENTERPRISE, enterprise.id);
    const edited = staff.map((row) => (row.name === '十五位' ? { ...row, idCardNo: WOMAN } : row));
    const saved = await cast.api.post<Row>(
      `${ENTERPRISE}/edit`,
      { ...current, enterpriseStaffList: edited },
      { token: cast.admin.token },
    );
    expect(saved.body.success).toBe(true);
    expect(columns(await staffOf(enterprise), 'birthday')).toEqual([['1949-12-31'], ['1985-03-01'], [null]]);
  });
});

describe('imported staff rows', () => {
  it('are judged by the same rules and get their birthday and certificate status', async () => {
    const enterprise = (await addEnterprise([])).body.result as Row;
    const { engine } = cast.app.app.services;
    const principal = await accountPrincipal(cast.db);
    const access = await accessOf(engine.deps, principal, engine.registry.get('enterpriseStaff')!);
    const row = (fields: Row) => ({ enterpriseId: enterprise.id, ...fields });
    const result = await engine.importRows(access, [
      row(specialOperator({ name: '导入甲', idCardNo: MAN, certificateExpire: daysFromToday(10) })),
      row(specialOperator({ name: '导入乙', certificateNo: null })),
      row(staffRow({ name: '导入丙', idCardNo: WOMAN, sex: '1' })),
      row(staffRow({ name: '导入丁', idCardNo: WOMAN })),
    ]);
    expect(result.inserted).toBe(2);
    expect(result.failures.map((failure) => [failure.index, failure.fields])).toEqual([
      [1, { certificateNo: '请输入操作证号' }],
      [2, { sex: '性别与身份证号不符' }],
    ]);
    // Imported rows share the default order: sorted by name (code points) here.
    const byName = (await staffOf(enterprise)).sort((a, b) => (String(a.name) < String(b.name) ? -1 : 1));
    expect(columns(byName, 'name', 'birthday', 'certificateStatus')).toEqual([
      ['导入丁', '1985-03-01', null],
      ['导入甲', '1949-12-31', '2'],
    ]);
  });
});
