// A whole import's saves in one transaction: a server killed (or failing) in the middle of a file
// leaves none of its rows, so the user can simply import the same file again without getting the
// rows saved before the interruption twice. Each batch runs under a savepoint, so a batch refused by
// the database (a unique value another writer took meanwhile) is undone alone and retried row by
// row, as saveRows does with its own transactions.
// On SQLite the one connection is held for the whole save: other requests wait for it (the saves of
// 20,000 rows take about a second, see docs/perf.md); validation happens before, outside it.
import { withBulkWriteCache } from '../../db/bulk-write-cache';
import { inSavepoint } from '../../db/savepoint';
import type { EngineDeps, EntityAccess } from '../access';
import { insertNewCandidates, saveRowsWith } from './import-rows';
import type { ConflictMemory, ImportRow, SaveFailure } from './import-rows';

export type BatchSaver = (rows: readonly ImportRow[]) => Promise<SaveFailure[]>;

/**
 * Runs `work` in one transaction, handing it a batch saver bound to it; commits when `work`
 * resolves. A batch saver that throws has undone its batch (the transaction goes on).
 */
export async function saveRowsInOneTransaction<T>(
  deps: EngineDeps,
  access: EntityAccess,
  work: (save: BatchSaver) => Promise<T>,
): Promise<T> {
  let saved = false;
  const conflicts: ConflictMemory = { expected: false };
  const answer = await withBulkWriteCache(deps.db, deps.dialect, () =>
    deps.db.transaction().execute((trx) =>
      work(async (rows) => {
        const write = (list: Parameters<typeof insertNewCandidates>[3]) =>
          inSavepoint(trx, () => insertNewCandidates(deps, trx, access, list, conflicts));
        const failures = await inSavepoint(trx, () => saveRowsWith(write, deps, access, rows));
        if (failures.length < rows.length) saved = true;
        return failures;
      }),
    ),
  );
  // Caches of the entity's rows (list totals) learn of the rows once they are committed.
  if (saved) deps.written(access.entity.name);
  return answer;
}
