// Rules of the declared form logic beyond the meta-schema: conditions name a field of the record the
// form can read (not itself, hidden or derived) and values of its dictionary — `in` for a field of one
// value, `includes` for a multiple-value one; cross-field rules compare two numbers, two dates/times
// or two strings for equality, a reading of the other field (`otherAs`) as the type it gives, read
// from a field of the type it reads; a step's `after` counts from a date or time the form can read;
// value tokens fit the type of the field they fill (defaults and operations' `set`); a serial number
// is a read-only string long enough for its format, never filled by a default or an operation; a
// visibleWhen of a sub entity shown as a grid does not name the foreign key, which a grid row does not
// hold; a tree code belongs to a tree entity, is a unique string and is not required (the server
// fills it).
import type { DictionaryFile } from '../../shared/schema-language/dictionary';
import type { EntityDefinition, FieldCondition, FieldDefinition } from '../../shared/schema-language/entity';
import { VALUE_TOKEN_TYPES } from '../../shared/schema-language/entity-vocabulary';
import type { ComparisonOperator, FieldType } from '../../shared/schema-language/entity-vocabulary';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { FIELD_DEFAULTS } from '../../shared/validation/field-values';
import { VALUE_READINGS } from '../../shared/validation/value-readings';
import { isValueToken } from '../../shared/value-tokens';
import { serialLength } from '../engine/serials/serial-format';
import { isGridSubTable } from './entity-checks';

import { checkEachEntity } from './each-entity';
import type { Problem } from './each-entity';

const NUMBERS: readonly FieldType[] = ['int', 'decimal'];
const TIMES: readonly FieldType[] = ['date', 'datetime'];
const EQUALITY: readonly ComparisonOperator[] = ['=', '!='];

interface EntityContext {
  entity: EntityDefinition;
  fields: ReadonlyMap<string, FieldDefinition>;
  dictionaryValues: ReadonlyMap<string, ReadonlySet<string>>;
  problem: Problem;
}

/** The field a reference names, when the form can read it; reports the problem otherwise. */
function readableField(context: EntityContext, key: string, pointer: string): FieldDefinition | null {
  const field = context.fields.get(key);
  if (!field) context.problem(pointer, `unknown field "${key}"`);
  else if (field.derived) context.problem(pointer, `field "${key}" is derived: it has no value to judge`);
  else if (field.hidden) context.problem(pointer, `field "${key}" is hidden: the form never has it`);
  else return field;
  return null;
}

function checkCondition(context: EntityContext, condition: FieldCondition, pointer: string, owner?: string) {
  if (condition.field === owner)
    return context.problem(`${pointer}/field`, 'a field cannot depend on itself');
  const field = readableField(context, condition.field, `${pointer}/field`);
  if (!field) return;
  if ('in' in condition && field.multiple)
    context.problem(`${pointer}/in`, `field "${field.key}" holds several values: use { includes: value }`);
  if ('includes' in condition && !field.multiple)
    context.problem(`${pointer}/includes`, `field "${field.key}" holds one value: use { in: [values] }`);
  const code = field.dict && 'code' in field.dict ? field.dict.code : null;
  const values = code ? context.dictionaryValues.get(code) : undefined;
  if (!values) return;
  const named = 'in' in condition ? condition.in : 'includes' in condition ? [condition.includes] : [];
  const at = 'in' in condition ? (i: number) => `${pointer}/in/${i}` : () => `${pointer}/includes`;
  named.forEach((value, i) => {
    if (!values.has(value)) context.problem(at(i), `"${value}" is not a value of dictionary "${code}"`);
  });
}

function checkTokenFits(problem: Problem, field: FieldDefinition, value: unknown, pointer: string) {
  if (isValueToken(value) && !VALUE_TOKEN_TYPES[value].includes(field.type))
    problem(pointer, `${value} does not fit a '${field.type}' field`);
}

function checkSerial(field: FieldDefinition, pointer: string, problem: Problem) {
  const serial = field.serial!;
  if (field.type !== 'string') return problem(`${pointer}/type`, "a serial number is a 'string'");
  const length = field.length ?? FIELD_DEFAULTS.length;
  if (length < serialLength(serial))
    problem(`${pointer}/length`, `the serial number needs ${serialLength(serial)} characters`);
  if (!field.readonly) problem(`${pointer}/readonly`, 'the server assigns a serial number: declare readonly');
  for (const key of ['default', 'dict'] as const)
    if (field[key] !== undefined) problem(`${pointer}/${key}`, `a serial number takes no ${key}`);
}

