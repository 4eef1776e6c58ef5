// What one user may do with one entity in one request: the fields they see (and may filter and sort
// on), the fields a request body may write, and the rows they may touch (tenant and data rules).
import type { StoredFileReader } from './write/file-checks';
import type { Dialect } from '../db/database';
import type { DictionaryService } from '../modules/sys/dictionary-service';
import { Errors } from '../errors';
import type { EngineDb } from './engine-db';
import { chunks } from './engine-db';
import { restrictionsOf } from './data-rules';
import type { DataRestriction } from './data-rules';
import type { CountMemo } from './count-memo';
import type { DataRuleMemo } from './data-rule-memo';
import type { ExportWorkerSource } from './export-sheet-rows';
import type { EngineHooks } from './hooks';
import { isFieldStripped, mayWriteField } from './principal';
import type { Principal } from './principal';
import type { EntityRegistry, ResolvedEntity, ResolvedField } from './registry';
import type { ResolvedDerived } from './behaviour';
import type { TableTextCache } from './dict-texts';
import type { NoticeOutlet } from './operations/step-notices';
import { ALWAYS_FALSE, allOf, compare, inList } from './sql-conditions';
import { engineMenuRuleConditions } from '../modules/roles/data-rule-conditions';
import type { Condition } from './sql-conditions';

/** Engine-wide dependencies, created once per app. */
export interface EngineDeps {
  db: EngineDb;
  dialect: Dialect;
  /** Where serial numbers are taken outside the saving transaction (db/database.ts `counters`); null: inside it. */
  counterDb: EngineDb | null;
  registry: EntityRegistry;
  dictionaries: DictionaryService;
  tableTexts: TableTextCache;
  /** After a write to an entity's table: drops what was cached from it. */
  written(entityName: string): void;
  /** Data rules, operation guards and effects registered by name. */
  hooks: EngineHooks;
  /** Delivers the messages of committed operation steps (the announcements module connects it). */
  notices: NoticeOutlet;
  /** The bytes of an uploaded file, for declared file checks (write/file-checks.ts). */
  readStoredFile: StoredFileReader;
  /** List totals kept until a table they read is written (count-memo.ts); none: always counted. */
  counts: CountMemo | null;
  /** Data-rule values kept until a table they follow is written (data-rule-memo.ts); none: per request. */
  rules: DataRuleMemo | null;
  /** Where the export worker reads (export-sheet-rows.ts); none: exports read on this thread. */
  exportWorker: ExportWorkerSource | null;
}

/** A record as the API shows it: field keys, system keys and `<field>_dictText` beside dictionary fields. */
export type EngineRow = Record<string, unknown>;

/** System columns a client sees; tenant_id stays server-side. */
const READABLE_SYSTEM_KEYS = new Set([
  'id',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'sysOrgCode',
]);

export interface EntityAccess {
  entity: ResolvedEntity;
  principal: Principal;
  /** Business fields the user sees: neither `hidden` nor stripped by a column permission. */
  visibleFields: ResolvedField[];
  /** Visible business fields and readable system columns, by key: what results show, filters and sorts use. */
  readable: ReadonlyMap<string, ResolvedField>;
  /**
   * Business fields a request body may write (not readonly, hidden, stripped, the tree flag, the state,
   * nor a field whose edit permission the user lacks).
   */
  writable: ReadonlySet<string>;
  /** Derived values the user sees (computed when records are read). */
  visibleDerived: ResolvedDerived[];
  restrictions: DataRestriction[];
  /** Conditions of the data rules the user's roles selected on menus showing the entity. */
  ruleConditions: Condition[];
}

export async function accessOf(
  deps: EngineDeps,
  principal: Principal,
  entity: ResolvedEntity,
): Promise<EntityAccess> {
  const visibleFields = entity.fields.filter(
    (f) => !f.definition.hidden && !isFieldStripped(principal, entity, f),
  );
  const readable = new Map<string, ResolvedField>();
  for (const field of entity.systemFields)
    if (READABLE_SYSTEM_KEYS.has(field.key)) readable.set(field.key, field);
  for (const field of visibleFields) readable.set(field.key, field);
  // The state of a life cycle changes only through operations; the tree flag is the server's.
  const serverOwned = new Set([entity.tree?.hasChild.key, entity.lifecycle?.field.key]);
  const writable = new Set(
    visibleFields
      .filter((f) => !f.definition.readonly && !serverOwned.has(f.key) && mayWriteField(principal, entity, f))
      .map((f) => f.key),
  );
  const visibleDerived = entity.derived.filter(
    (d) => !d.field.definition.hidden && !isFieldStripped(principal, entity, d.field),
  );
  const restrictions = await restrictionsOf(
    { db: deps.db, dialect: deps.dialect, registry: deps.registry, principal, rules: deps.rules },
    deps.hooks,
    entity,
  );
  const ruleConditions = await engineMenuRuleConditions(deps.db, deps.dialect, principal, entity);
  return {
    entity,
    principal,
    visibleFields,
    visibleDerived,
    readable,
    writable,
    restrictions,
    ruleConditions,
  };
}

/** The rows the user may see at all: their tenant's, within the data rules. */
export function scopeConditions(access: EntityAccess): Condition[] {
  const conditions: Condition[] = [];
  if (access.entity.tenantScoped) conditions.push(compare('tenant_id', '=', access.principal.tenantId));
  for (const restriction of access.restrictions) {
    const allowed = [...restriction.allowed];
    conditions.push(allowed.length ? inList(restriction.field.column, allowed) : ALWAYS_FALSE);
  }
  conditions.push(...access.ruleConditions);
  return conditions;
}

/** Whether a row (values by key) lies within the user's data rules. */
export function withinRestrictions(access: EntityAccess, row: Readonly<Record<string, unknown>>): boolean {
  return access.restrictions.every((r) => {
    const value = row[r.field.key];
    return value !== null && value !== undefined && r.allowed.has(String(value));
  });
}

export function assertWithinRestrictions(access: EntityAccess, row: Readonly<Record<string, unknown>>): void {
  if (!withinRestrictions(access, row)) throw Errors.dataForbidden();
}

/**
 * Refuses (510 无权操作该数据) when a row of these ids lies outside the menu data rules the user's
 * roles selected: writes keep to the rows reads show. The rows are already known to be in the tenant.
 */
export async function assertWithinRuleConditions(
  db: EngineDb,
  access: EntityAccess,
  ids: readonly string[],
): Promise<void> {
  if (access.ruleConditions.length === 0) return;
  for (const part of chunks([...new Set(ids)])) {
    const found = await db
      .selectFrom(access.entity.table)
      .select('id')
      .where(allOf([inList('id', part), ...access.ruleConditions]))
      .execute();
    if (found.length < part.length) throw Errors.dataForbidden();
  }
}
