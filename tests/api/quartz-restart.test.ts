// The scheduler stops with the app, and a restart does not replay the firings missed while down.
// Each wait ends when what it waits for has happened (a firing, whole seconds of the clock gone by).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../src/shared/date-format';
import { QUARTZ_PATHS } from '../../src/shared/jobs/jobs-api';
import type { QuartzJob } from '../../src/shared/jobs/jobs-api';
import type { JobHandlers } from '../../src/server/modules/jobs/handlers';
import { openDatabase } from '../../src/server/db/database';
import { jobDb } from '../../src/server/modules/jobs/tables';
import { ApiClient } from './helpers/client';
import { createTestDatabase, startTestApp } from './helpers/test-app';
import type { TestDatabase } from './helpers/test-app';

const fired: string[] = [];
const handlers: JobHandlers = {
  tickJob: {
    description: '记录触发时间',
    run: async ({ fireTime }) => {
      fired.push(fireTime);
    },
  },
};
const BARRIER = { timeout: 10_000, interval: 50 };

let database: TestDatabase | undefined;
afterAll(() => database?.drop());

describe('restart', () => {
  it('runs nothing while down and replays nothing after', async () => {
    database = await createTestDatabase();
    const first = await startTestApp({}, { database, jobHandlers: handlers });
    const api = new ApiClient(first);
    const token = await api.login();
    const added = await api.post<QuartzJob>(
      QUARTZ_PATHS.add,
      { jobClassName: 'tickJob', cronExpression: '* * * * * ?', status: 0 },
      { token },
    );
    expect(added.body.success).toBe(true);
    await vi.waitFor(() => expect(fired.length).toBeGreaterThan(0), BARRIER);
    await first.close();
    const closedMs = Date.now();
    const closedAt = formatDateTime(closedMs);
    const firedBeforeClose = fired.length;
    expect(firedBeforeClose).toBeGreaterThan(0);

    // Down for two whole firing seconds at least (the texts sort as they read): a restart must not
    // replay them.
    const downUntil = formatDateTime(closedMs + 2_000);
    await vi.waitFor(() => expect(formatDateTime() > downUntil).toBe(true), BARRIER);
    expect(fired.length).toBe(firedBeforeClose);
    const second = await startTestApp({}, { database, jobHandlers: handlers });
    const reopenedAt = formatDateTime();
    await vi.waitFor(() => expect(fired.length).toBeGreaterThan(firedBeforeClose), BARRIER);
    // Closed first: a firing under way when the rows were read had run its handler but not yet
    // logged its run (a loaded machine, api-postgres files two at a time). Closing waits for it.
    await second.close();
    const reader = openDatabase(database.config);
    const rows = await jobDb(reader.db)
      .selectFrom('sysQuartzRun')
      .select('fireTime')
      .where('jobId', '=', added.body.result.id)
      .execute();
    await reader.close();

    // Firings resumed after the restart, none of the seconds the app was down.
    expect(fired.length).toBeGreaterThan(firedBeforeClose);
    const missed = rows.map((r) => r.fireTime).filter((t) => t > closedAt && t < reopenedAt);
    expect(missed).toEqual([]);
    expect(rows).toHaveLength(fired.length);
  }, 30_000);
});
