// `npm run restore -- <backup dir>`: replaces DATA_DIR by a backup taken with `npm run backup`, after
// checking it against its manifest; refused while a server has the database open
// (src/server/backup/restore-backup.ts). The replaced directory is kept beside it.
import { parseArgs } from 'node:util';
import { BackupError } from '../src/server/backup/manifest';
import { restoreBackup } from '../src/server/backup/restore-backup';
import { ConfigError, loadConfig } from '../src/server/config';

const USAGE = `Usage: npm run restore -- <backup dir>

Replaces DATA_DIR (read like the server) by the backup. Stop the server first.`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean' } },
  });
  if (values.help || positionals.length !== 1) {
    process.stdout.write(`${USAGE}\n`);
    if (!values.help) process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  if (config.databaseUrl)
    throw new BackupError('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deploy.md)');
  const { manifest, previous } = await restoreBackup({ dataDir: config.dataDir, from: positionals[0]! });
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} (app ${manifest.appVersion}, schema ${manifest.schemaVersion}) ` +
      `into ${config.dataDir}${previous ? `; the previous data is kept in ${previous}` : ''}\n`,
  );
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError;
  process.stderr.write(`${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`);
  process.exit(1);
});
