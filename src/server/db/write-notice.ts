// Which tables a statement wrote, noticed where every statement passes: a wrapper around the Kysely
// dialect's driver. Caches that must follow the data (sessions and permissions per token, list totals)
// listen here instead of relying on each route to say what it changed, so a new write path cannot
// forget them. Inside a transaction a write is told twice: when the statement ran (so a concurrent
// reader does not keep what it read in the meantime) and again after the commit (so nothing read before
// the commit outlives it); only the second one goes to the other instances.
import type {
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import type { CompiledQuery } from 'kysely';

export type WriteVerb = 'insert' | 'update' | 'delete';

/** One table a statement wrote, and how. */
export interface TableWrite {
  table: string;
  verb: WriteVerb;
}

/** `committed` false: the statement ran in a transaction that has not committed yet. */
export type WriteListener = (writes: readonly TableWrite[], committed: boolean) => void | Promise<void>;

// Kysely quotes every identifier it writes; raw statements of ours do too. Reads in a write's
// sub-query are not matched: only the verb's own target table (an optional "schema". prefix skipped).
const WRITE_TARGET = /\b(insert\s+into|update|delete\s+from)\s+(?:"[^"]+"\.)?"?([A-Za-z_][\w]*)"?/gi;

/** The tables a statement's SQL writes (a `select … for update` names no table: harmless). */
export function writesOf(sqlText: string): TableWrite[] {
  const writes: TableWrite[] = [];
  for (const match of sqlText.matchAll(WRITE_TARGET)) {
    const verb = match[1]!.slice(0, 6).toLowerCase() as WriteVerb;
    writes.push({ table: match[2]!.toLowerCase(), verb });
  }
  return writes;
}

/** The dialect with every write told to `listener`. */
export function noticeWrites(dialect: Dialect, listener: WriteListener): Dialect {
  return {
    createDriver: () => noticingDriver(dialect.createDriver(), listener),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

function noticingDriver(driver: Driver, listener: WriteListener): Driver {
  // The writes of each connection's open transaction, told again once it commits (each table and verb
  // once: an import's thousands of inserts make one entry).
  const pending = new WeakMap<DatabaseConnection, Map<string, TableWrite>>();
  const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();

  const wrap = (connection: DatabaseConnection): DatabaseConnection => {
    let outer = wrapped.get(connection);
    if (outer) return outer;
    outer = {
      async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
        const result = await connection.executeQuery<R>(compiled);
        const writes = writesOf(compiled.sql);
        if (writes.length > 0) {
          const open = pending.get(outer!);
          if (open) for (const write of writes) open.set(`${write.verb} ${write.table}`, write);
          await listener(writes, !open);
        }
        return result;
      },
      streamQuery: (compiled, chunkSize) => connection.streamQuery(compiled, chunkSize),
    };
    wrapped.set(connection, outer);
    return outer;
  };
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const unwrap = (outer: DatabaseConnection) => inner.get(outer) ?? outer;

  return {
    init: () => driver.init(),
    async acquireConnection() {
      const connection = await driver.acquireConnection();
      const outer = wrap(connection);
      inner.set(outer, connection);
      return outer;
    },
    async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
      await driver.beginTransaction(unwrap(connection), settings);
      pending.set(connection, new Map());
    },
    async commitTransaction(connection: DatabaseConnection) {
      const writes = [...(pending.get(connection)?.values() ?? [])];
      pending.delete(connection);
      await driver.commitTransaction(unwrap(connection));
      // Awaited: the write's caller answers only once every instance was told.
      if (writes.length > 0) await listener(writes, true);
    },
    async rollbackTransaction(connection: DatabaseConnection) {
      pending.delete(connection);
      await driver.rollbackTransaction(unwrap(connection));
    },
    ...(driver.savepoint
      ? {
          savepoint: (connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) =>
            driver.savepoint!(unwrap(connection), name, compile),
        }
      : {}),
    ...(driver.rollbackToSavepoint
      ? {
          rollbackToSavepoint: (
            connection: DatabaseConnection,
            name: string,
            compile: QueryCompiler['compileQuery'],
          ) => driver.rollbackToSavepoint!(unwrap(connection), name, compile),
        }
      : {}),
    ...(driver.releaseSavepoint
      ? {
          releaseSavepoint: (
            connection: DatabaseConnection,
            name: string,
            compile: QueryCompiler['compileQuery'],
          ) => driver.releaseSavepoint!(unwrap(connection), name, compile),
        }
      : {}),
    releaseConnection: (connection: DatabaseConnection) => driver.releaseConnection(unwrap(connection)),
    destroy: () => driver.destroy(),
  };
}
