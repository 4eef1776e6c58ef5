// A sub entity's visibleWhen on rows saved with their main record, as the enterprise's 企业人员 grid
// sends them, and on rows imported into it: the certificate of a staff member who is not a special
// operator is hidden, so it is stored empty, never required and never refused — as a form treats a
// hidden field.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOf } from '../../../src/server/engine/access';
import { accountPrincipal } from '../helpers/principals';
import { add, enterpriseBody, staffRow, startEngineServer } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const ENTERPRISE = '/nanli/enterprise';

let server: EngineServer;

beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(() => server.close());

const CERTIFICATE = { specialWorkType: '01', certificateNo: 'T-0001', certificateExpire: '2099-12-31' };

/** The stored certificate columns of an enterprise's staff, in row order. */
const certificates = async (enterpriseId: unknown) =>
  (
    await sql<Row>`select name, is_special_operator, special_work_type, certificate_no, certificate_expire,
      certificate_status from nanli_enterprise_staff where enterprise_id = ${String(enterpriseId)}
      order by order_num`.execute(server.raw)
  ).rows.map((row) => ({
    name: row.name,
    special: row.is_special_operator,
    values: [row.special_work_type, row.certificate_no, row.certificate_expire, row.certificate_status].map(
      (value) => (value instanceof Date ? 'date' : (value ?? null)),
    ),
  }));

describe('visibleWhen on sub-table rows', () => {
  it('stores a non-operator’s certificate empty, even one that would fail its rules', async () => {
    const saved = await add(server, ENTERPRISE, {
      ...enterpriseBody(),
      enterpriseStaffList: [
        staffRow({ name: '甲甲', ...CERTIFICATE, certificateExpire: '不是日期' }),
        staffRow({ name: '乙乙', isSpecialOperator: 'Y', ...CERTIFICATE }),
        staffRow({ name: '丙丙' }),
      ],
    });
    const rows = await certificates(saved.id);
    expect(rows[0]).toEqual({ name: '甲甲', special: 'N', values: [null, null, null, null] });
    expect(rows[1]).toMatchObject({
      name: '乙乙',
      special: 'Y',
      values: ['01', 'T-0001', expect.anything(), '1'],
    });
    expect(rows[2]).toEqual({ name: '丙丙', special: 'N', values: [null, null, null, null] });
  });

  it('requires the certificate of an operator only, naming the row', async () => {
    const reply = await server.api.post<Row>(
      `${ENTERPRISE}/add`,
      { ...enterpriseBody(), enterpriseStaffList: [staffRow(), staffRow({ isSpecialOperator: 'Y' })] },
      { token: server.admin },
    );
    expect(reply.body).toMatchObject({
      success: false,
      message: '企业人员第2行的特种作业类别：请选择特种作业类别',
    });
    const failures = (reply.body.result as { subTables: Record<string, { row: number }[]> }).subTables;
    expect(failures.enterpriseStaffList!.map((failure) => failure.row)).toEqual([1, 1, 1]);
  });

  it('empties a stored certificate when an edit turns the row into a non-operator', async () => {
    const saved = await add(server, ENTERPRISE, {
      ...enterpriseBody(),
      enterpriseStaffList: [staffRow({ name: '丁丁', isSpecialOperator: 'Y', ...CERTIFICATE })],
    });
    const [stored] = (
      await server.api.get<Row[]>(`${ENTERPRISE}/queryEnterpriseStaffByMainId`, {
        token: server.admin,
        query: { id: String(saved.id) },
      })
    ).body.result;
    // The grid leaves the hidden cells out of the body (saveBody); the row's switch is what it sends.
    const reply = await server.api.put<Row>(
      `${ENTERPRISE}/edit`,
      { id: saved.id, enterpriseStaffList: [{ id: stored!.id, isSpecialOperator: 'N' }] },
      { token: server.admin },
    );
    expect(reply.body).toMatchObject({ success: true });
    expect(await certificates(saved.id)).toEqual([
      { name: '丁丁', special: 'N', values: [null, null, null, null] },
    ]);
  });

  it('treats imported rows alike', async () => {
    const enterprise = await add(server, ENTERPRISE, enterpriseBody());
    const { engine } = server.app.services;
    const access = await accessOf(
      engine.deps,
      await accountPrincipal(server.db),
      engine.registry.get('enterpriseStaff')!,
    );
    const result = await engine.importRows(access, [
      {
        enterpriseId: enterprise.id,
        ...staffRow({ name: '导入甲', ...CERTIFICATE, certificateExpire: '不是日期' }),
      },
    ]);
    expect(result).toMatchObject({ inserted: 1, failures: [] });
    expect(await certificates(enterprise.id)).toEqual([
      { name: '导入甲', special: 'N', values: [null, null, null, null] },
    ]);
  });
});
