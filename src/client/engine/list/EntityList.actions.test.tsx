import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuthItem } from '../../../shared/api-types';
import { ENGINE_LIST_TEXTS, LIST_TEXTS } from '../../../shared/texts';
import { savePermissions } from '../../session/sessionState';
import { api, server } from '../../test/server';
import {
  API_BASE,
  defaultPage,
  enterpriseEntity,
  enterpriseSchema,
  grantAll,
  row,
  serveEntity,
} from './test/fixtures';
import { renderList, table } from './test/renderList';

const OK = /确\s*定/;
const button = (name: string | RegExp) => screen.queryByRole('button', { name });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr')!;

function holdOnly(codes: string[]) {
  const auth: AuthItem[] = [
    { action: codes.map((c) => `nanli:enterprise:${c}`).join(','), type: '1', describe: '' },
  ];
  savePermissions({ menu: [], auth, allAuth: [] });
}

async function openBatchMenu() {
  fireEvent.mouseOver(screen.getByRole('button', { name: new RegExp(ENGINE_LIST_TEXTS.batchActions) }));
  return screen.findByText(ENGINE_LIST_TEXTS.batchDelete);
}

describe('toolbar and row actions', { timeout: 20_000 }, () => {
  it('are all shown when declared by default and allowed', async () => {
    grantAll();
    serveEntity();
    renderList();
    await screen.findByText('企业1');
    for (const name of [/新\s*增/, /导\s*出/, /导\s*入/, '高级查询', /批量操作/])
      expect(button(name)).toBeTruthy();
    expect(within(rowOf('企业1')).getByText('编辑')).toBeTruthy();
    expect(within(rowOf('企业1')).getByText('详情')).toBeTruthy();
    expect(within(rowOf('企业1')).getByText('删除')).toBeTruthy();
    // 添加下级 belongs to tree entities only.
    expect(within(rowOf('企业1')).queryByText(ENGINE_LIST_TEXTS.addChild)).toBeNull();
  });

  it('are only those the entity declares', async () => {
    grantAll();
    serveEntity({
      schema: enterpriseSchema(enterpriseEntity({ actions: { toolbar: ['add'], row: ['detail'] } })),
    });
    renderList();
    await screen.findByText('企业1');
    expect(button(/新\s*增/)).toBeTruthy();
    for (const name of [/导\s*出/, /导\s*入/, '高级查询', /批量操作/]) expect(button(name)).toBeNull();
    expect(within(rowOf('企业1')).getByText('详情')).toBeTruthy();
    expect(within(rowOf('企业1')).queryByText('编辑')).toBeNull();
    expect(within(rowOf('企业1')).queryByText('删除')).toBeNull();
  });

  it('need both the server (schema.allowed) and the stored button permissions', async () => {
    grantAll();
    holdOnly(['list', 'add', 'edit', 'delete', 'importExcel', 'deleteBatch']);
    serveEntity({
      schema: enterpriseSchema(enterpriseEntity(), ['list', 'edit', 'exportXls', 'importExcel']),
    });
    renderList();
    await screen.findByText('企业1');
    // add and delete: held but not allowed by the server; exportXls: allowed but not held.
    expect(button(/新\s*增/)).toBeNull();
    expect(button(/导\s*出/)).toBeNull();
    expect(button(/批量操作/)).toBeNull();
    expect(button(/导\s*入/)).toBeTruthy();
    expect(button('高级查询')).toBeTruthy();
    expect(within(rowOf('企业1')).getByText('编辑')).toBeTruthy();
    expect(within(rowOf('企业1')).queryByText('删除')).toBeNull();
  });
});

describe('the form dialog', { timeout: 30_000 }, () => {
  it('opens from 编辑 and loads the record of that row', async () => {
    grantAll();
    serveEntity();
    const asked: (string | null)[] = [];
    server.use(
      http.get(api(`${API_BASE}/queryById`), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('id'));
        return HttpResponse.json({ success: true, code: 0, message: '', result: row(1) });
      }),
      http.get(api('/sys/dict/loadDictItem/:code'), () =>
        HttpResponse.json({ success: true, code: 0, message: '', result: ['南宁安评中心'] }),
      ),
    );
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(within(rowOf('企业2')).getByText('编辑'));
    expect(await screen.findByRole('dialog', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(asked).toEqual(['e2']));
  });
});

