// An on-site investigation is checked in at its enterprise (domain §2.7: within 500 m): a position
// farther away is refused with the distance and leaves the investigation waiting; a position nearby,
// a remote service, a check-in without a position and an enterprise without coordinates pass.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMetres } from '../../../src/server/business/check-in-geofence';
import { addAs, investigationBody, operate, readAsAdmin, startCast } from './support';
import type { Cast, Row } from './support';

const INVESTIGATION = '/nanli/investigation';
const SITE = { longitude: 108.3665, latitude: 22.817 };
/** A thousandth of a degree of latitude is about 111 m. */
const north = (thousandths: number) => ({
  checkInLng: SITE.longitude,
  checkInLat: Number((SITE.latitude + thousandths / 1000).toFixed(6)),
});

let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
  await sql`update nanli_enterprise set longitude = ${SITE.longitude}, latitude = ${SITE.latitude}
    where id = ${String(cast.mine.id)}`.execute(cast.db);
});
afterAll(() => cast.close());

async function added(fields: Row = {}): Promise<string> {
  const reply = await addAs(cast, INVESTIGATION, investigationBody(cast, fields), cast.engineer.token);
  expect(reply.body.success, reply.body.message).toBe(true);
  return String((reply.body.result as Row).id);
}

const checkIn = (id: string, values: Row = {}) =>
  operate(cast, INVESTIGATION, 'checkIn', [id], cast.engineer.token, { values });

describe('checking in an investigation', () => {
  it('measures the great-circle distance', () => {
    expect(Math.round(distanceMetres(SITE, { ...SITE, latitude: SITE.latitude + 0.001 }))).toBe(111);
    expect(distanceMetres(SITE, SITE)).toBe(0);
  });

  it('refuses an on-site check-in farther than 500 m from the enterprise, and changes nothing', async () => {
    const id = await added();
    const far = await checkIn(id, north(5));
    expect(far.body).toMatchObject({
      success: false,
      message: '签到位置距企业约556米，超出500米签到范围，请到企业现场签到',
    });
    expect(await readAsAdmin(cast, INVESTIGATION, id)).toMatchObject({ status: '0', checkInTime: null });
    const near = await checkIn(id, north(4));
    expect(near.body.success, near.body.message).toBe(true);
    expect(await readAsAdmin(cast, INVESTIGATION, id)).toMatchObject({ status: '1', checkInLat: 22.821 });
  });

  it('does not judge a remote service, a check-in without a position, or an enterprise without one', async () => {
    const remote = await checkIn(await added({ serviceMode: '2' }), north(50));
    expect(remote.body.success, remote.body.message).toBe(true);
    const unlocated = await checkIn(await added());
    expect(unlocated.body.success, unlocated.body.message).toBe(true);
    await sql`update nanli_enterprise set longitude = null, latitude = null
      where id = ${String(cast.mine.id)}`.execute(cast.db);
    const siteUnknown = await checkIn(await added(), north(50));
    expect(siteUnknown.body.success, siteUnknown.body.message).toBe(true);
  });
});
