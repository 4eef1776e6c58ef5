// Safety training, emergency drills and guide inspections (domain §2.10–2.12, §4.6) as each role
// meets them: their simple life cycles, the fields a state needs, and who sees which records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { spanBounds } from '../../../src/shared/calendar-spans';
import { fillPath } from '../../../src/shared/api-paths';
import { ENGINE_PATHS } from '../../../src/shared/engine-api';
import type { AdviceWarning } from '../../../src/shared/engine-api';
import { TRAINING_HOURS_TEXTS } from '../../../src/server/business/training-hours';
import { enterpriseBody, staffRow } from '../engine/support';
import type { FlowLogEntry } from '../../../src/shared/engine-operations';
import {
  addAs,
  attendeeRow,
  daysFromToday,
  drillBody,
  hazardBody,
  operate,
  photoOf,
  readAsAdmin,
  startCast,
  today,
  trainingBody,
} from './support';
import type { Cast, Row } from './support';

const TRAINING = '/nanli/safetyTraining';
const DRILL = '/nanli/emergencyDrill';
const INSPECTION = '/nanli/guideInspection';
const NO_PERMISSION = { success: false, code: 510 };
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

async function added(base: string, body: Row, token = cast.admin.token): Promise<Row> {
  const reply = await addAs(cast, base, body, token);
  if (!reply.body.success) throw new Error(reply.body.message);
  return reply.body.result;
}

const attendee = (fields: Row = {}): Row => attendeeRow(cast.mine.id, fields);

const trainingOfMine = (fields: Row = {}) => trainingBody(cast.mine.id, fields);

async function list(base: string, token: string): Promise<Row[]> {
  const reply = await cast.api.get<PageResult<Row>>(`${base}/list`, { token, query: { pageSize: '100' } });
  expect(reply.body.success).toBe(true);
  return reply.body.result.records;
}

describe('safety training', () => {
  it('is added with its attendees, numbered, and counts who came and who passed', async () => {
    const training = await added(
      TRAINING,
      {
        ...trainingOfMine(),
        trainingAttendeeList: [
          attendee({ examScore: 90, examResult: '1' }),
          attendee({ name: '李四', staffType: '3', examScore: 50, examResult: '0' }),
        ],
      },
      cast.admin.token,
    );
    expect(training).toMatchObject({ status: '0', trainingNo: expect.stringMatching(/^PX-\d{8}-\d{4}$/) });
    const rows = await cast.api.get<Row[]>(`${TRAINING}/queryTrainingAttendeeByMainId`, {
      token: cast.admin.token,
      query: { id: String(training.id) },
    });
    expect(rows.body.result.map((r) => [r.name, r.examResult_dictText])).toEqual([
      ['张三', '合格'],
      ['李四', '不合格'],
    ]);
    const listed = (await list(TRAINING, cast.admin.token)).find((r) => r.id === training.id);
    expect(listed).toMatchObject({ actualCount: 2, passCount: 1 });
  });

  it('moves 计划 → 进行中 → 已完成 → 已归档, with the flow log, and is locked once archived', async () => {
    const training = await added(TRAINING, {
      ...trainingOfMine(),
      trainingAttendeeList: [attendee({ examScore: 88 })],
    });
    const op = (name: string, extra: Row = {}) =>
      operate(cast, TRAINING, name, [training.id], cast.admin.token, extra);
    expect((await op('start')).body).toMatchObject({ success: true, message: '开始培训成功' });
    const photos = await photoOf(cast, cast.admin.token);
    expect((await op('complete', { values: { photos, summary: '全员参训' } })).body.success).toBe(true);
    expect((await op('archive')).body.success).toBe(true);
    expect(await readAsAdmin(cast, TRAINING, training.id)).toMatchObject({
      status: '3',
      photos,
      summary: '全员参训',
    });
    const log = await cast.api.get<FlowLogEntry[]>(`${TRAINING}/flowLog`, {
      token: cast.admin.token,
      query: { id: String(training.id) },
    });
    expect(log.body.result.map((e) => [e.operationLabel, e.fromState_dictText, e.toState_dictText])).toEqual([
      ['开始培训', '计划', '进行中'],
      ['完成培训', '进行中', '已完成'],
      ['归档', '已完成', '已归档'],
    ]);
    const edit = await cast.api.put<Row>(
      `${TRAINING}/edit`,
      { ...trainingOfMine({ topic: '改名' }), id: training.id },
      { token: cast.admin.token },
    );
    expect(edit.body).toMatchObject({ success: false, message: expect.stringContaining('已归档') });
  });

  it('refuses a step from a state it does not start from, naming the state', async () => {
    const training = await added(TRAINING, trainingOfMine());
    const photos = await photoOf(cast, cast.admin.token);
    const reply = await operate(cast, TRAINING, 'complete', [training.id], cast.admin.token, {
      values: { photos },
    });
    expect(reply.body).toMatchObject({ success: false, message: '当前状态“计划”不能完成培训' });
    expect((await readAsAdmin(cast, TRAINING, training.id)).status).toBe('0');
  });

  it('needs the site photos to complete, and a reason to cancel', async () => {
    const training = await added(TRAINING, trainingOfMine());
    expect((await operate(cast, TRAINING, 'start', [training.id], cast.owner.token)).body.success).toBe(true);
    const bare = await operate(cast, TRAINING, 'complete', [training.id], cast.owner.token, { values: {} });
    expect(bare.body).toMatchObject({ success: false, message: expect.stringContaining('现场照片') });
    const noReason = await operate(cast, TRAINING, 'cancel', [training.id], cast.owner.token);
    expect(noReason.body.success).toBe(false);
    const cancelled = await operate(cast, TRAINING, 'cancel', [training.id], cast.owner.token, {
      opinion: '讲师临时有事',
    });
    expect(cancelled.body.success).toBe(true);
    expect(await readAsAdmin(cast, TRAINING, training.id)).toMatchObject({
      status: '9',
      cancelReason: '讲师临时有事',
    });
  });
});

