// The GPS track of an itinerary on a real server with the real schemas: the engineer uploads points
// to his itinerary while it is on its way, once however often the phone sends them; a planned one, a
// colleague's, a stranger and a bad point are refused and store nothing; the appointment map's
// itinerary layer answers the day's itineraries in scope with their tracks thinned to the limit.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/shared/date-format';
import type { MapItineraryDay, TrackPointInput, TrackUploadResult } from '../../src/shared/itinerary-track';
import { ITINERARY_TRACK_PATHS, TRACK_LIMITS, TRACK_TEXTS } from '../../src/shared/itinerary-track';
import { addAs, operate, startCast, today } from './service-cycle/support';
import type { Cast, Row } from './service-cycle/support';

const ITINERARY = '/nanli/expertItinerary';
let cast: Cast;
const raw = () => cast.db.withoutPlugins();

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast?.close());

/** An itinerary of today for the expert, added by the administrator, taken through the given steps. */
async function itinerary(expertId: string, steps: string[] = ['depart']): Promise<string> {
  const added = await addAs(
    cast,
    ITINERARY,
    {
      expertId,
      itineraryDate: today(),
      enterpriseId: cast.mine.id,
      fromAddress: '公司本部',
      toAddress: '本企业化工有限公司厂区',
      transport: '1',
    },
    cast.admin.token,
  );
  expect(added.body.success, added.body.message).toBe(true);
  const id = String(added.body.result.id);
  for (const step of steps)
    expect((await operate(cast, ITINERARY, step, [id], cast.admin.token)).body.success).toBe(true);
  return id;
}

/** `count` points a minute apart ending a minute ago, moving east from the city centre. */
const points = (count: number, fields: Partial<TrackPointInput> = {}): TrackPointInput[] =>
  Array.from({ length: count }, (_, i) => ({
    longitude: Number((108.3 + i * 0.001).toFixed(6)),
    latitude: 22.8,
    gpsTime: formatDateTime(Date.now() - (count - i) * 60_000),
    speed: 8.5,
    accuracy: 12,
    ...fields,
  }));

const upload = (token: string | undefined, itineraryId: string, sent: unknown[]) =>
  cast.api.post<TrackUploadResult>(ITINERARY_TRACK_PATHS.upload, { itineraryId, points: sent }, { token });

async function stored(itineraryId: string): Promise<Row[]> {
  const { rows } = await sql<Row>`select * from nanli_itinerary_track where itinerary_id = ${itineraryId}
    order by gps_time`.execute(raw());
  return rows;
}

describe('uploading a track', () => {
  it('stores the points of the engineer’s departed itinerary once, however often they are sent', async () => {
    const id = await itinerary(cast.engineer.expertId);
    const sent = points(3);
    const first = await upload(cast.engineer.token, id, sent);
    expect(first.body).toMatchObject({ success: true, result: { saved: 3, repeated: 0 } });
    const again = await upload(cast.engineer.token, id, [...sent, sent[0]]);
    expect(again.body).toMatchObject({
      success: true,
      result: { saved: 0, repeated: 3 },
      message: TRACK_TEXTS.saved(0, 3),
    });
    const rows = await stored(id);
    expect(rows.map((r) => [Number(r.longitude), r.gps_time, r.coord_system, r.create_by])).toEqual(
      sent.map((p) => [p.longitude, p.gpsTime, 'GCJ-02', cast.engineer.username]),
    );
    expect(Number(rows[0]!.speed)).toBe(8.5);
    expect(rows[0]!.tenant_id).not.toBeNull();
    // The itinerary's GPS轨迹 tab: his own points, none for a colleague.
    const tab = async (token: string) =>
      (
        await cast.api.get<{ records: Row[] }>('/nanli/itineraryTrack/list', {
          token,
          query: { itineraryId: id },
        })
      ).body;
    expect((await tab(cast.engineer.token)).result.records.map((r) => r.gpsTime)).toEqual(
      sent.map((p) => p.gpsTime),
    );
    expect((await tab(cast.otherEngineer.token)).result.records).toEqual([]);
    expect((await tab(cast.admin.token)).result.records).toHaveLength(3);
  });

  it('refuses a planned or returned itinerary, a colleague’s, an enterprise user and a stranger', async () => {
    const planned = await itinerary(cast.engineer.expertId, []);
    expect((await upload(cast.engineer.token, planned, points(1))).body).toMatchObject({
      success: false,
      message: TRACK_TEXTS.notTracking('计划'),
    });
    const returned = await itinerary(cast.engineer.expertId, [
      'depart',
      'arrive',
      'startService',
      'leave',
      'returnBack',
    ]);
    expect((await upload(cast.engineer.token, returned, points(1))).body.message).toBe(
      TRACK_TEXTS.notTracking('已返回'),
    );
    const colleagues = await itinerary(cast.otherEngineer.expertId);
    expect((await upload(cast.engineer.token, colleagues, points(1))).body).toMatchObject({
      success: false,
      code: 510,
    });
    expect((await upload(cast.owner.token, colleagues, points(1))).body).toMatchObject({
      success: false,
      code: 510,
    });
    const stranger = await upload(undefined, colleagues, points(1));
    expect(stranger.status).toBe(401);
    expect(await stored(colleagues)).toEqual([]);
    expect(await stored(planned)).toEqual([]);
    // The administrator may record it (for a phone that could not).
    expect((await upload(cast.admin.token, colleagues, points(2))).body.result).toEqual({
      saved: 2,
      repeated: 0,
    });
  });

  it('refuses the whole request for one bad point, with its reason, and stores nothing', async () => {
    const id = await itinerary(cast.engineer.expertId, ['depart', 'arrive']);
    const good = points(3);
    const future = formatDateTime(Date.now() + TRACK_LIMITS.futureToleranceMs + 120_000);
    const cases: [unknown[], string][] = [
      [[...good, { ...good[0], gpsTime: formatDateTime(0), longitude: 2.35 }], TRACK_TEXTS.coordinates(3)],
      [[good[0], { ...good[1], latitude: 60 }], TRACK_TEXTS.coordinates(1)],
      [[good[0], { ...good[1], gpsTime: future }], TRACK_TEXTS.futureTime(1)],
      [[{ ...good[0], gpsTime: '2026-02-30 10:00:00' }], TRACK_TEXTS.gpsTime(0)],
      [[{ ...good[0], speed: -1 }], TRACK_TEXTS.negative(0, '速度')],
      [[{ ...good[0], accuracy: -5 }], TRACK_TEXTS.negative(0, '精度')],
      [[{ ...good[0], longitude: '108.3' }], TRACK_TEXTS.format(0)],
      [[null], TRACK_TEXTS.format(0)],
      [points(TRACK_LIMITS.pointsPerRequest + 1), TRACK_TEXTS.tooManyPoints],
      [[], TRACK_TEXTS.noPoints],
    ];
    for (const [sent, message] of cases) {
      const reply = await upload(cast.engineer.token, id, sent);
      expect([message, reply.body.success, reply.body.message]).toEqual([message, false, message]);
    }
    expect((await upload(cast.engineer.token, '', good)).body.message).toBe(TRACK_TEXTS.itineraryId);
    expect(await stored(id)).toEqual([]);
  });
});

