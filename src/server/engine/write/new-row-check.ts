// An imported row checked as a new record, from a plan that holds only data: it crosses to the
// import's reader thread (excel/read-worker.ts), which checks each row as it reads it while the main
// thread saves the rows before. The same rules as an add (checkCandidate): the form's rules, only the
// fields the user may write, the defaults of the others, and the data rules. No query.
import type { EntityDefinition, FieldDefinition } from '../../../shared/schema-language/entity';
import type { StoredValue } from '../../../shared/validation/field-values';
import { validateRecord } from '../../../shared/validation/validate-record';
import type { TokenContext } from '../../../shared/value-tokens';
import { FieldMessages } from '../../errors';
import { sanitizeRichText } from '../../rich-text';
import { REGION_CODES } from '../region-codes';

export type RowCheck = { values: Record<string, StoredValue> } | { errors: Record<string, string> };

export interface NewRowPlan {
  definition: EntityDefinition;
  /** Keys the input may not set: not writable for the user, or derived. */
  skip: string[];
  /** What every new row gets whatever the input says: the skipped fields' defaults, the tree flag, the initial state. */
  fixed: Record<string, StoredValue>;
  /** Rich-text fields, sanitised before they are checked. */
  richText: string[];
  /** The allowed values of each plain dictionary the fields use, by its code. */
  dictValues: Record<string, string[]>;
  /** Data rules: the values the user may create rows with, per field key. */
  restrictions: { key: string; allowed: string[] }[];
  /** Who imports and when, once for every row ($now, $today defaults). */
  tokens: TokenContext;
}

/** The allowed values of a field's plain dictionary (the region codes for an area field). */
export function dictionaryLookup(
  valuesOf: (code: string) => ReadonlySet<string>,
): (field: FieldDefinition) => ReadonlySet<string> | undefined {
  return (field) => {
    if (field.form?.control === 'area') return REGION_CODES;
    return field.dict && 'code' in field.dict ? valuesOf(field.dict.code) : undefined;
  };
}

/** The input with the HTML of the given fields sanitised (a copy when there are any). */
export function sanitizeFields(
  input: Readonly<Record<string, unknown>>,
  keys: readonly string[],
): Readonly<Record<string, unknown>> {
  if (keys.length === 0) return input;
  const cleaned: Record<string, unknown> = { ...input };
  for (const key of keys) {
    const value = input[key];
    if (typeof value === 'string') cleaned[key] = sanitizeRichText(value);
    // An array would be joined into the stored text after this (normalizeFieldValue): the joined
    // text is what must be clean, or ['<img src=x onerror=…>'] would be stored as it came.
    else if (Array.isArray(value)) cleaned[key] = sanitizeRichText(value.map((v) => String(v)).join(','));
  }
  return cleaned;
}

/** A checker of raw rows (keyed by field key) against the plan; sets built once for all rows. */
export function newRowChecker(plan: NewRowPlan): (input: Readonly<Record<string, unknown>>) => RowCheck {
  const skip = new Set(plan.skip);
  const sets = new Map(Object.entries(plan.dictValues).map(([code, values]) => [code, new Set(values)]));
  const empty: ReadonlySet<string> = new Set();
  const options = {
    partial: false,
    skip,
    tokens: plan.tokens,
    dictValuesOf: dictionaryLookup((code) => sets.get(code) ?? empty),
  };
  const restrictions = plan.restrictions.map((r) => ({ key: r.key, allowed: new Set(r.allowed) }));
  return (input) => {
    const check = validateRecord(plan.definition, sanitizeFields(input, plan.richText), options);
    for (const key in check.errors) if (Object.hasOwn(check.errors, key)) return { errors: check.errors };
    const values = Object.assign(check.values, plan.fixed);
    // The row's id is not known yet: a rule on the id itself lets a restricted user create no rows.
    const forbidden = restrictions.find(({ key, allowed }) => {
      const value = values[key];
      return value === null || value === undefined || !allowed.has(String(value));
    });
    if (forbidden) return { errors: { [forbidden.key]: FieldMessages.rowForbidden } };
    return { values };
  };
}
