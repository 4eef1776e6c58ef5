// A whole record against its entity: only the entity's writable fields are read (ids, tenant and
// audit columns never come from input), each value normalized and checked, errors per field.
import type { EntityDefinition, FieldDefinition } from '../schema-language/entity';
import { checkFieldValue, normalizeFieldValue } from './field-values';
import type { StoredValue } from './field-values';

export interface RecordCheck {
  values: Record<string, StoredValue>;
  /** Field key -> the first message it fails with. */
  errors: Record<string, string>;
}

export interface RecordCheckOptions {
  /** Edit: keys absent from the input are left as they are instead of being emptied. */
  partial?: boolean;
  /** Fields the caller sets itself (e.g. a sub-table's foreign key). */
  skip?: ReadonlySet<string>;
  /** Allowed values of a field's plain dictionary, when known. */
  dictValuesOf?: (field: FieldDefinition) => ReadonlySet<string> | undefined;
}

/** Fields a request may write. */
export function writableFields(entity: EntityDefinition): FieldDefinition[] {
  return entity.fields.filter((field) => !field.readonly);
}

export function validateRecord(
  entity: EntityDefinition,
  input: Readonly<Record<string, unknown>>,
  options: RecordCheckOptions = {},
): RecordCheck {
  const values: Record<string, StoredValue> = {};
  const errors: Record<string, string> = {};
  for (const field of writableFields(entity)) {
    if (options.skip?.has(field.key)) continue;
    const present = Object.prototype.hasOwnProperty.call(input, field.key);
    if (!present && options.partial) continue;
    const raw = present ? input[field.key] : field.default;
    const normalized = normalizeFieldValue(field, raw);
    if ('error' in normalized) {
      errors[field.key] = normalized.error;
      continue;
    }
    const dictValues = options.dictValuesOf?.(field);
    const message = checkFieldValue(field, normalized.value, dictValues ? { dictValues } : {});
    if (message) errors[field.key] = message;
    else values[field.key] = normalized.value;
  }
  return { values, errors };
}
