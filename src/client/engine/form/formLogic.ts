// The entity's declared form logic as Formily effects, judged with the shared record rules: a field
// with visibleWhen comes and goes with its condition (hidden, its value leaves the form's values and
// is neither validated nor sent), one with requiredWhen has its * and required rule only while its
// condition holds, and a field judged by a cross-field rule is judged again when the rule's other
// field or condition changes.
import { isField, onFieldReact, onFieldValueChange } from '@formily/core';
import type { Field, Form } from '@formily/core';
import type { EntityDefinition } from '../../../shared/schema-language/entity';
import { conditionHolds, ruleFields } from '../../../shared/validation/record-rules';

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

function setRequired(field: Field, required: boolean): void {
  if (field.required === required) return;
  field.required = required;
  // The required message shown while the condition held goes with it.
  if (!required && field.selfErrors.length) void field.validate('onInput');
}

/** Judges a field again (when it has something to judge or a message to drop). */
function revalidate(form: Form, key: string): void {
  const field = form.query(key).take();
  if (isField(field) && (hasValue(field.value) || field.selfErrors.length)) void field.validate('onInput');
}

export function formLogicEffects(entity: EntityDefinition): void {
  for (const field of entity.fields) {
    const { visibleWhen, requiredWhen } = field;
    if (!visibleWhen && !requiredWhen) continue;
    onFieldReact(field.key, (target, form) => {
      if (!isField(target)) return;
      if (visibleWhen) target.visible = conditionHolds(entity, visibleWhen, form.values);
      if (requiredWhen) setRequired(target, conditionHolds(entity, requiredWhen, form.values));
    });
  }
  for (const rule of entity.crossFieldRules ?? [])
    for (const source of ruleFields(rule).filter((key) => key !== rule.field))
      onFieldValueChange(source, (_field, form) => revalidate(form, rule.field));
}
