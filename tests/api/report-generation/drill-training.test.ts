// Reports of emergency drills and safety trainings (domain §2.10, §2.11), made exactly as hazard-
// investigation reports are: from the built-in template of their report type a Word file holding the
// record's values (dictionary texts, formatted times), the enterprise, the attendee loop and its
// counts and the site photos; the report record told its type, kind and record. Refused: records not yet reportable, records outside the engineer's
// enterprises, a template of another report type, a template naming what the type does not offer.
import JSZip from 'jszip';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILTIN_TEMPLATE_ID,
  REPORT_GENERATION_PATHS,
  REPORT_GENERATION_TEXTS,
  REPORT_KIND_TEXTS,
} from '../../../src/shared/report-generation';
import { REPORT_TEMPLATE_TEXTS } from '../../../src/shared/report-templates';
import { defaultReportTemplate } from '../../../src/server/modules/report-generation/default-template';
import { storeFile } from '../helpers/uploads';
import {
  addAs,
  daysFromToday,
  drillBody,
  operate,
  readAsAdmin,
  startCast,
  trainingBody,
} from '../service-cycle/support';
import type { Cast, Row } from '../service-cycle/support';
import { generateOfType, givePolicy, ok, picture, wordOfReport } from './support';

const DRILL = '/nanli/emergencyDrill';
const TRAINING = '/nanli/safetyTraining';
const REPORT = '/nanli/report';

let cast: Cast;
let drill: Row;
let training: Row;

const generate = (
  reportType: string,
  recordIds: unknown[],
  token = cast.engineer.token,
  templateId = BUILTIN_TEMPLATE_ID,
) => generateOfType(cast, token, reportType, recordIds, templateId);

const added = (base: string, body: Row) => ok(addAs(cast, base, body, cast.engineer.token));
const step = (base: string, name: string, id: unknown, values: Row = {}) =>
  ok(operate(cast, base, name, [id], cast.engineer.token, { values }));

const drillOfMine = (): Row => drillBody(cast.mine.id, { drillTime: `${daysFromToday(-1)} 14:30:00` });

const trainingOfMine = (): Row =>
  trainingBody(cast.mine.id, {
    trainingAttendeeList: [
      ['张三', '2', 92, '1'],
      ['李四', '3', 85, '1'],
      ['王五', '4', 40, '0'],
    ].map(([name, staffType, examScore, examResult], orderNum) => ({
      enterpriseId: cast.mine.id,
      name,
      staffType,
      attendHours: 8,
      examScore,
      examResult,
      orderNum,
    })),
  });

const wordOf = (reportId: string) => wordOfReport(cast, reportId);

beforeAll(async () => {
  cast = await startCast();
  await givePolicy(cast, 'PL-DRILL-1');
  drill = await added(DRILL, drillOfMine());
  await step(DRILL, 'complete', drill.id, {
    process: '14:30 发出警报，14:35 堵漏组到场',
    photos: [await picture(cast), await picture(cast)].join(','),
  });
  await step(DRILL, 'evaluate', drill.id, {
    evaluationResult: '2',
    problemsFound: '通讯不畅',
    improvements: '配发对讲机',
  });
  training = await added(TRAINING, trainingOfMine());
  await step(TRAINING, 'start', training.id);
  await step(TRAINING, 'complete', training.id, { photos: await picture(cast) });
});
afterAll(() => cast.close());

describe('an emergency-drill report', () => {
  it('holds the drill’s values, the enterprise and policy, and its photos', async () => {
    const [reportId] = (await ok(generate('3', [drill.id]))).reportIds as string[];
    const { text, drawings, report } = await wordOf(reportId!);
    expect(report).toMatchObject({
      reportType: '3',
      bizType: 'drill',
      bizId: drill.id,
      enterpriseId: cast.mine.id,
      status: '0',
      versionNo: 1,
      reportName: `本企业化工有限公司应急演练报告（${String(drill.drillNo)}）`,
    });
    for (const expected of [
      '应急演练报告',
      String(report.reportNo),
      String(drill.drillNo),
      '危化品泄漏应急演练',
      '专项应急预案',
      '实战演练',
      `${daysFromToday(-1)} 14:30`,
      '14:30 发出警报，14:35 堵漏组到场',
      '良好',
      '通讯不畅',
      '本企业化工有限公司',
      'PL-DRILL-1',
    ])
      expect(text).toContain(expected);
    expect(drawings).toBe(2);
  });

  it('is made again in place while a draft, with the version raised', async () => {
    const [again] = (await ok(generate('3', [drill.id]))).reportIds as string[];
    expect(await readAsAdmin(cast, REPORT, again)).toMatchObject({ bizId: drill.id, versionNo: 2 });
  });
});

