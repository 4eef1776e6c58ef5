// A field's visibleWhen judged per grid row, as a user meets it in the enterprise's 企业人员 grid:
// the certificate cells of a staff member who is not a special operator hold a muted dash and no
// control, and come and go with the row's 特种作业人员.
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { GRID_TEXTS } from '../../../shared/texts';
import { renderWithApp } from '../../test/render';
import { saveBody } from '../form/saveBody';
import { cacheDictionaries, schemaResult, staffRow } from '../form/testing/schemas';
import { EditableGrid } from './EditableGrid';
import type { GridHandle } from './EditableGrid';
import { gridSetup } from './gridColumnSpec';

const CERTIFICATE = ['特种作业类别', '操作证号', '证书有效期至'];

const OPERATOR = {
  isSpecialOperator: 'Y',
  specialWorkType: '01',
  certificateNo: 'T450102199001010011',
  certificateExpire: '2027-06-30',
  certificateStatus: '1',
};

function renderGrid(rows: Record<string, unknown>[], readOnly = false) {
  cacheDictionaries();
  const schema = schemaResult('enterprise');
  const sub = schema.entity.subTables![0]!;
  const staffEntity = schema.subEntities[sub.entity]!;
  const setup = gridSetup(sub, staffEntity, schema);
  const ref = createRef<GridHandle>();
  const view = renderWithApp(<EditableGrid ref={ref} setup={setup} rows={rows} readOnly={readOnly} />);
  const row = (index: number) =>
    [...view.container.querySelectorAll<HTMLElement>('tr.ant-table-row')][index]!;
  /** The list the form would send for the grid's rows. */
  const sent = () =>
    saveBody(schema.entity, {}, 'E1', [{ sub, entity: staffEntity, rows: ref.current!.getRows().rows }])
      .enterpriseStaffList as Record<string, unknown>[];
  return { ref, row, sent };
}

/** Picks an option of the antd select labelled `label` in the row. */
async function pick(row: HTMLElement, label: string, option: string) {
  const select = within(row).getByRole('combobox', { name: label }).closest('.ant-select')!;
  fireEvent.mouseDown(select.querySelector('.ant-select-selector')!);
  const choice = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
      ),
    ];
    if (!found.length) throw new Error(`no option ${option}`);
    return found[found.length - 1]!;
  });
  fireEvent.click(choice);
}

const hiddenCells = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>('[data-cell-hidden]')];

describe('visibleWhen in a grid row', () => {
  it('gives a non-operator no certificate control, only a muted dash nothing can focus', () => {
    const { row } = renderGrid([staffRow('S1', '张三'), staffRow('S2', '李四', OPERATOR)]);
    for (const label of CERTIFICATE) expect(within(row(0)).queryByLabelText(label)).toBeNull();
    // The three certificate cells and the server's 证书状态.
    expect(hiddenCells(row(0)).map((cell) => cell.textContent)).toEqual(Array(4).fill(GRID_TEXTS.hiddenCell));
    for (const cell of hiddenCells(row(0)))
      expect(cell.closest('td')!.querySelector('input, button, [tabindex]')).toBeNull();
    expect(within(row(1)).getByLabelText<HTMLInputElement>('操作证号').value).toBe(OPERATOR.certificateNo);
    expect(hiddenCells(row(1))).toEqual([]);
  });

  it('opens the cells when the row is switched to 是, and empties them when switched back to 否', async () => {
    const { ref, row, sent } = renderGrid([staffRow('S1', '张三'), staffRow('S2', '李四', OPERATOR)]);
    await pick(row(0), '特种作业人员', '是');
    await waitFor(() => expect(within(row(0)).getByLabelText<HTMLInputElement>('操作证号').value).toBe(''));
    for (const label of CERTIFICATE) expect(within(row(0)).getAllByLabelText(label)).not.toEqual([]);
    // Shown, the cells are required again (requiredWhen).
    let failure: unknown;
    act(() => {
      failure = ref.current!.validate();
    });
    expect(failure).toEqual({ row: 0, field: 'specialWorkType', message: '请选择特种作业类别' });
    fireEvent.change(within(row(0)).getByLabelText('操作证号'), { target: { value: 'T-1' } });

    await pick(row(1), '特种作业人员', '否');
    await waitFor(() => expect(within(row(1)).queryByLabelText('操作证号')).toBeNull());
    expect(ref.current!.getRows().rows[1]).toMatchObject({
      isSpecialOperator: 'N',
      specialWorkType: null,
      certificateNo: null,
      certificateExpire: null,
    });
    // Hidden, a row's certificate is not sent (the server stores null) nor judged.
    await pick(row(0), '特种作业人员', '否');
    await waitFor(() => expect(within(row(0)).queryByLabelText('操作证号')).toBeNull());
    act(() => {
      failure = ref.current!.validate();
    });
    expect(failure).toBeNull();
    for (const body of sent()) expect(Object.keys(body)).not.toContain('certificateNo');
  });

  it('shows the dash in the read-only grid of the detail too', () => {
    const { row } = renderGrid(
      [staffRow('S1', '张三', { certificateNo: '旧证号' }), staffRow('S2', '李四', OPERATOR)],
      true,
    );
    expect(within(row(0)).queryByText('旧证号')).toBeNull();
    expect(hiddenCells(row(0))).toHaveLength(4);
    expect(within(row(1)).getByText(OPERATOR.certificateNo)).toBeTruthy();
  });
});
