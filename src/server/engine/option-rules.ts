// Option rules (`dict.rule` of a table-dictionary field): a named server hook narrows the field's
// options for the form's values — the dictionary endpoints answer only the rows it allows, with why
// each fits — and the write layer refuses a new value outside it, so the form is not the only check.
// A value kept from the stored record is not judged again unless a field the rule reads changed
// (an appointment confirmed later does not lock an older record's edits).
import type { OptionRuleReference } from '../../shared/schema-language/entity';
import type { EngineDeps, EntityAccess } from './access';
import type { EngineDb } from './engine-db';
import { chunks } from './engine-db';
import { comparableValues } from './filter-values';
import { inputsOf } from './form-record';
import type { FormRecord } from './form-record';
import { hookNamed } from './hooks';
import type { Principal } from './principal';
import type { ResolvedField, TableDictionary } from './registry';
import type { OptionRule } from './server-rule-hooks';
import { allOf, inList } from './sql-conditions';
import type { Candidate } from './write/candidates';

type RuleDeps = Pick<EngineDeps, 'db' | 'dialect' | 'registry' | 'hooks'>;

/** The option rule a field's table dictionary names, or null. */
export function optionRuleOf(field: ResolvedField): OptionRuleReference | null {
  const dict = field.definition.dict;
  return dict && 'entity' in dict ? (dict.rule ?? null) : null;
}

async function ruleFor(
  deps: RuleDeps,
  db: EngineDb,
  principal: Principal,
  reference: OptionRuleReference,
  form: FormRecord,
): Promise<OptionRule | null> {
  // The definition checks made sure the hook is registered.
  const hook = hookNamed(deps.hooks.optionRules, reference.hook)!;
  return hook.rule({
    db,
    dialect: deps.dialect,
    registry: deps.registry,
    principal,
    inputs: inputsOf(reference.reads, form.values),
    recordId: form.recordId,
  });
}

/** The rule narrowing a field's options for the form, or null when it has none or it narrows nothing. */
export function fieldOptionRule(
  deps: RuleDeps,
  principal: Principal,
  field: ResolvedField,
  form: FormRecord,
): Promise<OptionRule | null> {
  const reference = optionRuleOf(field);
  return reference ? ruleFor(deps, deps.db, principal, reference, form) : Promise.resolve(null);
}

const itemsOf = (field: ResolvedField, value: unknown): string[] => {
  if (value === null || value === undefined || value === '') return [];
  return field.definition.multiple ? String(value).split(',') : [String(value)];
};

/** The field's values the write brings that the rule must judge. */
function judgedItems(field: ResolvedField, reference: OptionRuleReference, candidate: Candidate): string[] {
  const items = itemsOf(field, candidate.merged[field.key]);
  const stored = candidate.stored;
  if (!stored) return items;
  const changed = (key: string) => String(stored[key] ?? '') !== String(candidate.merged[key] ?? '');
  if (Object.values(reference.reads ?? {}).some(changed)) return items;
  const kept = new Set(itemsOf(field, stored[field.key]));
  return items.filter((item) => !kept.has(item));
}

/** Marks the candidates whose new values of the field its option rule does not allow. */
export async function checkOptionRule(
  deps: RuleDeps,
  db: EngineDb,
  access: EntityAccess,
  field: ResolvedField,
  dictionary: TableDictionary,
  candidates: readonly Candidate[],
): Promise<void> {
  const reference = optionRuleOf(field);
  if (!reference) return;
  const hook = hookNamed(deps.hooks.optionRules, reference.hook)!;
  for (const candidate of candidates) {
    if (candidate.errors[field.key]) continue;
    const items = [...new Set(judgedItems(field, reference, candidate))];
    if (items.length === 0) continue;
    const form = {
      values: candidate.merged,
      recordId: candidate.stored && candidate.id ? candidate.id : null,
    };
    const rule = await ruleFor(deps, db, access.principal, reference, form);
    if (!rule) continue;
    const column = dictionary.value.column;
    let allowed = 0;
    for (const part of chunks(comparableValues(dictionary.value, items))) {
      const rows = await db
        .selectFrom(dictionary.entity.table)
        .select(column)
        .where(allOf([inList(column, part), rule.where]))
        .execute();
      allowed += rows.length;
    }
    if (allowed < items.length) candidate.errors[field.key] = hook.refusal;
  }
}
