import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { entityEndpoints, REQUEST_KEY_HEADER, REQUEST_KEY_PATTERN } from '../../../shared/engine-api';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { api, server } from '../../test/server';
import { GRID_TEXTS } from '../../../shared/texts';
import { feedback, openDialog, saveButton, typeInto } from './formTestKit';
import { serveTableLabels } from './testing/dictServer';
import { enterpriseRecord, serveEntity, staffRecord } from './testing/entityServer';
import type { EntityServerOptions } from './testing/entityServer';
import { entityDefinition, schemaResult } from './testing/schemas';

/** The enterprise with a second grid tab, so switching tabs can be seen. */
function enterpriseWithExperts(): EntitySchemaResult {
  const schema = schemaResult('enterprise', (entity) => {
    entity.subTables!.push({
      entity: 'expert',
      foreignKey: 'serviceOrgId',
      relation: 'oneToMany',
      title: '驻场专家',
    });
  });
  schema.subEntities.expert = entityDefinition('expert');
  return schema;
}

async function openEdit(schema: EntitySchemaResult, options: EntityServerOptions = {}) {
  serveTableLabels({ O1: '南宁安科安全技术有限公司' });
  const server = serveEntity(schema.entity, {
    record: enterpriseRecord(),
    subRows: {
      enterpriseStaff: [
        staffRecord('S1', '张三', 1),
        staffRecord('S2', '李四', 2),
        staffRecord('S3', '王五', 3),
      ],
    },
    ...options,
  });
  const handlers = openDialog(schema, 'edit', 'E1');
  await screen.findByDisplayValue('南宁市安科化工有限公司');
  return { ...server, ...handlers };
}

const staffRows = () => {
  const pane = screen.getByRole('tabpanel', { name: '企业人员', hidden: true });
  return [...pane.querySelectorAll<HTMLElement>('tr.ant-table-row')];
};
const option = async (text: string) =>
  (await screen.findAllByTitle(text)).find((node) => node.closest('.ant-select-item-option'))!;
const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent;

