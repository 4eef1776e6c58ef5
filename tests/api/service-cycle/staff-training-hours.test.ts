// 本年度培训学时 of an enterprise's staff: the hours its people signed in for at the platform's trainings
// this calendar year (China time), matched to the employee by enterprise and ID card number — never
// stored, so a staff row sent back with it leaves it as the trainings say. The hand-entered
// 其他培训学时（本年） stays apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spanBounds } from '../../../src/shared/calendar-spans';
import { PNG, storeFile } from '../helpers/uploads';
import { add, enterpriseBody, idCard, staffRow, startEngineServer, userWith } from '../engine/support';
import type { EngineServer } from '../engine/support';
import { today, trainingBody } from './support';
import type { Row } from './support';

const ENTERPRISE = '/nanli/enterprise';
const TRAINING = '/nanli/safetyTraining';
const STAFF_OF = `${ENTERPRISE}/queryEnterpriseStaffByMainId`;

let server: EngineServer;
let mine: Row;
let theirs: Row;
let owner: { token: string; username: string };
const wang = idCard();
const li = idCard();

const staffOf = async (enterprise: Row, token = server.admin) =>
  (await server.api.get<Row[]>(STAFF_OF, { token, query: { id: String(enterprise.id) } })).body.result;

const hoursOf = (staff: Row[]) => staff.map((row) => [row.name, row.trainingHoursYear, row.trainingHours]);

const attendee = (enterprise: Row, idCardNo: string, attendHours: number, signInTime: string | null) => ({
  enterpriseId: enterprise.id,
  name: '王一',
  idCardNo,
  staffType: '2',
  signInMethod: '2',
  signInTime,
  attendHours,
});

/**
 * A training of the enterprise on the day, without an exam, taken through start and complete (photos,
 * as the step asks): from midnight, so that today's may be completed at any hour.
 */
async function heldTraining(enterprise: Row, day: string, attendees: Row[]): Promise<void> {
  const training = await add(server, TRAINING, {
    ...trainingBody(enterprise.id, {
      startTime: `${day} 00:00:00`,
      endTime: `${day} 23:59:59`,
      hasExam: 'N',
    }),
    trainingAttendeeList: attendees,
  });
  const operate = (name: string, extra: Row = {}) =>
    server.api.post<Row>(
      `${TRAINING}/operation/${name}`,
      { ids: [String(training.id)], ...extra },
      { token: server.admin },
    );
  expect((await operate('start')).body.success).toBe(true);
  const photos = await storeFile(server, server.admin, PNG, '现场.png');
  expect((await operate('complete', { values: { photos } })).body.success).toBe(true);
}

beforeAll(async () => {
  server = await startEngineServer();
  owner = await userWith(server, ['enterprise']);
  mine = await add(server, ENTERPRISE, {
    ...enterpriseBody({ enterpriseName: '本企业化工有限公司' }),
    enterpriseStaffList: [
      staffRow({ name: '王一', idCardNo: wang, trainingHours: 6, userName: owner.username }),
      staffRow({ name: '李二', idCardNo: li }),
    ],
  });
  // The same person on the staff of another enterprise: their hours there are not this one's.
  theirs = await add(server, ENTERPRISE, {
    ...enterpriseBody({ enterpriseName: '他人机械有限公司' }),
    enterpriseStaffList: [staffRow({ name: '王一', idCardNo: wang })],
  });
  const { from } = spanBounds('year');
  const lastYearsEnd = `${Number(from.slice(0, 4)) - 1}-12-31`;
  await heldTraining(mine, from, [
    attendee(mine, wang, 1.1, `${from} 08:30:00`),
    // Signed up but never signed in: no hours.
    attendee(mine, li, 8, null),
  ]);
  await heldTraining(mine, today(), [attendee(mine, wang, 2.2, `${today()} 08:50:00`)]);
  await heldTraining(mine, lastYearsEnd, [attendee(mine, wang, 4, `${lastYearsEnd} 23:59:59`)]);
  await heldTraining(theirs, today(), [attendee(theirs, wang, 3, `${today()} 08:40:00`)]);
});
afterAll(() => server.close());

describe("a staff member's training hours of this year", () => {
  it("sums this year's signed-in hours at the enterprise's trainings, 0 for someone without any", async () => {
    expect(hoursOf(await staffOf(mine))).toEqual([
      ['王一', 3.3, 6],
      ['李二', 0, 0],
    ]);
    expect(hoursOf(await staffOf(theirs))).toEqual([['王一', 3, 0]]);
  });

  it('shows the enterprise user the same hours of their own staff', async () => {
    expect(hoursOf(await staffOf(mine, owner.token))).toEqual([
      ['王一', 3.3, 6],
      ['李二', 0, 0],
    ]);
  });

  it('ignores the derived hours in a saved staff row, keeping the hand-entered ones as sent', async () => {
    const [first, second] = await staffOf(mine);
    const edit = await server.api.put<Row>(
      `${ENTERPRISE}/edit`,
      {
        id: mine.id,
        enterpriseStaffList: [
          { ...first, trainingHoursYear: 999, trainingHours: 7.5 },
          { ...second, trainingHoursYear: 'not a number' },
          staffRow({ name: '赵三', trainingHoursYear: 12 }),
        ],
      },
      { token: server.admin },
    );
    expect(edit.body).toMatchObject({ success: true });
    expect(hoursOf(await staffOf(mine))).toEqual([
      ['王一', 3.3, 7.5],
      ['李二', 0, 0],
      ['赵三', 0, 0],
    ]);
  });
});
