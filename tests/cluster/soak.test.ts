// The soak of scripts/bench/soak.ts, short: signed-in sessions of mixed reads and writes (lists,
// details, hazards registered and edited, workflow steps, small exports) against the running
// three-instance cluster answer no error, in bounded time, and leave every instance answering.
import { expect, inject, it } from 'vitest';
import { runSoak } from '../../scripts/bench/soak/run-soak';

const SESSIONS = 20;
/** With the 20 users' preparation (~10 s on a busy machine), under the test's 60 s. */
const DURATION_MS = 30_000;
const WARM_UP_MS = 5_000;
/** Shorter than the full soak's 3 s, for enough writes and steps in 30 s. */
const THINK_MS = 1_000;
/**
 * The full soak's goal is a p99 under 500 ms (docs/perf.md). CI runs this on 2 cores shared with
 * the other test projects, three instances, nginx, PostgreSQL and Redis, where a p99 of a second is
 * ordinary; four times that still fails a request that hangs or queues behind a blocked instance.
 */
const P99_BOUND_MS = 4_000;
/** The kinds of request the mix must have sent for the soak to mean anything. */
const EXPECTED_KINDS = [
  'list.enterprise',
  'list.hazard',
  'save.add',
  'save.edit',
  'transition.issue',
  'upload',
];

it(
  'runs 20 sessions of mixed reads and writes with no error and a bounded p99',
  { timeout: 60_000 },
  async () => {
    const result = await runSoak({
      url: inject('proxyUrl'),
      pids: inject('instancePids'),
      adminPassword: inject('adminPassword'),
      redisUrl: inject('redisUrl'),
      redisPrefix: inject('redisPrefix'),
      sessions: SESSIONS,
      durationMs: DURATION_MS,
      warmUpMs: WARM_UP_MS,
      thinkMs: THINK_MS,
      memoryEveryMs: 2_000,
    });

    expect(result.errorSamples).toEqual([]);
    expect(result.all.requests).toBeGreaterThan(SESSIONS * 5);
    expect(result.all.errors).toBe(0);
    expect(Object.keys(result.kinds)).toEqual(expect.arrayContaining(EXPECTED_KINDS));
    expect(Object.keys(result.kinds).some((kind) => kind.startsWith('export.'))).toBe(true);
    expect(result.all.p99).toBeLessThan(P99_BOUND_MS);
    // Every instance lived through it, by its memory readings and by its answer.
    for (const instance of result.memory) expect(instance.endMb).toBeGreaterThan(0);
    for (const url of inject('instanceUrls')) expect((await fetch(`${url}/readyz`)).status).toBe(200);
  },
);
