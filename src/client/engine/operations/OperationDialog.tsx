// The step dialog of an operation (a lazy chunk: Formily stays out of the list): the step's fields,
// the opinion and the attachments, checked like any form, then sent for the chosen records.
import { Button, Modal, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { OPERATION_TEXTS } from '../../../shared/engine-operations';
import type { OperationDefinition } from '../../../shared/schema-language/entity';
import { MODAL_WIDTHS } from '../../../shared/limits';
import { createEntityForm, isFormValid } from '../form/entityForm';
import { EntityFormFields } from '../form/EntityFormFields';
import { buildFormSchema } from '../form/formSchema';
import { STEP_KEYS, stepEntity, stepInitialValues } from './stepForm';
import type { OperationBody } from './useOperationRunner';

export interface OperationDialogProps {
  schema: EntitySchemaResult;
  operation: OperationDefinition;
  rows: readonly Record<string, unknown>[];
  onSubmit: (body: OperationBody) => Promise<boolean>;
  onClose: () => void;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export default function OperationDialog({
  schema,
  operation,
  rows,
  onSubmit,
  onClose,
}: OperationDialogProps) {
  const single = rows.length === 1 ? rows[0] : undefined;
  const { form, formSchema } = useMemo(() => {
    const entity = stepEntity(schema.entity, operation);
    const dataId = single?.id === undefined ? undefined : String(single.id);
    return {
      form: createEntityForm(stepInitialValues(operation, single), entity, dataId, { adviceOnly: true }),
      formSchema: buildFormSchema(entity, { dicts: schema, ...(dataId ? { dataId } : {}) }),
    };
  }, [schema, operation, single]);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!(await isFormValid(form))) return;
    const {
      [STEP_KEYS.opinion]: opinion,
      [STEP_KEYS.attachments]: attachments,
      ...values
    } = form.values as Record<string, unknown>;
    setSending(true);
    const done = await onSubmit({
      values,
      ...(text(opinion) ? { opinion: text(opinion) } : {}),
      ...(text(attachments) ? { attachments: text(attachments) } : {}),
    }).finally(() => setSending(false));
    if (done) onClose();
  };

  return (
    <Modal
      open
      title={operation.label}
      width={MODAL_WIDTHS.operation}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{OPERATION_TEXTS.cancel}</Button>
          <Button type="primary" danger={!!operation.danger} loading={sending} onClick={() => void submit()}>
            {OPERATION_TEXTS.submit}
          </Button>
        </Space>
      }
    >
      {rows.length > 1 && (
        <Typography.Paragraph type="secondary">
          {OPERATION_TEXTS.confirmBatch(operation.label, rows.length)}
        </Typography.Paragraph>
      )}
      <EntityFormFields form={form} schema={formSchema} />
    </Modal>
  );
}
