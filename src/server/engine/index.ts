// The schema engine as the rest of the server sees it: created once per app from the definitions,
// it syncs the entity tables at start, serves the generic endpoints, and offers the Excel module
// streaming reads and batched validated inserts with the same rules as the endpoints.
import { NO_FILE_READER, checkFileCheckHooks } from './write/file-checks';
import type { StoredFileReader } from './write/file-checks';
import type { FastifyRequest } from 'fastify';
import type { Expression, Kysely } from 'kysely';
import type { QualifiedDictItem } from './table-dictionaries';
import type { EntityAction } from '../../shared/schema-language/entity';
import { DefinitionError } from '../../shared/schema-language/validate';
import type { Dialect } from '../db/database';
import type { Database } from '../db/tables';
import type { Definitions } from '../definitions';
import { Errors } from '../errors';
import type { DictionaryService } from '../modules/sys/dictionary-service';
import { accessOf, scopeConditions } from './access';
import { allOf } from './sql-conditions';
import { hasMenuDataRules } from '../modules/roles/data-rule-conditions';
import type { EngineDeps, EngineRow, EntityAccess } from './access';
import { checkDataRuleHooks, isRestrictedByHooks } from './data-rules';
import { maintainedOwners } from './maintained-values';
import { NO_HOOKS } from './hooks';
import { checkOperationHooks } from './operations/run-operation';
import { createNoticeOutlet } from './operations/step-notices';
import type { EngineHooks } from './hooks';
import { createTableTextCache } from './dict-texts';
import { dictionaryItemsOf } from './dictionary-items';
import { engineDb } from './engine-db';
import type { QueryParams } from './filters';
import { countRows, listConditions } from './list-query';
import { exportRowTable, recordOf } from './export-rows';
import type { RowTable } from './export-rows';
import type { ExportWorkerSource } from './export-sheet-rows';
import type { CountMemo } from './count-memo';
import type { DataRuleMemo } from './data-rule-memo';
import { principalOf, requireAction } from './principal';
import type { Principal } from './principal';
import { actsForPlatform } from '../../shared/tenants/tenant-rules';
import { throughMain } from './personal-fields';
import { isRecordReadable } from './readable-record';
import { createEntityRegistry } from './registry';
import type { EntityRegistry, ResolvedSubTable } from './registry';
import { syncSchema } from './schema-sync/sync';
import type { SyncOutcome } from './schema-sync/sync';
import { createRowValidator, importRows, newRowPlan, saveRows } from './write/import-rows';
import type { NewRowPlan } from './write/new-row-check';
import { saveRowsInOneTransaction } from './write/import-transaction';
import type { BatchSaver } from './write/import-transaction';
import type { ImportOptions, ImportOutcome, ImportRow, RowCheck, SaveFailure } from './write/import-rows';

import { runUnitOfWork } from './operations/unit-of-work';
import type { UnitOfWork } from './operations/unit-of-work';
export type { EngineRow, EntityAccess } from './access';
export type { RowTable } from './export-rows';
export type { UnitOfWork } from './operations/unit-of-work';
export type {
  ImportOptions,
  ImportOutcome,
  ImportRow,
  ImportRowFailure,
  ImportValues,
  RowCheck,
  SaveFailure,
} from './write/import-rows';

