// A training's 合格率 (domain §2.11): a derived ratio of its 合格人数 over its 参训人数, answered by the
// list and the detail as a percentage with one decimal, and empty for a training nobody attended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { addAs, attendeeRow, readAsAdmin, startCast, trainingBody } from './support';
import type { Cast, Row } from './support';

const TRAINING = '/nanli/safetyTraining';
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

const attendee = (examResult?: string): Row => attendeeRow(cast.mine.id, examResult ? { examResult } : {});

async function trainingWith(attendees: Row[]): Promise<Row> {
  const reply = await addAs(
    cast,
    TRAINING,
    { ...trainingBody(cast.mine.id), trainingAttendeeList: attendees },
    cast.admin.token,
  );
  if (!reply.body.success) throw new Error(reply.body.message);
  return reply.body.result;
}

async function listed(ids: unknown[]): Promise<Row[]> {
  const reply = await cast.api.get<PageResult<Row>>(`${TRAINING}/list`, {
    token: cast.admin.token,
    query: { pageSize: '100' },
  });
  expect(reply.body.success).toBe(true);
  return ids.map((id) => reply.body.result.records.find((r) => r.id === id)!);
}

const counts = (row: Row) => [row.actualCount, row.passCount, row.passRate];

describe("a training's pass rate", () => {
  it('is the share of attendees who passed, one decimal, in the list and the detail', async () => {
    // 7 of 8 passed; 2 of 3 passed, the third not examined (no result, still attended).
    const eight = await trainingWith([...Array.from({ length: 7 }, () => attendee('1')), attendee('0')]);
    const three = await trainingWith([attendee('1'), attendee('1'), attendee()]);
    const [first, second] = await listed([eight.id, three.id]);
    expect(counts(first!)).toEqual([8, 7, 87.5]);
    expect(counts(second!)).toEqual([3, 2, 66.7]);
    expect(counts(await readAsAdmin(cast, TRAINING, eight.id))).toEqual([8, 7, 87.5]);
    expect(counts(await readAsAdmin(cast, TRAINING, three.id))).toEqual([3, 2, 66.7]);
  });

  it('is empty, neither 0 nor NaN, when nobody attended; 0 when nobody passed', async () => {
    const nobody = await trainingWith([]);
    const failed = await trainingWith([attendee('0')]);
    const [none, zero] = await listed([nobody.id, failed.id]);
    expect(counts(none!)).toEqual([0, 0, null]);
    expect(counts(zero!)).toEqual([1, 0, 0]);
    expect(counts(await readAsAdmin(cast, TRAINING, nobody.id))).toEqual([0, 0, null]);
  });

  it('is never written from a request', async () => {
    const training = await trainingWith([attendee('0')]);
    const edit = await cast.api.put<Row>(
      `${TRAINING}/edit`,
      { ...trainingBody(cast.mine.id), id: training.id, passRate: 100 },
      { token: cast.admin.token },
    );
    expect(edit.body.success).toBe(true);
    expect((await readAsAdmin(cast, TRAINING, training.id)).passRate).toBe(0);
  });
});
