// Maintained values (`maintained` on a field): a stored column — filtered, sorted and exported like
// any other — whose value a named hook computes as one SQL expression over the owner's row, either
// from another entity's matching records (`entity` and `match`) or from the row's own fields (no
// `entity`; the field's stored value may be one of them, a state the user set and the hook keeps).
// Every write through the engine (save with sub-tables, import, operation step, delete) recomputes,
// in its transaction, the owner rows it may have changed: the written owner rows themselves and the
// owners matching the written source rows before and after. The time-rule job recomputes every row
// whose stored value differs from today's (dates pass, rows written around the engine). Both are
// conditional set-based updates: a right value is not rewritten. Values from the row itself come
// first, so a value following records reads their settled state.
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import { formatDate } from '../../shared/date-format';
import type { EngineDeps } from './access';
import type { EngineDb } from './engine-db';
import { chunks } from './engine-db';
import { hookNamed } from './hooks';
import { allColumns, byKey } from './records';
import type { EntityRegistry, ResolvedEntity, ResolvedField } from './registry';
import type {
  MaintainedValueHook,
  RecordsMaintainedValueHook,
  RowMaintainedValueHook,
} from './server-rule-hooks';
import { allOf, inList } from './sql-conditions';
import type { Condition } from './sql-conditions';

type MaintainDeps = Pick<EngineDeps, 'dialect' | 'registry' | 'hooks'>;

/** What the time-rule job's message says about the values it refreshed. */
export const MAINTAINED_VALUE_TEXTS = {
  jobDone: (count: number) => `，刷新维护值${count}条`,
} as const;

interface MaintainedBase {
  owner: ResolvedEntity;
  field: ResolvedField;
  /** The owner's field naming the rows a write may have changed (its id for a value from the row). */
  ownerKey: ResolvedField;
}

interface FromRecords extends MaintainedBase {
  hook: RecordsMaintainedValueHook;
  source: ResolvedEntity;
  /** The source's field holding the owner's `ownerKey`. */
  sourceKey: ResolvedField;
}

interface FromRow extends MaintainedBase {
  hook: RowMaintainedValueHook;
}

type MaintainedField = FromRecords | FromRow;

const fromRecords = (maintained: MaintainedField): maintained is FromRecords =>
  maintained.hook.from === 'records';

/** The alias of the source table inside a hook's `exists`. */
const SOURCE_ALIAS = 'maintained_source';

const resolved = new WeakMap<EntityRegistry, MaintainedField[]>();

function resolve(deps: MaintainDeps, owner: ResolvedEntity, field: ResolvedField): MaintainedField[] {
  const declared = field.definition.maintained;
  if (!declared) return [];
  const hook: MaintainedValueHook = hookNamed(deps.hooks.maintainedValues, declared.hook)!;
  // The definition checks refuse a hook of the other kind; this only narrows the types.
  if (!('entity' in declared))
    return hook.from === 'row' ? [{ owner, field, ownerKey: owner.field('id')!, hook }] : [];
  if (hook.from !== 'records') return [];
  const source = deps.registry.get(declared.entity)!;
  const [sourceKey, ownerKey] = Object.entries(declared.match)[0]!;
  return [
    { owner, field, ownerKey: owner.field(ownerKey)!, source, sourceKey: source.field(sourceKey)!, hook },
  ];
}

/** Every maintained field of the registry (the definition checks made sure each resolves), rows' first. */
function maintainedFields(deps: MaintainDeps): MaintainedField[] {
  let found = resolved.get(deps.registry);
  if (!found) {
    const all = deps.registry.entities.flatMap((owner) =>
      owner.fields.flatMap((field) => resolve(deps, owner, field)),
    );
    found = [...all.filter((m) => !fromRecords(m)), ...all.filter(fromRecords)];
    resolved.set(deps.registry, found);
  }
  return found;
}

