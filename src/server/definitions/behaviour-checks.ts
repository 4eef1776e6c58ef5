// Rules of the declared behaviour beyond the meta-schema: a life cycle on a field with a plain
// dictionary whose values the states are; operations with unique names, states of that dictionary,
// step and set fields that exist (never the state itself), no batch step taking files, collection
// operations without record-only keys and with effects; derived values over entities and fields that
// exist, numeric, never searched, sorted or indexed (they have no column), ratios of two counts or sums.
import type { DictionaryFile } from '../../shared/schema-language/dictionary';
import type {
  EntityDefinition,
  FieldDefinition,
  OperationDefinition,
  RatioDerivedDefinition,
} from '../../shared/schema-language/entity';
import { isCollectionOperation } from '../../shared/schema-language/operations';
import { ENTITY_ACTIONS, ROW_ACTIONS, TOOLBAR_ACTIONS } from '../../shared/schema-language/entity-vocabulary';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { isFileField } from '../../shared/validation/stored-files';
import { SYSTEM_FIELDS } from './entity-checks';

import { checkEachEntity } from './each-entity';
import type { Problem } from './each-entity';

const RESERVED_NAMES = new Set<string>([...ENTITY_ACTIONS, ...ROW_ACTIONS, ...TOOLBAR_ACTIONS]);

function checkLifecycle(entity: EntityDefinition, states: ReadonlySet<string> | null, problem: Problem) {
  const lifecycle = entity.lifecycle;
  if (!lifecycle) return;
  const field = entity.fields.find((f) => f.key === lifecycle.field);
  if (!field) return problem('/lifecycle/field', `unknown field "${lifecycle.field}"`);
  if (!states) return problem('/lifecycle/field', 'the state field needs a plain dictionary (dict.code)');
  if (field.derived) problem('/lifecycle/field', 'the state field cannot be derived');
  if (!states.has(lifecycle.initial))
    problem('/lifecycle/initial', `"${lifecycle.initial}" is not a value of the state dictionary`);
  for (const key of ['closed', 'locked'] as const)
    lifecycle[key]?.forEach((state, i) => {
      if (!states.has(state))
        problem(`/lifecycle/${key}/${i}`, `"${state}" is not a value of the state dictionary`);
    });
  if (lifecycle.locked?.includes(lifecycle.initial))
    problem('/lifecycle/locked', 'the initial state cannot be locked: a new record could never be edited');
}

/** Why a collection operation takes no such key: each belongs to a step on records. */
const NOT_FOR_COLLECTION: Partial<Record<keyof OperationDefinition, string>> = {
  from: 'states are those of records',
  to: 'states are those of records',
  when: 'conditions are on records',
  after: 'a wait counts from a time of a record',
  todo: 'waiting work is records in a state',
  batch: 'it is a toolbar button already',
  set: 'its effects (hooks) write what it creates or changes',
  guards: 'guards judge one record; an effect refuses by throwing',
  opinion: 'the flow log keeps opinions per record',
  attachments: 'a file belongs to one record',
};

/** A collection operation (target: collection) acts on no record: its form goes to its effects. */
function checkCollectionOperation(
  operation: OperationDefinition,
  fields: ReadonlyMap<string, FieldDefinition>,
  at: string,
  problem: Problem,
) {
  for (const [key, why] of Object.entries(NOT_FOR_COLLECTION))
    if (operation[key as keyof OperationDefinition] !== undefined)
      problem(`${at}/${key}`, `a collection operation acts on no record: it takes no "${key}" (${why})`);
  if (!operation.hooks?.length)
    problem(`${at}/hooks`, 'a collection operation does its work in effects: name at least one in "hooks"');
  const stepKeys = [...(operation.fields ?? []), ...(operation.optionalFields ?? [])];
  const file = stepKeys.find((key) => {
    const field = fields.get(key);
    return field && isFileField(field);
  });
  if (file)
    problem(`${at}/fields`, `field "${file}" takes files: a file belongs to one record, not to a collection`);
}

