// An appointment is booked for today or later (domain §2.17: 预约日期 ≥ today when created), on
// adding and on rescheduling; an appointment whose day has passed stays editable while its date is
// kept (a rule of today judges a value when it is written, not again when an edit keeps it).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAs, appointmentBody, daysFromToday, operate, readAsAdmin, startCast, today } from './support';
import type { Cast, Row } from './support';

const APPOINTMENT = '/nanli/appointment';
const PAST = { success: false, message: '预约日期：日期不能早于今天' };

let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

const countAppointments = async () =>
  Number((await sql<{ n: number }>`select count(*) as n from nanli_appointment`.execute(cast.db)).rows[0]!.n);

describe('the day of an appointment', () => {
  it('is not booked in the past, and is booked today', async () => {
    const before = await countAppointments();
    const token = cast.engineer.token;
    const yesterday = await addAs(
      cast,
      APPOINTMENT,
      appointmentBody(cast, { appointDate: daysFromToday(-1) }),
      token,
    );
    expect(yesterday.body).toMatchObject(PAST);
    expect(await countAppointments()).toBe(before);
    const added = await addAs(cast, APPOINTMENT, appointmentBody(cast, { appointDate: today() }), token);
    expect(added.body.success, added.body.message).toBe(true);
  });

  it('keeps an appointment whose day has passed editable, but not moved to another past day', async () => {
    const token = cast.admin.token;
    const added = await addAs(cast, APPOINTMENT, appointmentBody(cast), token);
    expect(added.body.success, added.body.message).toBe(true);
    const id = String((added.body.result as Row).id);
    const lastWeek = daysFromToday(-7);
    await sql`update nanli_appointment set appoint_date = ${lastWeek} where id = ${id}`.execute(cast.db);
    const stored = await readAsAdmin(cast, APPOINTMENT, id);
    const edit = (fields: Row) =>
      cast.api.put<Row>(`${APPOINTMENT}/edit`, { ...stored, ...fields }, { token });
    const kept = await edit({ address: '南宁市青秀区民族大道2号' });
    expect(kept.body.success, kept.body.message).toBe(true);
    expect(await readAsAdmin(cast, APPOINTMENT, id)).toMatchObject({
      appointDate: lastWeek,
      address: '南宁市青秀区民族大道2号',
    });
    expect((await edit({ appointDate: daysFromToday(-6) })).body).toMatchObject(PAST);
    const rescheduled = await operate(cast, APPOINTMENT, 'reschedule', [id], token, {
      values: { appointDate: daysFromToday(-2), timeSlot: '2' },
      opinion: '改到前天',
    });
    expect(rescheduled.body).toMatchObject({
      success: false,
      message: expect.stringContaining('日期不能早于今天'),
    });
    expect(await readAsAdmin(cast, APPOINTMENT, id)).toMatchObject({ appointDate: lastWeek });
  });
});