function valueOf(deps: MaintainDeps, maintained: MaintainedField, today: string): Expression<unknown> {
  const { owner } = maintained;
  const base = { dialect: deps.dialect, registry: deps.registry, owner, today };
  if (!fromRecords(maintained))
    return maintained.hook.value({ ...base, column: (key) => `${owner.table}.${owner.field(key)!.column}` });
  const { source, ownerKey, sourceKey } = maintained;
  const column = (key: string) => `${SOURCE_ALIAS}.${source.field(key)!.column}`;
  const sameTenant =
    owner.tenantScoped && source.tenantScoped
      ? sql`and ${sql.ref(`${SOURCE_ALIAS}.tenant_id`)} = ${sql.ref(`${owner.table}.tenant_id`)}`
      : sql``;
  return maintained.hook.value({
    ...base,
    source,
    column,
    exists: (where) => sql<SqlBool>`exists (
      select 1 from ${sql.table(source.table)} as ${sql.table(SOURCE_ALIAS)}
      where ${sql.ref(`${SOURCE_ALIAS}.${sourceKey.column}`)} = ${sql.ref(`${owner.table}.${ownerKey.column}`)}
        ${sameTenant} and ${where}
    )`,
  });
}

/** Sets the value on the owner rows meeting `where` whose stored value differs; answers how many. */
async function recompute(
  deps: MaintainDeps,
  db: EngineDb,
  maintained: MaintainedField,
  where: Condition,
): Promise<number> {
  const value = valueOf(deps, maintained, formatDate());
  const column = maintained.field.column;
  // Null-safe (both databases): a value from the row may be null where the row keeps none.
  const stale = sql<SqlBool>`${sql.ref(column)} is distinct from ${value}`;
  const result = await db
    .updateTable(maintained.owner.table)
    .set({ [column]: value })
    .where(allOf([where, stale]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * After rows of `entity` were written (each by field key: before and/or after the write), inside the
 * write's transaction: recomputes the maintained values those rows may have changed.
 */
export async function refreshMaintained(
  deps: MaintainDeps,
  db: EngineDb,
  entity: ResolvedEntity,
  rows: readonly Readonly<Record<string, unknown>>[],
): Promise<void> {
  for (const maintained of maintainedFields(deps)) {
    const keys = new Set<string>();
    for (const row of rows) {
      if (maintained.owner === entity && filled(row[maintained.ownerKey.key]))
        keys.add(String(row[maintained.ownerKey.key]));
      if (fromRecords(maintained) && maintained.source === entity && filled(row[maintained.sourceKey.key]))
        keys.add(String(row[maintained.sourceKey.key]));
    }
    for (const part of chunks([...keys]))
      await recompute(deps, db, maintained, inList(maintained.ownerKey.column, part));
  }
}

/** Whether writes to the entity may change a maintained value (its rows must be read before a delete). */
export const isMaintainedSource = (deps: MaintainDeps, entity: ResolvedEntity): boolean =>
  maintainedFields(deps).some((maintained) => fromRecords(maintained) && maintained.source === entity);

/** The entities holding a value that follows `entityName`'s records: written too when it is. */
export const maintainedOwners = (deps: MaintainDeps, entityName: string): string[] => [
  ...new Set(
    maintainedFields(deps)
      .filter(fromRecords)
      .filter((maintained) => maintained.source.name === entityName)
      .map((maintained) => maintained.owner.name),
  ),
];

/**
 * Before a delete of the rows of `entity` meeting `where`: those rows by field key when a maintained
 * value follows the entity (refreshMaintained needs what they matched once they are gone), else none.
 */
export async function rowsBeforeDelete(
  deps: MaintainDeps,
  db: EngineDb,
  entity: ResolvedEntity,
  where: Condition,
): Promise<Record<string, unknown>[]> {
  if (!isMaintainedSource(deps, entity)) return [];
  const rows = await db.selectFrom(entity.table).select(allColumns(entity)).where(where).execute();
  return rows.map((row) => byKey(entity, row));
}

/** Recomputes every owner row whose stored value is not today's (the time-rule job); answers how many. */
export async function refreshAllMaintained(deps: EngineDeps): Promise<number> {
  let changed = 0;
  for (const maintained of maintainedFields(deps)) {
    const count = await recompute(deps, deps.db, maintained, allOf([]));
    if (count > 0) deps.written(maintained.owner.name);
    changed += count;
  }
  return changed;
}
