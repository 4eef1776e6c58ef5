// Saving a record with its sub-table grid writes only what changed: rows sent back as they were read
// keep their audit columns (no update_by/update_time stamped on untouched rows), a changed row is
// updated, and a row added to the grid is stamped like its siblings — its sys_org_code the record's,
// whoever adds it (a user without a department, such as a registered enterprise user, included).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, enterpriseBody, staffRow, startEngineServer, userWith } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const ENTERPRISE = '/nanli/enterprise';

let server: EngineServer;

beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(() => server.close());

const staffOf = async (id: unknown, token: string) =>
  (
    await server.api.get<Row[]>(`${ENTERPRISE}/queryEnterpriseStaffByMainId`, {
      token,
      query: { id: String(id) },
    })
  ).body.result;

const storedStaff = async (enterpriseId: unknown) =>
  (
    await sql<Row>`select name, create_by, update_by, update_time, sys_org_code from nanli_enterprise_staff where enterprise_id = ${String(enterpriseId)} order by order_num`.execute(
      server.raw,
    )
  ).rows;

describe('saving a record with its sub-table rows', () => {
  it('updates only the rows that changed and stamps a new row as its siblings are', async () => {
    const saved = await add(server, ENTERPRISE, {
      ...enterpriseBody(),
      enterpriseStaffList: [
        staffRow({ name: '甲甲' }),
        staffRow({ name: '乙乙' }),
        staffRow({ name: '丙丙' }),
      ],
    });
    const before = await storedStaff(saved.id);
    expect(before.map((r) => r.sys_org_code)).toEqual(['A01', 'A01', 'A01']);

    // A user without a department (sys_user.org_code empty) edits the grid as the form sends it: the
    // rows as read, one of them changed, and a new one.
    const editor = await userWith(server, ['admin']);
    const main = (
      await server.api.get<Row>(`${ENTERPRISE}/queryById`, {
        token: editor.token,
        query: { id: String(saved.id) },
      })
    ).body.result;
    const rows = await staffOf(saved.id, editor.token);
    expect(rows).toHaveLength(3);
    const reply = await server.api.put<Row>(
      `${ENTERPRISE}/edit`,
      {
        ...main,
        enterpriseStaffList: [
          ...rows.map((row) => (row.name === '丙丙' ? { ...row, mobile: '13900000009' } : row)),
          staffRow({ name: '丁丁' }),
        ],
      },
      { token: editor.token },
    );
    expect(reply.body.message).toBe('修改成功!');

    const after = await storedStaff(saved.id);
    expect(after.map((r) => r.name)).toEqual(['甲甲', '乙乙', '丙丙', '丁丁']);
    // Untouched rows: as stored.
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    // The changed row: stamped by its editor.
    expect(after[2]).toMatchObject({ update_by: editor.username, sys_org_code: 'A01' });
    expect(after[2]!.update_time).toBeTruthy();
    // The new row: the record's org code, as the rows added with it.
    expect(after[3]).toMatchObject({ create_by: editor.username, update_by: null, sys_org_code: 'A01' });
  });
});
