// The entity registry: every entity of schemas/entities resolved once at start — columns (snake_case
// of the keys) with their SQL types, the system columns, dictionaries, sub-tables, tree, default
// sort, unique rules and the indexes schema sync maintains. Everything the engine puts into SQL text
// (table and column names) comes from here, never from a request.
import type {
  EntityDefinition,
  FieldDefinition,
  SubTableDefinition,
} from '../../shared/schema-language/entity';
import type { ForcedValue } from '../../shared/schema-language/forced-values';
import { defaultsFrom } from '../../shared/schema-language/default-from';
import { subListKey } from '../../shared/engine-api';
import { PAGINATION } from '../../shared/limits';
import { isRatio, resolveDerived, resolveLifecycle, resolveOperations } from './behaviour';
import type { ResolvedDerived, ResolvedLifecycle, ResolvedOperation } from './behaviour';
import { resolveTimeRules } from './time-rules/resolve';
import type { ResolvedTimeRule } from './time-rules/resolve';
import { fieldSqlType } from './sql-types';
import type { SqlType } from './sql-types';
import { snakeCase } from './naming';
import { addIndex, resolveIndexes, withoutPrefixIndexes } from './registry-indexes';

export type FieldDictionary =
  | { kind: 'plain'; code: string }
  | {
      kind: 'table';
      entity: string;
      textKey: string;
      valueKey: string;
      /** Target field → values its rows must hold. */
      where: Readonly<Record<string, readonly string[]>>;
      /** Target field → this entity's field it must equal (when that has a value). */
      filter: Readonly<Record<string, string>>;
      /**
       * This entity's field → the target field it is filled from (client side): the `fill` fields,
       * and the fields defaulting from this reference (`defaultFrom`), which the form fills if empty.
       */
      fill: Readonly<Record<string, string>>;
      /** Values a cited row imposes on this entity's fields. */
      forces: readonly ForcedValue[];
    };

export interface ResolvedField {
  key: string;
  column: string;
  label: string;
  definition: FieldDefinition;
  /** One of the system columns (id, audit, org, tenant). */
  system: boolean;
  sqlType: SqlType;
  dict: FieldDictionary | null;
  /**
   * query.containsIndex: the tsvector column where PostgreSQL keeps this text's character pairs and last character
   * (its grams), GIN-indexed, which a contains search of one or two characters looks up (textMatch).
   * No such column on SQLite.
   */
  gramsColumn?: string;
}

export interface UniqueRule {
  /** The unique index that enforces it. */
  index: string;
  /** Key columns besides tenant_id, in index order; the last one is the field the message is about. */
  fields: ResolvedField[];
  /** tenant_id leads the index (tenant-scoped entities). */
  tenant: boolean;
  message: string;
}

export interface IndexSpec {
  name: string;
  columns: string[];
  unique: boolean;
  /** The unique rule it enforces (unique indexes only). */
  rule?: UniqueRule;
  /**
   * GIN indexes of a contains search (query.containsIndex), PostgreSQL only: 'trigram', pg_trgm's of
   * the text column, serving `ilike '%…%'` of three characters or more; 'grams', the grams column's,
   * serving one and two. 'version': a b-tree on the row's version then id (row-version.ts), for
   * entities a job follows by their changes (dataPush). A b-tree on `columns` otherwise.
   */
  method?: 'trigram' | 'grams' | 'version';
}

export interface ResolvedSubTable {
  definition: SubTableDefinition;
  entity: ResolvedEntity;
  foreignKey: ResolvedField;
  /** Renumbered from the submitted order: the declared sortField, else orderNum when present. */
  sortField: ResolvedField | null;
  /** Body key of the rows in add/edit: '<subEntityName>List'. */
  listKey: string;
  title: string;
}

