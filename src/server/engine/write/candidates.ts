// One record of a write, checked with the rules the form uses (validateRecord): only the fields the
// user may write are read from the input — never id, tenant, audit columns, readonly, hidden or
// column-stripped fields, nor values the server sets itself (foreign key, sort order, tree flag).
import type { DictMap } from '../../../shared/api-types';
import type { EntityDefinition } from '../../../shared/schema-language/entity';
import { normalizeFieldValue } from '../../../shared/validation/field-values';
import type { StoredValue } from '../../../shared/validation/field-values';
import { validateRecord } from '../../../shared/validation/validate-record';
import { defaultValueOf, tokenContext } from '../../../shared/value-tokens';
import type { TokenContext } from '../../../shared/value-tokens';
import { Errors } from '../../errors';
import { dictionaryLookup, sanitizeFields } from './new-row-check';
import type { EntityAccess } from '../access';
import { unmaskedInput } from '../personal-fields';

export interface Candidate {
  /** Position in the submitted list (sub-table rows, imported rows); 0 for a main record. */
  index: number;
  id: string;
  isNew: boolean;
  /** What the write sets, by field key. */
  values: Record<string, StoredValue>;
  /** The row as it will be after the write, by key (stored values overlaid with `values`). */
  merged: Record<string, unknown>;
  /** The stored row an update changes, by key (absent for an insert). */
  stored?: Readonly<Record<string, unknown>>;
  /** Field key -> the first message it fails with. */
  errors: Record<string, string>;
}

export interface CandidateOptions {
  id: string;
  index: number;
  /** The stored row (by key) of an update; null for an insert. */
  existing: Record<string, unknown> | null;
  /** Values the server sets, whatever the input says. */
  fixed?: Record<string, StoredValue>;
  dictionaries: DictMap;
  /**
   * An operation's step: only these fields are read — even readonly ones, which only steps write —
   * as a whole form, the `required` ones needing a value.
   */
  step?: { keys: readonly string[]; required: ReadonlySet<string> };
  /** Who writes and when, for default tokens; by default the access's user now (an import: once). */
  tokens?: TokenContext;
}

/**
 * The entity as a step form: its step fields only writable, required as the step says; an optional
 * step field the input leaves out keeps its stored value. The other fields stay (read-only), so the
 * record-level rules still see them.
 */
function stepDefinition(
  definition: EntityDefinition,
  step: NonNullable<CandidateOptions['step']>,
  input: Readonly<Record<string, unknown>>,
): EntityDefinition {
  const keys = new Set(
    step.keys.filter((key) => step.required.has(key) || Object.prototype.hasOwnProperty.call(input, key)),
  );
  return {
    ...definition,
    fields: definition.fields.map((field) =>
      keys.has(field.key)
        ? { ...field, readonly: false, required: step.required.has(field.key) }
        : { ...field, readonly: true },
    ),
  };
}

/** The request body (or one of its rows) as an object. */
export function asObject(value: unknown, what = '请求体'): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw Errors.badRequest(`${what}格式不正确`);
  return value as Record<string, unknown>;
}

// One set per dictionary and dictionary load, not one per row (imports check many rows).
const valueSets = new WeakMap<DictMap, Map<string, ReadonlySet<string>>>();

function dictValueSet(dictionaries: DictMap, code: string): ReadonlySet<string> {
  let sets = valueSets.get(dictionaries);
  if (!sets) valueSets.set(dictionaries, (sets = new Map()));
  let values = sets.get(code);
  if (!values) sets.set(code, (values = new Set((dictionaries[code] ?? []).map((item) => item.value))));
  return values;
}

// What a write's check needs of the entity and the access, worked out once per access (an import
// checks many rows with one): the rich-text fields, and the fields the input may not set.
const richTextKeys = new WeakMap<EntityAccess['entity'], string[]>();
const skippedKeys = new WeakMap<EntityAccess, ReadonlySet<string>>();

/** The keys of the rich-text fields, whose HTML is sanitised before it is checked (lengths included). */
export function richTextKeysOf(entity: EntityAccess['entity']): string[] {
  let keys = richTextKeys.get(entity);
  if (!keys) {
    keys = entity.fields.filter((field) => field.definition.form?.control === 'richText').map((f) => f.key);
    richTextKeys.set(entity, keys);
  }
  return keys;
}

/** Fields the input may not set: not writable for this user, set by the caller, or derived. */
export function skipped(access: EntityAccess, fixed: Readonly<Record<string, unknown>>): ReadonlySet<string> {
  const { entity } = access;
  const fixedKeys = Object.keys(fixed);
  const known = fixedKeys.length === 0 ? skippedKeys.get(access) : undefined;
  if (known) return known;
  const skip = new Set([
    ...entity.fields.filter((f) => !access.writable.has(f.key) || f.key in fixed).map((f) => f.key),
    ...entity.derived.map((d) => d.field.key),
  ]);
  if (fixedKeys.length === 0) skippedKeys.set(access, skip);
  return skip;
}

/**
 * What a new record gets whatever its input says: the declared defaults of the fields the input may
 * not write, the tree flag, and the initial state of its life cycle.
 */
export function newRecordValues(
  entity: EntityAccess['entity'],
  skip: ReadonlySet<string>,
  tokens: TokenContext,
): Record<string, StoredValue> {
  const values: Record<string, StoredValue> = {};
  for (const field of entity.fields) {
    if (!skip.has(field.key)) continue;
    const value = defaultValueOf(field.definition, tokens);
    if (value === undefined) continue;
    const normalized = normalizeFieldValue(field.definition, value);
    if ('value' in normalized) values[field.key] = normalized.value;
  }
  const tree = entity.tree;
  if (tree) values[tree.hasChild.key] = tree.hasChild.sqlType.kind === 'integer' ? 0 : '0';
  if (entity.lifecycle) values[entity.lifecycle.field.key] = entity.lifecycle.initial;
  return values;
}

export function checkCandidate(
  access: EntityAccess,
  input: Readonly<Record<string, unknown>>,
  options: CandidateOptions,
): Candidate {
  const { entity } = access;
  const fixed = options.fixed ?? {};
  const isNew = options.existing === null;
  const tokens = options.tokens ?? tokenContext(access.principal.user);
  const skip = skipped(access, fixed);
  const check = validateRecord(
    options.step ? stepDefinition(entity.definition, options.step, input) : entity.definition,
    // A masked personal value sent back (a form filled from a masked read) keeps the stored one.
    sanitizeFields(
      options.existing ? unmaskedInput(access, input, options.existing) : input,
      richTextKeysOf(entity),
    ),
    {
      partial: !isNew && !options.step,
      skip: options.step ? new Set() : skip,
      ...(options.existing ? { stored: options.existing } : {}),
      tokens,
      dictValuesOf: dictionaryLookup((code) => dictValueSet(options.dictionaries, code)),
    },
  );
  // The check's own object (made for this call): an import checks every row of a file.
  const values: Record<string, StoredValue> = check.values;
  if (isNew) Object.assign(values, newRecordValues(entity, skip, tokens));
  Object.assign(values, fixed);
  return {
    index: options.index,
    id: options.id,
    isNew,
    values,
    merged: { ...(options.existing ?? {}), ...values, id: options.id },
    errors: check.errors,
    ...(options.existing ? { stored: options.existing } : {}),
  };
}