export interface Engine {
  deps: EngineDeps;
  registry: EntityRegistry;
  /** Creates missing tables, columns and indexes; refuses destructive differences (at start). */
  sync(): Promise<SyncOutcome>;
  /** The principal of a request, loaded once per request. */
  principal(request: FastifyRequest): Promise<Principal>;
  /**
   * The user's access to an entity for an action: throws the contract's 510 without the permission
   * code, '实体不存在' for an unknown entity. Everything below takes the access it answers.
   */
  authorize(request: FastifyRequest, entityName: string, action: EntityAction): Promise<EntityAccess>;
  /** The same for a principal already loaded (a background job started by a request). */
  access(principal: Principal, entityName: string, action: EntityAction): Promise<EntityAccess>;
  /**
   * `select id from <table> where …`: the ids of the entity's records the user may see (tenant, data
   * rules, menu data rules), whatever their permission codes — for reads that join the entity.
   */
  visibleIds(principal: Principal, entityName: string): Promise<Expression<unknown>>;
  /**
   * Whether the user may read the record now (list permission, tenant, data rules; a sub-table's row
   * through its main record) — for reads outside the engine (files linked to records).
   */
  mayRead(principal: Principal, entityName: string, id: string): Promise<boolean>;
  /** Whether data rules (hooks or menu rules) restrict this user on some entity. */
  isDataRuled(principal: Principal): Promise<boolean>;
  /** The user's access to each sub-table of an entity. */
  subAccess(access: EntityAccess): Promise<(sub: ResolvedSubTable) => EntityAccess>;
  /**
   * Every record a list request would match — its filters, advanced query, sort and, when given,
   * `selections` (comma-joined ids) — one by one (read in batches of `batchSize`), with
   * `<field>_dictText` and only the columns the user may see (access.visibleFields gives the headers).
   */
  streamRows(access: EntityAccess, params: QueryParams, batchSize?: number): AsyncGenerator<EngineRow>;
  /**
   * The same rows as arrays of the given fields' values (plus their `_dictText` and derived values),
   * without a record per row: what an export writes (export-rows.ts).
   */
  exportTable(
    access: EntityAccess,
    params: QueryParams,
    keys: readonly string[],
    batchSize?: number,
  ): RowTable;
  /** How many records streamRows would yield (selections included). */
  countRows(access: EntityAccess, params: QueryParams): Promise<number>;
  /**
   * The options of every visible dictionary field, by field key (plain dictionaries and table
   * dictionaries within the user's scope): for sheet hints (the first 5000 of a table dictionary)
   * and, `complete`, for text -> value translation (all of them).
   */
  dictionaryItems(access: EntityAccess, complete?: boolean): Promise<Record<string, QualifiedDictItem[]>>;
  /**
   * A validator of one raw row (keyed by field key) with the per-row rules of add: form rules, plain
   * dictionaries, writable fields only, defaults, data rules. No query per row.
   */
  rowValidator(access: EntityAccess): Promise<(input: Readonly<Record<string, unknown>>) => RowCheck>;
  /** What rowValidator checks, as data for another thread (newRowChecker there). */
  newRowPlan(access: EntityAccess): Promise<NewRowPlan>;
  /**
   * Saves rows the validator accepted, in one transaction: referenced rows must exist, unique fields
   * are checked among the rows and in the table; answers the rows refused (the others are saved).
   */
  saveRows(access: EntityAccess, rows: readonly ImportRow[]): Promise<SaveFailure[]>;
  /** saveRows for every batch `work` saves, all in one transaction, committed when `work` resolves. */
  saveRowsInOneTransaction<T>(access: EntityAccess, work: (save: BatchSaver) => Promise<T>): Promise<T>;
  /**
   * Work of a hand-coded module in one transaction, with what effects get: the transaction, records
   * added with the rules of add as the user, declared operations taken on records (operations/unit-of-work.ts).
   */
  transaction<T>(principal: Principal, work: (unit: UnitOfWork) => Promise<T>): Promise<T>;
  /** rowValidator + saveRows over rows already in memory, batch by batch. */
  importRows(
    access: EntityAccess,
    rows: readonly Readonly<Record<string, unknown>>[],
    options?: ImportOptions,
  ): Promise<ImportOutcome>;
}

/** What an engine is given besides its definitions and database; every part optional. */
export interface EngineOptions {
  /** Told the table of every entity written (caches outside the engine that read entity tables). */
  onTableWritten?: (table: string) => void;
  /** Data rules, operation guards and effects the schemas name. */
  hooks?: EngineHooks;
  /** Reads uploaded files for the file checks fields declare. */
  readStoredFile?: StoredFileReader;
  /** List totals kept across requests; only with a memo told of every write (app.ts). */
  counts?: CountMemo | null;
  /** PostgreSQL's counter pool (db/database.ts); none takes serial numbers in the saving transaction. */
  counterDb?: Kysely<Database> | null;
  /** Data-rule values kept across requests; only with a memo told of every write (app.ts). */
  rules?: DataRuleMemo | null;
  /** Exports read and encoded in a worker thread (export-sheet-rows.ts); none: on this thread. */
  exportWorker?: ExportWorkerSource | null;
}

/** Actions that change no record. */
const READ_ACTIONS: ReadonlySet<EntityAction> = new Set(['list', 'exportXls']);

