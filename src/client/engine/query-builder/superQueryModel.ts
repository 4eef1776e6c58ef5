// The advanced query's rows and their conditions (spec §4, §5; contract §8.4). A row needs a field,
// a rule and a value to count; leaving the rule 'in' keeps only the first value; the condition
// carries the field's type, database type hint and dictionary code for the server's conversion.
import type { EntitySchemaResult, SuperQueryCondition, SuperQueryRule } from '../../../shared/engine-api';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { fieldDict } from '../dict/fieldDict';

export interface ConditionRow {
  id: number;
  field?: string;
  rule: SuperQueryRule;
  val?: string;
}

export const DEFAULT_RULE: SuperQueryRule = 'eq';

export const newRow = (id: number): ConditionRow => ({ id, rule: DEFAULT_RULE });

export function changeRule(row: ConditionRow, rule: SuperQueryRule): ConditionRow {
  const val = row.rule === 'in' && rule !== 'in' ? row.val?.split(',')[0] : row.val;
  return { ...row, rule, val };
}

/** A new field starts with no value: the old one may not fit (a date, a dictionary code). */
export const changeField = (row: ConditionRow, field: string | undefined): ConditionRow => ({
  ...row,
  field,
  val: undefined,
});

function uiType(field: FieldDefinition): string {
  if (field.dict) return field.multiple ? 'list_multi' : 'list';
  if (field.type === 'int') return 'int';
  if (field.type === 'decimal') return 'number';
  if (field.type === 'date' || field.type === 'datetime') return field.type;
  return 'string';
}

const DB_TYPES: Partial<Record<FieldDefinition['type'], string>> = { int: 'int', decimal: 'bigdecimal' };

export function toConditions(
  rows: ConditionRow[],
  schema: Pick<EntitySchemaResult, 'entity' | 'tableDictCodes' | 'tableDictTrees'>,
): SuperQueryCondition[] {
  const fields = new Map(schema.entity.fields.map((field) => [field.key, field]));
  return rows.flatMap((row) => {
    const field = row.field ? fields.get(row.field) : undefined;
    const val = row.val?.trim();
    if (!field || !row.rule || !val) return [];
    const condition: SuperQueryCondition = { field: field.key, rule: row.rule, val, type: uiType(field) };
    const dbType = DB_TYPES[field.type];
    if (dbType) condition.dbType = dbType;
    const dict = fieldDict(field, schema.entity.name, schema);
    if (dict?.code) condition.dictCode = dict.code;
    return [condition];
  });
}

export const fromConditions = (conditions: SuperQueryCondition[]): ConditionRow[] =>
  conditions.map((condition, index) => ({
    id: index + 1,
    field: condition.field,
    rule: condition.rule,
    val: condition.val,
  }));