describe('a safety-training report', () => {
  it('holds the training, the attendee table in order, and the counts', async () => {
    const [reportId] = (await ok(generate('4', [training.id]))).reportIds as string[];
    const { text, drawings, report } = await wordOf(reportId!);
    expect(report).toMatchObject({ reportType: '4', bizType: 'training', bizId: training.id });
    for (const expected of [
      '安全培训报告',
      '有限空间作业安全培训',
      '集中面授',
      '参训人数：3',
      '考核合格人数：2',
    ])
      expect(text).toContain(expected);
    // The loop: each attendee with the staff type's and the exam result's texts, in the declared order.
    expect(text).toMatch(
      /1张三.*安全生产管理人员.*92.*合格.*2李四.*特种作业人员.*85.*合格.*3王五.*40.*不合格/,
    );
    expect(drawings).toBe(1);
  });

  it('is offered with its built-in template, downloadable', async () => {
    const reply = await fetch(
      `${cast.app.baseUrl}${cast.api.prefix}${REPORT_GENERATION_PATHS.builtinTemplate}?reportType=4`,
      { headers: { 'X-Access-Token': cast.engineer.token } },
    );
    expect(reply.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await reply.arrayBuffer()));
    expect(await zip.file('word/document.xml')!.async('string')).toContain('{#attendees}');
    const kinds = await ok(cast.api.get(REPORT_GENERATION_PATHS.sources, { token: cast.engineer.token }));
    expect((kinds as unknown as Row[]).map((k) => k.reportType)).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('generation of drills and trainings refuses', () => {
  it('records not yet reportable, with the kind’s message', async () => {
    const planned = await added(DRILL, drillOfMine());
    expect((await generate('3', [planned.id])).body).toMatchObject({
      success: false,
      message: REPORT_KIND_TEXTS['3']!.nothingFound,
    });
    const started = await added(TRAINING, trainingOfMine());
    await step(TRAINING, 'start', started.id);
    expect((await generate('4', [started.id])).body.message).toBe(REPORT_KIND_TEXTS['4']!.nothingFound);
  });

  it('records outside the engineer’s enterprises, as nothing to report on; an unknown kind', async () => {
    expect((await generate('3', [drill.id], cast.otherEngineer.token)).body.message).toBe(
      REPORT_KIND_TEXTS['3']!.nothingFound,
    );
    expect((await generate('4', [training.id], cast.otherEngineer.token)).body.message).toBe(
      REPORT_KIND_TEXTS['4']!.nothingFound,
    );
    expect((await generate('9', [drill.id])).body.message).toBe(REPORT_GENERATION_TEXTS.chooseKind);
  });

  it('a template of another report type, and one naming what the type does not offer', async () => {
    const saveTemplate = async (reportType: string, bytes: Buffer) => {
      const templateFile = await storeFile(cast.app, cast.admin.token, bytes, '模板.docx');
      const body = {
        templateName: `模板${reportType}`,
        reportType,
        templateFile,
        isDefault: 'N',
        status: '1',
      };
      return String(
        (await ok(cast.api.post('/nanli/reportTemplate/add', body, { token: cast.admin.token }))).id,
      );
    };
    const investigationTemplate = await saveTemplate('1', defaultReportTemplate());
    expect((await generate('3', [drill.id], cast.engineer.token, investigationTemplate)).body.message).toBe(
      REPORT_GENERATION_TEXTS.templateOtherType,
    );
    // A drill template naming the investigation's table, as one saved before the save held templates
    // to their own report type could be (the save refuses it now): refused when used.
    const hazards = '<w:p><w:r><w:t>{enterpriseName}{#hazards}{description}{/hazards}</w:t></w:r></w:p>';
    const mixed = await saveTemplate('1', defaultReportTemplate(hazards));
    await sql`update nanli_report_template set report_type = '3' where id = ${mixed}`.execute(cast.db);
    expect((await generate('3', [drill.id], cast.engineer.token, mixed)).body.message).toBe(
      REPORT_TEMPLATE_TEXTS.unknownPlaceholder(['{#hazards}', '{description}']),
    );
  });
});