export function createEngine(
  definitions: Definitions,
  db: Kysely<Database>,
  dialect: Dialect,
  dictionaries: DictionaryService,
  options: EngineOptions = {},
): Engine {
  const {
    onTableWritten = () => {},
    hooks = NO_HOOKS,
    readStoredFile = NO_FILE_READER,
    counts = null,
    counterDb = null,
    rules = null,
    exportWorker = null,
  } = options;
  const registry = createEntityRegistry(definitions.entities);
  const problems = [
    ...checkDataRuleHooks(registry, hooks),
    ...checkOperationHooks(registry, hooks),
    ...checkFileCheckHooks(registry, hooks),
  ];
  if (problems.length > 0) throw new DefinitionError(problems);
  const dynamic = engineDb(db);
  const deps: EngineDeps = {
    db: dynamic,
    dialect,
    counterDb: counterDb ? engineDb(counterDb) : null,
    registry,
    dictionaries,
    tableTexts: createTableTextCache(dynamic),
    hooks,
    notices: createNoticeOutlet(),
    readStoredFile,
    counts,
    rules,
    exportWorker,
    written(entityName) {
      // A write to records a maintained value follows rewrote that value in its owner's table too.
      for (const name of [entityName, ...maintainedOwners(deps, entityName)]) {
        deps.tableTexts.invalidate(name);
        const entity = registry.get(name);
        if (entity) onTableWritten(entity.table);
      }
    },
  };
  const engine: Engine = {
    deps,
    registry,
    sync: () => syncSchema(dynamic, dialect, registry.entities),
    principal: (request) => principalOf(request, db),
    async authorize(request, entityName, action) {
      return engine.access(await principalOf(request, db), entityName, action);
    },
    async access(principal, entityName, action) {
      const entity = registry.get(entityName);
      if (!entity?.definition.api) throw Errors.entityUnknown();
      requireAction(principal, entity, action);
      // What every tenant shares (service organisations, risk types, dictionaries) is changed by
      // the platform's operators only: a tenant's own manager would change it for all the others.
      if (!entity.tenantScoped && !READ_ACTIONS.has(action) && !actsForPlatform(principal))
        throw Errors.sharedDataPlatformOnly();
      return accessOf(deps, principal, entity);
    },
    async visibleIds(principal, entityName) {
      const entity = registry.get(entityName);
      if (!entity) throw Errors.entityUnknown();
      const access = await accessOf(deps, principal, entity);
      return dynamic
        .selectFrom(entity.table)
        .select('id')
        .where(allOf(scopeConditions(access)));
    },
    mayRead: (principal, entityName, id) => isRecordReadable(deps, principal, entityName, id),
    async isDataRuled(principal) {
      const context = { db: dynamic, dialect, registry, principal, rules };
      return (await isRestrictedByHooks(context, hooks)) || hasMenuDataRules(dynamic, principal);
    },
    async subAccess(access) {
      const subs = new Map<ResolvedSubTable, EntityAccess>();
      for (const sub of access.entity.subTables)
        subs.set(sub, throughMain(await accessOf(deps, access.principal, sub.entity), access.entity, sub));
      return (sub) => subs.get(sub)!;
    },
    async *streamRows(access, params, batchSize) {
      const table = exportRowTable(deps, access, params, { ...(batchSize ? { batchSize } : {}) });
      for await (const batch of table.batches) for (const row of batch) yield recordOf(table.keys, row);
    },
    exportTable: (access, params, keys, batchSize) =>
      exportRowTable(deps, access, params, { keys, ...(batchSize ? { batchSize } : {}) }),
    countRows: async (access, params) =>
      countRows(deps, access, await listConditions(deps, access, params, { selections: true })),
    dictionaryItems: (access, complete) => dictionaryItemsOf(deps, access, complete),
    rowValidator: (access) => createRowValidator(deps, access),
    newRowPlan: (access) => newRowPlan(deps, access),
    saveRows: (access, rows) => saveRows(deps, access, rows),
    saveRowsInOneTransaction: (access, work) => saveRowsInOneTransaction(deps, access, work),
    importRows: (access, rows, options) => importRows(deps, access, rows, options),
    transaction: (principal, work) => runUnitOfWork(deps, principal, work),
  };
  return engine;
}
