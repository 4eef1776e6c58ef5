import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LAYOUT } from '../../../shared/limits';
import { api, server } from '../../test/server';
import { openDialog } from './formTestKit';
import { serveTableLabels } from './testing/dictServer';
import { enterpriseRecord, serveEntity, staffRecord } from './testing/entityServer';
import { schemaResult } from './testing/schemas';

const valueIn = (dialog: HTMLElement, label: string) =>
  [...dialog.querySelectorAll('th.ant-descriptions-item-label')].find((th) => th.textContent === label)
    ?.nextElementSibling?.textContent;

describe('detail mode', { timeout: 20_000 }, () => {
  it('shows the record read-only with dictionary texts, and the sub-table read-only', async () => {
    const schema = schemaResult('enterprise');
    const labels = serveTableLabels({ O1: '南宁安科安全技术有限公司' });
    serveEntity(schema.entity, {
      record: enterpriseRecord({ email: 'safety@anke.cn' }),
      subRows: { enterpriseStaff: [staffRecord('S1', '张三', 1, { sex: '2', staffType: '2' })] },
    });
    const { onClose } = openDialog(schema, 'detail', 'E1');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('投保企业详情')).toBeTruthy();
    expect(await within(dialog).findByText('南宁市安科化工有限公司')).toBeTruthy();

    const value = (label: string) =>
      [...dialog.querySelectorAll('th.ant-descriptions-item-label')].find((th) => th.textContent === label)
        ?.nextElementSibling?.textContent;
    expect(value('所属区县')).toBe('青秀区');
    expect(value('行业领域')).toBe('危险化学品');
    expect(value('状态')).toBe('启用');
    expect(value('电子邮箱')).toBe('safety@anke.cn');
    expect(value('从业人员数')).toBe('120');
    expect(await within(dialog).findByText('南宁安科安全技术有限公司')).toBeTruthy();
    expect(labels[0]!.searchParams.get('key')).toBe('O1');
    expect(within(dialog).queryByText('省')).toBeNull();

    const table = dialog.querySelector('.ant-descriptions-view table')!;
    const widest = Math.max(
      ...[...table.querySelectorAll('tr')].map((row) => row.querySelectorAll('th').length),
    );
    expect(widest).toBeLessThanOrEqual(LAYOUT.detailColumnsMax);

    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /保\s*存/ })).toBeNull();
    const row = dialog.querySelector<HTMLElement>('tr.ant-table-row')!;
    expect(within(row).getByText('张三')).toBeTruthy();
    expect(within(row).getByText('女')).toBeTruthy();
    expect(within(row).getByText('安全生产管理人员')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
    expect(onClose).toHaveBeenCalled();
  });

  it('tells the server message when the record cannot be loaded', async () => {
    const schema = schemaResult('enterpriseService');
    serveEntity(schema.entity, { missing: '未找到对应实体' });
    openDialog(schema, 'detail', 'missing');
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('企业服务清单详情')).toBeTruthy();
    expect(await within(drawer).findByText('未找到对应实体')).toBeTruthy();
  });

  it('shows a user field by the real name the server gives', async () => {
    const hazards = schemaResult('hiddenDanger');
    serveEntity(hazards.entity, {
      record: { id: 'H1', discoverer: 'liwei', discoverer_dictText: '李伟' },
    });
    server.use(
      http.get(api('/nanli/hiddenDanger/flowLog'), () =>
        HttpResponse.json({ success: true, code: 200, message: '', result: [] }),
      ),
    );
    openDialog(hazards, 'detail', 'H1');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('发现人');
    expect(valueIn(dialog, '发现人')).toBe('李伟');
  });

  it('shows a top-level node without a parent, not the stored 0', async () => {
    const riskTypes = schemaResult('riskType');
    serveEntity(riskTypes.entity, {
      record: { id: 'R1', code: '01', name: '基础管理类', pid: '0', pid_dictText: '' },
    });
    openDialog(riskTypes, 'detail', 'R1');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('基础管理类');
    expect(valueIn(dialog, '上级类型')).toBe('');
  });
});
