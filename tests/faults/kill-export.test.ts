// An instance killed with SIGKILL while it writes a background export: after a restart the user who
// asks for the job is told it was interrupted (not that it never existed, not that it still runs),
// no file of it can be downloaded or is left in the exports directory, and a new export works. With
// Redis the job's state outlives the process: it is told once that state has not been refreshed for
// EXPORT_JOB_STALE_MS.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORTS_DIR } from '../../src/server/excel/file-store';
import { EXPORT_JOB_TEXTS } from '../../src/server/excel/messages';
import { ENGINE_PATHS } from '../../src/shared/engine-api';
import type { ExportJob } from '../../src/shared/engine-api';
import { fillPath } from '../../src/shared/api-paths';
import { instanceDatabases, startInstance, waitUntil } from './support/instance';
import type { Instance } from './support/instance';
import { POSITIONS_API, importForm, listedPositions, positionsFile } from './support/positions';

const ROWS = 60_000;
/** Lists of more rows export in the background. */
const EXPORT_ROW_CAP = 100;

/** The user learns of the interruption this soon after the kill, restart included (it took 3 minutes with Redis). */
const TOLD_WITHIN_MS = 90_000;

const jobPath = (id: string) => fillPath(ENGINE_PATHS.exportJob, { id });
const filePath = (id: string) => fillPath(ENGINE_PATHS.exportJobFile, { id });

const redisUrl = process.env.TEST_REDIS_URL;
const setups = [
  ...instanceDatabases().map((database) => ({ name: database, database, redis: false })),
  ...(redisUrl && instanceDatabases().includes('postgres')
    ? [{ name: 'postgres with Redis', database: 'postgres' as const, redis: true }]
    : []),
];

describe.each(setups)('an export killed mid-way on $name', ({ database, redis }) => {
  let instance: Instance;
  let prefix: string;
  beforeAll(async () => {
    const shared: Record<string, string> = redis
      ? { REDIS_URL: redisUrl!, REDIS_PREFIX: `anze-fault-${Date.now()}:` }
      : {};
    instance = await startInstance({
      database,
      env: { EXPORT_ROW_CAP: String(EXPORT_ROW_CAP), ...shared },
    });
    prefix = `EXP${Date.now().toString(36).toUpperCase()}`;
    const token = await instance.signIn();
    const imported = await instance.call('POST', `${POSITIONS_API}/importExcel`, {
      token,
      form: importForm(await positionsFile(prefix, ROWS)),
    });
    if (!imported.success) throw new Error(`the positions were not imported: ${imported.message}`);
  });
  afterAll(() => instance?.remove());

  const startExport = async (token: string) => {
    const started = await instance.call<ExportJob>(
      'GET',
      `${POSITIONS_API}/exportXls?code=${encodeURIComponent(`${prefix}-*`)}`,
      { token },
    );
    expect(started).toMatchObject({ success: true, result: { status: 'running', total: ROWS } });
    return started.result;
  };
  const progress = async (token: string, id: string) => {
    const reply = await instance.call<ExportJob>('GET', jobPath(id), { token });
    if (!reply.success) throw new Error(`progress refused: ${reply.message}`);
    return reply.result;
  };

  it('tells its user it was interrupted, leaves no file, and a new export works', async () => {
    let token = await instance.signIn();
    expect(await listedPositions(instance, token, prefix)).toBe(ROWS);
    const job = await startExport(token);

    // Killed once the job reports rows written but not all of them (evidence it is mid-way).
    let seen = job;
    await waitUntil('the export writing', async () => {
      seen = await progress(token, job.id);
      return seen.written > 0;
    });
    expect(seen).toMatchObject({ status: 'running' });
    expect(seen.written).toBeLessThan(ROWS);
    await instance.kill();

    const killedAt = Date.now();
    await instance.restart();
    token = await instance.signIn();
    // In Redis the job still says running until its state is stale; in the process's memory it died with it.
    let told = await progress(token, job.id);
    if (redis)
      await waitUntil(
        'the interruption told',
        async () => (told = await progress(token, job.id)).status !== 'running',
        TOLD_WITHIN_MS,
      );
    expect(told).toMatchObject({ id: job.id, status: 'failed', message: EXPORT_JOB_TEXTS.interrupted });
    expect(Date.now() - killedAt).toBeLessThan(TOLD_WITHIN_MS);
    const download = await instance.fetch(filePath(job.id), { headers: { 'X-Access-Token': token } });
    expect(download.headers.get('content-type')).toMatch(/json/);
    expect(((await download.json()) as { success: boolean }).success).toBe(false);
    const exportsDir = path.join(instance.dataDir, EXPORTS_DIR);
    const leftovers = existsSync(exportsDir) ? readdirSync(exportsDir) : [];
    expect(leftovers.filter((name) => name.includes('.xlsx'))).toEqual([]);

    const again = await startExport(token);
    let done = again;
    await waitUntil('the new export', async () => {
      done = await progress(token, again.id);
      return done.status !== 'running';
    });
    expect(done).toMatchObject({ status: 'done', written: ROWS });
    const file = await instance.fetch(filePath(again.id), { headers: { 'X-Access-Token': token } });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
