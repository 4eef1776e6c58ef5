import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feedback, item, openDialog, saveButton, typeInto } from './formTestKit';
import { serveTableLabels } from './testing/dictServer';
import { enterpriseRecord, serveEntity } from './testing/entityServer';
import { schemaResult } from './testing/schemas';

// Formily + antd forms of 40 fields render slowly in happy-dom.
describe('form validation with the shared rules (spec §5)', { timeout: 20_000 }, () => {
  it('asks for every required field with the 请输入 / 请选择 message on save', async () => {
    const schema = schemaResult('enterprise');
    const { saves } = serveEntity(schema.entity);
    openDialog(schema, 'add');
    await screen.findByRole('dialog');
    fireEvent.click(saveButton());
    await waitFor(() => expect(feedback('企业名称')).toBe('请输入企业名称'));
    expect(feedback('所属区县')).toBe('请选择所属区县');
    expect(feedback('主要负责人手机')).toBe('请输入主要负责人手机');
    expect(feedback('企业简称')).toBe('');
    expect(saves).toHaveLength(0);
  });

  it('shows the catalogue messages while typing: mobile, email, credit code check digit, lengths', async () => {
    const schema = schemaResult('enterprise');
    serveEntity(schema.entity);
    openDialog(schema, 'add');
    await screen.findByRole('dialog');

    typeInto('主要负责人手机', '12812345678');
    await waitFor(() => expect(feedback('主要负责人手机')).toBe('请输入正确手机号'));
    typeInto('主要负责人手机', '13812345678');
    await waitFor(() => expect(feedback('主要负责人手机')).toBe(''));

    typeInto('电子邮箱', 'a@b');
    await waitFor(() => expect(feedback('电子邮箱')).toBe('邮箱格式不正确'));

    // Right format, wrong check character (…663U is valid).
    typeInto('统一社会信用代码', '91450103908301663V');
    await waitFor(() => expect(feedback('统一社会信用代码')).toBe('统一社会信用代码格式不正确'));
    typeInto('统一社会信用代码', '91450103908301663u');
    await waitFor(() => expect(feedback('统一社会信用代码')).toBe(''));

    typeInto('企业名称', '南');
    await waitFor(() => expect(feedback('企业名称')).toBe('最小长度2位字符'));
    typeInto('企业名称', '南'.repeat(101));
    await waitFor(() => expect(feedback('企业名称')).toBe('最大长度100位字符'));

    typeInto('经度', '150');
    await waitFor(() => expect(feedback('经度')).toBe('经度应在73.5到135.1之间'));
  });

  it('checks an ID number field with its check digit', async () => {
    const schema = schemaResult('enterprise', (entity) => {
      entity.fields.find((field) => field.key === 'safetyLicenseNo')!.rules = [{ rule: 'idCard' }];
    });
    serveEntity(schema.entity);
    openDialog(schema, 'add');
    await screen.findByRole('dialog');
    typeInto('安全生产许可证编号', '110105194912310021');
    await waitFor(() => expect(feedback('安全生产许可证编号')).toBe('身份证号码格式不正确'));
    typeInto('安全生产许可证编号', '11010519491231002X');
    await waitFor(() => expect(feedback('安全生产许可证编号')).toBe(''));
  });

  it('judges a rule of today (not past) only on a value the edit changes', async () => {
    const schema = schemaResult('enterprise', (entity) => {
      entity.fields.find((field) => field.key === 'safetyLicenseNo')!.rules = [{ rule: 'notPastDate' }];
    });
    const { saves } = serveEntity(schema.entity, {
      record: enterpriseRecord({ safetyLicenseNo: '2020-01-01' }),
    });
    serveTableLabels({ O1: '南宁安科安全技术有限公司' });
    openDialog(schema, 'edit', 'E1');
    await screen.findByDisplayValue('2020-01-01');
    typeInto('安全生产许可证编号', '2020-01-02');
    await waitFor(() => expect(feedback('安全生产许可证编号')).toBe('日期不能早于今天'));
    // Back to the stored day: an old record stays savable.
    typeInto('安全生产许可证编号', '2020-01-01');
    await waitFor(() => expect(feedback('安全生产许可证编号')).toBe(''));
    fireEvent.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
  });

  it('counts the checked boxes of a multiple field against its min / max', async () => {
    const schema = schemaResult('enterpriseService', (entity) => {
      Object.assign(
        entity.fields.find((field) => field.key === 'serviceItems')!,
        { min: 2, max: 3 },
      );
    });
    serveEntity(schema.entity);
    openDialog(schema, 'add');
    await screen.findByRole('dialog');
    const boxes = within(item('服务项目')).getAllByRole('checkbox');
    fireEvent.click(boxes[0]!);
    await waitFor(() => expect(feedback('服务项目')).toBe('最少选择2项'));
    for (const box of boxes.slice(1, 4)) fireEvent.click(box);
    await waitFor(() => expect(feedback('服务项目')).toBe('最多选择3项'));
    fireEvent.click(boxes[3]!);
    await waitFor(() => expect(feedback('服务项目')).toBe(''));
  });

  it('asks /sys/duplicate/check when a unique field is left and shows the server message', async () => {
    const schema = schemaResult('enterprise');
    const { checks } = serveEntity(schema.entity, {
      record: enterpriseRecord(),
      taken: { enterprise_name: { value: '广西某某化工有限公司', message: '该企业名称已存在' } },
    });
    serveTableLabels({ O1: '南宁安科安全技术有限公司' });
    openDialog(schema, 'edit', 'E1');
    await screen.findByDisplayValue('南宁市安科化工有限公司');

    const input = typeInto('企业名称', '广西某某化工有限公司');
    expect(checks).toHaveLength(0);
    fireEvent.blur(input);
    await waitFor(() => expect(feedback('企业名称')).toBe('该企业名称已存在'));
    expect(Object.fromEntries([...checks[0]!].filter(([key]) => key !== '_t'))).toEqual({
      tableName: 'nanli_enterprise',
      fieldName: 'enterprise_name',
      fieldVal: '广西某某化工有限公司',
      dataId: 'E1',
    });
    // Editing drops the message; leaving with a free value asks again and passes.
    typeInto('企业名称', '广西某某化工股份有限公司');
    await waitFor(() => expect(feedback('企业名称')).toBe(''));
    fireEvent.blur(input);
    await waitFor(() => expect(checks).toHaveLength(2));
    expect(feedback('企业名称')).toBe('');
  });

  it('sends a scoped unique rule’s scope values with the check', async () => {
    const schema = schemaResult('enterpriseService');
    serveTableLabels({ E1: '南宁市安科化工有限公司' });
    const { checks } = serveEntity(schema.entity, {
      record: {
        id: 'V1',
        enterpriseId: 'E1',
        policyYear: 2024,
        serviceItems: '01',
        plannedTimes: 4,
        status: '1',
      },
      taken: { policy_year: { value: '2023', message: '该值不可用，系统中已存在！' } },
    });
    openDialog(schema, 'edit', 'V1');
    await screen.findByDisplayValue('2024');
    fireEvent.blur(typeInto('保单年度', '2023'));
    await waitFor(() => expect(feedback('保单年度')).toBe('该值不可用，系统中已存在！'));
    expect(Object.fromEntries([...checks[0]!].filter(([key]) => key !== '_t'))).toEqual({
      enterpriseId: 'E1',
      tableName: 'nanli_enterprise_service',
      fieldName: 'policy_year',
      fieldVal: '2023',
      dataId: 'V1',
    });
  });

  it('does not ask the server about a value that fails its own rules', async () => {
    const schema = schemaResult('enterprise');
    const { checks } = serveEntity(schema.entity);
    openDialog(schema, 'add');
    await screen.findByRole('dialog');
    fireEvent.blur(typeInto('统一社会信用代码', '123'));
    await waitFor(() => expect(feedback('统一社会信用代码')).toBe('统一社会信用代码格式不正确'));
    expect(checks).toHaveLength(0);
  });
});