function checkOperations(entity: EntityDefinition, states: ReadonlySet<string> | null, problem: Problem) {
  const fields = new Map(entity.fields.map((f) => [f.key, f]));
  const stateKey = entity.lifecycle?.field;
  const names = new Set<string>();
  if (entity.operations?.length && !entity.api) problem('/operations', 'operations need an api to be called');
  entity.operations?.forEach((operation, index) => {
    const at = `/operations/${index}`;
    if (names.has(operation.name)) problem(`${at}/name`, `duplicate operation "${operation.name}"`);
    names.add(operation.name);
    if (RESERVED_NAMES.has(operation.name))
      problem(`${at}/name`, `"${operation.name}" is a built-in action of the entity`);
    if (isCollectionOperation(operation)) checkCollectionOperation(operation, fields, at, problem);
    const stateList: [string, readonly string[]][] = [
      ['from', operation.from ?? []],
      ['to', operation.to ? [operation.to] : []],
    ];
    for (const [part, values] of stateList) {
      if (values.length === 0) continue;
      if (!entity.lifecycle) {
        problem(`${at}/${part}`, 'states need a lifecycle on the entity');
        continue;
      }
      values.forEach((state) => {
        if (states && !states.has(state))
          problem(`${at}/${part}`, `"${state}" is not a value of the state dictionary`);
      });
    }
    const stepKeys = [...(operation.fields ?? []), ...(operation.optionalFields ?? [])];
    const seen = new Set<string>();
    stepKeys.forEach((key) => {
      const field = fields.get(key);
      if (!field) problem(`${at}/fields`, `unknown field "${key}"`);
      else if (field.derived) problem(`${at}/fields`, `field "${key}" is derived`);
      if (key === stateKey) problem(`${at}/fields`, 'the state moves by "to", not as a step field');
      if (seen.has(key)) problem(`${at}/fields`, `field "${key}" is listed twice`);
      seen.add(key);
    });
    // A stored file belongs to one record, so a step taking files runs on one record at a time.
    const fileFields = stepKeys.map((key) => fields.get(key)).filter((field) => field && isFileField(field));
    if (operation.batch && (operation.attachments || fileFields.length > 0))
      problem(
        `${at}/batch`,
        'a step taking files (attachments, file fields) runs on one record: a file belongs to one',
      );
    for (const key of Object.keys(operation.set ?? {})) {
      const field = fields.get(key);
      if (!field) problem(`${at}/set/${key}`, `unknown field "${key}"`);
      else if (field.derived) problem(`${at}/set/${key}`, `field "${key}" is derived`);
      if (key === stateKey) problem(`${at}/set/${key}`, 'the state moves by "to"');
    }
  });
}

/** A derived value is computed when read: nothing that needs a column (search, sort, uniqueness). */
function checkNoColumn(field: FieldDefinition, pointer: string, problem: Problem) {
  for (const [key, present] of [
    ['query', field.query],
    ['required', field.required],
    ['unique', field.unique],
    ['dict', field.dict],
    ['default', field.default],
    ['index', field.index],
  ] as const)
    if (present !== undefined)
      problem(`${pointer}/${key}`, 'a derived value has no column: it takes no ' + key);
  if (field.list?.sorter) problem(`${pointer}/list/sorter`, 'a derived value has no column to sort by');
}

/** A ratio is a percentage (decimals) of two counts or sums of the same entity, computed with them. */
function checkRatio(
  entity: EntityDefinition,
  field: FieldDefinition,
  { ratio }: RatioDerivedDefinition,
  pointer: string,
  problem: Problem,
) {
  if (field.type !== 'decimal')
    problem(`${pointer}/type`, "a ratio is a percentage: type 'decimal', its scale the decimals shown");
  for (const part of ['numerator', 'denominator'] as const) {
    const operand = entity.fields.find((f) => f.key === ratio[part])?.derived;
    if (!operand || 'ratio' in operand || operand.aggregate === 'max')
      problem(
        `${pointer}/derived/ratio/${part}`,
        `"${ratio[part]}" is not a 'count' or 'sum' derived field of "${entity.name}"`,
      );
  }
}

