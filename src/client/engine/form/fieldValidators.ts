// Formily validators of a field, built from the shared rule catalogue (never re-implemented): the
// required rule with the field's message (which also gives the label its *; a requiredWhen field's
// rule starts off and formLogic switches it with the condition), the shared value check while
// typing, the checked-count rule of multiple check boxes, the entity's cross-field rules on the
// field against the form's other values, and — for unique fields, scoped ones with their scope
// values — the duplicate check when the field is left.
import type { EntityDefinition, FieldDefinition } from '../../../shared/schema-language/entity';
import {
  checkFieldValue,
  normalizeFieldValue,
  requiredMessage,
} from '../../../shared/validation/field-values';
import { crossFieldMessage } from '../../../shared/validation/record-rules';
import { columnOf, duplicateMessage } from './duplicateCheck';

/** What Formily hands a validator besides the value. */
export interface ValidatorContext {
  form?: { values: Record<string, unknown> };
  field?: { initialValue?: unknown };
}

export interface FieldValidator {
  required?: boolean;
  message?: string;
  triggerType?: 'onInput' | 'onBlur';
  validator?: (value: unknown, rule: unknown, context: ValidatorContext) => string | Promise<string>;
}

/**
 * The shared judgement of a raw form value: '' or the message. `stored`: the record's value when the
 * form edits one — kept as it is, rules judged when written leave it alone (as on the server).
 */
export function sharedCheck(field: FieldDefinition, value: unknown, stored?: { value: unknown }): string {
  const normalized = normalizeFieldValue(field, value);
  if ('error' in normalized) return normalized.error;
  const before = stored ? normalizeFieldValue(field, stored.value) : null;
  const unchanged =
    !!before && 'value' in before && before.value !== null && before.value === normalized.value;
  return checkFieldValue(field, normalized.value, unchanged ? { unchanged } : {}) ?? '';
}

/** The values of a scoped unique rule's scope fields; null while one of them is empty. */
function scopeValues(field: FieldDefinition, values: Record<string, unknown>): Record<string, string> | null {
  if (field.unique === true || !field.unique) return {};
  const scope: Record<string, string> = {};
  for (const key of field.unique.scope) {
    const value = values[key];
    if (value === null || value === undefined || value === '') return null;
    scope[key] = String(value);
  }
  return scope;
}

function duplicateValidator(entity: EntityDefinition, field: FieldDefinition, dataId?: string) {
  // One request per distinct value (and scope): leaving the field twice, or saving, asks again only if it changed.
  let last: { key: string; message: string } | null = null;
  return async (value: unknown, _rule: unknown, context: ValidatorContext): Promise<string> => {
    const normalized = normalizeFieldValue(field, value);
    if ('error' in normalized || normalized.value === null) return '';
    // A value failing its rules already shows that message; asking the server would be noise.
    if (checkFieldValue(field, normalized.value)) return '';
    // A scoped rule is checked once its scope is known (the server refuses a check without it).
    const scope = scopeValues(field, context.form?.values ?? {});
    if (!scope) return '';
    const query = {
      ...scope,
      tableName: entity.table,
      fieldName: columnOf(field.key),
      fieldVal: String(normalized.value),
      ...(dataId ? { dataId } : {}),
    };
    const key = JSON.stringify(query);
    if (last?.key === key) return last.message;
    const message = await duplicateMessage(query, field.uniqueMessage ?? '');
    last = { key, message };
    return message;
  };
}

export function fieldValidators(
  entity: EntityDefinition,
  field: FieldDefinition,
  dataId?: string,
): FieldValidator[] {
  const validators: FieldValidator[] = [];
  if (field.required || field.requiredWhen)
    validators.push({ required: !!field.required, message: requiredMessage(field) });
  validators.push({
    triggerType: 'onInput',
    validator: (value, _rule, context) =>
      sharedCheck(field, value, dataId ? { value: context.field?.initialValue } : undefined),
  });
  if (entity.crossFieldRules?.some((rule) => rule.field === field.key))
    validators.push({
      triggerType: 'onInput',
      validator: (value, _rule, context) =>
        crossFieldMessage(entity, field.key, { ...context.form?.values, [field.key]: value }) ?? '',
    });
  if (field.unique)
    validators.push({ triggerType: 'onBlur', validator: duplicateValidator(entity, field, dataId) });
  return validators;
}
