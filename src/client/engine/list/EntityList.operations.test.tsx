// Declared operations on the list page: each row offers only the steps its state (and `when`) allow
// and the user's codes hold; a step without a form asks to confirm, one with fields opens the step
// dialog; batch steps sit in 批量操作 and report every refused row.
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuthItem } from '../../../shared/api-types';
import type { EntityDefinition } from '../../../shared/schema-language/entity';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { saveDictionaries, savePermissions } from '../../session/sessionState';
import { api, server } from '../../test/server';
import {
  API_BASE,
  DICTIONARIES,
  enterpriseEntity,
  enterpriseSchema,
  row,
  serveEntity,
} from './test/fixtures';
import { renderList, table } from './test/renderList';

const OK = /确\s*定/;
const rowOf = (text: string) => within(table()).getByText(text).closest('tr')!;

function lifecycleEntity(): EntityDefinition {
  const base = enterpriseEntity();
  return enterpriseEntity({
    fields: [
      ...base.fields,
      { key: 'state', label: '状态', type: 'string', dict: { code: 'test_state' } },
      { key: 'level', label: '等级', type: 'string' },
      { key: 'measure', label: '整改措施', type: 'string', readonly: true, form: { hidden: true } },
    ],
    lifecycle: { field: 'state', initial: '10', closed: ['40'] },
    operations: [
      { name: 'issue', label: '下发', from: ['10'], to: '20', batch: true },
      { name: 'rectify', label: '提交整改', from: ['20'], to: '30', fields: ['measure'] },
      { name: 'reviewMajor', label: '重大复查', from: ['30'], to: '40', when: { field: 'level', in: ['2'] } },
      { name: 'secret', label: '无权步骤', from: ['10'], to: '40' },
    ],
  });
}

function hold(codes: string[]) {
  const auth: AuthItem[] = [
    { action: codes.map((c) => `nanli:enterprise:${c}`).join(','), type: '1', describe: '' },
  ];
  savePermissions({ menu: [], auth, allAuth: [] });
  saveDictionaries({
    ...DICTIONARIES,
    test_state: [
      { value: '10', text: '待下发', title: '待下发', color: 'default' },
      { value: '20', text: '待整改', title: '待整改', color: 'orange' },
      { value: '30', text: '待复查', title: '待复查', color: 'cyan' },
    ],
  });
}

function serveRows() {
  serveEntity({
    schema: enterpriseSchema(lifecycleEntity()),
    page: () => ({
      records: [
        row(1, { state: '10', state_dictText: '待下发' }),
        row(2, { state: '20', state_dictText: '待整改' }),
        row(3, { state: '30', state_dictText: '待复查', level: '2' }),
        row(4, { state: '30', state_dictText: '待复查', level: '1' }),
      ],
      total: 4,
    }),
  });
}

describe('declared operations on the list', { timeout: 20_000 }, () => {
  it('offers each row only the steps of its state and condition the user holds, the state as a tag', async () => {
    hold(['list', 'issue', 'rectify', 'reviewMajor']);
    serveRows();
    renderList();
    await screen.findByText('企业1');
    expect(within(rowOf('企业1')).getByText('下发')).toBeTruthy();
    expect(within(rowOf('企业1')).queryByText('无权步骤')).toBeNull();
    expect(within(rowOf('企业1')).queryByText('提交整改')).toBeNull();
    expect(within(rowOf('企业2')).getByText('提交整改')).toBeTruthy();
    expect(within(rowOf('企业3')).getByText('重大复查')).toBeTruthy();
    expect(within(rowOf('企业4')).queryByText('重大复查')).toBeNull();
    expect(within(rowOf('企业2')).getByText('待整改').closest('.ant-tag')).not.toBeNull();
  });

  it('asks before a step without a form, then sends it and reloads', async () => {
    hold(['list', 'issue']);
    serveRows();
    const bodies: unknown[] = [];
    server.use(
      http.post(api(`${API_BASE}/operation/issue`), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          code: 200,
          message: '下发成功',
          result: { rows: [], succeeded: 1, failed: 0 },
        });
      }),
    );
    renderList();
    fireEvent.click(within(await screen.findByText('企业1').then(() => rowOf('企业1'))).getByText('下发'));
    fireEvent.click(await screen.findByRole('button', { name: OK }));
    expect(await screen.findByText('下发成功')).toBeTruthy();
    expect(bodies).toEqual([{ ids: ['e1'] }]);
  });

  it('opens the step form, checks its required field, and sends its values', async () => {
    hold(['list', 'rectify']);
    serveRows();
    const bodies: unknown[] = [];
    server.use(
      http.post(api(`${API_BASE}/operation/rectify`), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          code: 200,
          message: '提交整改成功',
          result: { rows: [], succeeded: 1, failed: 0 },
        });
      }),
    );
    renderList();
    await screen.findByText('企业2');
    fireEvent.click(within(rowOf('企业2')).getByText('提交整改'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: OK }));
    expect(await within(dialog).findByText('请输入整改措施')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('整改措施'), { target: { value: '已加锁' } });
    fireEvent.click(within(dialog).getByRole('button', { name: OK }));
    expect(await screen.findByText('提交整改成功')).toBeTruthy();
    expect(bodies).toEqual([{ ids: ['e2'], values: { measure: '已加锁' } }]);
  });

  it('takes a batch step on the selected rows and lists every refused row', async () => {
    hold(['list', 'issue']);
    serveRows();
    server.use(
      http.post(api(`${API_BASE}/operation/issue`), () =>
        HttpResponse.json({
          success: true,
          code: 200,
          message: '下发成功 1 条，失败 1 条',
          result: {
            rows: [
              { id: 'e1', success: true, message: '下发成功' },
              { id: 'e2', success: false, message: '当前状态“待整改”不能下发' },
            ],
            succeeded: 1,
            failed: 1,
          },
        }),
      ),
    );
    renderList();
    await screen.findByText('企业1');
    for (const name of ['企业1', '企业2']) fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
    fireEvent.mouseOver(screen.getByRole('button', { name: new RegExp(ENGINE_LIST_TEXTS.batchActions) }));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('下发'));
    fireEvent.click(await screen.findByRole('button', { name: OK }));
    expect(await screen.findByText('企业2：当前状态“待整改”不能下发')).toBeTruthy();
    expect(
      screen.getByText('下发成功 1 条，失败 1 条', { selector: '.ant-modal-confirm-title' }),
    ).toBeTruthy();
  });
});
