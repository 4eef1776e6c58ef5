// Work of a hand-coded module done the way effects do it (report generation: read the business rows,
// add the report records, later take their steps): one transaction, records added with the rules of
// add (form rules, references, unique fields, serial numbers) as the user, declared operations taken
// on records; the messages of those operations are sent once it has committed. Throwing undoes it.
import type { EngineDeps } from '../access';
import type { EngineDb } from '../engine-db';
import type { OperationContext } from '../hooks';
import type { Principal } from '../principal';
import { mapWriteError } from '../write/persist';
import { chainOperation, insertFromEffect, withLoadedDictionaries } from './run-operation';
import type { NoticeOutbox } from './step-notices';

export interface UnitOfWork {
  /** The transaction: reads and writes of the module's own rows go through it. */
  db: EngineDb;
  insert: OperationContext['insert'];
  operate: OperationContext['operate'];
}

export async function runUnitOfWork<T>(
  loadedDeps: EngineDeps,
  principal: Principal,
  work: (unit: UnitOfWork) => Promise<T>,
): Promise<T> {
  const deps = await withLoadedDictionaries(loadedDeps);
  const outbox: NoticeOutbox = [];
  try {
    const answer = await deps.db.transaction().execute((db) =>
      work({
        db,
        insert: (entityName, records) => insertFromEffect(deps, db, principal, entityName, records),
        operate: (entityName, operationName, ids, values = {}, opinion = null) =>
          chainOperation(deps, db, principal, entityName, operationName, ids, values, outbox, opinion),
      }),
    );
    await deps.notices.deliver(deps.db, outbox);
    return answer;
  } catch (error) {
    throw mapWriteError(error, deps.registry) ?? error;
  }
}
