// Who hears of a major hazard (domain §4.1, line 17: major hazards are notified to the enterprise's
// principal): when one is issued, the enterprise's principal — or, when no principal has an account,
// the enterprise's staff accounts — gets a system message in the bell and through the socket; when a
// major hazard's closure waits for approval, the administrators do. General hazards send nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { NotificationResult } from '../../../src/shared/api-types';
import { API_PATHS } from '../../../src/shared/api-paths';
import { createUser } from '../helpers/fixtures';
import { openSocket, opened } from '../helpers/sockets';
import { enterpriseBody, staffRow } from '../engine/support';
import { addAs, daysFromToday, hazardBody, operate, photoOf, startCast } from './support';
import type { Cast, Row } from './support';

const HAZARD = '/nanli/hiddenDanger';
const MAJOR = {
  hazardLevel: '2',
  description: '液氨储罐区未设置泄漏报警装置',
  responsiblePerson: '李四',
  rectifyFund: 50000,
  governancePlan: '增设泄漏报警与联锁切断装置，专人监护，十五日内完成',
};
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

async function registered(fields: Row = {}, token = cast.engineer.token): Promise<Row> {
  const reply = await addAs(cast, HAZARD, await hazardBody(cast, token, fields), token);
  if (!reply.body.success) throw new Error(reply.body.message);
  return reply.body.result;
}
const op = (name: string, id: unknown, token: string, extra: Row = {}) =>
  operate(cast, HAZARD, name, [id], token, extra);
const bell = async (token: string) =>
  (await cast.api.get<NotificationResult>(API_PATHS.announcementsByUser, { token })).body.result;
const titles = async (token: string) => (await bell(token)).sysMsgList.map((m) => m.titile);

describe('a major hazard issued', () => {
  it("tells the enterprise's principal, in the bell and through the socket", async () => {
    const hazard = await registered(MAJOR);
    const socket = opened(await openSocket(cast.app, `/websocket/${cast.owner.id}`, cast.owner.token));
    expect((await op('issue', hazard.id, cast.engineer.token)).body.success).toBe(true);

    const title = `重大事故隐患整改通知（${String(hazard.hazardNo)}）`;
    const message = (await bell(cast.owner.token)).sysMsgList.find((m) => m.titile === title);
    expect(message).toMatchObject({
      sender: '系统',
      busType: 'hiddenDanger',
      busId: hazard.id,
      openType: 'url',
      openPage: '/safetyinfo/HiddenDangerList',
    });
    expect(message!.msgContent).toBe(
      `<p>本企业化工有限公司：经排查发现重大事故隐患（编号 ${String(hazard.hazardNo)}，部位：二号车间）：` +
        `液氨储罐区未设置泄漏报警装置。请主要负责人立即组织整改，落实整改措施、责任、资金、时限和预案，` +
        `于 ${daysFromToday(7)} 前完成整改。</p>`,
    );
    expect(await socket.next()).toEqual({ cmd: 'user', msgId: message!.id, msgTxt: title });
    socket.close();
    expect(await titles(cast.engineer.token)).not.toContain(title);
  });

  it('says nothing of a general hazard', async () => {
    const before = (await bell(cast.owner.token)).sysMsgTotal;
    const hazard = await registered();
    expect((await op('issue', hazard.id, cast.engineer.token)).body.success).toBe(true);
    expect((await bell(cast.owner.token)).sysMsgTotal).toBe(before);
  });

  it("tells the enterprise's staff accounts when its principal has none", async () => {
    const username = `aq${Date.now().toString(36)}`;
    await createUser(cast.db, { username, password: 'Passw0rd!', roleCodes: ['enterprise'] });
    const token = await cast.api.login(username, 'Passw0rd!');
    const added = await addAs(
      cast,
      '/nanli/enterprise',
      {
        ...enterpriseBody({ enterpriseName: '无账号负责人机械厂' }),
        enterpriseStaffList: [staffRow(), staffRow({ name: '安全员甲', staffType: '2' })],
      },
      cast.admin.token,
    );
    const enterpriseId = String(added.body.result.id);
    await sql`update nanli_enterprise_staff set user_name = ${username}
      where enterprise_id = ${enterpriseId} and staff_type = '2'`.execute(cast.db.withoutPlugins());

    const hazard = await registered({ ...MAJOR, enterpriseId }, cast.admin.token);
    expect((await op('issue', hazard.id, cast.admin.token)).body.success).toBe(true);
    expect(await titles(token)).toEqual([`重大事故隐患整改通知（${String(hazard.hazardNo)}）`]);
  });
});

describe('a major closure waiting for approval', () => {
  it('asks the administrators to approve it, naming the reviewer', async () => {
    const hazard = await registered(MAJOR);
    await op('issue', hazard.id, cast.engineer.token);
    await op('submitRectify', hazard.id, cast.owner.token, {
      values: {
        rectifyMeasure: '已增设泄漏报警装置',
        rectifyFinishTime: `${daysFromToday(0)} 15:00:00`,
        rectifyPhotos: await photoOf(cast, cast.owner.token),
      },
    });
    const review = await op('reviewPassMajor', hazard.id, cast.engineer.token, {
      values: { reviewPhotos: await photoOf(cast, cast.engineer.token) },
    });
    expect(review.body.success).toBe(true);

    const title = `重大事故隐患待批准销号（${String(hazard.hazardNo)}）`;
    const message = (await bell(cast.admin.token)).sysMsgList.find((m) => m.titile === title);
    expect(message?.msgContent).toBe(
      `<p>本企业化工有限公司的重大事故隐患 ${String(hazard.hazardNo)} 已由 ${cast.engineer.username} 复查通过，请审批销号。</p>`,
    );
    expect(await titles(cast.owner.token)).not.toContain(title);
    expect(await titles(cast.engineer.token)).not.toContain(title);
  });
});