export interface ResolvedEntity {
  definition: EntityDefinition;
  name: string;
  title: string;
  table: string;
  tenantScoped: boolean;
  /** Business fields with a column, in schema order (derived fields are in `derived`). */
  fields: ResolvedField[];
  systemFields: ResolvedField[];
  /** A business or system field by key. */
  field(key: string): ResolvedField | undefined;
  subTables: ResolvedSubTable[];
  tree: { parent: ResolvedField; hasChild: ResolvedField } | null;
  defaultSort: { field: ResolvedField; order: 'asc' | 'desc' }[];
  uniqueRules: UniqueRule[];
  indexes: IndexSpec[];
  lifecycle: ResolvedLifecycle | null;
  operations: ResolvedOperation[];
  /** Deadlines that make records overdue, kept by the time-rule job. */
  timeRules: ResolvedTimeRule[];
  operation(name: string): ResolvedOperation | undefined;
  /** Values computed when records are read. */
  derived: ResolvedDerived[];
  /**
   * Fields of other entities that hold this entity's ids (table dictionaries on 'id'), besides the
   * foreign keys of its own sub-tables and its tree parent: a referenced record cannot be deleted.
   */
  referencedBy: { entity: ResolvedEntity; field: ResolvedField }[];
}

export interface TableDictionary {
  /** 'table,text_column,value_column' as the dictionary endpoints accept it. */
  code: string;
  entity: ResolvedEntity;
  text: ResolvedField;
  value: ResolvedField;
}

export interface EntityRegistry {
  entities: ResolvedEntity[];
  get(name: string): ResolvedEntity | undefined;
  /** Entities with generic endpoints. */
  withApi(): ResolvedEntity[];
  /** Every table dictionary a field of the schemas declares, by code: the allowlist of table codes. */
  tableDictionaries: ReadonlyMap<string, TableDictionary>;
  tableDictionaryOf(field: ResolvedField): TableDictionary | undefined;
}

const SYSTEM_DEFINITIONS: FieldDefinition[] = [
  { key: 'id', label: '主键', type: 'string', length: 32 },
  { key: 'createBy', label: '创建人', type: 'string', length: 64 },
  { key: 'createTime', label: '创建时间', type: 'datetime' },
  { key: 'updateBy', label: '更新人', type: 'string', length: 64 },
  { key: 'updateTime', label: '更新时间', type: 'datetime' },
  { key: 'sysOrgCode', label: '所属部门', type: 'string', length: 64 },
];
const TENANT_DEFINITION: FieldDefinition = { key: 'tenantId', label: '租户', type: 'int' };

/** The field a sub-table grid is ordered by when none is declared. */
export const DEFAULT_SUB_SORT_FIELD = 'orderNum';

function resolveField(
  definition: FieldDefinition,
  system: boolean,
  defaults: Readonly<Record<string, string>> = {},
): ResolvedField {
  const dict = definition.dict;
  return {
    key: definition.key,
    column: snakeCase(definition.key),
    label: definition.label,
    definition,
    system,
    sqlType: fieldSqlType(definition),
    dict: !dict
      ? null
      : 'code' in dict
        ? { kind: 'plain', code: dict.code }
        : {
            kind: 'table',
            entity: dict.entity,
            textKey: dict.text,
            valueKey: dict.value ?? 'id',
            where: dict.where ?? {},
            filter: dict.filter ?? {},
            fill: { ...dict.fill, ...defaults },
            forces: dict.forces ?? [],
          },
  };
}

function resolveEntity(definition: EntityDefinition): ResolvedEntity & { derivedFields: ResolvedField[] } {
  const tenantScoped = !!definition.tenantScoped;
  const allFields = definition.fields.map((f) => resolveField(f, false, defaultsFrom(definition, f.key)));
  const fields = allFields.filter((f) => !f.definition.derived);
  const present = definition.systemTable ? new Set(['id', ...definition.systemTable.auditColumns]) : null;
  const systemDefinitions = present
    ? SYSTEM_DEFINITIONS.filter((f) => present.has(f.key))
    : SYSTEM_DEFINITIONS;
  const systemFields = [...systemDefinitions, ...(tenantScoped ? [TENANT_DEFINITION] : [])].map((f) =>
    resolveField(f, true),
  );
  const byKey = new Map([...systemFields, ...fields].map((f) => [f.key, f]));
  const field = (key: string) => byKey.get(key);
  const must = (key: string) => {
    const found = byKey.get(key);
    // The definition loader has checked every reference; a miss here is a programming error.
    if (!found) throw new Error(`entity "${definition.name}" has no field "${key}"`);
    return found;
  };
  const tree = definition.tree
    ? { parent: must(definition.tree.parentField), hasChild: must(definition.tree.hasChildField) }
    : null;
  const sortSpec = definition.defaultSort ?? [
    { field: PAGINATION.defaultSortColumn, order: PAGINATION.defaultSortOrder },
  ];
  const operations = resolveOperations(definition, must);
  const lifecycle = resolveLifecycle(definition, must);
  return {
    definition,
    name: definition.name,
    title: definition.title,
    table: definition.table,
    tenantScoped,
    fields,
    systemFields,
    field,
    subTables: [],
    tree,
    defaultSort: sortSpec.map((s) => ({ field: must(s.field), order: s.order })),
    uniqueRules: [],
    indexes: [],
    lifecycle,
    operations,
    timeRules: [],
    operation: (name) => operations.find((o) => o.name === name),
    derived: [],
    referencedBy: [],
    derivedFields: allFields.filter((f) => !!f.definition.derived),
  };
}

