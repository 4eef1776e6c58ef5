// Backups of the embedded database: `npm run backup` taken while a real server serves writes,
// restored into a fresh DATA_DIR and read back through the API of a server started on it; a damaged
// backup refused with the reason; a restore refused while a server has the database open.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, SNAPSHOT_FILE } from '../../src/server/backup/manifest';
import type { BackupManifest } from '../../src/server/backup/manifest';
import { restoreBackup } from '../../src/server/backup/restore-backup';
import { ApiClient } from './helpers/client';
import { startTestApp, usesPostgres } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { PNG, fetchStored, storeFile } from './helpers/uploads';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const PREFERENCE = '/engine/preferences/backup-test';

let scratch: string;
let server: TestApp;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'anze-backup-'));
  server = await startTestApp();
  api = new ApiClient(server);
  token = await api.login();
});
afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const cli = (script: string, args: string[], dataDir: string) =>
  run(TSX, [`scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

if (usesPostgres())
  console.log(
    'backup.test: skipped on PostgreSQL — npm run backup/restore are for the embedded database (PostgreSQL: pg_dump, docs/deploy.md)',
  );

describe.skipIf(usesPostgres())('backup and restore of the embedded database', () => {
  const backupDir = () => path.join(scratch, 'backup');
  let stored: string;

  it('takes a consistent backup while the server keeps writing', async () => {
    stored = await storeFile(server, token, PNG, 'before.png');
    expect((await api.put(PREFERENCE, { value: { kept: 'yes' } }, { token })).body.success).toBe(true);
    // Uploads (file, then row) and settings keep arriving while the backup runs in its own process.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await storeFile(server, token, PNG, `during-${written}.png`);
        await api.put(`/engine/preferences/during-${written}`, { value: written }, { token });
        written += 1;
      }
    })();
    const { stdout } = await cli('backup', ['--to', backupDir()], server.config.dataDir);
    writing = false;
    await writer;
    expect(stdout).toMatch(/^Backup written to /);
    expect(written).toBeGreaterThan(0);

    const manifest = JSON.parse(
      readFileSync(path.join(backupDir(), 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    expect(manifest.appVersion).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    expect(manifest.schemaVersion).toMatch(/^\d{4}-/);
    expect(manifest.counts.sys_user).toBe(1);
    expect(manifest.missingUploads).toEqual([]);
    // Every upload row of the snapshot has its file, with the checksum the manifest lists.
    const snapshot = new SQLite(path.join(backupDir(), SNAPSHOT_FILE), { readonly: true });
    const rows = snapshot.prepare('select stored_path from sys_file').pluck().all() as string[];
    snapshot.close();
    expect(rows).toContain(stored);
    const listed = new Set(manifest.files.map((file) => file.path));
    for (const row of rows) expect(listed.has(`upload/${row}`), row).toBe(true);
  });

  it('refuses to restore while a server has the database open', async () => {
    await expect(restoreBackup({ dataDir: server.config.dataDir, from: backupDir() })).rejects.toThrow(
      /in use .*stop the server before restoring/,
    );
    expect((await api.get(PREFERENCE, { token })).body.result).toEqual({ kept: 'yes' });
  });

  it('refuses a damaged backup, naming the file, and changes nothing', async () => {
    const damaged = path.join(scratch, 'damaged');
    await cp(backupDir(), damaged, { recursive: true });
    const upload = path.join(damaged, 'upload', stored);
    writeFileSync(upload, Buffer.concat([readFileSync(upload), Buffer.from('x')]));
    const target = path.join(scratch, 'untouched');
    const failure = await cli('restore', [damaged], target).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain(`damaged; nothing was restored`);
    expect((failure as { stderr: string }).stderr).toContain(`upload/${stored} (checksum differs)`);
    expect(existsSync(target)).toBe(false);

    rmSync(path.join(damaged, SNAPSHOT_FILE));
    await expect(restoreBackup({ dataDir: target, from: damaged })).rejects.toThrow(
      new BackupError(
        `The backup in ${damaged} is damaged; nothing was restored. 2 file(s) do not match the manifest: ` +
          `${SNAPSHOT_FILE} (missing), upload/${stored} (checksum differs)`,
      ),
    );
  });

  it('restores into a fresh DATA_DIR that a new server serves, uploads included', async () => {
    const dataDir = path.join(scratch, 'restored');
    const { stdout } = await cli('restore', [backupDir()], dataDir);
    expect(stdout).toMatch(/^Restored the backup of /);
    const restored = await startTestApp({ dataDir }, {});
    try {
      const client = new ApiClient(restored);
      const again = await client.login('admin', server.adminPassword);
      expect((await client.get(PREFERENCE, { token: again })).body.result).toEqual({ kept: 'yes' });
      const file = await fetchStored(restored, stored, { token: again });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    } finally {
      await restored.close();
    }
  });
});
