// The hazards a deep service found (domain §2.8 source 深度服务, §2.9 发现隐患数): a hazard of that
// source names its deep service (来源深度服务, of the same enterprise, required then), the deep
// service counts them, and it is not deleted from under them — as a guide inspection's hazards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { addAs, deepServiceBody, hazardBody, startCast } from './support';
import type { Cast, Row } from './support';

const DEEP = '/nanli/deepService';
const HAZARD = '/nanli/hiddenDanger';
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

const deepBody = (fields: Row = {}): Row => deepServiceBody(cast.mine.id, fields);

async function deepServices(token: string): Promise<Row[]> {
  const reply = await cast.api.get<PageResult<Row>>(`${DEEP}/list`, { token, query: { pageSize: '100' } });
  expect(reply.body.success).toBe(true);
  return reply.body.result.records;
}

describe('the hazards of a deep service', () => {
  it('counts the hazards it found, which name it as their source; another enterprise’s hazard cannot', async () => {
    const added = await addAs(cast, DEEP, deepBody(), cast.admin.token);
    expect(added.body.success, added.body.message).toBe(true);
    const deep = added.body.result;
    const token = cast.engineer.token;
    const fromDeep = (fields: Row) =>
      hazardBody(cast, token, { source: '4', deepServiceId: deep.id, ...fields });
    // 深度服务 as the source needs the deep service: the server says so, not only the form.
    const unnamed = await addAs(cast, HAZARD, await hazardBody(cast, token, { source: '4' }), token);
    expect(unnamed.body).toMatchObject({ success: false, message: expect.stringContaining('来源深度服务') });
    const major = {
      responsiblePerson: '李四',
      rectifyFund: 50000,
      governancePlan: '设专人监护，十五日内完成',
    };
    for (const fields of [{ hazardLevel: '1' }, { hazardLevel: '2', ...major }]) {
      const reply = await addAs(cast, HAZARD, await fromDeep(fields), token);
      expect(reply.body.success, reply.body.message).toBe(true);
    }
    // Found by an investigation: not the deep service's, even when the request names it (the form
    // hides 来源深度服务 for other sources; the server empties it).
    const other = await addAs(cast, HAZARD, await hazardBody(cast, token, { deepServiceId: deep.id }), token);
    expect(other.body.success, other.body.message).toBe(true);
    const stored = await cast.api.get<Row>(`${HAZARD}/queryById`, {
      token,
      query: { id: String(other.body.result.id) },
    });
    expect(stored.body.result).toMatchObject({ source: '1' });
    expect(stored.body.result.deepServiceId ?? null).toBeNull();
    const elsewhere = await addAs(
      cast,
      HAZARD,
      await fromDeep({ enterpriseId: cast.theirs.id, districtCode: '450103' }),
      cast.admin.token,
    );
    expect(elsewhere.body).toMatchObject({ success: false, message: '来源深度服务：不属于所选企业' });
    const seen = (await deepServices(cast.admin.token)).find((r) => r.id === deep.id);
    expect(seen).toMatchObject({ hazardCount: 2, majorHazardCount: 1 });
    // Hazards name it: it is not deleted from under them.
    const removed = await cast.api.request<Row>('DELETE', `${DEEP}/delete`, {
      token: cast.admin.token,
      query: { id: String(deep.id) },
    });
    expect(removed.body).toMatchObject({
      success: false,
      message: '该记录已被引用，无法删除（被“隐患记录”的“来源深度服务”引用）',
    });
  });

  it('counts none while no hazard names it, and is then deleted', async () => {
    const added = await addAs(cast, DEEP, deepBody(), cast.admin.token);
    expect(added.body.success, added.body.message).toBe(true);
    const deep = added.body.result;
    const seen = (await deepServices(cast.admin.token)).find((r) => r.id === deep.id);
    expect(seen).toMatchObject({ hazardCount: 0, majorHazardCount: 0 });
    const removed = await cast.api.request<Row>('DELETE', `${DEEP}/delete`, {
      token: cast.admin.token,
      query: { id: String(deep.id) },
    });
    expect(removed.body.success, removed.body.message).toBe(true);
  });
});
