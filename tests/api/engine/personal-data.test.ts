// Personal data declared on entity fields (`personal`): an engineer (expert role: the service
// organisations' list, not their edit) reads every engineer's ID number and mobile masked — in the
// list, queryById, the sub-table query and the export — and cannot find them out by filtering or
// sorting; the administrator, who edits them, reads them in clear, and a save keeps the clear value
// whatever mask comes back with it.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskPersonal } from '../../../src/shared/personal-data';
import { accessOf } from '../../../src/server/engine/access';
import { checkCandidate } from '../../../src/server/engine/write/candidates';
import { accountPrincipal } from '../helpers/principals';
import { createUser } from '../helpers/fixtures';
import { createRoleWithCodes, expertRow, idCard, serviceOrgBody } from './support';
import { startCast, succeeded } from '../service-cycle/support';
import type { Cast, Row } from '../service-cycle/support';

const ORG = '/nanli/serviceOrg';
const ENTERPRISE = '/nanli/enterprise';
const ID_NUMBER = idCard('2');
const MOBILE = '13912345678';
const CONTACT = '13787654321';

let cast: Cast;
let org: Row;
/** A user of a role holding the organisations' list and export, not their edit. */
let exporter: { token: string; username: string };

const get = (path: string, token: string, query: Record<string, string> = {}) =>
  succeeded(cast.api.get<Row>(path, { token, query }));
const experts = async (token: string) =>
  (await get(`${ORG}/queryExpertByMainId`, token, { id: String(org.id) })) as unknown as Row[];
const listed = async (path: string, token: string, query: Record<string, string> = {}) =>
  (await get(`${path}/list`, token, { pageSize: '100', ...query })).records as Row[];
const wang = (rows: Row[]) => rows.find((row) => row.name === '王九')!;