describe('the appointment map’s itineraries', () => {
  let mine: string;
  let colleagues: string;
  let foreign: string;

  beforeAll(async () => {
    mine = await itinerary(cast.engineer.expertId, ['depart', 'arrive']);
    const many = points(TRACK_LIMITS.mapPointsPerItinerary + 57);
    for (let start = 0; start < many.length; start += 100)
      expect((await upload(cast.engineer.token, mine, many.slice(start, start + 100))).body.success).toBe(
        true,
      );
    colleagues = await itinerary(cast.otherEngineer.expertId);
    expect((await upload(cast.otherEngineer.token, colleagues, points(4))).body.success).toBe(true);
    // An itinerary of another tenant with its track, written directly.
    foreign = `foreign${Date.now().toString(36)}`;
    await sql`insert into nanli_expert_itinerary (id, tenant_id, expert_id, itinerary_date, status, from_address,
      to_address) values (${foreign}, 9999, ${cast.engineer.expertId}, ${today()}, '1', 'a', 'b')`.execute(
      raw(),
    );
    await sql`insert into nanli_itinerary_track (id, tenant_id, itinerary_id, longitude, latitude, gps_time)
      values (${`${foreign}t`}, 9999, ${foreign}, 108.3, 22.8, ${formatDateTime()})`.execute(raw());
  });

  const day = async (token: string, date = today()) => {
    const reply = await cast.api.get<MapItineraryDay>(ITINERARY_TRACK_PATHS.mapDay, {
      token,
      query: { date },
    });
    expect(reply.body.success, reply.body.message).toBe(true);
    return reply.body.result;
  };

  it('gives the engineer his own itineraries with the track thinned, first and last kept', async () => {
    const result = await day(cast.engineer.token);
    const ids = result.itineraries.map((i) => i.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(colleagues);
    expect(ids).not.toContain(foreign);
    const drawn = result.itineraries.find((i) => i.id === mine)!;
    const all = await stored(mine);
    const first = all[0]!;
    const last = all.at(-1)!;
    expect(drawn.track).toHaveLength(TRACK_LIMITS.mapPointsPerItinerary);
    expect(drawn.track[0]).toEqual([Number(first.longitude), Number(first.latitude)]);
    expect(drawn.track.at(-1)).toEqual([Number(last.longitude), Number(last.latitude)]);
    expect(drawn).toMatchObject({
      expertName: '赵工',
      toAddress: '本企业化工有限公司厂区',
      status: '2',
      status_dictText: '已到达',
      lastPoint: [Number(last.longitude), Number(last.latitude)],
      lastTime: last.gps_time,
    });
  });

  it('gives the administrator the tenant’s itineraries, none of another tenant or day', async () => {
    const result = await day(cast.admin.token);
    const ids = result.itineraries.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([mine, colleagues]));
    expect(ids).not.toContain(foreign);
    expect(result.itineraries.find((i) => i.id === colleagues)!.track).toHaveLength(4);
    expect((await day(cast.admin.token, '2020-01-01')).itineraries).toEqual([]);
  });

  it('refuses a bad date, and a user without the itinerary list', async () => {
    const bad = await cast.api.get(ITINERARY_TRACK_PATHS.mapDay, {
      token: cast.admin.token,
      query: { date: '2026-02-30' },
    });
    expect(bad.body).toMatchObject({ success: false, message: `请求参数不正确：${TRACK_TEXTS.date}` });
    const owner = await cast.api.get(ITINERARY_TRACK_PATHS.mapDay, { token: cast.owner.token });
    expect(owner.body).toMatchObject({ success: false, code: 510 });
  });
});