describe('the statutory training hours', () => {
  const advice = async (values: Row) =>
    (
      await cast.api.get<AdviceWarning[]>(fillPath(ENGINE_PATHS.advice, { name: 'safetyTraining' }), {
        token: cast.admin.token,
        query: { values: JSON.stringify(values) },
      })
    ).body.result;
  const enterpriseOf = (highRiskSector: string) =>
    added('/nanli/enterprise', { ...enterpriseBody({ highRiskSector }), enterpriseStaffList: [staffRow()] });

  it('are warned about under 学时 when a training has fewer, more in the high-risk sectors', async () => {
    const trade = await enterpriseOf('10');
    const chemicals = await enterpriseOf('03');
    const warning = (rule: string, hours: number) => [
      { field: 'hours', message: TRAINING_HOURS_TEXTS.belowMinimum({ rule, hours }) },
    ];
    expect(await advice({ enterpriseId: trade.id, trainingType: '4', hours: 24 })).toEqual([]);
    expect(await advice({ enterpriseId: trade.id, trainingType: '4', hours: 8 })).toEqual(
      warning('新上岗从业人员岗前安全培训', 24),
    );
    expect(await advice({ enterpriseId: chemicals.id, trainingType: '4', hours: 24 })).toEqual(
      warning('高危行业新上岗从业人员安全培训', 72),
    );
    expect(await advice({ enterpriseId: chemicals.id, trainingType: '1', hours: 16 })).toEqual([]);
    expect(await advice({ enterpriseId: trade.id, trainingType: '2', hours: 4 })).toEqual(
      warning('安全生产管理人员每年再培训', 12),
    );
    // Yearly retraining of workers has a minimum in the high-risk sectors only; a regional session
    // (no enterprise) and topics without a minimum are not warned about.
    expect(await advice({ enterpriseId: trade.id, trainingType: '5', hours: 2 })).toEqual([]);
    expect(await advice({ enterpriseId: chemicals.id, trainingType: '5', hours: 2 })).toEqual(
      warning('高危行业从业人员每年再培训', 20),
    );
    expect(await advice({ trainingType: '1', hours: 2 })).toEqual(warning('主要负责人每年再培训', 12));
    expect(await advice({ enterpriseId: chemicals.id, trainingType: '6', hours: 1 })).toEqual([]);
  });
});