function checkDerived(
  entity: EntityDefinition,
  field: FieldDefinition,
  pointer: string,
  byName: ReadonlyMap<string, EntityDefinition>,
  problem: Problem,
) {
  const derived = field.derived!;
  const at = `${pointer}/derived`;
  checkNoColumn(field, pointer, problem);
  if ('ratio' in derived) return checkRatio(entity, field, derived, pointer, problem);
  if (derived.aggregate !== 'max' && field.type !== 'int' && field.type !== 'decimal')
    problem(`${pointer}/type`, "a count or sum is a number: type 'int' or 'decimal'");
  const source = byName.get(derived.entity);
  if (!source) return problem(`${at}/entity`, `unknown entity "${derived.entity}"`);
  const sourceKeys = new Set([
    ...source.fields.filter((f) => !f.derived).map((f) => f.key),
    ...SYSTEM_FIELDS,
  ]);
  const ownKeys = new Set([...entity.fields.filter((f) => !f.derived).map((f) => f.key), ...SYSTEM_FIELDS]);
  for (const [from, to] of Object.entries(derived.match)) {
    if (!sourceKeys.has(from))
      problem(`${at}/match/${from}`, `entity "${source.name}" has no field "${from}"`);
    if (!ownKeys.has(to)) problem(`${at}/match/${from}`, `unknown field "${to}"`);
  }
  for (const key of Object.keys(derived.where ?? {}))
    if (!sourceKeys.has(key)) problem(`${at}/where/${key}`, `entity "${source.name}" has no field "${key}"`);
  if (derived.state && !source.lifecycle) problem(`${at}/state`, `entity "${source.name}" has no lifecycle`);
  const isDated = (key: string) => {
    const dated = source.fields.find((f) => f.key === key);
    return !!dated && !dated.derived && (dated.type === 'date' || dated.type === 'datetime');
  };
  if (derived.period && !isDated(derived.period.field))
    problem(`${at}/period/field`, `'period' needs a 'date' or 'datetime' field of "${source.name}"`);
  if (derived.matchYear) {
    if (!isDated(derived.matchYear.field))
      problem(`${at}/matchYear/field`, `'matchYear' needs a 'date' or 'datetime' field of "${source.name}"`);
    const year = entity.fields.find((f) => f.key === derived.matchYear!.year);
    if (!year || year.derived || year.type !== 'int')
      problem(`${at}/matchYear/year`, `'matchYear' needs an 'int' field of this entity holding the year`);
  }
  const target = source.fields.find((f) => f.key === derived.field);
  if (derived.aggregate === 'sum' && (!target || (target.type !== 'int' && target.type !== 'decimal')))
    problem(`${at}/field`, `'sum' needs a number field of "${source.name}"`);
  if (derived.aggregate === 'max' && (!target || target.derived))
    problem(`${at}/field`, `'max' needs a field of "${source.name}"`);
  if (derived.aggregate === 'max' && target && field.type !== target.type)
    problem(`${pointer}/type`, `'max' keeps the type of "${target.key}" (${target.type})`);
  if (derived.aggregate === 'count' && derived.field) problem(`${at}/field`, "'count' names no field");
}

