// Records kept per enterprise are read within the reader's scope: an enterprise user its own
// enterprise's, an engineer the enterprises assigned to them, another engineer none. A UI audit found
// an engineer listing, opening and exporting every enterprise's 企业服务清单 (its data rules lacked
// assignedEnterprise).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { downloadSheet } from '../users/excel-support';
import { startCast, succeeded } from './support';
import type { Cast, Row } from './support';

const SERVICE = '/nanli/enterpriseService';

let cast: Cast;
const services: Record<'mine' | 'theirs', Row> = { mine: {}, theirs: {} };

beforeAll(async () => {
  cast = await startCast();
  for (const key of ['mine', 'theirs'] as const)
    services[key] = await succeeded(
      cast.api.post<Row>(
        `${SERVICE}/add`,
        { enterpriseId: cast[key].id, policyYear: 2026, serviceItems: '01', plannedTimes: 2, status: '1' },
        { token: cast.admin.token },
      ),
    );
});
afterAll(() => cast.close());

const listed = async (token: string) =>
  (
    await cast.api.get<PageResult<Row>>(`${SERVICE}/list`, { token, query: { pageSize: '100' } })
  ).body.result.records.map((r) => r.enterpriseId);

describe('企业服务清单 within the reader’s scope', () => {
  it('lists the enterprise user’s own, the engineer’s assigned ones, nothing for another engineer', async () => {
    expect(await listed(cast.admin.token)).toEqual(expect.arrayContaining([cast.mine.id, cast.theirs.id]));
    expect(await listed(cast.owner.token)).toEqual([cast.mine.id]);
    expect(await listed(cast.engineer.token)).toEqual([cast.mine.id]);
    expect(await listed(cast.otherEngineer.token)).toEqual([]);
  });

  it('does not open or export an enterprise outside the engineer’s assignments', async () => {
    const open = await cast.api.get<Row>(`${SERVICE}/queryById`, {
      token: cast.engineer.token,
      query: { id: String(services.theirs.id) },
    });
    expect(open.body).toMatchObject({ success: false, message: '未找到对应实体' });
    const exported = await downloadSheet(cast.app, `${SERVICE}/exportXls`, cast.engineer.token);
    if (!('rows' in exported)) throw new Error(`no file: ${JSON.stringify(exported.json)}`);
    const cells = exported.rows.flat();
    expect(cells).toContain(cast.mine.enterpriseName);
    expect(cells).not.toContain(cast.theirs.enterpriseName);
  });

  it('gives the engineer the staff of an assigned enterprise and none of another’s', async () => {
    const staffOf = async (enterprise: Row) =>
      (
        await cast.api.get<Row[]>('/nanli/enterprise/queryEnterpriseStaffByMainId', {
          token: cast.engineer.token,
          query: { id: String(enterprise.id) },
        })
      ).body.result ?? [];
    expect(await staffOf(cast.mine)).toHaveLength(1);
    expect(await staffOf(cast.theirs)).toEqual([]);
  });
});
