// Undoing part of a transaction: a batch or a row of an import saved in one transaction fails alone
// (PostgreSQL aborts the whole transaction on a failed statement otherwise), and code that opens its
// own transaction can run inside a caller's. Savepoints of one name nest: each release or rollback
// names the innermost one still open.
import { sql } from 'kysely';
import type { Kysely, QueryExecutorProvider, Transaction } from 'kysely';

const SAVEPOINT = 'import_rows';

/** `work` undone alone when it throws; the transaction around it stays usable. */
export async function inSavepoint<T>(trx: QueryExecutorProvider, work: () => Promise<T>): Promise<T> {
  await sql`savepoint ${sql.raw(SAVEPOINT)}`.execute(trx);
  try {
    const answer = await work();
    await sql`release savepoint ${sql.raw(SAVEPOINT)}`.execute(trx);
    return answer;
  } catch (error) {
    await sql`rollback to savepoint ${sql.raw(SAVEPOINT)}`.execute(trx);
    await sql`release savepoint ${sql.raw(SAVEPOINT)}`.execute(trx);
    throw error;
  }
}

/** `work` in a transaction of its own, or under a savepoint when `db` is already a transaction. */
export function inTransaction<D, T>(db: Kysely<D>, work: (trx: Transaction<D>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return inSavepoint(db, () => work(db as Transaction<D>));
  return db.transaction().execute(work);
}
