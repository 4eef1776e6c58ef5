// A full disk for uploads and exports (issue 12, "Faults"): the server's upload and exports
// directories are small tmpfs mounts of their own. An upload bigger than the free space and a
// background export that cannot be written both answer a clear message, leave no file behind, and
// the same server process serves again once there is room.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORTS_DIR } from '../../src/server/excel/file-store';
import type { ExportJob } from '../../src/shared/engine-api';
import { ENGINE_PATHS } from '../../src/shared/engine-api';
import { OUTAGE_TEXTS } from '../../src/shared/outages';
import { UPLOAD_PATHS } from '../../src/shared/uploads';
import { call, fetchWithToken } from '../cluster/client';
import { adminSession, loggedWarnings, startServiceServer } from './support/services-server';
import type { ServiceServer } from './support/services-server';
import { mountSmallDisk, smallDiskMissing, waitFor } from './support/services';
import type { SmallDisk } from './support/services';

const missing = smallDiskMissing();
if (missing) console.log(`services-disk: skipped, ${missing}`);

const DISK_SIZE = '2m';
/** More than the whole small disk, less than the upload limit (10 MB). */
const TOO_BIG = 3 * 1024 * 1024;
/** Exports of more rows run in the background; the system dictionaries (dozens) exceed it. */
const EXPORT_ROW_CAP = 10;
const FILLER = 'filler.bin';

/** Every file under `dir`, relative to it (directories left empty do not count). */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** Writes `file` until the disk refuses more (ENOSPC), so no byte is left for anyone else. */
function fillUp(file: string): void {
  const chunk = Buffer.alloc(64 * 1024, 1);
  const sizes = [chunk, chunk.subarray(0, 4096), chunk.subarray(0, 1)];
  for (const piece of sizes) {
    for (;;) {
      try {
        writeFileSync(file, piece, { flag: 'a' });
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOSPC') throw error;
        break;
      }
    }
  }
}

describe.skipIf(missing)('a full disk for uploads and exports', () => {
  let dataDir: string | undefined;
  const disks: SmallDisk[] = [];
  let server: ServiceServer | undefined;
  let uploads = '';
  let exports = '';

  beforeAll(async () => {
    // The database stays on the ordinary disk; only the two file directories are small.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'anze-faults-disk-data-'));
    uploads = path.join(dataDir, 'upload');
    exports = path.join(dataDir, EXPORTS_DIR);
    for (const dir of [uploads, exports]) {
      mkdirSync(dir);
      disks.push(mountSmallDisk(DISK_SIZE, dir));
    }
    server = await startServiceServer({ DATA_DIR: dataDir, EXPORT_ROW_CAP: String(EXPORT_ROW_CAP) });
  });

  afterAll(async () => {
    await server?.stop();
    for (const disk of disks) disk.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses an upload bigger than the free space clearly and keeps no part of it', async () => {
    const base = server!.url;
    const { token } = await adminSession(base);
    const upload = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('biz', 'jeecg');
      form.append('file', new Blob([bytes]), name);
      return call(base, 'POST', UPLOAD_PATHS.upload, { token, form });
    };

    const refused = await upload(new Uint8Array(TOO_BIG).fill(0x61), '太大.txt');
    expect(refused.body).toMatchObject({ success: false, code: 500, message: OUTAGE_TEXTS.diskFull });
    expect(filesUnder(uploads)).toEqual([]);
    expect((await loggedWarnings(server!, 'disk full')).length).toBeGreaterThan(0);

    // Still serving: a file that fits is stored and read back.
    const content = `磁盘恢复 ${Date.now()}\n`;
    const stored = await upload(new TextEncoder().encode(content), '小文件.txt');
    expect(stored.body.success).toBe(true);
    const read = await fetchWithToken(
      base,
      UPLOAD_PATHS.staticPrefix + encodeURI(stored.body.message),
      token,
    );
    expect(await read.text()).toBe(content);
  });

  it('fails a background export on a full disk clearly, leaves no file, and exports once there is room', async () => {
    const base = server!.url;
    const { token } = await adminSession(base);
    const exportJob = async (): Promise<ExportJob> => {
      const started = await call<ExportJob>(base, 'GET', '/sys/dict/exportXls', { token });
      expect(started.body.success).toBe(true);
      let job = started.body.result;
      const progress = ENGINE_PATHS.exportJob.replace(':id', job.id);
      // The job writes to the tmpfs (an external process's file system): bounded polling.
      await waitFor(`export job ${job.id} to end`, async () => {
        job = (await call<ExportJob>(base, 'GET', progress, { token })).body.result;
        return job.status !== 'running';
      });
      return job;
    };

    fillUp(path.join(exports, FILLER));
    const failed = await exportJob();
    expect(failed).toMatchObject({ status: 'failed', message: OUTAGE_TEXTS.exportDiskFull });
    expect(filesUnder(exports)).toEqual([FILLER]);
    const file = await fetchWithToken(base, ENGINE_PATHS.exportJobFile.replace(':id', failed.id), token);
    // Answered as a refusal in the Result envelope, not as a file.
    expect(file.headers.get('content-type')).toMatch(/json/);
    expect(await file.json()).toMatchObject({ success: false });

    rmSync(path.join(exports, FILLER));
    const done = await exportJob();
    expect(done).toMatchObject({ status: 'done' });
    expect(filesUnder(exports)).toEqual([`${done.id}.xlsx`]);
    expect(server!.alive()).toBe(true);
  });
});