describe('saving an entity with sub-tables', { timeout: 30_000 }, () => {
  it('checks the form first, then the grids in order, showing the failing tab, row and field', async () => {
    const schema = enterpriseWithExperts();
    const { saves } = await openEdit(schema);
    fireEvent.change(within(staffRows()[1]!).getByLabelText('手机号'), { target: { value: '1234' } });
    typeInto('企业名称', '');
    fireEvent.click(screen.getByRole('tab', { name: '驻场专家' }));

    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    fireEvent.click(saveButton());
    await waitFor(() => expect(feedback('企业名称')).toBe('请输入企业名称'));
    // The long form hides its top: the user is told and taken to the first failing field.
    expect(await screen.findByText('请检查标红的字段')).toBeTruthy();
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect((scrolled.mock.contexts[0] as Element).textContent).toContain('企业名称');
    // The form failed: the grids were not judged yet, the tab stays.
    expect(document.querySelector('[data-cell-error]')).toBeNull();
    expect(activeTab()).toBe('驻场专家');

    typeInto('企业名称', '南宁市安科化工有限公司');
    fireEvent.click(saveButton());
    expect(await screen.findByText('企业人员：第2行「手机号」请输入正确手机号')).toBeTruthy();
    expect(activeTab()).toBe('企业人员');
    expect(within(staffRows()[1]!).getByLabelText('手机号').closest('[data-cell-error]')).not.toBeNull();
    expect(saves).toHaveLength(0);
  });

  it('sends the main values and the staff list: ids kept, new rows without, removed absent, renumbered', async () => {
    const { saves, onSaved, onClose } = await openEdit(schemaResult('enterprise'));
    typeInto('联系人', '赵六');
    // Remove 张三, add a row, move 王五 to the top.
    fireEvent.click(within(staffRows()[0]!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(GRID_TEXTS.remove) }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(staffRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(GRID_TEXTS.add) }));
    const fresh = staffRows()[2]!;
    fireEvent.change(within(fresh).getByLabelText('姓名'), { target: { value: '孙八' } });
    fireEvent.change(within(fresh).getByLabelText('手机号'), { target: { value: '15912345678' } });
    for (const [label, text] of [
      ['性别', '女'],
      ['人员类别', '主要负责人'],
    ] as const) {
      fireEvent.mouseDown(within(staffRows()[2]!).getByRole('combobox', { name: label }));
      fireEvent.click(await option(text));
    }
    fireEvent.keyDown(within(staffRows()[1]!).getByRole('button', { name: GRID_TEXTS.dragHandle }), {
      key: 'ArrowUp',
    });

    fireEvent.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    const { method, body } = saves[0]!;
    expect(method).toBe('PUT');
    expect(body).toMatchObject({
      id: 'E1',
      enterpriseName: '南宁市安科化工有限公司',
      contactName: '赵六',
      provinceCode: '450000',
      employeeCount: 120,
    });
    expect(body).not.toHaveProperty('createTime');
    const list = body.enterpriseStaffList as Record<string, unknown>[];
    expect(list.map((row) => [row.id, row.name, row.orderNum])).toEqual([
      ['S3', '王五', 1],
      ['S2', '李四', 2],
      [undefined, '孙八', 3],
    ]);
    expect(list[2]).toMatchObject({
      sex: '2',
      staffType: '1',
      mobile: '15912345678',
      status: '1',
      isSpecialOperator: 'N',
    });
    expect(list[2]).not.toHaveProperty('id');
    expect(list[0]).not.toHaveProperty('enterpriseId');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    expect(await screen.findByText('编辑成功!')).toBeTruthy();
  });

  it('puts a refused save’s ValidationFailure on the fields and cells and shows the tab', async () => {
    const schema = enterpriseWithExperts();
    const { onClose } = await openEdit(schema, {
      save: () => ({
        success: false,
        code: 500,
        message: '数据校验未通过',
        result: {
          fields: { creditCode: '该统一社会信用代码已存在', provinceCode: '省份不正确' },
          subTables: {
            enterpriseStaffList: [{ row: 2, field: 'mobile', message: '该手机号已被其他人员使用' }],
          },
        },
      }),
    });
    fireEvent.click(screen.getByRole('tab', { name: '驻场专家' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(feedback('统一社会信用代码')).toBe('该统一社会信用代码已存在'));
    expect(activeTab()).toBe('企业人员');
    const cell = within(staffRows()[2]!).getByLabelText('手机号').closest('[data-cell-error]');
    expect(cell?.getAttribute('data-cell-error')).toBe('该手机号已被其他人员使用');
    // 省 is not on the form: its message goes with the warning.
    expect(await screen.findByText('数据校验未通过；省：省份不正确')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    // Editing the field drops the server's message.
    typeInto('统一社会信用代码', '91450107390996033N');
    await waitFor(() => expect(feedback('统一社会信用代码')).toBe(''));
  });

  it('shows any other refusal’s message and stays open', async () => {
    const { onClose, onSaved } = await openEdit(schemaResult('enterprise'), {
      save: () => ({ success: false, code: 500, message: '未找到对应实体' }),
    });
    fireEvent.click(saveButton());
    expect(await screen.findByText('未找到对应实体')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('adds with POST and no id', async () => {
    const schema = schemaResult('enterpriseService');
    const { saves } = serveEntity(schema.entity);
    serveTableLabels({});
    openDialog(schema, 'add');
    await screen.findByRole('dialog');
    expect(saveButton()).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(feedback('企业')).toBe('请选择企业'));
    expect(saves).toHaveLength(0);
  });

  it('sends an add again with the same request key after a lost answer, and a new key for the next add', async () => {
    const schema = schemaResult('sysCategory');
    const { saves } = serveEntity(schema.entity);
    serveTableLabels({});
    const lost: (string | null)[] = [];
    server.use(
      http.post(
        api(entityEndpoints(schema.entity).add),
        ({ request }) => {
          lost.push(request.headers.get(REQUEST_KEY_HEADER));
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const first = openDialog(schema, 'add');
    await screen.findByRole('dialog');
    typeInto('类型名称', '危险化学品');
    fireEvent.click(saveButton());
    await waitFor(() => expect(lost).toHaveLength(1));
    expect(first.onClose).not.toHaveBeenCalled();
    fireEvent.click(saveButton());
    await waitFor(() => expect(first.onSaved).toHaveBeenCalled());
    expect(lost[0]).toMatch(REQUEST_KEY_PATTERN);
    expect(saves.map((save) => save.requestKey)).toEqual([lost[0]]);

    cleanup();
    openDialog(schema, 'add');
    await screen.findByRole('dialog');
    typeInto('类型名称', '特种设备');
    fireEvent.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]!.requestKey).toMatch(REQUEST_KEY_PATTERN);
    expect(saves[1]!.requestKey).not.toBe(lost[0]);
  });
});
