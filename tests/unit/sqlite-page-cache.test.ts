// The embedded database's page cache: never below what the driver gives a connection by itself (a
// smaller one made filtered list pages three times slower), and back there after a bulk write.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import type { DatabaseHandle } from '../../src/server/db/database';
import { withBulkWriteCache } from '../../src/server/db/bulk-write-cache';

let handle: DatabaseHandle | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await handle?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The page cache in KB, from SQLite's `cache_size` (negative: KB; this code always sets KB). */
async function cacheKb(db: DatabaseHandle['db']): Promise<number> {
  const { rows } = await sql<Record<string, number>>`pragma cache_size`.execute(db);
  return -Object.values(rows[0]!)[0]!;
}

describe('SQLite page cache', () => {
  it("is at least the driver's own default, and returns to its size after a bulk write", async () => {
    const plain = new SQLite(':memory:');
    const driverDefault = -(plain.pragma('cache_size', { simple: true }) as number);
    plain.close();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'anze-cache-'));
    handle = openDatabase({ dataDir });
    const usual = await cacheKb(handle.db);
    expect(usual).toBeGreaterThanOrEqual(driverDefault);
    let during = 0;
    await withBulkWriteCache(handle.db, 'sqlite', async () => {
      during = await cacheKb(handle!.db);
    });
    expect(during).toBeGreaterThan(usual);
    expect(await cacheKb(handle.db)).toBe(usual);
  });
});