/** Derived fields have no column: nothing that needs one may name them. */
function checkDerivedReferences(entity: EntityDefinition, problem: Problem) {
  const derived = new Set(entity.fields.filter((f) => f.derived).map((f) => f.key));
  if (derived.size === 0) return;
  const refuse = (pointer: string, key: string) => {
    if (derived.has(key)) problem(pointer, `field "${key}" is derived: it has no column`);
  };
  entity.defaultSort?.forEach((sort, i) => refuse(`/defaultSort/${i}/field`, sort.field));
  entity.indexes?.forEach((index, i) =>
    index.fields.forEach((key, j) => refuse(`/indexes/${i}/fields/${j}`, key)),
  );
  entity.dataRules?.forEach((rule, i) => refuse(`/dataRules/${i}/field`, rule.field));
  if (entity.tree) {
    refuse('/tree/parentField', entity.tree.parentField);
    refuse('/tree/hasChildField', entity.tree.hasChildField);
  }
  entity.fields.forEach((field, i) => {
    if (typeof field.unique === 'object')
      field.unique.scope.forEach((key, j) => refuse(`/fields/${i}/unique/scope/${j}`, key));
  });
}

/** A table dictionary's where, filter and fill name fields of the target and of this entity. */
function checkDictionaryOptions(
  entity: EntityDefinition,
  byName: ReadonlyMap<string, EntityDefinition>,
  problem: Problem,
) {
  const own = new Set([...entity.fields.filter((f) => !f.derived).map((f) => f.key), ...SYSTEM_FIELDS]);
  entity.fields.forEach((field, index) => {
    const dict = field.dict;
    if (!dict || !('entity' in dict)) return;
    const target = byName.get(dict.entity);
    if (!target) return;
    const at = `/fields/${index}/dict`;
    const targetKeys = new Set([
      ...target.fields.filter((f) => !f.derived).map((f) => f.key),
      ...SYSTEM_FIELDS,
    ]);
    for (const key of Object.keys(dict.where ?? {}))
      if (!targetKeys.has(key))
        problem(`${at}/where/${key}`, `entity "${target.name}" has no field "${key}"`);
    for (const [key, ownKey] of Object.entries(dict.filter ?? {})) {
      if (!targetKeys.has(key))
        problem(`${at}/filter/${key}`, `entity "${target.name}" has no field "${key}"`);
      if (!own.has(ownKey)) problem(`${at}/filter/${key}`, `unknown field "${ownKey}"`);
    }
    for (const [ownKey, key] of Object.entries(dict.fill ?? {})) {
      if (!targetKeys.has(key))
        problem(`${at}/fill/${ownKey}`, `entity "${target.name}" has no field "${key}"`);
      const filled = entity.fields.find((f) => f.key === ownKey);
      if (!filled || filled.derived || filled.readonly)
        problem(`${at}/fill/${ownKey}`, `"${ownKey}" is not a field the form writes`);
    }
  });
}

export function checkBehaviour(
  entities: readonly EntityDefinition[],
  dictionaries: readonly DictionaryFile[],
): DefinitionProblem[] {
  return checkEachEntity(entities, dictionaries, (entity, { problem, byName, dictionaryValues }) => {
    const stateField = entity.fields.find((f) => f.key === entity.lifecycle?.field);
    const stateDict = stateField?.dict && 'code' in stateField.dict ? stateField.dict.code : null;
    const states = stateDict ? (dictionaryValues.get(stateDict) ?? null) : null;
    checkLifecycle(entity, states, problem);
    checkOperations(entity, states, problem);
    entity.fields.forEach((field, index) => {
      if (field.derived) checkDerived(entity, field, `/fields/${index}`, byName, problem);
    });
    checkDerivedReferences(entity, problem);
    checkDictionaryOptions(entity, byName, problem);
    entity.related?.forEach((related, i) => {
      const source = byName.get(related.entity);
      const field = source?.fields.find((f) => f.key === related.field);
      const dict = field?.dict;
      if (!source) problem(`/related/${i}/entity`, `unknown entity "${related.entity}"`);
      else if (!dict || !('entity' in dict) || dict.entity !== entity.name || (dict.value ?? 'id') !== 'id')
        problem(
          `/related/${i}/field`,
          `"${related.entity}.${related.field}" does not hold ids of "${entity.name}"`,
        );
      else if (!source.api) problem(`/related/${i}/entity`, `entity "${related.entity}" has no api to list`);
    });
  });
}
