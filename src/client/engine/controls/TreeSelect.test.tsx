import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VALIDATION_TEXTS } from '../../../shared/texts';
import { renderWithApp } from '../../test/render';
import { serveTableLabels, serveTree } from '../form/testing/dictServer';
import { TreeSelect } from './TreeSelect';

const DEPTS = 'sys_depart,depart_name,id';

describe('tree select', () => {
  it('refuses a condition that is not a JSON object string and loads nothing', async () => {
    const calls = serveTree({});
    const { unmount } = renderWithApp(<TreeSelect dict={DEPTS} condition="status=1" />);
    expect(await screen.findAllByText(VALIDATION_TEXTS.treeSelectCondition)).not.toHaveLength(0);
    expect(
      screen.getAllByText('组件JTreeSelect-condition传值有误，需要一个json字符串!').length,
    ).toBeGreaterThan(0);
    unmount();
    renderWithApp(<TreeSelect dict={DEPTS} condition="[1,2]" />);
    expect(await screen.findAllByText(VALIDATION_TEXTS.treeSelectCondition)).not.toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('loads the roots, then a node’s children when it is expanded', async () => {
    const calls = serveTree({
      '': [{ key: 'D1', title: '应急管理局', leaf: false }],
      D1: [{ key: 'D11', title: '安全监管科', leaf: true }],
    });
    const onChange = vi.fn();
    renderWithApp(
      <TreeSelect
        dict={DEPTS}
        pidField="parent_id"
        hasChildField="has_child"
        condition='{"status":"1"}'
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(Object.fromEntries([...calls[0]!.searchParams].filter(([key]) => key !== '_t'))).toEqual({
      pid: '',
      pidField: 'parent_id',
      tableName: 'sys_depart',
      text: 'depart_name',
      code: 'id',
      hasChildField: 'has_child',
      condition: '{"status":"1"}',
    });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findByText('应急管理局')).toBeTruthy();
    expect(screen.queryByText('安全监管科')).toBeNull();
    fireEvent.click(document.querySelector('.ant-select-tree-switcher')!);
    expect(await screen.findByText('安全监管科')).toBeTruthy();
    expect(calls[1]!.searchParams.get('pid')).toBe('D1');
    fireEvent.click(screen.getByText('安全监管科'));
    expect(onChange).toHaveBeenCalledWith('D11');
  });

  it('turns a node whose children come back empty into a leaf', async () => {
    const calls = serveTree({ '': [{ key: 'D2', title: '综合科', leaf: false }], D2: [] });
    renderWithApp(<TreeSelect dict={DEPTS} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findByText('综合科')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-select-tree-switcher')!);
    await waitFor(() => expect(document.querySelector('.ant-select-tree-switcher-noop')).not.toBeNull());
    expect(calls.map((call) => call.searchParams.get('pid'))).toEqual(['', 'D2']);
  });

  it('shows the text of a value not loaded yet through loadDictItem', async () => {
    serveTree({ '': [] });
    serveTableLabels({ D11: '安全监管科' });
    renderWithApp(<TreeSelect dict={DEPTS} value="D11" />);
    expect(await screen.findByText('安全监管科')).toBeTruthy();
  });

  it('shows nothing chosen for a top-level node’s parent (0), not the value', async () => {
    const calls = serveTree({ '': [{ key: 'D1', title: '应急管理局', leaf: true }] });
    renderWithApp(<TreeSelect dict={DEPTS} value="0" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(document.querySelector('.ant-select-selection-item')).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
  });
});
