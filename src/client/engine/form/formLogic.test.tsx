import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/date-format';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import type { EntityDefinition } from '../../../shared/schema-language/entity';
import { signIn, userInfo } from '../../test/fixtures';
import { feedback, item, openDialog, saveButton, typeInto } from './formTestKit';
import { serveEntity } from './testing/entityServer';

/** A hazard with the form logic of the entity language: conditions, a cross-field rule, tokens, a serial. */
const HAZARD: EntityDefinition = {
  name: 'hazard',
  title: '隐患',
  table: 'test_hazard',
  api: '/test/hazard',
  permission: 'test:hazard',
  crossFieldRules: [
    { field: 'rectifyFunds', op: '>=', other: 'estimatedFunds', message: '落实资金不能少于预估资金' },
  ],
  fields: [
    {
      key: 'hazardNo',
      label: '隐患编号',
      type: 'string',
      length: 20,
      readonly: true,
      serial: { prefix: 'YH', date: 'yyyyMMdd', digits: 4 },
    },
    { key: 'hazardName', label: '隐患名称', type: 'string', required: true },
    { key: 'major', label: '重大隐患', type: 'string', dict: { code: 'yn' }, form: { control: 'radio' } },
    {
      key: 'rectifyOwner',
      label: '整改责任人',
      type: 'string',
      visibleWhen: { field: 'major', in: ['Y'] },
      requiredWhen: { field: 'major', in: ['Y'] },
    },
    { key: 'estimatedFunds', label: '预估资金', type: 'int' },
    { key: 'rectifyFunds', label: '落实资金', type: 'int' },
    { key: 'reporterName', label: '上报人', type: 'string', default: '$realname' },
    { key: 'reportDate', label: '上报日期', type: 'date', default: '$today' },
  ],
};

const schema = (): EntitySchemaResult => ({
  entity: structuredClone(HAZARD),
  subEntities: {},
  tableDictCodes: {},
  allowed: ['list', 'add', 'edit'],
});

const hasItem = (label: string) =>
  screen.queryAllByText(label).some((node) => node.closest('.ant-formily-item-label'));
const isRequired = (label: string) => !!item(label).querySelector('.ant-formily-item-asterisk');
const choose = (label: string, text: string) => fireEvent.click(within(item(label)).getByLabelText(text));

describe('declared form logic', { timeout: 20_000 }, () => {
  it('shows a conditional field only when its condition holds, required then, and never sends it hidden', async () => {
    const { saves } = serveEntity(HAZARD);
    openDialog(schema(), 'add');
    await screen.findByRole('dialog');
    typeInto('隐患名称', '配电箱未接地');
    expect(hasItem('整改责任人')).toBe(false);

    choose('重大隐患', '是');
    await waitFor(() => expect(hasItem('整改责任人')).toBe(true));
    expect(isRequired('整改责任人')).toBe(true);
    fireEvent.click(saveButton());
    await waitFor(() => expect(feedback('整改责任人')).toBe('请输入整改责任人'));
    expect(saves).toHaveLength(0);

    typeInto('整改责任人', '王工');
    choose('重大隐患', '否');
    await waitFor(() => expect(hasItem('整改责任人')).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toMatchObject({ hazardName: '配电箱未接地', major: 'N' });
    expect(saves[0]!.body).not.toHaveProperty('rectifyOwner');
  });

  it('shows a cross-field message under the field, judged again when the other field changes', async () => {
    const { saves } = serveEntity(HAZARD);
    openDialog(schema(), 'add');
    await screen.findByRole('dialog');
    typeInto('预估资金', '500');
    typeInto('落实资金', '300');
    await waitFor(() => expect(feedback('落实资金')).toBe('落实资金不能少于预估资金'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(feedback('隐患名称')).toBe('请输入隐患名称'));
    expect(saves).toHaveLength(0);

    typeInto('预估资金', '200');
    await waitFor(() => expect(feedback('落实资金')).toBe(''));
  });

  it('starts a new record from the default tokens, the serial number left to the server', async () => {
    signIn(userInfo({ realname: '李工' }));
    serveEntity(HAZARD);
    openDialog(schema(), 'add');
    await screen.findByRole('dialog');
    expect(within(item('上报人')).getByLabelText('上报人')).toHaveProperty('value', '李工');
    expect(within(item('上报日期')).getByPlaceholderText('请选择上报日期')).toHaveProperty(
      'value',
      formatDate(),
    );
    const serial = within(item('隐患编号')).getByLabelText('隐患编号');
    expect(serial).toHaveProperty('disabled', true);
    expect(serial).toHaveProperty('placeholder', '保存后自动生成');
  });

  it('requires a field while a multiple-value field includes a value', async () => {
    const policy: EntityDefinition = {
      ...HAZARD,
      crossFieldRules: [],
      fields: [
        {
          key: 'addOns',
          label: '附加险',
          type: 'string',
          dict: { code: 'yn' },
          multiple: true,
          form: { control: 'checkbox' },
        },
        {
          key: 'thirdPartyLimit',
          label: '第三者限额',
          type: 'int',
          requiredWhen: { field: 'addOns', includes: 'Y' },
        },
      ],
    };
    serveEntity(policy);
    openDialog({ ...schema(), entity: policy }, 'add');
    await screen.findByRole('dialog');
    expect(isRequired('第三者限额')).toBe(false);
    choose('附加险', '否');
    choose('附加险', '是');
    await waitFor(() => expect(isRequired('第三者限额')).toBe(true));
    choose('附加险', '是');
    await waitFor(() => expect(isRequired('第三者限额')).toBe(false));
  });
});
