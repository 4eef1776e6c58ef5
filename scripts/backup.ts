// `npm run backup [-- --to <dir>]`: an online, consistent backup of the embedded database and its
// uploads (src/server/backup/take-backup.ts), taken while the server runs. PostgreSQL deployments use
// pg_dump instead (docs/deploy.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../src/server/backup/manifest';
import { takeBackup } from '../src/server/backup/take-backup';
import { ConfigError, loadConfig } from '../src/server/config';

const USAGE = `Usage: npm run backup [-- --to <dir>]

  --to DIR   a new or empty directory (default: <DATA_DIR>-backups/anze-<UTC time>)
Reads DATA_DIR like the server. For PostgreSQL (DATABASE_URL) see docs/deploy.md.`;

const utcStamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) return void process.stdout.write(`${USAGE}\n`);
  const config = loadConfig();
  if (config.databaseUrl)
    throw new BackupError('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/deploy.md)');
  const to = path.resolve(values.to ?? `${config.dataDir}-backups/anze-${utcStamp()}`);
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const manifest = await takeBackup({ dataDir: config.dataDir, to, appVersion: version });
  const rows = Object.values(manifest.counts).reduce((sum, count) => sum + count, 0);
  process.stdout.write(
    `Backup written to ${to}: schema ${manifest.schemaVersion}, ${rows} rows, ${manifest.files.length - 1} uploads\n`,
  );
  if (manifest.missingUploads.length > 0)
    process.stderr.write(
      `Warning: ${manifest.missingUploads.length} linked upload(s) were already missing from DATA_DIR ` +
        `(listed in the manifest): ${manifest.missingUploads.slice(0, 5).join(', ')}\n`,
    );
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError;
  process.stderr.write(`${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`);
  process.exit(1);
});
