// The entity's advice in its form: as the fields an advice reads change, the form asks the server
// (with the record it edits) and shows the warning under the declared field — yellow, and the save
// still goes through.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import OperationDialog from '../operations/OperationDialog';
import { feedback, item, openDialog, saveButton } from './formTestKit';
import { serveTableLabels } from './testing/dictServer';
import { serveEntity } from './testing/entityServer';
import { cacheDictionaries, schemaResult } from './testing/schemas';

const OVER = '费用超出该保单预防费用余额（余额 ¥10,000.00）';
const COST = '服务费用(元)';

/** The advice endpoint: a warning on the cost above 10000; records every question. */
function serveAdvice() {
  const asked: URL[] = [];
  server.use(
    http.get(api('/engine/advice/:name'), ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      const values = JSON.parse(url.searchParams.get('values') ?? '{}') as { cost?: number };
      const result = Number(values.cost) > 10000 ? [{ field: 'cost', message: OVER }] : [];
      return HttpResponse.json({ success: true, code: 200, message: '', result });
    }),
  );
  return asked;
}

const record = {
  id: 'D1',
  enterpriseId: 'E1',
  triggerReason: '2',
  applySource: '2',
  serviceContents: '04',
  expectedStart: '2030-03-01',
  expectedEnd: '2030-03-03',
  cost: 20000,
};

describe('advice warnings in the form', { timeout: 20_000 }, () => {
  it('shows the warning under the field as the values change, and does not block the save', async () => {
    const asked = serveAdvice();
    serveTableLabels({ E1: '本企业化工有限公司' });
    const schema = schemaResult('deepService');
    const { saves } = serveEntity(schema.entity, { record });
    openDialog(schema, 'edit', 'D1');
    await screen.findByRole('dialog');

    await waitFor(() => expect(feedback(COST)).toBe(OVER));
    expect(item(COST).querySelector('.ant-formily-item-warning-help')).toBeTruthy();
    const first = asked.at(-1)!;
    expect(first.searchParams.get('recordId')).toBe('D1');
    expect(JSON.parse(first.searchParams.get('values')!)).toMatchObject({
      enterpriseId: 'E1',
      expectedStart: '2030-03-01',
      cost: 20000,
    });

    fireEvent.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));

    const input = within(item(COST)).getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '5000' } });
    await waitFor(() => expect(feedback(COST)).toBe(''));
    expect(JSON.parse(asked.at(-1)!.searchParams.get('values')!)).toMatchObject({ cost: 5000 });
  });
});

describe('advice warnings in a step dialog', { timeout: 20_000 }, () => {
  it('asks with the step’s own fields and the record, and warns under the step’s field', async () => {
    const asked = serveAdvice();
    serveTableLabels({ E1: '本企业化工有限公司' });
    cacheDictionaries();
    const schema = schemaResult('deepService');
    const dispatch = schema.entity.operations!.find((operation) => operation.name === 'dispatch')!;
    renderWithApp(
      <OperationDialog
        schema={schema}
        operation={dispatch}
        rows={[record]}
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    await screen.findByRole('dialog');

    await waitFor(() => expect(feedback(COST)).toBe(OVER));
    const first = asked.at(-1)!;
    expect(first.searchParams.get('recordId')).toBe('D1');
    // Fields the step does not show are left to the stored record, never sent as empty.
    expect(JSON.parse(first.searchParams.get('values')!)).toEqual({ cost: 20000 });
  });
});
