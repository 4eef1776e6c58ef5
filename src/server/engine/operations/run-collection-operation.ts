// Running a collection operation (target: collection): no record is chosen. In one transaction the
// form's values pass the step's field rules (required step fields, types and ranges, dictionaries,
// referenced rows), then each effect the operation names runs with them — reading within the user's
// tenant and data rules, adding records with the rules of add (context.insert), taking operations
// on records (context.operate) — and answers how many records it created or changed. A refused
// value, a refused record or a failing effect leaves nothing written.
import type { EngineDeps, EntityAccess } from '../access';
import { accessOf, scopeConditions } from '../access';
import type { ResolvedOperation } from '../behaviour';
import { hookNamed } from '../hooks';
import type { CollectionContext } from '../hooks';
import { checkCandidate } from '../write/candidates';
import { failureOf } from '../write/failures';
import { mapWriteError } from '../write/persist';
import { checkReferences } from '../write/references';
import { chainOperation, insertFromEffect, withLoadedDictionaries } from './run-operation';
import type { NoticeOutbox } from './step-notices';

/** Takes the operation; answers the count of records its effects created or changed. */
export async function runCollectionOperation(
  loadedDeps: EngineDeps,
  access: EntityAccess,
  operation: ResolvedOperation,
  values: Readonly<Record<string, unknown>>,
): Promise<number> {
  // Dictionaries are read before the transaction (see withLoadedDictionaries).
  const deps = await withLoadedDictionaries(loadedDeps);
  const { entity, principal } = access;
  // Messages of the operations its effects take, sent once the transaction has committed.
  const outbox: NoticeOutbox = [];
  try {
    const count = await deps.db.transaction().execute(async (db) => {
      // The form is checked as a step on an empty record: only its fields, required as declared.
      const form = checkCandidate(access, values, {
        id: '',
        index: 0,
        existing: {},
        dictionaries: await deps.dictionaries.all(),
        step: { keys: operation.fields.map((f) => f.key), required: operation.required },
      });
      await checkReferences(deps, db, access, [form]);
      const failure = failureOf(entity, form, []);
      if (failure) throw failure;
      const context: CollectionContext = {
        db,
        registry: deps.registry,
        access,
        principal,
        operation: operation.definition,
        values: form.values,
        scope: async (entityName) => {
          const target = deps.registry.get(entityName);
          if (!target) throw new Error(`No entity "${entityName}"`);
          // Read through the transaction: on SQLite another connection would wait for it to end.
          return scopeConditions(await accessOf({ ...deps, db }, principal, target));
        },
        operate: (entityName, operationName, ids, stepValues = {}, opinion = null) =>
          chainOperation(deps, db, principal, entityName, operationName, ids, stepValues, outbox, opinion),
        insert: (entityName, records) => insertFromEffect(deps, db, principal, entityName, records),
      };
      let count = 0;
      for (const name of operation.definition.hooks ?? [])
        count += await hookNamed(deps.hooks.collectionEffects, name)!(context);
      return count;
    });
    await deps.notices.deliver(deps.db, outbox);
    return count;
  } catch (error) {
    throw mapWriteError(error, deps.registry, entity) ?? error;
  }
}
