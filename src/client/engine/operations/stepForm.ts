// The step form of an operation, as an entity definition the form builder understands: the step's
// fields (required as the step says, writable even when the main form shows them read-only or not at
// all) in one column, then the opinion and the attachments when the step asks for them.
import { OPERATION_LIMITS, OPERATION_TEXTS } from '../../../shared/engine-operations';
import type {
  EntityDefinition,
  FieldDefinition,
  OperationDefinition,
} from '../../../shared/schema-language/entity';

/** Keys of the step's own inputs: they cannot clash with field keys, which start with a letter. */
export const STEP_KEYS = { opinion: '_opinion', attachments: '_attachments' } as const;

/** Whether the step shows a form (otherwise a confirmation is enough). */
export const needsStepForm = (operation: OperationDefinition): boolean =>
  !!(
    operation.fields?.length ||
    operation.optionalFields?.length ||
    operation.opinion ||
    operation.attachments
  );

export function stepEntity(entity: EntityDefinition, operation: OperationDefinition): EntityDefinition {
  const required = new Set(operation.fields ?? []);
  const keys = [...(operation.fields ?? []), ...(operation.optionalFields ?? [])];
  const fields: FieldDefinition[] = keys.flatMap((key) => {
    const field = entity.fields.find((f) => f.key === key);
    if (!field) return [];
    return [
      {
        ...field,
        readonly: false,
        hidden: false,
        required: required.has(key),
        form: { ...field.form, hidden: false, span: 24 },
      },
    ];
  });
  if (operation.opinion)
    fields.push({
      key: STEP_KEYS.opinion,
      label: OPERATION_TEXTS.opinionLabel,
      type: 'text',
      rules: [{ rule: 'maxLength', value: OPERATION_LIMITS.opinionMaxLength }],
      required: operation.opinion === 'required',
      requiredMessage: OPERATION_TEXTS.opinionRequired,
      form: { control: 'textarea', span: 24 },
    });
  if (operation.attachments)
    fields.push({
      key: STEP_KEYS.attachments,
      label: OPERATION_TEXTS.attachmentsLabel,
      type: 'string',
      length: 2000,
      form: { control: 'upload', span: 24, maxCount: OPERATION_LIMITS.maxAttachments },
    });
  return { ...entity, form: { ...entity.form, columns: 1 }, fields };
}

/** A single row's current values of the step fields, to start the form from. */
export function stepInitialValues(
  operation: OperationDefinition,
  row: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  if (!row) return {};
  const keys = [...(operation.fields ?? []), ...(operation.optionalFields ?? [])];
  return Object.fromEntries(keys.filter((key) => row[key] !== undefined).map((key) => [key, row[key]]));
}
