// A hazard-investigation report states one risk level and names each hazard's category: the level
// the investigation assessed at its submit is the report's 风险等级 in the enterprise section as in
// the conclusion (the enterprise's stored level, still the earlier one until the investigation is
// approved, has a placeholder of its own), and a hazard whose 隐患大类 was left empty is counted
// under the category of the 隐患类型 chosen for it rather than as 未分类.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAs,
  hazardBody,
  investigationBody,
  operate,
  readAsAdmin,
  startCast,
} from '../service-cycle/support';
import type { Cast, Row } from '../service-cycle/support';
import { generateOne, givePolicy, ok, picture, wordOfReport } from './support';

const INVESTIGATION = '/nanli/investigation';

let cast: Cast;
let text: string;

beforeAll(async () => {
  cast = await startCast();
  await givePolicy(cast, 'PL-CONSISTENT-1');
  // The enterprise's stored level: 低风险.
  await ok(
    cast.api.put(
      '/nanli/enterprise/edit',
      { ...(await readAsAdmin(cast, '/nanli/enterprise', cast.mine.id)), riskLevel: '4' },
      { token: cast.admin.token },
    ),
  );
  const investigation = await ok(addAs(cast, INVESTIGATION, investigationBody(cast), cast.engineer.token));
  await ok(operate(cast, INVESTIGATION, 'checkIn', [investigation.id], cast.engineer.token));
  // A 隐患类型 of the 基础管理类; the hazard form leaves 隐患大类 empty.
  const body: Row = await hazardBody(cast, cast.engineer.token, {
    investigationId: investigation.id,
    description: '安全管理台账缺失',
  });
  await ok(
    cast.api.put(
      '/nanli/riskType/edit',
      { ...(await readAsAdmin(cast, '/nanli/riskType', body.riskTypeId)), hazardCategory: '1' },
      { token: cast.admin.token },
    ),
  );
  await ok(addAs(cast, '/nanli/hiddenDanger', body, cast.engineer.token));
  await ok(
    operate(cast, INVESTIGATION, 'submit', [investigation.id], cast.engineer.token, {
      values: {
        summary: '共检查1项，发现隐患1处',
        assessedRiskLevel: '1',
        expertSignImg: await picture(cast),
        enterpriseSignImg: await picture(cast),
      },
    }),
  );
  expect((await readAsAdmin(cast, INVESTIGATION, investigation.id)).assessedRiskLevel).toBe('1');
  ({ text } = await wordOfReport(cast, await generateOne(cast, investigation.id)));
});
afterAll(() => cast.close());

describe('the built-in hazard-investigation report', () => {
  it('states the assessed risk level in the enterprise section and the conclusion alike', () => {
    expect(text).toContain('风险等级重大风险');
    expect(text).toContain('重大风险。共检查1项');
    expect(text).not.toContain('低风险');
  });

  it('counts a hazard under the category of its 隐患类型 when its 隐患大类 is empty', () => {
    expect(text).toContain('基础管理类');
    expect(text).not.toContain('未分类');
  });
});
