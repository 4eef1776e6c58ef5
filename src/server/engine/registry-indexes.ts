// The unique rules and indexes of the registry's entities, which schema sync maintains: one per unique
// rule (tenant column last), per declared index, per list sort (tenant, sort, id), per contains search
// (trigram and grams), per tree parent, per time rule, for the data push's changed rows; a plain index
// that begins a longer one is left out.
import { gramsColumnName, indexName, rowVersionIndexName, trigramIndexName } from './naming';
import type { IndexSpec, ResolvedEntity, ResolvedField, UniqueRule } from './registry';

export function addIndex(
  entity: ResolvedEntity,
  columns: string[],
  unique: boolean,
  rule?: UniqueRule,
): void {
  const name = rule?.index ?? indexName(entity.table, columns, unique);
  if (entity.indexes.some((i) => i.name === name)) return;
  entity.indexes.push({ name, columns, unique, ...(rule ? { rule } : {}) });
}

/**
 * The tenant column comes last: the index then also finds a value across tenants (the public company
 * check by credit code read the whole index with it first), and a plain index on the field begins it
 * and is left out (withoutPrefixIndexes). Lists sort through their own (tenant, field, id) indexes.
 */
function addUnique(entity: ResolvedEntity, fields: ResolvedField[], message: string): void {
  const tenant = entity.tenantScoped && !fields.some((f) => f.key === 'tenantId');
  const columns = [...fields.map((f) => f.column), ...(tenant ? ['tenant_id'] : [])];
  const rule: UniqueRule = { index: indexName(entity.table, columns, true), fields, tenant, message };
  entity.uniqueRules.push(rule);
  addIndex(entity, columns, true, rule);
}

/**
 * The indexes without a plain one whose columns begin a longer index (or are a unique index's): that
 * one answers every look-up, range and sort on those columns, and each insert paid for both (100,000
 * imported enterprises, docs/perf.md). Unique indexes stay: they enforce a rule.
 */
export function withoutPrefixIndexes(indexes: readonly IndexSpec[]): IndexSpec[] {
  const covers = (other: IndexSpec, index: IndexSpec) =>
    other !== index &&
    !other.method &&
    !index.method &&
    (other.columns.length > index.columns.length ||
      (other.unique && other.columns.length === index.columns.length)) &&
    index.columns.every((column, i) => other.columns[i] === column);
  return indexes.filter((index) => index.unique || !indexes.some((other) => covers(other, index)));
}

/** Unique rules and indexes of one entity (sub-table foreign keys are added by their main entity). */
export function resolveIndexes(
  entity: ResolvedEntity,
  entityNamed: (name: string) => ResolvedEntity | undefined,
): void {
  const def = entity.definition;
  const must = (key: string) => entity.field(key)!;
  /** A field naming a row of a tenant-scoped entity (an enterprise): its value keeps to one tenant. */
  const inOneTenant = (f: ResolvedField) =>
    f.dict?.kind === 'table' && !!entityNamed(f.dict.entity)?.tenantScoped;
  for (const field of entity.fields) {
    const unique = field.definition.unique;
    const message = field.definition.uniqueMessage ?? `${field.label}已存在`;
    // A serial number is unique like unique: true (per tenant, as its counters are).
    if (unique === true || (field.definition.serial && !unique)) addUnique(entity, [field], message);
    else if (typeof unique === 'object') {
      const fields = [...unique.scope.map(must), field];
      // A scope naming a row of a tenant-scoped entity (e.g. one enterprise) already keeps to one
      // tenant, so no tenant column; any other scope (a dictionary value such as the app of a version)
      // holds within the tenant, as unique: true does.
      if (!unique.scope.map(must).some(inOneTenant)) addUnique(entity, fields, message);
      else {
        const columns = fields.map((f) => f.column);
        const rule: UniqueRule = {
          index: indexName(entity.table, columns, true),
          fields,
          tenant: false,
          message,
        };
        entity.uniqueRules.push(rule);
        addIndex(entity, columns, true, rule);
      }
    }
    if (field.definition.index) addIndex(entity, [field.column], false);
    if (field.definition.query?.containsIndex) {
      const trigram = trigramIndexName(entity.table, field.column);
      entity.indexes.push({ name: trigram, columns: [field.column], unique: false, method: 'trigram' });
      field.gramsColumn = gramsColumnName(field.column);
      const name = indexName(entity.table, [field.gramsColumn], false);
      entity.indexes.push({ name, columns: [field.gramsColumn], unique: false, method: 'grams' });
    }
  }
  for (const declared of def.indexes ?? []) {
    const fields = declared.fields.map(must);
    if (declared.unique) addUnique(entity, fields, `${fields.map((f) => f.label).join('、')}的组合已存在`);
    else
      addIndex(
        entity,
        fields.map((f) => f.column),
        false,
      );
  }
  // Lists page by the sort with the id last: an index per sort lets a page read only its rows.
  const tenant = entity.tenantScoped ? ['tenant_id'] : [];
  const sortColumns = entity.defaultSort.map((s) => s.field.column).filter((c) => c !== 'id');
  addIndex(entity, [...tenant, ...sortColumns, 'id'], false);
  for (const field of entity.fields)
    if (field.definition.list?.sorter) addIndex(entity, [...tenant, field.column, 'id'], false);
  if (entity.tree) addIndex(entity, [entity.tree.parent.column], false);
  // The data push asks every run for the rows changed since its last one, across tenants: without
  // this index a scan and sort of the whole table each time (940k hazards: 0.4–0.7 s), with it 0.05 ms.
  if (def.dataPush)
    entity.indexes.push({
      name: rowVersionIndexName(entity.table),
      columns: ['update_time', 'create_time', 'id'],
      unique: false,
      method: 'version',
    });
  for (const rule of entity.timeRules) addIndex(entity, rule.indexColumns, false);
}
