// Shared steps of the form dialog tests: open a dialog, find a field's item, type into it.
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { renderWithApp } from '../../test/render';
import EntityFormDialog from './EntityFormDialog';
import { cacheDictionaries } from './testing/schemas';

// A 40-field Formily form validates and re-renders slowly in happy-dom on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

export function openDialog(schema: EntitySchemaResult, mode: 'add' | 'edit' | 'detail', recordId?: string) {
  cacheDictionaries();
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
