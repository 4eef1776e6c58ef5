// A Formily form for an entity record: validation messages in Chinese, each field stopping at its
// first failing rule, server/blur errors dropped as soon as the user edits the field again, and the
// entity's declared form logic (conditional fields, cross-field rules) and advice warnings when it is
// given.
import { createForm, isField, onFieldInputValueChange, setValidateLanguage } from '@formily/core';
import type { Field, Form } from '@formily/core';
import type { EntityDefinition } from '../../../shared/schema-language/entity';
import { formAdviceEffects } from './formAdvice';
import { formLogicEffects } from './formLogic';

// Formily's own messages (a rule without our message) read English until told otherwise.
setValidateLanguage('zh-CN');

/** The feedback a refused save puts on a field (Formily's selfErrors setter writes this code). */
const SERVER_ERROR = { type: 'error', code: 'EffectError' } as const;
/** The duplicate check's feedback, written when the field was left. */
const BLUR_ERROR = { type: 'error', code: 'ValidateError', triggerType: 'onBlur' } as const;

function clearStale(field: Field): void {
  field.setFeedback({ ...SERVER_ERROR, messages: [] });
  field.setFeedback({ ...BLUR_ERROR, messages: [] });
}

/**
 * `recordId`: the record edited, whose stored fields the server's advice may read. `adviceOnly`: a
 * step dialog, whose few fields cannot follow the form logic of the whole record.
 */
export function createEntityForm(
  initialValues: Record<string, unknown>,
  entity?: EntityDefinition,
  recordId?: string,
  { adviceOnly = false }: { adviceOnly?: boolean } = {},
): Form {
  return createForm({
    initialValues,
    validateFirst: true,
    effects() {
      onFieldInputValueChange('*', (field) => {
        if (isField(field)) clearStale(field);
      });
      if (entity && !adviceOnly) formLogicEffects(entity);
      if (entity) formAdviceEffects(entity, recordId);
    },
  });
}

/** Show a message from the server on a field; false when the form has no such field. */
export function setServerError(form: Form, key: string, message: string): boolean {
  const field = form.query(key).take();
  if (!field || !isField(field)) return false;
  field.setFeedback({ ...SERVER_ERROR, messages: [message] });
  return true;
}

/** Drop every server error before a new save. */
export function clearServerErrors(form: Form): void {
  form.query('*').forEach((field) => {
    if (isField(field)) field.setFeedback({ ...SERVER_ERROR, messages: [] });
  });
}

/** Validate; true when every field passed (failures stay shown on the fields). */
export async function isFormValid(form: Form): Promise<boolean> {
  try {
    await form.validate();
    return true;
  } catch {
    return false;
  }
}
