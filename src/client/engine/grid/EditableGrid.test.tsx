import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { GRID_TEXTS, WIDGET_TEXTS } from '../../../shared/texts';
import { renderWithApp } from '../../test/render';
import { cacheDictionaries, schemaResult, staffRow } from '../form/testing/schemas';
import { EditableGrid } from './EditableGrid';
import type { GridHandle } from './EditableGrid';
import { gridSetup } from './gridColumnSpec';

function renderGrid(parent: string, rows: Record<string, unknown>[], readOnly = false) {
  cacheDictionaries();
  const schema = schemaResult(parent);
  const sub = schema.entity.subTables![0]!;
  const setup = gridSetup(sub, schema.subEntities[sub.entity]!, schema);
  const ref = createRef<GridHandle>();
  const view = renderWithApp(<EditableGrid ref={ref} setup={setup} rows={rows} readOnly={readOnly} />);
  const bodyRows = () => [...view.container.querySelectorAll<HTMLElement>('tr.ant-table-row')];
  const names = () => bodyRows().map((row) => within(row).getByLabelText<HTMLInputElement>('姓名').value);
  return { ref, bodyRows, names };
}

describe('editable grid', () => {
  it('adds rows, and removes the selected ones after the spec confirm', async () => {
    const { ref, bodyRows } = renderGrid('enterprise', [staffRow('S1', '张三'), staffRow('S2', '李四')]);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(GRID_TEXTS.add) }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: new RegExp(GRID_TEXTS.remove) }).hasAttribute('disabled')).toBe(
      true,
    );

    fireEvent.click(within(bodyRows()[0]!).getByRole('checkbox'));
    fireEvent.click(within(bodyRows()[2]!).getByRole('checkbox'));
    expect(screen.getByText(GRID_TEXTS.selected(2))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(GRID_TEXTS.remove) }));
    expect(await screen.findByText(WIDGET_TEXTS.gridRemoveConfirm(2))).toBeTruthy();
    expect(screen.getByText('确定要删除这 2 项吗?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(ref.current!.getRows()).toEqual({
      rows: [expect.objectContaining({ id: 'S2', name: '李四', orderNum: 1 })],
      removedIds: ['S1'],
    });
  });

  it('clears the selection', () => {
    const { bodyRows } = renderGrid('enterprise', [staffRow('S1', '张三')]);
    fireEvent.click(within(bodyRows()[0]!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: GRID_TEXTS.clearSelection }));
    expect(within(bodyRows()[0]!).getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
  });

  it('reorders rows by dragging a handle onto another row, renumbering orderNum', () => {
    const { ref, bodyRows, names } = renderGrid('enterprise', [
      staffRow('S1', '张三', { orderNum: 1 }),
      staffRow('S2', '李四', { orderNum: 2 }),
      staffRow('S3', '王五', { orderNum: 3 }),
    ]);
    fireEvent.dragStart(within(bodyRows()[2]!).getByRole('button', { name: GRID_TEXTS.dragHandle }));
    fireEvent.dragOver(bodyRows()[0]!);
    fireEvent.drop(bodyRows()[0]!);
    expect(names()).toEqual(['王五', '张三', '李四']);

    fireEvent.keyDown(within(bodyRows()[1]!).getByRole('button', { name: GRID_TEXTS.dragHandle }), {
      key: 'ArrowDown',
    });
    expect(names()).toEqual(['王五', '李四', '张三']);
    expect(ref.current!.getRows().rows.map((row) => [row.id, row.orderNum])).toEqual([
      ['S3', 1],
      ['S2', 2],
      ['S1', 3],
    ]);
  });

  it('outlines cells repeating a unique value, with the message in a tooltip on hover only', async () => {
    const { bodyRows } = renderGrid('enterprise', [staffRow('S1', '张三'), staffRow('S2', '李四')]);
    const idCard = (row: number) => within(bodyRows()[row]!).getByLabelText('身份证号');
    fireEvent.change(idCard(0), { target: { value: '11010519491231002X' } });
    fireEvent.blur(idCard(0));
    fireEvent.change(idCard(1), { target: { value: '11010519491231002x' } });
    fireEvent.blur(idCard(1));

    const failing = [...document.querySelectorAll('[data-cell-error]')].map((cell) =>
      cell.getAttribute('data-cell-error'),
    );
    expect(failing).toEqual(['第2行已有相同的身份证号', '第1行已有相同的身份证号']);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(idCard(1).closest('[data-cell-error]')!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('第1行已有相同的身份证号');
  });

  it('shows a rule failure when the cell is left, and reports it from validate()', () => {
    const { ref, bodyRows } = renderGrid('enterprise', [staffRow('S1', '张三')]);
    const mobile = within(bodyRows()[0]!).getByLabelText('手机号');
    fireEvent.change(mobile, { target: { value: '1231' } });
    expect(document.querySelector('[data-cell-error]')).toBeNull();
    fireEvent.blur(mobile);
    expect(document.querySelector('[data-cell-error]')!.getAttribute('data-cell-error')).toBe(
      '请输入正确手机号',
    );
    fireEvent.change(mobile, { target: { value: '13912345678' } });
    expect(document.querySelector('[data-cell-error]')).toBeNull();
    fireEvent.change(within(bodyRows()[0]!).getByLabelText('身份证号'), {
      target: { value: '110105194912310021' },
    });
    let failure: unknown;
    act(() => {
      failure = ref.current!.validate();
    });
    expect(failure).toEqual({ row: 0, field: 'idCardNo', message: '身份证号码格式不正确' });
  });

  it('lets number cells take only a minus, digits and one point, emptying an unfinished number on blur', () => {
    const { ref, bodyRows } = renderGrid('enterprise', [staffRow('S1', '张三', { trainingHours: 2 })]);
    const hours = within(bodyRows()[0]!).getByLabelText<HTMLInputElement>('其他培训学时（本年）');
    fireEvent.change(hours, { target: { value: '-' } });
    fireEvent.change(hours, { target: { value: '-1a' } });
    expect(hours.value).toBe('-');
    fireEvent.blur(hours);
    expect(hours.value).toBe('');
    fireEvent.change(hours, { target: { value: '12.5' } });
    fireEvent.change(hours, { target: { value: '12.5.' } });
    fireEvent.blur(hours);
    expect(hours.value).toBe('12.5');
    expect(ref.current!.getRows().rows[0]!.trainingHours).toBe(12.5);
  });

  it('sums and averages the statistics columns in the footer', () => {
    renderGrid('enterprise', [
      staffRow('S1', '张三', { trainingHours: 12.5 }),
      staffRow('S2', '李四', { trainingHours: 3 }),
      staffRow('S3', '王五', { trainingHours: null }),
    ]);
    const footer = document.querySelector('.ant-table-summary')!;
    expect(within(footer as HTMLElement).getByText(WIDGET_TEXTS.gridSum)).toBeTruthy();
    expect(within(footer as HTMLElement).getByText('15.5')).toBeTruthy();
  });

  it('shows a derived column as text, never an input, summed in the footer and absent from new rows', () => {
    const { ref, bodyRows } = renderGrid('enterprise', [
      staffRow('S1', '张三', { trainingHoursYear: 6.5 }),
      staffRow('S2', '李四', { trainingHoursYear: 2 }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(GRID_TEXTS.add) }));
    const [first, , added] = bodyRows();
    expect(within(first!).getByText('6.5')).toBeTruthy();
    expect(within(first!).queryByLabelText('本年度培训学时')).toBeNull();
    expect(within(added!).queryByLabelText('本年度培训学时')).toBeNull();
    expect(within(added!).getByLabelText('其他培训学时（本年）')).toBeTruthy();
    const footer = document.querySelector<HTMLElement>('.ant-table-summary')!;
    expect(within(footer).getByText('8.5')).toBeTruthy();
    expect(ref.current!.getRows().rows[2]).not.toHaveProperty('trainingHoursYear');
  });

  it('averages over the cells holding a number (expert grid)', () => {
    cacheDictionaries();
    renderGrid('serviceOrg', [
      { id: 'X1', name: '赵六', workYears: 10 },
      { id: 'X2', name: '钱七', workYears: 5 },
      { id: 'X3', name: '孙八' },
    ]);
    const footer = document.querySelector<HTMLElement>('.ant-table-summary')!;
    expect(within(footer).getByText(WIDGET_TEXTS.gridAverage)).toBeTruthy();
    expect(within(footer).getByText('7.5')).toBeTruthy();
    expect(within(footer).queryByText(WIDGET_TEXTS.gridSum)).toBeNull();
  });

  it('says in the header how the server keeps a value (the attendees’ exam result)', async () => {
    renderGrid('safetyTraining', []);
    const [hint] = screen.getAllByLabelText(/60分及以上为合格/);
    expect(hint!.closest('th')!.textContent).toContain('考核结果');
    fireEvent.mouseEnter(hint!);
    expect((await screen.findByRole('tooltip')).textContent).toContain('未填成绩时以所选结果为准');
  });

  it('shows a state the server keeps as its dictionary’s coloured tag (证书状态)', () => {
    renderGrid('enterprise', [staffRow('S1', '张三', { isSpecialOperator: 'Y', certificateStatus: '3' })]);
    const row = document.querySelector<HTMLElement>('tr.ant-table-row')!;
    expect(within(row).getByText('已过期').closest('.ant-tag')!.className).toContain('ant-tag-red');
  });

  it('shows rows read-only with dictionary texts and no toolbar', () => {
    renderGrid('enterprise', [staffRow('S1', '张三', { sex: '2', status: '1' })], true);
    expect(screen.queryByRole('button', { name: new RegExp(GRID_TEXTS.add) })).toBeNull();
    const row = document.querySelector<HTMLElement>('tr.ant-table-row')!;
    expect(within(row).getByText('张三')).toBeTruthy();
    expect(within(row).getByText('女')).toBeTruthy();
    expect(within(row).queryByRole('textbox')).toBeNull();
  });
});
