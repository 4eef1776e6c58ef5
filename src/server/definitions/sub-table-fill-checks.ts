// Rules of `fillFrom` on a sub-table beyond the meta-schema: the template entity exists; every match
// key and `where` key is a stored field of the template; every match source is a stored field of the
// record, or — dotted — a table-dictionary field of the record and a stored field of the entity it
// references; every map key is a stored field of the sub-table's entity the server does not set
// itself (foreign key, sort order) and every map value a stored field of the template of the same
// type. File fields are not copied: a file belongs to one record.
import type { EntityDefinition, FieldDefinition } from '../../shared/schema-language/entity';
import { fillSource } from '../../shared/schema-language/sub-table-fill';
import type { SubTableFill } from '../../shared/schema-language/sub-table-fill';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { entityFile } from './entity-checks';

type Problem = (pointer: string, reason: string) => void;

const FILE_CONTROLS = new Set(['upload', 'image', 'signature']);
const DEFAULT_SORT_FIELD = 'orderNum';

/** A field with a column (derived values are computed on read and cannot be matched or copied). */
function storedField(entity: EntityDefinition, key: string): FieldDefinition | undefined {
  const field = entity.fields.find((f) => f.key === key);
  return field && !field.derived ? field : undefined;
}

function checkMatch(
  fill: SubTableFill,
  record: EntityDefinition,
  template: EntityDefinition,
  byName: ReadonlyMap<string, EntityDefinition>,
  problem: Problem,
  at: string,
) {
  for (const [key, source] of Object.entries(fill.match)) {
    if (!storedField(template, key))
      problem(`${at}/match/${key}`, `"${key}" is not a field of entity "${template.name}"`);
    const { field, through } = fillSource(source);
    const recordField = storedField(record, field);
    if (!recordField) {
      problem(`${at}/match/${key}`, `"${field}" is not a field of entity "${record.name}"`);
      continue;
    }
    if (through === null) continue;
    const dict = recordField.dict;
    const referenced = dict && 'entity' in dict ? byName.get(dict.entity) : undefined;
    if (!referenced) {
      problem(
        `${at}/match/${key}`,
        `"${field}" is not a table-dictionary field: "${source}" cannot go through it`,
      );
      continue;
    }
    if (!storedField(referenced, through))
      problem(`${at}/match/${key}`, `"${through}" is not a field of entity "${referenced.name}"`);
  }
}

function checkMap(
  fill: SubTableFill,
  sub: NonNullable<EntityDefinition['subTables']>[number],
  rowEntity: EntityDefinition,
  template: EntityDefinition,
  problem: Problem,
  at: string,
) {
  const serverSet = new Set([sub.foreignKey, sub.sortField ?? DEFAULT_SORT_FIELD]);
  for (const [target, source] of Object.entries(fill.map)) {
    const pointer = `${at}/map/${target}`;
    const row = storedField(rowEntity, target);
    const copied = storedField(template, source);
    if (!row) problem(pointer, `"${target}" is not a field of entity "${rowEntity.name}"`);
    else if (serverSet.has(target)) problem(pointer, `"${target}" is set by the server (foreign key, order)`);
    else if (row.form?.control && FILE_CONTROLS.has(row.form.control))
      problem(pointer, `"${target}" holds files, which belong to one record and are not copied`);
    if (!copied) problem(pointer, `"${source}" is not a field of entity "${template.name}"`);
    if (row && copied && row.type !== copied.type)
      problem(pointer, `"${target}" (${row.type}) cannot hold "${source}" (${copied.type})`);
  }
}

export function checkSubTableFills(entities: readonly EntityDefinition[]): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const byName = new Map(entities.map((e) => [e.name, e]));
  for (const entity of entities) {
    const problem: Problem = (pointer, reason) =>
      problems.push({ file: entityFile(entity.name), pointer, reason });
    entity.subTables?.forEach((sub, index) => {
      const fill = sub.fillFrom;
      if (!fill) return;
      const at = `/subTables/${index}/fillFrom`;
      const template = byName.get(fill.entity);
      if (!template) return problem(`${at}/entity`, `unknown entity "${fill.entity}"`);
      checkMatch(fill, entity, template, byName, problem, at);
      for (const key of Object.keys(fill.where ?? {}))
        if (!storedField(template, key))
          problem(`${at}/where/${key}`, `"${key}" is not a field of entity "${template.name}"`);
      // An unknown sub-table entity is reported by the entity checks.
      const rowEntity = byName.get(sub.entity);
      if (rowEntity) checkMap(fill, sub, rowEntity, template, problem, at);
    });
  }
  return problems;
}
