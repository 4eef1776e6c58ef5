// A hazard citing a rectification suggestion that is a major-hazard criterion (重大事故隐患判定标准)
// is a major hazard (domain §2.8): the suggestion's dictionary forces hazardLevel to 重大. A save
// lowering it is refused with the reason and changes nothing; a suggestion that is no criterion
// leaves the level to the user. Choosing the criterion fills 重大 whatever its default level, and
// the form holds it there (the fill names it forced).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { accountPrincipal } from '../helpers/principals';
import { addAs, hazardBody, photoOf, readAsAdmin, startCast, succeeded } from './support';
import type { Cast, Row } from './support';

const HAZARD = '/nanli/hiddenDanger';
const GENERAL = '1';
const MAJOR = '2';
const FORCED = '隐患等级：引用的整改建议属于重大事故隐患判定标准，隐患等级须为重大';
const MAJOR_DUTIES = { responsiblePerson: '李四', rectifyFund: 50000, governancePlan: '专人监护，限期整改' };
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

/** A hazard body citing a new suggestion of its risk type; the suggestion's fields as given. */
async function citing(suggestion: Row, fields: Row): Promise<{ body: Row; suggestionId: string }> {
  const body = await hazardBody(cast, cast.engineer.token, fields);
  const added = await succeeded(
    cast.api.post<Row>(
      '/nanli/rectifySuggestion/add',
      {
        riskTypeId: body.riskTypeId,
        hazardDescTemplate: `液氨储罐区未设置泄漏报警装置${Math.random()}`,
        suggestion: '增设泄漏报警与联锁切断装置',
        defaultHazardLevel: GENERAL,
        status: '1',
        ...suggestion,
      },
      { token: cast.admin.token },
    ),
  );
  return { body: { ...body, suggestionId: added.id }, suggestionId: String(added.id) };
}

async function hazardsCiting(suggestionId: string): Promise<Row[]> {
  const list = await cast.api.get<PageResult<Row>>(`${HAZARD}/list`, {
    token: cast.admin.token,
    query: { suggestionId },
  });
  return list.body.result.records;
}

describe('a suggestion that is a major-hazard criterion', () => {
  it('refuses a general hazard citing it, saving nothing, and keeps a major one', async () => {
    const { body, suggestionId } = await citing({ isMajorCriteria: 'Y' }, { hazardLevel: GENERAL });
    const refused = await addAs(cast, HAZARD, body, cast.engineer.token);
    expect(refused.body).toMatchObject({ success: false, message: FORCED });
    expect(await hazardsCiting(suggestionId)).toHaveLength(0);

    const saved = await succeeded(
      addAs(cast, HAZARD, { ...body, ...MAJOR_DUTIES, hazardLevel: MAJOR }, cast.engineer.token),
    );
    expect(await readAsAdmin(cast, HAZARD, saved.id)).toMatchObject({ hazardLevel: MAJOR, suggestionId });

    // Lowering the level afterwards is refused as well.
    const stored = await readAsAdmin(cast, HAZARD, saved.id);
    const lowered = await cast.api.put<Row>(
      `${HAZARD}/edit`,
      { ...stored, hazardLevel: GENERAL },
      { token: cast.engineer.token },
    );
    expect(lowered.body).toMatchObject({ success: false, message: FORCED });
    expect(await readAsAdmin(cast, HAZARD, saved.id)).toMatchObject({ hazardLevel: MAJOR });
  });

  /** What the form fills when the engineer chooses the suggestion. */
  async function fillOf(suggestionId: string): Promise<Row> {
    const code = 'nanli_rectify_suggestion,hazard_desc_template,id';
    const fill = await cast.api.get<Row>(`/sys/dict/fillValues/${code}`, {
      token: cast.engineer.token,
      query: { field: 'hiddenDanger.suggestionId', value: suggestionId },
    });
    return fill.body.result as Row;
  }

  it('fills and holds 重大 when chosen, whatever its default level', async () => {
    const { suggestionId } = await citing({ isMajorCriteria: 'Y', defaultHazardLevel: GENERAL }, {});
    expect(await fillOf(suggestionId)).toEqual({
      values: expect.objectContaining({ hazardLevel: MAJOR }),
      forced: ['hazardLevel'],
    });
  });

  it('fills a suggestion’s default level, 重大 too, without holding it when it is no criterion', async () => {
    const { suggestionId } = await citing({ isMajorCriteria: 'N', defaultHazardLevel: MAJOR }, {});
    expect(await fillOf(suggestionId)).toEqual({
      values: expect.objectContaining({ hazardLevel: MAJOR }),
      forced: [],
    });
  });
});

describe('an import', () => {
  it('refuses the rows breaking it and keeps the others', async () => {
    const criterion = await citing({ isMajorCriteria: 'Y' }, {});
    const other = await citing({ isMajorCriteria: 'N' }, {});
    const photo = () => photoOf(cast, cast.admin.token);
    const rows = [
      { ...criterion.body, hazardLevel: GENERAL, hazardPhotos: await photo() },
      { ...criterion.body, ...MAJOR_DUTIES, hazardLevel: MAJOR, hazardPhotos: await photo() },
      { ...other.body, hazardLevel: GENERAL, hazardPhotos: await photo() },
    ];
    const { engine } = cast.app.app.services;
    const access = await engine.access(await accountPrincipal(cast.db), 'hiddenDanger', 'importExcel');
    const outcome = await engine.importRows(access, rows);
    expect(outcome).toEqual({
      inserted: 2,
      failures: [{ index: 0, message: FORCED, fields: { hazardLevel: expect.any(String) } }],
    });
    expect((await hazardsCiting(criterion.suggestionId)).map((h) => h.hazardLevel)).toEqual([MAJOR]);
  });
});

describe('a suggestion that is no criterion', () => {
  it('leaves the level to the user', async () => {
    const { body, suggestionId } = await citing({ isMajorCriteria: 'N', defaultHazardLevel: MAJOR }, {});
    await succeeded(addAs(cast, HAZARD, { ...body, hazardLevel: GENERAL }, cast.engineer.token));
    const major = {
      ...body,
      ...MAJOR_DUTIES,
      hazardLevel: MAJOR,
      hazardPhotos: await photoOf(cast, cast.engineer.token),
    };
    await succeeded(addAs(cast, HAZARD, major, cast.engineer.token));
    expect((await hazardsCiting(suggestionId)).map((h) => h.hazardLevel).sort()).toEqual([GENERAL, MAJOR]);
  });
});
