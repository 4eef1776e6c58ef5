// The hidden-danger life cycle (domain §4.1) as each role meets it: engineers register, issue and
// review; enterprise users rectify and ask for extensions; administrators approve major closures;
// every step only from its states, by its roles, with its fields, and in the flow log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_TEXTS } from '../../../src/shared/engine-operations';
import type { FlowLogEntry } from '../../../src/shared/engine-operations';
import type { PageResult } from '../../../src/shared/api-types';
import { addAs, daysFromToday, hazardBody, operate, photoOf, readAsAdmin, startCast } from './support';
import type { Cast, Row } from './support';

const HAZARD = '/nanli/hiddenDanger';
const NO_PERMISSION = { success: false, code: 510 };
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

async function registered(fields: Row = {}): Promise<Row> {
  const reply = await addAs(
    cast,
    HAZARD,
    await hazardBody(cast, cast.engineer.token, fields),
    cast.engineer.token,
  );
  if (!reply.body.success) throw new Error(reply.body.message);
  return reply.body.result;
}
const op = (name: string, id: unknown, token: string, extra: Row = {}) =>
  operate(cast, HAZARD, name, [id], token, extra);
const stateOf = async (id: unknown) => (await readAsAdmin(cast, HAZARD, id)).status;

async function rectified(fields: Row = {}): Promise<Row> {
  const hazard = await registered(fields);
  expect((await op('issue', hazard.id, cast.engineer.token)).body.success).toBe(true);
  const submitted = await op('submitRectify', hazard.id, cast.owner.token, {
    values: {
      rectifyMeasure: '已关闭箱门并加锁',
      rectifyFinishTime: `${daysFromToday(0)} 15:00:00`,
      rectifyPhotos: await photoOf(cast, cast.owner.token),
    },
  });
  expect(submitted.body).toMatchObject({ success: true, message: '提交整改成功' });
  return hazard;
}

describe('registration and issue', () => {
  it('starts a hazard 待下发, and only engineers and administrators issue it', async () => {
    const hazard = await registered();
    expect(hazard.status).toBe('10');
    expect((await op('issue', hazard.id, cast.owner.token)).body).toMatchObject(NO_PERMISSION);
    expect((await op('issue', hazard.id, cast.engineer.token)).body).toMatchObject({
      success: true,
      message: '下发成功',
    });
    expect(await stateOf(hazard.id)).toBe('20');
  });

  it('refuses a step from a state it does not start from, naming the state', async () => {
    const hazard = await registered();
    expect(
      (
        await op('submitRectify', hazard.id, cast.owner.token, {
          values: {
            rectifyMeasure: 'x',
            rectifyFinishTime: `${daysFromToday(0)} 10:00:00`,
            rectifyPhotos: '',
          },
        })
      ).body,
    ).toMatchObject({ success: false, message: '当前状态“待下发”不能提交整改' });
  });

  it('ties a hazard to an investigation of its own enterprise only', async () => {
    const other = await addAs(
      cast,
      '/nanli/investigation',
      {
        enterpriseId: cast.theirs.id,
        leaderExpertId: cast.engineer.expertId,
        serviceItem: '04',
        serviceMode: '1',
        checkType: '1',
      },
      cast.admin.token,
    );
    const body = await hazardBody(cast, cast.admin.token, { investigationId: other.body.result.id });
    const reply = await addAs(cast, HAZARD, body, cast.admin.token);
    expect(reply.body).toMatchObject({ success: false, message: '来源排查：不属于所选企业' });
  });
});

