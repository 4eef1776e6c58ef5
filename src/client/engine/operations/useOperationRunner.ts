// Taking a declared operation from the list (headless): a step with a form opens the step dialog; one
// without asks for confirmation; the request goes to <api>/operation/<name> with the ids (none for a
// collection operation); the answer shows as a toast (one record, a collection), or a summary with
// every refused record and its reason (a batch).
import { App } from 'antd';
import { createElement, useState } from 'react';
import type { ApiResult } from '../../../shared/api-types';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { OPERATION_TEXTS, operationEndpoints } from '../../../shared/engine-operations';
import type { OperationRequest, OperationResult } from '../../../shared/engine-operations';
import type { OperationDefinition } from '../../../shared/schema-language/entity';
import { isCollectionOperation } from '../../../shared/schema-language/operations';
import { postAction } from '../../api/http';
import { needsStepForm } from './stepForm';

export interface PendingOperation {
  operation: OperationDefinition;
  rows: readonly Record<string, unknown>[];
}

export type OperationBody = Omit<OperationRequest, 'ids'>;

export function useOperationRunner(schema: EntitySchemaResult, onDone: () => void) {
  const { message, modal } = App.useApp();
  const [pending, setPending] = useState<PendingOperation | null>(null);

  /** Sends the step; true when at least one record took it (the dialog may close). */
  const submit = async (
    operation: OperationDefinition,
    rows: readonly Record<string, unknown>[],
    body: OperationBody,
  ): Promise<boolean> => {
    const ids = rows.map((row) => String(row.id));
    const response: ApiResult<OperationResult> | null = await postAction<OperationResult>(
      operationEndpoints(schema.entity).operation(operation.name),
      isCollectionOperation(operation) ? body : { ids, ...body },
    ).catch(() => null);
    if (!response) return false;
    const failed = response.result?.rows?.filter((row) => !row.success) ?? [];
    if (ids.length > 1 && failed.length > 0) {
      modal.warning({
        title: response.message,
        content: createElement(
          'ul',
          { style: { paddingLeft: 20, margin: 0 } },
          failed.map((row) => {
            const record = rows.find((r) => String(r.id) === row.id);
            const name = record ? String(record[schema.entity.fields[0]?.key ?? 'id'] ?? row.id) : row.id;
            return createElement('li', { key: row.id }, `${name}：${row.message}`);
          }),
        ),
      });
    } else if (response.success) void message.success(response.message);
    else void message.warning(response.message);
    if (response.success) onDone();
    return response.success;
  };

  const start = (operation: OperationDefinition, rows: readonly Record<string, unknown>[]) => {
    if (rows.length === 0 && !isCollectionOperation(operation)) {
      void message.warning(OPERATION_TEXTS.noSelection);
      return;
    }
    if (needsStepForm(operation)) {
      setPending({ operation, rows });
      return;
    }
    modal.confirm({
      title: operation.label,
      content:
        rows.length > 1
          ? OPERATION_TEXTS.confirmBatch(operation.label, rows.length)
          : (operation.confirm ?? OPERATION_TEXTS.confirmOne(operation.label)),
      okButtonProps: { danger: !!operation.danger },
      onOk: () => submit(operation, rows, {}),
    });
  };

  return { pending, start, submit, close: () => setPending(null) };
}
