// The 'rate' control (满意度 1–5) in the investigation's 回访 step: as many stars as the field's max,
// the chosen star's number sent as the value; read-only stars in the detail, nothing when unrated.
// And a derived ratio (a training's 合格率) shown as a percentage with the field's decimals.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { cellRenderer } from '../list/cellValue';
import OperationDialog from '../operations/OperationDialog';
import type { OperationBody } from '../operations/useOperationRunner';
import { RecordDescriptions } from './EntityDetail';
import { cacheDictionaries, entityDefinition, schemaResult } from './testing/schemas';
import { typeInto } from './formTestKit';

function openFollowUp() {
  cacheDictionaries();
  const schema = schemaResult('investigation');
  const operation = schema.entity.operations!.find((op) => op.name === 'followUp')!;
  const onSubmit = vi.fn((_body: OperationBody) => Promise.resolve(true));
  renderWithApp(
    <OperationDialog
      schema={schema}
      operation={operation}
      rows={[{ id: 'I1', status: '3' }]}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
  return onSubmit;
}

const stars = (container: HTMLElement) => within(container).getAllByRole('radio');

describe('the rate control', () => {
  it('shows the stars of the field’s max and sends the chosen one’s number', async () => {
    const onSubmit = openFollowUp();
    const rate = await screen.findByLabelText('满意度');
    expect(stars(rate)).toHaveLength(5);
    fireEvent.click(stars(rate)[3]!.firstElementChild!);
    await waitFor(() => expect(stars(rate)[3]!.getAttribute('aria-checked')).toBe('true'));
    expect(stars(rate)[4]!.getAttribute('aria-checked')).toBe('false');
    typeInto('回访结果', '企业对排查服务满意');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].values).toMatchObject({ satisfaction: 4 });
  });

  it('shows a score as read-only stars in the detail, and nothing without one', () => {
    cacheDictionaries();
    const { entity, tableDictCodes } = schemaResult('investigation');
    const detail = (satisfaction: number | null) =>
      renderWithApp(
        <RecordDescriptions
          entity={entity}
          dicts={{ tableDictCodes }}
          record={{ id: 'I1', status: '4', followUpResult: '满意', satisfaction }}
        />,
      );
    const { container, unmount } = detail(3);
    const rate = within(container).getByLabelText('满意度');
    expect(stars(rate).map((star) => star.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
      'true',
      'false',
      'false',
    ]);
    expect(rate.className).toContain('ant-rate-disabled');
    unmount();
    expect(within(detail(null).container).queryByLabelText('满意度')).toBeNull();
  });
});

describe('a derived ratio', () => {
  it('shows as a percentage with the field’s decimals, empty without a value', () => {
    const passRate = entityDefinition('safetyTraining').fields.find((f) => f.key === 'passRate')!;
    const cell = cellRenderer(passRate);
    expect([87.5, 100, 0, null].map((value) => cell({ id: 'T1', passRate: value }))).toEqual([
      '87.5%',
      '100.0%',
      '0.0%',
      '',
    ]);
  });
});
