import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { VALIDATION_TEXTS } from '../../../shared/texts';
import { renderWithApp } from '../../test/render';
import { serveDictItems } from '../form/testing/dictServer';
import { cacheDictionaries } from '../form/testing/schemas';
import { DictCheckbox } from './DictCheckbox';
import { DictRadio } from './DictRadio';
import { DictSelect } from './DictSelect';
import { DictSwitch } from './DictSwitch';
import { SearchSelect } from './SearchSelect';
import { TreeSelect } from './TreeSelect';

describe('dictionary controls', () => {
  it('say 字典Code不能为空! when given no dictionary code', () => {
    renderWithApp(
      <>
        <DictSelect dictCode="" />
        <DictRadio dictCode="" />
        <DictCheckbox dictCode="" />
        <DictSwitch dictCode="" />
        <SearchSelect dict="" />
        <TreeSelect dict="" />
      </>,
    );
    expect(screen.getAllByText(VALIDATION_TEXTS.dictCodeEmpty)).toHaveLength(6);
    expect(screen.getAllByText('字典Code不能为空!')).toHaveLength(6);
  });

  it('take options from the login cache without a request', async () => {
    cacheDictionaries();
    const onChange = vi.fn();
    renderWithApp(<DictSelect dictCode="nl_enable" onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('停用'));
    expect(onChange).toHaveBeenCalledWith('0');
  });

  it('ask getDictItems (without _t) for a code the cache lacks', async () => {
    const calls = serveDictItems({ road_type: [{ value: 'A', text: '主干道' }] });
    renderWithApp(<DictRadio dictCode="road_type" />);
    expect(await screen.findByText('主干道')).toBeTruthy();
    expect(calls[0]!.pathname).toBe('/api/sys/dict/getDictItems/road_type');
    expect(calls[0]!.searchParams.has('_t')).toBe(false);
  });

  it('join several picked values with commas', async () => {
    cacheDictionaries();
    const onChange = vi.fn();
    renderWithApp(<DictSelect dictCode="nl_high_risk_sector" multiple value="01" onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    fireEvent.click(document.querySelectorAll('.ant-select-item-option')[1]!);
    expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^01,\w+$/));
  });

  it('check boxes tell 最少选择N项 / 最多选择N项', () => {
    cacheDictionaries();
    const { rerender } = renderWithApp(<DictCheckbox dictCode="nl_service_item" value="1" min={2} max={3} />);
    expect(screen.getByText(VALIDATION_TEXTS.minChecked(2))).toBeTruthy();
    rerender(<DictCheckbox dictCode="nl_service_item" value="1,2,3,4" min={2} max={3} />);
    expect(screen.getByText('最多选择3项')).toBeTruthy();
  });

  it('switch between Y/N or 1/0 values with the dictionary texts', () => {
    cacheDictionaries();
    const onChange = vi.fn();
    renderWithApp(
      <>
        <DictSwitch aria-label="yn" dictCode="yn" value="N" onChange={onChange} />
        <DictSwitch aria-label="enable" dictCode="nl_enable" value="1" onChange={onChange} />
      </>,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'yn' }));
    expect(onChange).toHaveBeenLastCalledWith('Y');
    const enable = screen.getByRole('switch', { name: 'enable' });
    expect(within(enable).getByText('启用')).toBeTruthy();
    fireEvent.click(enable);
    expect(onChange).toHaveBeenLastCalledWith('0');
  });

  it('work as plain controlled fields of an antd Form', async () => {
    cacheDictionaries();
    const onFinish = vi.fn();
    renderWithApp(
      <Form onFinish={onFinish}>
        <Form.Item name="sex" label="性别">
          <DictSelect dictCode="sex" />
        </Form.Item>
        <Form.Item name="items" label="服务项目">
          <DictCheckbox dictCode="nl_service_item" />
        </Form.Item>
        <Button htmlType="submit">查询</Button>
      </Form>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('女'));
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0]![0]).toMatchObject({ sex: '2', items: expect.stringMatching(/^\w+,\w+$/) });
  });
});
