import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { item, openDialog } from './formTestKit';
import { serveEntity } from './testing/entityServer';
import { schemaResult } from './testing/schemas';
import type { EntitySchemaResult } from '../../../shared/engine-api';

function openAdd(schema: EntitySchemaResult) {
  serveEntity(schema.entity);
  openDialog(schema, 'add');
}

const columnOf = (label: string) =>
  item(label)
    .closest('.ant-col')!
    .className.match(/ant-col-md-(\d+)/)![1];
const isRequired = (label: string) => !!item(label).querySelector('.ant-formily-item-asterisk');

describe('entity form generation (enterprise)', { timeout: 20_000 }, () => {
  it('opens a modal titled 新增投保企业 at the entity width, with the sub-table tab below', async () => {
    openAdd(schemaResult('enterprise'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增投保企业')).toBeTruthy();
    expect(dialog.getAttribute('style')).toContain('width: 1200px');
    expect(within(dialog).getByRole('tab', { name: '企业人员' })).toBeTruthy();
  });

  it('derives each control from form.control, the dictionary or the type', async () => {
    openAdd(schemaResult('enterprise'));
    await screen.findByRole('dialog');
    expect(within(item('企业名称')).getByRole('textbox', { name: '企业名称' })).toBeTruthy();
    expect(within(item('所属区县')).getByRole('combobox', { name: '所属区县' })).toBeTruthy();
    expect(within(item('是否有重大危险源')).getAllByRole('radio')).toHaveLength(2);
    expect(within(item('经营范围')).getByRole('textbox').tagName).toBe('TEXTAREA');
    expect(within(item('从业人员数')).getByRole('spinbutton', { name: '从业人员数' })).toBeTruthy();
    expect(item('成立日期').querySelector('.ant-picker')).not.toBeNull();
    expect(within(item('服务机构')).getByRole('combobox', { name: '服务机构' })).toBeTruthy();
    expect(within(item('企业名称')).getByPlaceholderText('请输入企业名称')).toBeTruthy();
    expect(within(item('所属区县')).getByText('请选择所属区县')).toBeTruthy();
  });

  it('lays fields on the entity columns with form.span, marks required fields and leaves hidden ones out', async () => {
    openAdd(schemaResult('enterprise'));
    await screen.findByRole('dialog');
    expect(columnOf('企业名称')).toBe('12');
    expect(columnOf('详细地址')).toBe('24');
    expect(columnOf('备注')).toBe('24');
    expect(isRequired('企业名称')).toBe(true);
    expect(isRequired('所属区县')).toBe(true);
    expect(isRequired('企业简称')).toBe(false);
    expect(isRequired('电子邮箱')).toBe(false);
    // form.hidden (省, 市) and columnPermission-less hidden fields are not on the form.
    expect(screen.queryByText('省')).toBeNull();
    expect(screen.queryByText('市')).toBeNull();
  });

  it('starts a new record from the field defaults', async () => {
    openAdd(schemaResult('enterprise'));
    await screen.findByRole('dialog');
    const status = within(item('状态')).getByRole<HTMLInputElement>('radio', { name: '启用' });
    expect(status.checked).toBe(true);
    expect(
      within(item('是否有重大危险源')).getByRole<HTMLInputElement>('radio', { name: '否' }).checked,
    ).toBe(true);
    expect(within(item('投保状态')).getByText('未投保')).toBeTruthy();
    expect(within(item('年度计划服务次数')).getByRole<HTMLInputElement>('spinbutton').value).toBe('0');
  });

  it('shows tooltips, disables read-only fields and uses a drawer when the entity asks', async () => {
    const schema = schemaResult('enterpriseService', (entity) => {
      entity.fields.find((field) => field.key === 'policyYear')!.form = { tooltip: '保单生效的年份' };
      entity.fields.find((field) => field.key === 'plannedTimes')!.readonly = true;
    });
    openAdd(schema);
    const drawer = await screen.findByRole('dialog');
    expect(drawer.closest('.ant-drawer')).not.toBeNull();
    expect(within(drawer).getByText('新增企业服务清单')).toBeTruthy();
    expect(columnOf('保单年度')).toBe('24');
    expect(item('保单年度').querySelector('.ant-formily-item-label-tooltip-icon')).not.toBeNull();
    expect(within(item('计划服务次数')).getByRole<HTMLInputElement>('spinbutton').disabled).toBe(true);
    // Derived values are counted when read: the form never shows them.
    expect(within(drawer).queryByText('隐患总数')).toBeNull();
    expect(within(item('服务项目')).getAllByRole('checkbox').length).toBeGreaterThan(3);
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
