// Shared steps of the form dialog tests: open a dialog, find a field's item, type into it.
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpHandler, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { answers } from '../../test/answers';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import EntityFormDialog from './EntityFormDialog';
import { cacheDictionaries } from './testing/schemas';

// A 40-field Formily form validates and re-renders slowly in happy-dom on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

const LOAD_DICT = '/sys/dict/loadDict/:code';

/**
 * An add form asks loadDict whether each required reference field has a sole option
 * (useSoleOptionPrefill); a test serving no search of its own answers it none, the form as it was.
 */
function answerSoleOptionProbes() {
  const served = server
    .listHandlers()
    .some((handler) => handler instanceof HttpHandler && String(handler.info.path).endsWith(LOAD_DICT));
  if (!served) server.use(http.get(api(LOAD_DICT), () => HttpResponse.json(answers.dictItems([]))));
}

export function openDialog(schema: EntitySchemaResult, mode: 'add' | 'edit' | 'detail', recordId?: string) {
  cacheDictionaries();
  if (mode === 'add') answerSoleOptionProbes();
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithApp(
    <EntityFormDialog
      schema={schema}
      mode={mode}
      recordId={recordId}
      open
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { onClose, onSaved };
}

/** The form item (label, control, feedback) of a field, by its label. */
export function item(label: string): HTMLElement {
  const labelNode = screen.getAllByText(label).find((node) => node.closest('.ant-formily-item-label'));
  if (!labelNode) throw new Error(`no form item ${label}`);
  return labelNode.closest<HTMLElement>('.ant-formily-item')!;
}

/** The message under a field ('' when none). */
export const feedback = (label: string) =>
  item(label).querySelector('.ant-formily-item-help')?.textContent ?? '';

export function typeInto(label: string, value: string) {
  const input = within(item(label)).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  return input;
}

export const saveButton = () => screen.getByRole('button', { name: /保\s*存/ });
