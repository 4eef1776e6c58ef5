// The check items of a guide inspection (domain §2.12): an inspection added for an enterprise starts
// with the enabled checklist of the enterprise's sector (fillFrom, as an investigation's), in the
// library's order and within the tenant; its results are recorded by editing the inspection while it
// is planned, completed or under rectification, and no longer once it is closed (locked); who reads
// and writes them follows the inspection's data rules.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, operate, readAsAdmin, startCast } from './support';
import type { Cast, Row } from './support';
import { checkTemplateBody, enterpriseBody } from '../engine/support';

const INSPECTION = '/nanli/guideInspection';
const NO_PERMISSION = { success: false, code: 510 };
const LOCKED = '该记录状态为“已闭环”，不能修改或删除';
/** The cast's enterprises are of sector 01 (煤矿, enterpriseBody's default). */
const SECTOR = '01';
let cast: Cast;

async function posted(path: string, body: Row, token = cast.admin.token): Promise<Row> {
  const reply = await cast.api.post<Row>(path, body, { token });
  if (!reply.body.success) throw new Error(`${path}: ${reply.body.message}`);
  return reply.body.result;
}

async function itemsOf(inspectionId: unknown, token = cast.admin.token): Promise<Row[]> {
  const reply = await cast.api.get<Row[]>(`${INSPECTION}/queryGuideInspectionItemByMainId`, {
    token,
    query: { id: String(inspectionId) },
  });
  expect(reply.body.success).toBe(true);
  return reply.body.result;
}

const inspectionOf = (enterprise: Row): Row => ({
  enterpriseId: enterprise.id,
  inspectionType: '2',
  leadUnit: '1',
  inspectorExpertIds: cast.engineer.expertId,
  inspectionDate: daysFromToday(1),
});

/** Edits the inspection as the person, its items' results changed by content. */
async function recordResults(
  inspectionId: unknown,
  changes: Record<string, [string, string | null]>,
  token: string,
) {
  const record = await readAsAdmin(cast, INSPECTION, inspectionId);
  const items = (await itemsOf(inspectionId)).map((item) => {
    const [checkResult, remark] = changes[String(item.checkContent)] ?? [item.checkResult, item.remark];
    return { ...item, checkResult, remark };
  });
  return cast.api.post<Row>(`${INSPECTION}/edit`, { ...record, guideInspectionItemList: items }, { token });
}

const results = (rows: Row[]) => rows.map((r) => [r.checkContent, r.checkResult, r.remark ?? null]);

beforeAll(async () => {
  cast = await startCast();
  const riskType = await posted('/nanli/riskType/add', { code: '0216', name: '矿山专项', status: '1' });
  const template = (sector: string, checkContent: string, sortNo: number, status = '1') =>
    posted('/nanli/checkTemplate/add', checkTemplateBody(riskType.id, sector, checkContent, sortNo, status));
  // Added out of order: the rows follow sortNo.
  await template(SECTOR, '瓦斯检查制度是否落实', 2);
  await template(SECTOR, '矿井通风系统是否合理', 1);
  await template(SECTOR, '已停用的检查项', 3, '0');
  await template('03', '危险化学品是否分类分库储存', 1);
  // Another tenant's checklist of the same sector is not this tenant's.
  await sql`insert into nanli_check_template (id, tenant_id, high_risk_sector, check_content, sort_no, status)
    values ('other-tenant-template', 7, ${SECTOR}, '其他租户的检查项', 0, '1')`.execute(
    cast.db.withoutPlugins(),
  );
});
afterAll(() => cast.close());