async function exported(path: string, token: string, query: Record<string, string>): Promise<string[][]> {
  const url = new URL(`${cast.app.config.apiPrefix}${path}/exportXls`, cast.app.baseUrl);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const response = await fetch(url, { headers: { 'X-Access-Token': token } });
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

beforeAll(async () => {
  cast = await startCast();
  org = await succeeded(
    cast.api.post<Row>(
      `${ORG}/add`,
      {
        ...serviceOrgBody({ contactPhone: CONTACT }),
        expertList: [expertRow({ name: '王九', mobile: MOBILE, idCardNo: ID_NUMBER })],
      },
      { token: cast.admin.token },
    ),
  );
  await createRoleWithCodes(cast.db, 'org_reader', [`nanli:serviceOrg:list`, `nanli:serviceOrg:exportXls`]);
  const username = `orgreader${Date.now().toString(36)}`;
  await createUser(cast.db, {
    username,
    password: 'Passw0rd!',
    roleCodes: ['org_reader'],
    orgCodes: ['A01'],
  });
  exporter = { username, token: await cast.api.login(username, 'Passw0rd!') };
});
afterAll(() => cast.close());

describe('personal data read by an engineer', () => {
  it("masks the engineers' ID numbers and mobiles in the sub-table query", async () => {
    const row = wang(await experts(cast.engineer.token));
    expect(row.mobile).toBe('139****5678');
    expect(row.idCardNo).toBe(maskPersonal('idNumber', ID_NUMBER));
    expect(String(row.idCardNo)).toMatch(/^4501\*{10}.{4}$/);
  });

  it("masks the organisation's contact phone in the list and queryById", async () => {
    const [listedOrg] = (await listed(ORG, cast.engineer.token)).filter((r) => r.id === org.id);
    expect(listedOrg!.contactPhone).toBe('137****4321');
    const read = await get(`${ORG}/queryById`, cast.engineer.token, { id: String(org.id) });
    expect(read.contactPhone).toBe('137****4321');
  });

  it('masks them in the export', async () => {
    const rows = await exported(ORG, exporter.token, { selections: String(org.id) });
    const header = rows[2]!;
    const data = rows[3]!;
    expect(data[header.indexOf('联系电话')]).toBe('137****4321');
    expect(rows.flat()).not.toContain(CONTACT);
  });

  it("masks an enterprise's phones for its engineer, list and export alike", async () => {
    const [mine] = (await listed(ENTERPRISE, cast.engineer.token)).filter((r) => r.id === cast.mine.id);
    expect(mine!.contactPhone).toBe('138****0002');
    expect(mine!.principalPhone).toBe('138****0001');
    const rows = await exported(ENTERPRISE, cast.engineer.token, { selections: String(cast.mine.id) });
    expect(rows[3]![rows[2]!.indexOf('联系电话')]).toBe('138****0002');
  });

  it('masks them in rows read on this thread too (streamRows, the reading without the worker)', async () => {
    const { engine } = cast.app.app.services;
    const access = await engine.access(
      await accountPrincipal(cast.db, cast.engineer.username),
      'enterprise',
      'exportXls',
    );
    const rows: Row[] = [];
    for await (const row of engine.streamRows(access, { selections: String(cast.mine.id) })) rows.push(row);
    expect(rows.map((row) => [row.contactPhone, row.principalPhone])).toEqual([
      ['138****0002', '138****0001'],
    ]);
  });

  it('neither filters nor sorts by a value it reads masked', async () => {
    const ids = (rows: Row[]) => rows.map((row) => row.id);
    const all = ids(await listed(ORG, cast.engineer.token));
    expect(all.length).toBeGreaterThan(1);
    // The filter is ignored (it would tell the hidden digits one by one), the sort too.
    expect(ids(await listed(ORG, cast.engineer.token, { contactPhone: CONTACT }))).toEqual(all);
    const sorted = (order: string) => listed(ORG, cast.engineer.token, { column: 'contactPhone', order });
    expect(ids(await sorted('asc'))).toEqual(ids(await sorted('desc')));
    expect(ids(await listed(ORG, cast.admin.token, { contactPhone: CONTACT }))).toEqual([org.id]);
  });
});

describe('personal data read and saved by an editor', () => {
  it('shows the administrator the clear values', async () => {
    const row = wang(await experts(cast.admin.token));
    expect([row.mobile, row.idCardNo]).toEqual([MOBILE, ID_NUMBER]);
    const read = await get(`${ORG}/queryById`, cast.admin.token, { id: String(org.id) });
    expect(read.contactPhone).toBe(CONTACT);
    const rows = await exported(ORG, cast.admin.token, { selections: String(org.id) });
    expect(rows[3]![rows[2]!.indexOf('联系电话')]).toBe(CONTACT);
  });

  it('keeps the clear values through a save of the form as read', async () => {
    const read = await get(`${ORG}/queryById`, cast.admin.token, { id: String(org.id) });
    const expertList = await experts(cast.admin.token);
    await succeeded(
      cast.api.put<Row>(
        `${ORG}/edit`,
        { ...read, address: '南宁市青秀区核对路1号', expertList },
        { token: cast.admin.token },
      ),
    );
    const row = wang(await experts(cast.admin.token));
    expect([row.mobile, row.idCardNo]).toEqual([MOBILE, ID_NUMBER]);
  });

  it('never writes a mask back over the stored value (a form filled from a masked read)', async () => {
    const engineer = await accountPrincipal(cast.db, cast.engineer.username);
    const { engine } = cast.app.app.services;
    const access = await accessOf(engine.deps, engineer, engine.registry.get('serviceOrg')!);
    const stored = { ...org, contactPhone: CONTACT };
    const candidate = checkCandidate(
      access,
      { contactPhone: '137****4321' },
      {
        id: String(org.id),
        index: 0,
        existing: stored,
        dictionaries: {},
      },
    );
    expect(candidate.errors).toEqual({});
    expect(candidate.merged.contactPhone).toBe(CONTACT);
    // A value of their own is theirs to write.
    const typed = checkCandidate(
      access,
      { contactPhone: '13700000009' },
      {
        id: String(org.id),
        index: 0,
        existing: stored,
        dictionaries: {},
      },
    );
    expect(typed.values.contactPhone).toBe('13700000009');
  });
});