describe('rectification and review', () => {
  it('closes a general hazard on a passed review, with the reviewer and the flow log', async () => {
    const hazard = await rectified();
    expect((await op('reviewPass', hazard.id, cast.owner.token)).body).toMatchObject(NO_PERMISSION);
    const passed = await op('reviewPass', hazard.id, cast.engineer.token, { opinion: '整改到位' });
    expect(passed.body.success).toBe(true);
    const closed = await readAsAdmin(cast, HAZARD, hazard.id);
    expect(closed).toMatchObject({
      status: '60',
      reviewResult: '1',
      reviewOpinion: '整改到位',
      reviewerName: cast.engineer.username,
    });
    expect(closed).not.toHaveProperty('reviewerId');
    expect(String(closed.closeTime)).toMatch(/^\d{4}-/);
    const log = await cast.api.get<FlowLogEntry[]>(`${HAZARD}/flowLog`, {
      token: cast.owner.token,
      query: { id: String(hazard.id) },
    });
    expect(log.body.result.map((e) => [e.operationLabel, e.fromState_dictText, e.toState_dictText])).toEqual([
      ['下发', '待下发', '待整改'],
      ['提交整改', '待整改', '待复查'],
      ['复查通过', '待复查', '已销号'],
    ]);
    // Closed, it is the record of what was found and done: neither edited nor deleted, even by the administrator.
    const locked = { success: false, message: OPERATION_TEXTS.locked('已销号') };
    expect(
      (
        await cast.api.put(
          `${HAZARD}/edit`,
          { ...closed, location: '改过的位置' },
          { token: cast.admin.token },
        )
      ).body,
    ).toMatchObject(locked);
    expect(
      (
        await cast.api.request('DELETE', `${HAZARD}/delete`, {
          token: cast.admin.token,
          query: { id: String(hazard.id) },
        })
      ).body,
    ).toMatchObject(locked);
    expect(await readAsAdmin(cast, HAZARD, hazard.id)).toMatchObject({ location: closed.location });
  });

  it('sends a failed review back to the enterprise, who rectifies again', async () => {
    const hazard = await rectified();
    expect((await op('reviewFail', hazard.id, cast.engineer.token)).body).toMatchObject({
      success: false,
      message: '请填写意见',
    });
    expect(
      (await op('reviewFail', hazard.id, cast.engineer.token, { opinion: '线路仍裸露' })).body.success,
    ).toBe(true);
    expect(await stateOf(hazard.id)).toBe('50');
    expect((await op('startRectify', hazard.id, cast.owner.token)).body.success).toBe(true);
    expect(await stateOf(hazard.id)).toBe('30');
  });

  it('never lets the one who submitted the rectification review it', async () => {
    const hazard = await registered();
    await op('issue', hazard.id, cast.admin.token);
    await op('submitRectify', hazard.id, cast.admin.token, {
      values: {
        rectifyMeasure: '管理员代为提交',
        rectifyFinishTime: `${daysFromToday(0)} 16:00:00`,
        rectifyPhotos: await photoOf(cast, cast.admin.token),
      },
    });
    expect((await op('reviewPass', hazard.id, cast.admin.token)).body).toMatchObject({
      success: false,
      message: '复查人不能是提交整改的人',
    });
    expect(await stateOf(hazard.id)).toBe('40');
  });

  it('closes a major hazard in two steps: the engineer’s review with photos, then an administrator', async () => {
    // A major hazard is registered with its responsible person, funds and plan (五落实).
    const bare = await addAs(
      cast,
      HAZARD,
      await hazardBody(cast, cast.engineer.token, { hazardLevel: '2' }),
      cast.engineer.token,
    );
    expect(bare.body).toMatchObject({ success: false, message: '整改责任人：请输入整改责任人' });
    const hazard = await rectified({
      hazardLevel: '2',
      responsiblePerson: '李四',
      rectifyFund: 20000,
      governancePlan: '更换防爆电气设备，设专人监护，十五日内完成',
    });
    expect((await op('reviewPass', hazard.id, cast.engineer.token)).body).toMatchObject({
      success: false,
      message: '该记录不适用“复查通过”',
    });
    expect((await op('reviewPassMajor', hazard.id, cast.engineer.token)).body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^复查照片：/),
    });
    const review = await op('reviewPassMajor', hazard.id, cast.engineer.token, {
      values: { reviewPhotos: await photoOf(cast, cast.engineer.token) },
    });
    expect(review.body.success).toBe(true);
    expect(await stateOf(hazard.id)).toBe('45');
    expect((await op('approveClose', hazard.id, cast.engineer.token)).body).toMatchObject(NO_PERMISSION);
    expect((await op('approveClose', hazard.id, cast.admin.token)).body.success).toBe(true);
    expect(await stateOf(hazard.id)).toBe('60');
  });

  it('moves the deadline when an extension is approved', async () => {
    const hazard = await registered();
    await op('issue', hazard.id, cast.engineer.token);
    const asked = await op('requestExtension', hazard.id, cast.owner.token, {
      values: { extensionDeadline: daysFromToday(30) },
      opinion: '需采购配件',
    });
    expect(asked.body.success).toBe(true);
    expect((await op('approveExtension', hazard.id, cast.engineer.token)).body.success).toBe(true);
    expect(await readAsAdmin(cast, HAZARD, hazard.id)).toMatchObject({
      status: '30',
      rectifyDeadline: daysFromToday(30),
    });
  });
});