describe('the check items of a guide inspection', () => {
  it("start as the enabled checklist of the enterprise's sector", async () => {
    const inspection = await posted(`${INSPECTION}/add`, inspectionOf(cast.mine));
    const rows = await itemsOf(inspection.id);
    expect(rows.map((r) => r.checkContent)).toEqual(['矿井通风系统是否合理', '瓦斯检查制度是否落实']);
    expect(rows[0]).toMatchObject({
      guideInspectionId: inspection.id,
      checkBasis: '依据：矿井通风系统是否合理',
      checkResult: '1',
      checkResult_dictText: '符合',
      riskTypeId_dictText: '矿山专项',
      orderNum: 1,
    });
  });

  it('are recorded while the inspection is carried out and rectified, and locked once it is closed', async () => {
    const inspection = await posted(`${INSPECTION}/add`, inspectionOf(cast.mine));
    const token = cast.engineer.token;
    const record = (changes: Record<string, [string, string | null]>) =>
      recordResults(inspection.id, changes, token);
    expect((await record({ 瓦斯检查制度是否落实: ['0', '瓦斯检查记录缺失'] })).body.success).toBe(true);
    const step = (name: string, extra: Row, by = token) =>
      operate(cast, INSPECTION, name, [inspection.id], by, extra);
    expect((await step('complete', { values: { findings: '瓦斯检查记录缺失' } })).body.success).toBe(true);
    expect((await record({ 矿井通风系统是否合理: ['2', '井下无此作业'] })).body.success).toBe(true);
    const rectify = { rectifyRequirement: '补齐瓦斯检查记录', rectifyDeadline: daysFromToday(7) };
    expect((await step('requireRectify', { values: rectify })).body.success).toBe(true);
    expect((await record({ 矿井通风系统是否合理: ['1', null] })).body.success).toBe(true);
    const recorded = [
      ['矿井通风系统是否合理', '1', null],
      ['瓦斯检查制度是否落实', '0', '瓦斯检查记录缺失'],
    ];
    expect(results(await itemsOf(inspection.id))).toEqual(recorded);

    expect((await step('close', { opinion: '已整改' }, cast.admin.token)).body.success).toBe(true);
    for (const [who, by] of [
      ['engineer', token],
      ['administrator', cast.admin.token],
    ] as const) {
      const refused = await recordResults(inspection.id, { 瓦斯检查制度是否落实: ['1', null] }, by);
      expect(refused.body, who).toMatchObject({ success: false, message: LOCKED });
    }
    expect(results(await itemsOf(inspection.id))).toEqual(recorded);
  });

  it("are read and written within the inspection's data rules", async () => {
    const inspection = await posted(`${INSPECTION}/add`, inspectionOf(cast.mine));
    const elsewhere = await posted(`${INSPECTION}/add`, inspectionOf(cast.theirs));
    // The enterprise's own user reads them, but does not record results.
    expect(await itemsOf(inspection.id, cast.owner.token)).toHaveLength(2);
    const byOwner = await recordResults(
      inspection.id,
      { 矿井通风系统是否合理: ['0', '企业自评'] },
      cast.owner.token,
    );
    expect(byOwner.body).toMatchObject({ ...NO_PERMISSION, message: '没有权限，请联系管理员授权' });
    // An engineer not assigned to the enterprise sees nothing of it and may not write.
    expect(await itemsOf(inspection.id, cast.otherEngineer.token)).toEqual([]);
    const byOther = await recordResults(
      inspection.id,
      { 矿井通风系统是否合理: ['0', '他人填写'] },
      cast.otherEngineer.token,
    );
    expect(byOther.body).toMatchObject(NO_PERMISSION);
    // Nor does the assigned engineer for an enterprise that is not theirs.
    expect(await itemsOf(elsewhere.id, cast.engineer.token)).toEqual([]);
    const byEngineer = await recordResults(
      elsewhere.id,
      { 矿井通风系统是否合理: ['0', '越权'] },
      cast.engineer.token,
    );
    expect(byEngineer.body).toMatchObject(NO_PERMISSION);
    for (const id of [inspection.id, elsewhere.id])
      expect((await itemsOf(id)).every((r) => r.checkResult === '1' && !r.remark)).toBe(true);
    // An item of another inspection is not moved over by naming it in an edit.
    const [foreign] = await itemsOf(elsewhere.id);
    const record = await readAsAdmin(cast, INSPECTION, inspection.id);
    const moved = await cast.api.post<Row>(
      `${INSPECTION}/edit`,
      { ...record, guideInspectionItemList: [{ ...foreign, checkResult: '0' }] },
      { token: cast.admin.token },
    );
    expect(moved.body).toMatchObject({ success: false, message: '检查项中有不属于当前记录的数据，无法保存' });
  });
});

describe('a guide inspection without the library', () => {
  it('starts with no items for a sector without templates, and keeps the rows it is given', async () => {
    const fireworks = await posted('/nanli/enterprise/add', enterpriseBody({ highRiskSector: '04' }));
    expect(await itemsOf((await posted(`${INSPECTION}/add`, inspectionOf(fireworks))).id)).toEqual([]);
    const given = await posted(`${INSPECTION}/add`, {
      ...inspectionOf(cast.mine),
      guideInspectionItemList: [{ checkContent: '自定检查项', checkResult: '0' }],
    });
    expect(results(await itemsOf(given.id))).toEqual([['自定检查项', '0', null]]);
  });
});