export function createEntityRegistry(definitions: readonly EntityDefinition[]): EntityRegistry {
  const resolved = definitions.map(resolveEntity);
  const entities: ResolvedEntity[] = resolved;
  const byName = new Map(entities.map((e) => [e.name, e]));
  // Once every entity exists (a notify path names another entity's fields), before the rules' indexes.
  for (const entity of entities) entity.timeRules = resolveTimeRules(entity, (name) => byName.get(name)!);
  for (const entity of entities) resolveIndexes(entity, (name) => byName.get(name));
  for (const entity of resolved) {
    entity.derived = resolveDerived(entity, entity.derivedFields, (name) => byName.get(name)!);
    // Derived values are counted per page by the match columns: each counted entity indexes them.
    for (const derived of entity.derived) {
      if (isRatio(derived)) continue;
      const tenant = derived.source.tenantScoped ? ['tenant_id'] : [];
      addIndex(derived.source, [...tenant, ...derived.match.map((m) => m.source.column)], false);
    }
  }
  for (const entity of entities) {
    for (const definition of entity.definition.subTables ?? []) {
      const sub = byName.get(definition.entity)!;
      const foreignKey = sub.field(definition.foreignKey)!;
      const sortKey =
        definition.sortField ?? (sub.field(DEFAULT_SUB_SORT_FIELD) ? DEFAULT_SUB_SORT_FIELD : null);
      entity.subTables.push({
        definition,
        entity: sub,
        foreignKey,
        sortField: sortKey ? sub.field(sortKey)! : null,
        listKey: subListKey(sub.name),
        title: definition.title ?? sub.title,
      });
      addIndex(sub, [foreignKey.column], false);
    }
  }
  for (const entity of entities) entity.indexes = withoutPrefixIndexes(entity.indexes);

  for (const entity of entities) {
    const ownSubKeys = new Set(entity.subTables.map((sub) => sub.foreignKey));
    for (const source of entities)
      for (const field of source.fields) {
        const dict = field.dict;
        if (dict?.kind !== 'table' || dict.entity !== entity.name || dict.valueKey !== 'id') continue;
        if (ownSubKeys.has(field) || field === entity.tree?.parent) continue;
        entity.referencedBy.push({ entity: source, field });
      }
  }

  const tableDictionaries = new Map<string, TableDictionary>();
  const tableDictionaryOf = (field: ResolvedField): TableDictionary | undefined => {
    if (field.dict?.kind !== 'table') return undefined;
    const target = byName.get(field.dict.entity)!;
    const text = target.field(field.dict.textKey)!;
    const value = target.field(field.dict.valueKey)!;
    return { code: `${target.table},${text.column},${value.column}`, entity: target, text, value };
  };
  for (const entity of entities) {
    for (const field of entity.fields) {
      const dictionary = tableDictionaryOf(field);
      if (dictionary) tableDictionaries.set(dictionary.code, dictionary);
    }
  }
  return {
    entities,
    get: (name) => byName.get(name),
    withApi: () => entities.filter((e) => !!e.definition.api),
    tableDictionaries,
    tableDictionaryOf,
  };
}
