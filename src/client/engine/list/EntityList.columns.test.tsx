import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { saveDictionaries, savePermissions } from '../../session/sessionState';
import { api, server } from '../../test/server';
import { DICTIONARIES, grantAll, serveEntity } from './test/fixtures';
import { header, renderList, table } from './test/renderList';

const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)
    .filter(Boolean);

describe('cells', { timeout: 20_000 }, () => {
  it('show dictionary texts, as coloured tags when the dictionary has colours', async () => {
    grantAll();
    serveEntity();
    renderList();
    await screen.findByText('企业1');
    const firstRow = within(table()).getByText('企业1').closest('tr')!;
    // No colours in nl_district: plain text.
    expect(within(firstRow).getByText('兴宁区').closest('.ant-tag')).toBeNull();
    expect(within(firstRow).getByText('重大风险').closest('.ant-tag')?.className).toContain('ant-tag-red');
    // A multi-value field: one tag per value.
    expect(within(firstRow).getByText('隐患排查').closest('.ant-tag')?.className).toContain('ant-tag-blue');
    expect(within(firstRow).getByText('安全培训').closest('.ant-tag')?.className).toContain('ant-tag-orange');
    // A table dictionary shows the server's text.
    expect(within(firstRow).getByText('南宁安评中心')).toBeTruthy();
  });

  it('show comma-joined texts without colours', async () => {
    grantAll();
    const withoutColours = Object.fromEntries(
      Object.entries(DICTIONARIES).map(([code, items]) => [
        code,
        items.map(({ color: _color, ...item }) => item),
      ]),
    );
    saveDictionaries(withoutColours);
    serveEntity();
    renderList();
    await screen.findByText('企业1');
    const firstRow = within(table()).getByText('企业1').closest('tr')!;
    expect(within(firstRow).getByText('隐患排查,安全培训')).toBeTruthy();
    expect(within(firstRow).getByText('重大风险').closest('.ant-tag')).toBeNull();
  });
});

describe('columns', { timeout: 20_000 }, () => {
  it('are the fields shown by default, minus hidden ones, in schema order', async () => {
    grantAll();
    serveEntity();
    renderList();
    await screen.findByText('企业1');
    expect(headers()).toEqual([
      '企业名称',
      '统一社会信用代码',
      '所属区县',
      '风险等级',
      '服务项目',
      '从业人员数',
      '服务机构',
      '上年营业收入',
      '操作',
    ]);
  });

  it('hide a permission-guarded column the user does not hold', async () => {
    grantAll();
    const auth = [{ action: 'nanli:enterprise:list', type: '1' as const, describe: '' }];
    savePermissions({
      menu: [],
      auth,
      allAuth: [{ action: 'nanli:enterprise:annualRevenue', type: '1', describe: '', status: '1' }],
    });
    serveEntity();
    renderList();
    await screen.findByText('企业1');
    expect(headers()).not.toContain('上年营业收入');
    expect(headers()).toContain('企业名称');
  });

  it('restore the order and visibility saved on the server', async () => {
    grantAll();
    serveEntity({
      preference: {
        value: [
          { key: 'employeeCount', show: true },
          { key: 'enterpriseName', show: true },
          { key: 'remark', show: true },
          { key: 'districtCode', show: false },
          { key: 'gone', show: true },
        ],
      },
    });
    renderList();
    await screen.findByText('企业1');
    await waitFor(() => expect(headers()[0]).toBe('从业人员数'));
    expect(headers()).toEqual([
      '从业人员数',
      '企业名称',
      '备注',
      '统一社会信用代码',
      '风险等级',
      '服务项目',
      '服务机构',
      '上年营业收入',
      '操作',
    ]);
  });

  it('save a change of visibility or order to the user preference at once', async () => {
    grantAll();
    serveEntity();
    const saved: { key: string; body: unknown }[] = [];
    server.use(
      http.put(api('/engine/preferences/:key'), async ({ request, params }) => {
        saved.push({ key: String(params.key), body: await request.json() });
        return HttpResponse.json({ success: true, code: 200, message: '' });
      }),
    );
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    const panel = await screen.findByTestId('column-settings');
    fireEvent.click(within(panel).getByText('风险等级'));
    await waitFor(() => expect(headers()).not.toContain('风险等级'));
    fireEvent.click(within(panel).getByRole('button', { name: '上移 从业人员数' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[0]!.key).toBe('list-columns:enterprise');
    const last = saved[1]!.body as { value: { key: string; show: boolean }[] };
    expect(last.value.slice(3, 6)).toEqual([
      { key: 'riskLevel', show: false },
      { key: 'employeeCount', show: true },
      { key: 'serviceItems', show: true },
    ]);
    expect(headers().indexOf('从业人员数')).toBeLessThan(headers().indexOf('服务项目'));
    expect(header('从业人员数')).toBeTruthy();
  });
});