function checkTreeCode(context: EntityContext, field: FieldDefinition, pointer: string) {
  const { entity, problem } = context;
  if (!entity.tree) problem(`${pointer}/treeCode`, 'a tree code needs a tree entity (tree)');
  if (field.type !== 'string') problem(`${pointer}/type`, "a tree code is a 'string'");
  if (field.required) problem(`${pointer}/required`, 'the server fills a tree code left empty: not required');
  if (field.unique !== true) problem(`${pointer}/unique`, 'a tree code is unique: declare unique: true');
  if (entity.fields.filter((other) => other.treeCode).length > 1)
    problem(`${pointer}/treeCode`, 'an entity has at most one tree code');
}

function checkFields(context: EntityContext) {
  const { entity, problem } = context;
  entity.fields.forEach((field, index) => {
    const pointer = `/fields/${index}`;
    if (field.visibleWhen) checkCondition(context, field.visibleWhen, `${pointer}/visibleWhen`, field.key);
    if (field.requiredWhen) checkCondition(context, field.requiredWhen, `${pointer}/requiredWhen`, field.key);
    if (field.requiredWhen && field.required)
      problem(`${pointer}/requiredWhen`, 'the field is always required');
    checkTokenFits(problem, field, field.default, `${pointer}/default`);
    if (field.serial) checkSerial(field, pointer, problem);
    if (field.treeCode) checkTreeCode(context, field, pointer);
  });
}

function checkRules(context: EntityContext) {
  context.entity.crossFieldRules?.forEach((rule, index) => {
    const pointer = `/crossFieldRules/${index}`;
    const field = readableField(context, rule.field, `${pointer}/field`);
    const other = readableField(context, rule.other, `${pointer}/other`);
    if (rule.when) checkCondition(context, rule.when, `${pointer}/when`);
    if (!field || !other) return;
    if (field.key === other.key) return context.problem(`${pointer}/other`, 'a field compared with itself');
    const reading = rule.otherAs ? VALUE_READINGS[rule.otherAs] : null;
    if (reading && other.type !== reading.reads)
      return context.problem(
        `${pointer}/otherAs`,
        `"${rule.otherAs}" reads a '${reading.reads}' field, not '${other.type}'`,
      );
    const otherType = reading?.gives ?? other.type;
    const comparable =
      [NUMBERS, TIMES].some((kind) => kind.includes(field.type) && kind.includes(otherType)) ||
      (field.type === 'string' && otherType === 'string' && EQUALITY.includes(rule.op));
    if (!comparable)
      context.problem(
        `${pointer}/op`,
        `'${field.type}' and '${otherType}' do not compare with '${rule.op}': two numbers, two dates/times, or two strings with = or !=`,
      );
  });
}

function checkOperations(context: EntityContext) {
  const { entity, fields, problem } = context;
  entity.operations?.forEach((operation, index) => {
    const pointer = `/operations/${index}`;
    if (operation.when) checkCondition(context, operation.when, `${pointer}/when`);
    const waited = operation.after && readableField(context, operation.after.field, `${pointer}/after/field`);
    if (waited && !TIMES.includes(waited.type))
      problem(
        `${pointer}/after/field`,
        `field "${waited.key}" is not a date or a time: the wait counts from it`,
      );
    const written = [...(operation.fields ?? []), ...(operation.optionalFields ?? [])];
    written.forEach((key) => {
      if (fields.get(key)?.serial) problem(`${pointer}/fields`, `field "${key}" is a serial number`);
    });
    for (const [key, value] of Object.entries(operation.set ?? {})) {
      const field = fields.get(key);
      if (field?.serial) problem(`${pointer}/set/${key}`, `field "${key}" is a serial number`);
      else if (field) checkTokenFits(problem, field, value, `${pointer}/set/${key}`);
    }
  });
}

/**
 * A grid judges a visibleWhen on each row's own values, which never hold the foreign key (the server
 * sets it): a condition on it would hide a cell in the grid that the saved record shows.
 */
function checkGridSubTables(
  entity: EntityDefinition,
  byName: ReadonlyMap<string, EntityDefinition>,
  problem: Problem,
) {
  entity.subTables?.forEach((sub, index) => {
    const onKey = byName.get(sub.entity)?.fields.find((field) => field.visibleWhen?.field === sub.foreignKey);
    if (isGridSubTable(sub) && onKey)
      problem(
        `/subTables/${index}/display`,
        `field "${onKey.key}" of "${sub.entity}" has a visibleWhen on the foreign key "${sub.foreignKey}", which a grid row does not hold: show it as a 'form'`,
      );
  });
}

export function checkFormLogic(
  entities: readonly EntityDefinition[],
  dictionaries: readonly DictionaryFile[],
): DefinitionProblem[] {
  return checkEachEntity(entities, dictionaries, (entity, { problem, byName, dictionaryValues }) => {
    const context = {
      entity,
      fields: new Map(entity.fields.map((f) => [f.key, f])),
      dictionaryValues,
      problem,
    };
    checkFields(context);
    checkRules(context);
    checkOperations(context);
    checkGridSubTables(entity, byName, problem);
  });
}
