// Reports of guide inspections and deep services (report types 5 and 2), declared like the drill's:
// the guide-inspection report lists its check items (a sub-table) and the hazards the inspection
// found — rows of another entity that name it (a `via` list) — each with their counts; a deep service
// awaiting acceptance is reported on with the hazards it found (the same `via` list), a planned
// inspection is not.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_KIND_TEXTS } from '../../../src/shared/report-generation';
import {
  addAs,
  daysFromToday,
  deepServiceBody,
  hazardBody,
  operate,
  startCast,
  today,
} from '../service-cycle/support';
import type { Cast, Row } from '../service-cycle/support';
import { generateOfType, givePolicy, ok, wordOfReport } from './support';

const INSPECTION = '/nanli/guideInspection';
const HAZARD = '/nanli/hiddenDanger';
const DEEP = '/nanli/deepService';

let cast: Cast;

const generate = (reportType: string, recordIds: unknown[]) =>
  generateOfType(cast, cast.admin.token, reportType, recordIds);

const inspectionBody = (): Row => ({
  enterpriseId: cast.mine.id,
  inspectionType: '2',
  leadUnit: '1',
  leaderName: '钱局长',
  inspectorExpertIds: cast.engineer.expertId,
  specialProject: '治本攻坚三年行动',
  inspectionDate: today(),
});

beforeAll(async () => {
  cast = await startCast();
  await givePolicy(cast, 'PL-GUIDE-1');
});
afterAll(() => cast.close());

describe('a guide-inspection report', () => {
  it('holds the inspection, its check items and the hazards it found, with their counts', async () => {
    const checkItems = [
      {
        checkContent: '消防通道是否畅通',
        checkBasis: '《消防法》第二十八条',
        checkResult: '0',
        remark: '一号仓库通道堵塞',
      },
      { checkContent: '液氨罐区报警器是否有效', checkBasis: 'GB 50072', checkResult: '1' },
    ];
    const inspection = await ok(
      addAs(cast, INSPECTION, { ...inspectionBody(), guideInspectionItemList: checkItems }, cast.admin.token),
    );
    await ok(
      operate(cast, INSPECTION, 'complete', [inspection.id], cast.engineer.token, {
        values: { findings: '消防通道堵塞，液氨罐区报警器失效' },
      }),
    );
    const token = cast.engineer.token;
    const found = (fields: Row) =>
      hazardBody(cast, token, { source: '3', guideInspectionId: inspection.id, ...fields });
    const major = {
      responsiblePerson: '李四',
      rectifyFund: 50000,
      governancePlan: '设专人监护，十五日内完成',
    };
    for (const body of [
      await found({ description: '消防通道堵塞', location: '一号仓库' }),
      await found({ description: '液氨罐区报警器失效', location: '罐区', hazardLevel: '2', ...major }),
      // Found by an investigation: not the inspection's.
      await hazardBody(cast, token, { description: '配电箱未接地' }),
    ])
      await ok(addAs(cast, HAZARD, body, token));

    const [reportId] = (await ok(generate('5', [inspection.id]))).reportIds as string[];
    const { text, report } = await wordOfReport(cast, reportId!);
    expect(report).toMatchObject({ reportType: '5', bizType: 'guide', bizId: inspection.id });
    for (const expected of [
      '指导检查报告',
      String(inspection.inspectionNo),
      '专项检查',
      '钱局长',
      '治本攻坚三年行动',
      '消防通道堵塞，液氨罐区报警器失效',
      'PL-GUIDE-1',
      '检查项数：2',
      '不符合项数：1',
      '隐患总数：2',
      '重大隐患数：1',
    ])
      expect(text).toContain(expected);
    // The check items in their order, each with its result's text.
    expect(text).toContain('1消防通道是否畅通《消防法》第二十八条不符合一号仓库通道堵塞');
    expect(text).toContain('2液氨罐区报警器是否有效GB 50072符合');
    // The hazards' rows, each with its level's text; the investigation's hazard is not among them.
    expect(text).toMatch(/1YH-\d{8}-\d{4}一号仓库消防通道堵塞一般事故隐患/);
    expect(text).toMatch(/2YH-\d{8}-\d{4}罐区液氨罐区报警器失效重大事故隐患\d{4}-\d{2}-\d{2}李四/);
    expect(text).not.toContain('配电箱未接地');
  });

  it('is not made of a planned inspection', async () => {
    const planned = await ok(addAs(cast, INSPECTION, inspectionBody(), cast.admin.token));
    expect((await generate('5', [planned.id])).body).toMatchObject({
      success: false,
      message: REPORT_KIND_TEXTS['5']!.nothingFound,
    });
  });
});

describe('a deep-service report', () => {
  it('is made of a deep service awaiting acceptance, with the hazards it found and their counts', async () => {
    const deep = await ok(addAs(cast, DEEP, deepServiceBody(cast.mine.id), cast.admin.token));
    expect((await generate('2', [deep.id])).body).toMatchObject({
      success: false,
      message: REPORT_KIND_TEXTS['2']!.nothingFound,
    });
    const token = cast.engineer.token;
    const found = (fields: Row) =>
      hazardBody(cast, token, { source: '4', deepServiceId: deep.id, ...fields });
    for (const body of [
      await found({ description: '安全阀铅封缺失', location: '储罐区' }),
      await found({
        description: '可燃气体报警器失效',
        location: '装卸台',
        hazardLevel: '2',
        responsiblePerson: '王五',
        rectifyFund: 30000,
        governancePlan: '停用装卸台，七日内更换报警器',
      }),
      // Found by an investigation: not the deep service's.
      await hazardBody(cast, token, { description: '消防栓被杂物遮挡' }),
    ])
      await ok(addAs(cast, HAZARD, body, token));
    // Its dispatch, service and submission are the service cycle's (tests/api/service-cycle): here it
    // is simply where they leave it.
    await sql`update nanli_deep_service set status = '4', actual_start = ${`${daysFromToday(-3)} 09:00:00`},
      findings = ${'储罐区安全阀校验过期'} where id = ${deep.id}`.execute(cast.db);
    const [reportId] = (await ok(generate('2', [deep.id]))).reportIds as string[];
    const { text, report } = await wordOfReport(cast, reportId!);
    expect(report).toMatchObject({ reportType: '2', bizType: 'deep', bizId: deep.id });
    for (const expected of [
      '深度服务报告',
      String(deep.dispatchNo),
      `${daysFromToday(-3)} 09:00`,
      '储罐区安全阀校验过期',
      '隐患总数：2',
      '重大隐患数：1',
    ])
      expect(text).toContain(expected);
    // The hazards' rows, each with its level's text; the investigation's hazard is not among them.
    expect(text).toMatch(/1YH-\d{8}-\d{4}储罐区安全阀铅封缺失一般事故隐患/);
    expect(text).toMatch(/2YH-\d{8}-\d{4}装卸台可燃气体报警器失效重大事故隐患\d{4}-\d{2}-\d{2}王五/);
    expect(text).not.toContain('消防栓被杂物遮挡');
  });
});