describe('dates the server checks', () => {
  it('refuses a discovery in the future, a rectification before the discovery, an extension not later', async () => {
    const tomorrow = await addAs(
      cast,
      HAZARD,
      await hazardBody(cast, cast.engineer.token, { discoverTime: `${daysFromToday(1)} 09:00:00` }),
      cast.engineer.token,
    );
    expect(tomorrow.body).toMatchObject({ success: false, message: '发现时间：日期不能晚于今天' });

    const hazard = await registered({ discoverTime: `${daysFromToday(-2)} 09:00:00` });
    await op('issue', hazard.id, cast.engineer.token);
    const rectification = async (rectifyFinishTime: string) =>
      (
        await op('submitRectify', hazard.id, cast.owner.token, {
          values: {
            rectifyMeasure: '已关闭箱门并加锁',
            rectifyFinishTime,
            rectifyPhotos: await photoOf(cast, cast.owner.token),
          },
        })
      ).body;
    expect(await rectification(`${daysFromToday(-3)} 15:00:00`)).toMatchObject({
      success: false,
      message: '整改完成时间：整改完成时间不能早于发现时间',
    });
    expect(await rectification(`${daysFromToday(1)} 15:00:00`)).toMatchObject({
      success: false,
      message: '整改完成时间：日期不能晚于今天',
    });
    expect(await stateOf(hazard.id)).toBe('20');

    const extension = async (extensionDeadline: string) =>
      (
        await op('requestExtension', hazard.id, cast.owner.token, {
          values: { extensionDeadline },
          opinion: '需采购配件',
        })
      ).body;
    // Registered with a deadline in 7 days (hazardBody): the extension must end after it.
    expect(await extension(daysFromToday(7))).toMatchObject({
      success: false,
      message: '延期期限应晚于原整改期限',
    });
    expect(await stateOf(hazard.id)).toBe('20');
    expect((await extension(daysFromToday(8))).success).toBe(true);
    // Approved, the deadline is the extension's date: later steps and edits are not refused for it.
    expect((await op('approveExtension', hazard.id, cast.engineer.token)).body.success).toBe(true);
    expect(await rectification(`${daysFromToday(0)} 08:00:00`)).toMatchObject({ success: true });
  });
});

describe('who sees which hazards', () => {
  it('shows the enterprise user their enterprise, the engineer their assigned ones, another engineer none', async () => {
    const hazard = await registered();
    await addAs(
      cast,
      HAZARD,
      await hazardBody(cast, cast.admin.token, { enterpriseId: cast.theirs.id }),
      cast.admin.token,
    );
    const ids = async (token: string) =>
      (
        await cast.api.get<PageResult<Row>>(`${HAZARD}/list`, { token, query: { pageSize: '100' } })
      ).body.result.records.map((r) => r.enterpriseId);
    expect(new Set(await ids(cast.owner.token))).toEqual(new Set([cast.mine.id]));
    expect(new Set(await ids(cast.engineer.token))).toEqual(new Set([cast.mine.id]));
    expect(await ids(cast.otherEngineer.token)).toEqual([]);
    expect((await op('issue', hazard.id, cast.otherEngineer.token)).body).toMatchObject({
      success: false,
      message: '无权操作该数据',
    });
  });
});

describe('发现人', () => {
  it('is stored as the account and shown by its real name, in the record and the list', async () => {
    await cast.db
      .updateTable('sysUser')
      .set({ realname: '赵工程师' })
      .where('username', '=', cast.engineer.username)
      .execute();
    const hazard = await registered();
    const record = await readAsAdmin(cast, HAZARD, hazard.id);
    expect([record.discoverer, record.discoverer_dictText]).toEqual([cast.engineer.username, '赵工程师']);
    const listed = await cast.api.get<PageResult<Row>>(`${HAZARD}/list`, {
      token: cast.owner.token,
      query: { pageSize: '100' },
    });
    const row = listed.body.result.records.find((r) => r.id === hazard.id);
    expect(row?.discoverer_dictText).toBe('赵工程师');
  });
});
