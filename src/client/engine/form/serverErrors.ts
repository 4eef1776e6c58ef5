// A save the server refused with a ValidationFailure (engine-api): each message put on the field or
// grid cell it belongs to; what the form does not show is returned to be told in the warning.
import type { Form } from '@formily/core';
import { subListKey } from '../../../shared/engine-api';
import type { ValidationFailure } from '../../../shared/engine-api';
import type { EntityDefinition, SubTableDefinition } from '../../../shared/schema-language/entity';
import { ENTITY_FORM_TEXTS } from '../../../shared/texts';
import type { GridHandle } from '../grid/EditableGrid';
import { setServerError } from './entityForm';

export function isValidationFailure(result: unknown): result is ValidationFailure {
  if (!result || typeof result !== 'object') return false;
  const { fields, subTables } = result as Partial<ValidationFailure>;
  return (
    typeof fields === 'object' &&
    fields !== null &&
    (subTables === undefined || (typeof subTables === 'object' && subTables !== null))
  );
}

export interface SubTableTarget {
  sub: SubTableDefinition;
  entity: EntityDefinition;
  grid?: GridHandle | null;
  form?: Form | null;
}

export interface AppliedErrors {
  /** The first sub-table (schema order) with a failure: its tab is to be shown. */
  tab: string | null;
  /** 'label：message' of failures no field or cell shows. */
  unshown: string[];
}

const labelOf = (entity: EntityDefinition, key: string) =>
  entity.fields.find((field) => field.key === key)?.label ?? key;

export function applyServerErrors(
  failure: ValidationFailure,
  main: { form: Form; entity: EntityDefinition },
  subTables: readonly SubTableTarget[],
): AppliedErrors {
  const unshown: string[] = [];
  for (const [key, message] of Object.entries(failure.fields)) {
    if (!setServerError(main.form, key, message))
      unshown.push(ENTITY_FORM_TEXTS.otherErrors(labelOf(main.entity, key), message));
  }
  let tab: string | null = null;
  for (const target of subTables) {
    const failures = failure.subTables?.[subListKey(target.sub.entity)];
    if (!failures?.length) continue;
    tab ??= target.sub.entity;
    if (target.grid) target.grid.setErrors(failures);
    for (const item of target.grid ? [] : failures) {
      if (!target.form || !setServerError(target.form, item.field, item.message))
        unshown.push(ENTITY_FORM_TEXTS.otherErrors(labelOf(target.entity, item.field), item.message));
    }
  }
  return { tab, unshown };
}
