// The embedded database's files seen from outside the server: a consistent snapshot of it, what a
// snapshot holds, and whether a server has it open.
import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { BackupError } from './manifest';

/**
 * VACUUM INTO writes the database as one read transaction sees it: in WAL mode that is a snapshot,
 * taken while the server keeps writing, and unlike the page-by-page backup API it never restarts
 * when another connection writes meanwhile.
 */
export function snapshotDatabase(source: string, target: string): void {
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    db.prepare('vacuum into ?').run(target);
  } finally {
    db.close();
  }
}

export interface SnapshotFacts {
  schemaVersion: string | null;
  migrations: number;
  counts: Record<string, number>;
  /** Stored paths of the upload rows, with whether each is linked to a record. */
  uploads: { storedPath: string; linked: boolean }[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function readSnapshot(file: string): SnapshotFacts {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .pluck()
      .all() as string[];
    const counts = Object.fromEntries(
      tables.map((name) => [
        name,
        db
          .prepare(`select count(*) from ${quote(name)}`)
          .pluck()
          .get() as number,
      ]),
    );
    const has = (name: string) => tables.includes(name);
    const migrations = has('kysely_migration')
      ? (db.prepare('select name from kysely_migration order by name').pluck().all() as string[])
      : [];
    const uploads = has('sys_file')
      ? (
          db.prepare('select stored_path, entity from sys_file').all() as {
            stored_path: string;
            entity: string | null;
          }[]
        ).map((row) => ({ storedPath: row.stored_path, linked: row.entity !== null }))
      : [];
    return { schemaVersion: migrations.at(-1) ?? null, migrations: migrations.length, counts, uploads };
  } finally {
    db.close();
  }
}

/** Deletes upload rows from a snapshot (unlinked uploads purged between the snapshot and the copy). */
export function dropUploadRows(file: string, storedPaths: readonly string[]): void {
  if (storedPaths.length === 0) return;
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const remove = db.prepare('delete from sys_file where stored_path = ? and entity is null');
    db.transaction(() => storedPaths.forEach((storedPath) => remove.run(storedPath)))();
  } finally {
    db.close();
  }
}

export interface ExclusiveHold {
  release(): void;
}

/**
 * Takes the database for this process alone, or refuses when anyone has it open. A WAL database
 * stays marked as open (the shared-memory lock) for as long as any connection — a server, a seed
 * run — holds it, even idle, so an exclusive lock with no waiting succeeds only when none does.
 * Held until release, a server starting meanwhile cannot open it either.
 */
export function holdExclusively(file: string): ExclusiveHold {
  if (!existsSync(file)) return { release: () => undefined };
  const db = new SQLite(file, { timeout: 0, fileMustExist: true });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('begin exclusive');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY')
      throw new BackupError(
        `${file} is in use (a server or another process has it open); stop the server before restoring`,
      );
    throw error;
  }
  return {
    release() {
      db.exec('rollback');
      db.close();
    },
  };
}
