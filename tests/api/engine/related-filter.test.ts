// The list's related filter (`has.<entity>=<that list's filter>`, src/server/engine/related-filters.ts)
// on the real schemas: the enterprises an investigation refers to, that investigation matching the
// inner filter and lying within the user's own investigation list; refused to a user who may not
// list investigations; a name the entity does not declare under `related` is ignored like any
// unknown parameter.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/db/ids';
import { startCast } from '../service-cycle/support';
import type { Cast } from '../service-cycle/support';
import { createRoleWithCodes, userWith } from './support';

let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
  const rows = [
    [cast.mine.id, '3', '2026-10-05'],
    [cast.mine.id, '0', '2026-11-05'],
    [cast.theirs.id, '2', '2026-11-10'],
  ];
  for (const [enterprise, status, day] of rows)
    await sql`insert into nanli_investigation (id, enterprise_id, status, plan_date)
      values (${newId()}, ${enterprise}, ${status}, ${day})`.execute(cast.db.withoutPlugins());
}, 60_000);
afterAll(() => cast?.close());

async function enterprises(token: string, query: Record<string, string>) {
  const reply = await cast.api.get<{ total: number; records: { id: string }[] }>('/nanli/enterprise/list', {
    token,
    query,
  });
  return reply.body;
}
const has = (filter: Record<string, string>) => ({
  'has.investigation': new URLSearchParams(filter).toString(),
});
const idsOf = (body: { result: { records: { id: string }[] } }) =>
  body.result.records.map((r) => r.id).sort();

describe('the related filter of a list', () => {
  it('keeps the records a matching related record refers to', async () => {
    const token = cast.admin.token;
    expect(idsOf(await enterprises(token, has({ status: '3' })))).toEqual([String(cast.mine.id)]);
    const november = has({
      status_MultiString: '0,2',
      planDate_begin: '2026-11-01',
      planDate_end: '2026-11-30',
    });
    expect(idsOf(await enterprises(token, november))).toEqual(
      [cast.mine.id, cast.theirs.id].map(String).sort(),
    );
    const done = has({ status_MultiString: '2,3' });
    expect((await enterprises(token, done)).result.total).toBe(2);
    expect((await enterprises(token, has({ status: '4' }))).result.total).toBe(0);
  });

  it('combines with the list own filters', async () => {
    const body = await enterprises(cast.admin.token, { ...has({ status: '2' }), enterpriseName: '*他人*' });
    expect(idsOf(body)).toEqual([String(cast.theirs.id)]);
  });

  it('looks only at the related records of the user own list', async () => {
    const done = has({ status_MultiString: '2,3' });
    expect(idsOf(await enterprises(cast.engineer.token, done))).toEqual([String(cast.mine.id)]);
    expect((await enterprises(cast.otherEngineer.token, done)).result.total).toBe(0);
  });

  it('refuses a user who may not list the related entity', async () => {
    await createRoleWithCodes(cast.db, 'enterprisesOnly', ['nanli:enterprise:list']);
    const user = await userWith({ ...cast.app, api: cast.api, db: cast.db } as never, ['enterprisesOnly']);
    expect(await enterprises(user.token, has({ status: '3' }))).toMatchObject({ success: false, code: 510 });
    expect((await enterprises(user.token, {})).success).toBe(true);
  });

  it('ignores a name that is not a declared relation, like any unknown parameter', async () => {
    const all = (await enterprises(cast.admin.token, {})).result.total;
    expect((await enterprises(cast.admin.token, { 'has.policyX': 'status=1' })).result.total).toBe(all);
  });
});