describe('emergency drills', () => {
  it('shows an enterprise user only its own enterprise’s drills, and refuses one for another', async () => {
    const mine = await added(DRILL, drillBody(cast.mine.id));
    const theirs = await added(DRILL, drillBody(cast.theirs.id));
    const seen = (await list(DRILL, cast.owner.token)).map((r) => r.id);
    expect(seen).toContain(mine.id);
    expect(seen).not.toContain(theirs.id);
    expect((await addAs(cast, DRILL, drillBody(cast.theirs.id), cast.owner.token)).body).toMatchObject(
      NO_PERMISSION,
    );
    const own = await addAs(cast, DRILL, drillBody(cast.mine.id), cast.owner.token);
    expect(own.body.success).toBe(true);
    // The engineer sees the drills of the enterprise assigned to them, the other engineer none.
    expect((await list(DRILL, cast.engineer.token)).map((r) => r.id)).toContain(mine.id);
    expect((await list(DRILL, cast.otherEngineer.token)).map((r) => r.id)).not.toContain(mine.id);
  });

  it('answers dictionary texts in the list', async () => {
    const drill = await added(DRILL, drillBody(cast.mine.id, { drillPurpose: '1' }));
    const row = (await list(DRILL, cast.owner.token)).find((r) => r.id === drill.id);
    expect(row).toMatchObject({
      drillNo: expect.stringMatching(/^YL-\d{8}-\d{4}$/),
      status_dictText: '计划',
      enterpriseId_dictText: '本企业化工有限公司',
      planType_dictText: '专项应急预案',
      drillContentType_dictText: '单项演练',
      drillForm_dictText: '实战演练',
      scenarioAccidentType_dictText: '中毒和窒息',
    });
  });

  it('is completed by the enterprise with its process and photos, and evaluated by the engineer', async () => {
    const held = drillBody(cast.mine.id, { drillTime: `${daysFromToday(-1)} 14:00:00` });
    const drill = await added(DRILL, held, cast.owner.token);
    const noPhotos = await operate(cast, DRILL, 'complete', [drill.id], cast.owner.token, {
      values: { process: '按预案完成报警、疏散、堵漏' },
    });
    expect(noPhotos.body).toMatchObject({ success: false, message: expect.stringContaining('现场照片') });
    const done = await operate(cast, DRILL, 'complete', [drill.id], cast.owner.token, {
      values: { process: '按预案完成报警、疏散、堵漏', photos: await photoOf(cast, cast.owner.token) },
    });
    expect(done.body.success).toBe(true);
    const evaluation = {
      values: { evaluationResult: '2', problemsFound: '报警响应偏慢', improvements: '加强值班人员培训' },
    };
    expect(
      (await operate(cast, DRILL, 'evaluate', [drill.id], cast.owner.token, evaluation)).body,
    ).toMatchObject(NO_PERMISSION);
    const partial = await operate(cast, DRILL, 'evaluate', [drill.id], cast.engineer.token, {
      values: { evaluationResult: '2' },
    });
    expect(partial.body.success).toBe(false);
    expect(
      (await operate(cast, DRILL, 'evaluate', [drill.id], cast.engineer.token, evaluation)).body.success,
    ).toBe(true);
    expect(await readAsAdmin(cast, DRILL, drill.id)).toMatchObject({
      status: '2',
      evaluationResult: '2',
      evaluationResult_dictText: '良好',
    });
  });
});

describe('drill compliance of an enterprise', () => {
  const dayBefore = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

  async function drillOn(planType: string, drillTime: string, complete = true): Promise<void> {
    const drill = await added(DRILL, drillBody(cast.theirs.id, { planType, drillTime }));
    if (!complete) return;
    const values = { process: '按预案完成报警、疏散、处置', photos: await photoOf(cast, cast.admin.token) };
    expect(
      (await operate(cast, DRILL, 'complete', [drill.id], cast.admin.token, { values })).body.success,
    ).toBe(true);
  }

  it('counts this year’s comprehensive or specific drills and this half-year’s on-site ones that took place', async () => {
    const year = spanBounds('year');
    const half = spanBounds('halfYear');
    await drillOn('2', `${year.from} 00:00:00`);
    await drillOn('1', `${dayBefore(year.from)} 23:59:59`);
    await drillOn('1', `${half.from} 10:00:00`, false);
    await drillOn('3', `${half.from} 09:30:00`);
    await drillOn('3', `${dayBefore(half.from)} 23:59:59`);
    const enterprise = await readAsAdmin(cast, '/nanli/enterprise', cast.theirs.id);
    expect(enterprise).toMatchObject({ yearDrillCount: 1, halfYearSiteDrillCount: 1 });
    const listed = await cast.api.get<PageResult<Row>>('/nanli/enterprise/list', {
      token: cast.admin.token,
      query: { enterpriseName: String(cast.theirs.enterpriseName) },
    });
    expect(listed.body.result.records[0]).toMatchObject({ yearDrillCount: 1, halfYearSiteDrillCount: 1 });
  });
});