describe('添加下级 on a tree entity', { timeout: 30_000 }, () => {
  it('opens the add form with the row as the parent', async () => {
    grantAll();
    const entity = enterpriseEntity({ tree: { parentField: 'pid', hasChildField: 'hasChild' } });
    entity.fields = [...entity.fields, { key: 'pid', label: '上级企业', type: 'string' }];
    serveEntity({ schema: enterpriseSchema(entity) });
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(within(rowOf('企业2')).getByText(ENGINE_LIST_TEXTS.addChild));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    const parent = await within(dialog).findByLabelText('上级企业');
    expect((parent as HTMLInputElement).value).toBe('e2');
    expect(within(dialog).getByText('新增投保企业')).toBeTruthy();
  });
});

describe('deleting', { timeout: 20_000 }, () => {
  it('a batch needs a selection: 请选择一条记录！', async () => {
    grantAll();
    serveEntity();
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(await openBatchMenu());
    expect(await screen.findByText(LIST_TEXTS.selectOne)).toBeTruthy();
    expect(screen.queryByText(ENGINE_LIST_TEXTS.batchDeleteConfirm)).toBeNull();
  });

  it('a batch sends the ids comma-joined with a trailing comma, then reloads', async () => {
    grantAll();
    const list = serveEntity();
    const sent: (string | null)[] = [];
    server.use(
      http.delete(api(`${API_BASE}/deleteBatch`), ({ request }) => {
        sent.push(new URL(request.url).searchParams.get('ids'));
        return HttpResponse.json({ success: true, code: 200, message: '删除成功!' });
      }),
    );
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(within(rowOf('企业1')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('企业2')).getByRole('checkbox'));
    expect(screen.getByText(ENGINE_LIST_TEXTS.selected(2))).toBeTruthy();
    fireEvent.click(await openBatchMenu());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ENGINE_LIST_TEXTS.batchDeleteConfirm)).toBeTruthy();
    const before = list.listRequests.length;
    fireEvent.click(within(dialog).getByRole('button', { name: OK }));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
    expect(sent).toEqual(['e1,e2,']);
    await waitFor(() => expect(list.listRequests.length).toBe(before + 1));
    expect(screen.queryByText(ENGINE_LIST_TEXTS.selected(2))).toBeNull();
  });

  it('the last row of the last page goes back one page', async () => {
    grantAll();
    let total = 21;
    const deleted: (string | null)[] = [];
    const list = serveEntity({ page: (query) => defaultPage(query, total) });
    server.use(
      http.delete(api(`${API_BASE}/delete`), ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id'));
        total = 20;
        return HttpResponse.json({ success: true, code: 200, message: '删除成功!' });
      }),
    );
    renderList('?pageNo=3');
    await screen.findByText('企业21');
    fireEvent.click(within(rowOf('企业21')).getByText('删除'));
    expect(await screen.findByText(ENGINE_LIST_TEXTS.deleteConfirm)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: OK }));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
    expect(await screen.findByText('11-20 共20条')).toBeTruthy();
    expect(deleted).toEqual(['e21']);
    expect(list.lastList().get('pageNo')).toBe('2');
  });

  it('shows a refusal (code 510) as a warning and keeps the page', async () => {
    grantAll();
    const list = serveEntity();
    server.use(
      http.delete(api(`${API_BASE}/delete`), () =>
        HttpResponse.json({ success: false, code: 510, message: '没有权限，请联系管理员授权' }),
      ),
    );
    renderList();
    await screen.findByText('企业1');
    const before = list.listRequests.length;
    fireEvent.click(within(rowOf('企业1')).getByText('删除'));
    fireEvent.click(await screen.findByRole('button', { name: OK }));
    const warning = await screen.findByText('没有权限，请联系管理员授权');
    expect(warning.closest('.ant-message-warning')).toBeTruthy();
    expect(list.listRequests.length).toBe(before);
  });

  it('shows a list refusal as a warning', async () => {
    grantAll();
    serveEntity();
    server.use(
      http.get(api(`${API_BASE}/list`), () =>
        HttpResponse.json({ success: false, code: 510, message: '没有权限，请联系管理员授权' }),
      ),
    );
    renderList();
    expect(await screen.findByText('没有权限，请联系管理员授权')).toBeTruthy();
  });
});
