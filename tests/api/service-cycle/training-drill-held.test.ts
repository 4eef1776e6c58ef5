// Trainings and drills are recorded as held only once they could have been (domain §2.10–2.11, §4.6):
// a training starts from its planned day on and is completed from its planned start time on, with
// attendees registered and, when it has an exam, every attendee's result; a drill is completed from
// its planned time on, and evaluated only once completed. Times are China time (GMT+8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_MESSAGES } from '../../../src/server/business/messages';
import { formatDateTime } from '../../../src/shared/date-format';
import {
  addAs,
  attendeeRow,
  daysFromToday,
  drillBody,
  operate,
  photoOf,
  readAsAdmin,
  startCast,
  trainingBody,
} from './support';
import type { Cast, Row } from './support';

const TRAINING = '/nanli/safetyTraining';
const DRILL = '/nanli/emergencyDrill';
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

async function added(base: string, body: Row): Promise<Row> {
  const reply = await addAs(cast, base, body, cast.admin.token);
  if (!reply.body.success) throw new Error(reply.body.message);
  return reply.body.result;
}

const attendee = (fields: Row = {}): Row => attendeeRow(cast.mine.id, fields);

const step = (base: string, name: string, record: Row, extra: Row = {}) =>
  operate(cast, base, name, [record.id], cast.admin.token, extra);
const completeTraining = async (training: Row) =>
  step(TRAINING, 'complete', training, { values: { photos: await photoOf(cast, cast.admin.token) } });
/** A China time `minutes` from now, as the server stores it. */
const minutesFromNow = (minutes: number) => formatDateTime(Date.now() + minutes * 60_000);

describe('a safety training', () => {
  it('is not started before its planned day, nor completed before its planned start time', async () => {
    const tomorrow = `${daysFromToday(1)} 09:00:00`;
    const planned = await added(TRAINING, {
      ...trainingBody(cast.mine.id, { startTime: tomorrow, endTime: `${daysFromToday(1)} 17:00:00` }),
      trainingAttendeeList: [attendee({ examScore: 90 })],
    });
    expect((await step(TRAINING, 'start', planned)).body).toMatchObject({
      success: false,
      message: BUSINESS_MESSAGES.trainingNotYetDay(daysFromToday(1)),
    });
    expect((await readAsAdmin(cast, TRAINING, planned.id)).status).toBe('0');

    // Started on its day (sign-in opens), but not completed before it begins.
    const later = minutesFromNow(90);
    const laterToday = await added(TRAINING, {
      ...trainingBody(cast.mine.id, { startTime: later, endTime: minutesFromNow(240), hasExam: 'N' }),
      trainingAttendeeList: [attendee()],
    });
    if (later.slice(0, 10) === daysFromToday(0)) {
      expect((await step(TRAINING, 'start', laterToday)).body.success).toBe(true);
      expect((await completeTraining(laterToday)).body).toMatchObject({
        success: false,
        message: BUSINESS_MESSAGES.trainingNotYetHeld(later),
      });
      expect((await readAsAdmin(cast, TRAINING, laterToday.id)).status).toBe('1');
    }
  });

  it('is not completed with nobody attending', async () => {
    const empty = await added(TRAINING, trainingBody(cast.mine.id, { hasExam: 'N' }));
    expect((await step(TRAINING, 'start', empty)).body.success).toBe(true);
    expect((await completeTraining(empty)).body).toMatchObject({
      success: false,
      message: BUSINESS_MESSAGES.trainingWithoutAttendees,
    });
    expect((await readAsAdmin(cast, TRAINING, empty.id)).status).toBe('1');
  });

  it('with an exam, is completed only once every attendee has a result (缺考 and 免考 count)', async () => {
    const examined = await added(TRAINING, {
      ...trainingBody(cast.mine.id, { hasExam: 'Y' }),
      trainingAttendeeList: [
        attendee({ examScore: 85 }),
        attendee({ name: '李四' }),
        attendee({ name: '王五' }),
      ],
    });
    expect((await step(TRAINING, 'start', examined)).body.success).toBe(true);
    expect((await completeTraining(examined)).body).toMatchObject({
      success: false,
      message: BUSINESS_MESSAGES.trainingExamMissing(2),
    });
    const rows = (
      await cast.api.get<Row[]>(`${TRAINING}/queryTrainingAttendeeByMainId`, {
        token: cast.admin.token,
        query: { id: String(examined.id) },
      })
    ).body.result;
    const resultOf: Record<string, Row> = { 李四: { examResult: '2' }, 王五: { examResult: '3' } };
    const edited = await cast.api.put<Row>(
      `${TRAINING}/edit`,
      {
        ...trainingBody(cast.mine.id, { hasExam: 'Y' }),
        id: examined.id,
        trainingAttendeeList: rows.map((row) => ({ ...row, ...resultOf[String(row.name)] })),
      },
      { token: cast.admin.token },
    );
    expect(edited.body.success, edited.body.message).toBe(true);
    expect((await completeTraining(examined)).body.success).toBe(true);
    expect((await readAsAdmin(cast, TRAINING, examined.id)).status).toBe('2');
  });

  it('without an exam, is completed with its attendees once it has begun', async () => {
    const training = await added(TRAINING, {
      ...trainingBody(cast.mine.id, { hasExam: 'N' }),
      trainingAttendeeList: [attendee()],
    });
    expect((await step(TRAINING, 'start', training)).body.success).toBe(true);
    expect((await completeTraining(training)).body.success).toBe(true);
  });
});

describe('an emergency drill', () => {
  const process = async () => ({
    values: { process: '按预案完成报警、疏散、堵漏', photos: await photoOf(cast, cast.admin.token) },
  });

  it('is not completed before its planned time, nor evaluated before it is completed', async () => {
    const planned = `${daysFromToday(21)} 14:00:00`;
    const drill = await added(DRILL, drillBody(cast.mine.id, { drillTime: planned }));
    expect((await step(DRILL, 'complete', drill, await process())).body).toMatchObject({
      success: false,
      message: BUSINESS_MESSAGES.drillNotYetHeld(planned),
    });
    const evaluation = {
      values: { evaluationResult: '1', problemsFound: '无', improvements: '无' },
    };
    expect((await step(DRILL, 'evaluate', drill, evaluation)).body).toMatchObject({ success: false });
    expect((await readAsAdmin(cast, DRILL, drill.id)).status).toBe('0');
  });

  it('is completed and evaluated once its time has come', async () => {
    const drill = await added(DRILL, drillBody(cast.mine.id, { drillTime: minutesFromNow(-30) }));
    expect((await step(DRILL, 'complete', drill, await process())).body.success).toBe(true);
    const evaluation = {
      values: { evaluationResult: '1', problemsFound: '无', improvements: '无' },
    };
    expect((await step(DRILL, 'evaluate', drill, evaluation)).body.success).toBe(true);
  });
});