describe('guide inspections', () => {
  it('is planned and led by the administrator, inspected, rectified and closed; the enterprise only views', async () => {
    const body = {
      enterpriseId: cast.mine.id,
      inspectionType: '2',
      leadUnit: '1',
      inspectorExpertIds: cast.engineer.expertId,
      inspectionDate: daysFromToday(1),
    };
    expect((await addAs(cast, INSPECTION, body, cast.owner.token)).body).toMatchObject(NO_PERMISSION);
    const inspection = await added(INSPECTION, body);
    expect(inspection.inspectionNo).toMatch(/^ZD-\d{8}-\d{4}$/);
    const op = (name: string, token: string, extra: Row = {}) =>
      operate(cast, INSPECTION, name, [inspection.id], token, extra);
    expect(
      (await op('complete', cast.engineer.token, { values: { findings: '消防通道堵塞' } })).body.success,
    ).toBe(true);
    const noDeadline = await op('requireRectify', cast.engineer.token, {
      values: { rectifyRequirement: '三日内清理通道' },
    });
    expect(noDeadline.body).toMatchObject({ success: false, message: expect.stringContaining('整改期限') });
    const rectify = await op('requireRectify', cast.engineer.token, {
      values: { rectifyRequirement: '三日内清理通道', rectifyDeadline: daysFromToday(3) },
    });
    expect(rectify.body.success).toBe(true);
    expect((await op('close', cast.engineer.token)).body).toMatchObject(NO_PERMISSION);
    expect((await op('close', cast.admin.token, { opinion: '已复查整改到位' })).body.success).toBe(true);
    const seen = (await list(INSPECTION, cast.owner.token)).find((r) => r.id === inspection.id);
    expect(seen).toMatchObject({
      status: '3',
      status_dictText: '已闭环',
      inspectionType_dictText: '专项检查',
      leadUnit_dictText: '应急管理部门',
    });
  });

  it('counts the hazards it found, which name it as their source, and closes once they are closed', async () => {
    const inspection = await added(INSPECTION, {
      enterpriseId: cast.mine.id,
      inspectionType: '2',
      leadUnit: '1',
      inspectorExpertIds: cast.engineer.expertId,
      inspectionDate: today(),
    });
    const token = cast.engineer.token;
    const fromInspection = (fields: Row) =>
      hazardBody(cast, token, { source: '3', guideInspectionId: inspection.id, ...fields });
    // 指导检查 as the source needs the inspection: the server says so, not only the form.
    const unnamed = await addAs(
      cast,
      '/nanli/hiddenDanger',
      await hazardBody(cast, token, { source: '3' }),
      token,
    );
    expect(unnamed.body).toMatchObject({ success: false, message: expect.stringContaining('来源检查') });
    const major = {
      responsiblePerson: '李四',
      rectifyFund: 50000,
      governancePlan: '设专人监护，十五日内完成',
    };
    const hazards: unknown[] = [];
    for (const fields of [{ hazardLevel: '1' }, { hazardLevel: '2', ...major }]) {
      const reply = await addAs(cast, '/nanli/hiddenDanger', await fromInspection(fields), token);
      expect(reply.body.success, reply.body.message).toBe(true);
      hazards.push(reply.body.result.id);
    }
    const elsewhere = await addAs(
      cast,
      '/nanli/hiddenDanger',
      await fromInspection({ enterpriseId: cast.theirs.id, districtCode: '450103' }),
      cast.admin.token,
    );
    expect(elsewhere.body).toMatchObject({ success: false, message: '来源检查：不属于所选企业' });
    const seen = (await list(INSPECTION, cast.admin.token)).find((r) => r.id === inspection.id);
    expect(seen).toMatchObject({ hazardCount: 2, majorHazardCount: 1 });
    // Hazards name it: it is not deleted from under them.
    const removed = await cast.api.request<Row>('DELETE', `${INSPECTION}/delete`, {
      token: cast.admin.token,
      query: { id: String(inspection.id) },
    });
    expect(removed.body).toMatchObject({
      success: false,
      message: '该记录已被引用，无法删除（被“隐患记录”的“来源检查”引用）',
    });
    // Closed (闭环) only once every hazard it found is closed: here both are revoked.
    const findings = { values: { findings: '现场发现两处隐患' } };
    expect(
      (await operate(cast, INSPECTION, 'complete', [inspection.id], cast.admin.token, findings)).body.success,
    ).toBe(true);
    const close = () => operate(cast, INSPECTION, 'close', [inspection.id], cast.admin.token);
    expect((await close()).body).toMatchObject({ success: false, message: '尚有2项隐患未销号，不能闭环' });
    for (const hazard of hazards)
      expect(
        (await operate(cast, '/nanli/hiddenDanger', 'revoke', [hazard], token, { opinion: '重复登记' })).body
          .success,
      ).toBe(true);
    expect((await close()).body.success).toBe(true);
  });
});
