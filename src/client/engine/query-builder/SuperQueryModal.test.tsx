import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SavedQuery, SavedQueryInput } from '../../../shared/engine-api';
import { SAVED_QUERY_EXISTS_CODE } from '../../../shared/engine-api';
import { QUERY_TEXTS, SUPER_QUERY_TEXTS } from '../../../shared/texts';
import { api, server } from '../../test/server';
import { grantAll, serveEntity } from '../list/test/fixtures';
import { dialogTitled, locationQuery, pick, renderList } from '../list/test/renderList';

const OK = /确\s*定/;

function serveSavedQueries(initial: SavedQuery[] = []) {
  const queries = [...initial];
  const posted: SavedQueryInput[] = [];
  const deleted: string[] = [];
  server.use(
    http.get(api('/engine/savedQueries'), () =>
      HttpResponse.json({ success: true, code: 200, result: queries }),
    ),
    http.post(api('/engine/savedQueries'), async ({ request }) => {
      const input = (await request.json()) as SavedQueryInput;
      posted.push(input);
      const index = queries.findIndex((query) => query.title === input.title);
      if (index >= 0 && !input.overwrite) {
        return HttpResponse.json({ success: false, code: SAVED_QUERY_EXISTS_CODE, message: '名称已存在' });
      }
      const saved = { ...input, id: `q${queries.length + 1}`, createTime: '2024-05-01 10:00:00' };
      if (index >= 0) queries[index] = saved;
      else queries.push(saved);
      return HttpResponse.json({ success: true, code: 200, message: '保存成功！', result: saved });
    }),
    http.delete(api('/engine/savedQueries'), ({ request }) => {
      deleted.push(new URL(request.url).searchParams.get('id') ?? '');
      return HttpResponse.json({ success: true, code: 200, message: '删除成功!' });
    }),
  );
  return { posted, deleted };
}

async function openBuilder() {
  fireEvent.click(screen.getByRole('button', { name: '高级查询' }));
  return dialogTitled(SUPER_QUERY_TEXTS.title);
}

const rows = (dialog: HTMLElement) => within(dialog).getAllByTestId('super-query-row');

async function fillRow(row: HTMLElement, field: string, rule: string, value?: string) {
  await pick(within(row).getByRole('combobox', { name: SUPER_QUERY_TEXTS.field }), field);
  await pick(within(row).getByRole('combobox', { name: SUPER_QUERY_TEXTS.rule }), rule);
  if (value !== undefined) {
    fireEvent.change(within(row).getByPlaceholderText(SUPER_QUERY_TEXTS.value), { target: { value } });
  }
}

describe('the advanced query builder', { timeout: 30_000 }, () => {
  it('refuses to query or save empty conditions, and asks for a name', async () => {
    grantAll();
    serveEntity();
    serveSavedQueries();
    renderList();
    await screen.findByText('企业1');
    const dialog = await openBuilder();
    expect(rows(dialog)).toHaveLength(1);
    expect(within(rows(dialog)[0]!).getByTitle(SUPER_QUERY_TEXTS.rules.eq)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^查\s*询$/ }));
    expect(await screen.findByText(QUERY_TEXTS.emptyCondition)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: SUPER_QUERY_TEXTS.save }));
    expect(await screen.findByText(QUERY_TEXTS.emptySave)).toBeTruthy();

    await fillRow(rows(dialog)[0]!, '企业名称', SUPER_QUERY_TEXTS.rules.like, '科技');
    fireEvent.click(within(dialog).getByRole('button', { name: SUPER_QUERY_TEXTS.save }));
    const naming = await dialogTitled(SUPER_QUERY_TEXTS.saveNameTitle);
    fireEvent.click(within(naming).getByRole('button', { name: OK }));
    expect(await screen.findByText(QUERY_TEXTS.emptyName)).toBeTruthy();
  });

  it('sends the conditions as encodeURI(JSON) with the match type, and shows the query as active', async () => {
    grantAll();
    const list = serveEntity();
    serveSavedQueries();
    renderList();
    await screen.findByText('企业1');
    const dialog = await openBuilder();
    await pick(
      within(dialog).getByRole('combobox', { name: SUPER_QUERY_TEXTS.matchType }),
      SUPER_QUERY_TEXTS.matchOr,
    );
    await fillRow(rows(dialog)[0]!, '企业名称', SUPER_QUERY_TEXTS.rules.like, '科技 有限');
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(SUPER_QUERY_TEXTS.addCondition) }));
    await fillRow(rows(dialog)[1]!, '风险等级', SUPER_QUERY_TEXTS.rules.in);
    const values = () => within(rows(dialog)[1]!).getAllByRole('combobox')[2]!;
    await pick(values(), '低风险');
    await pick(values(), '重大风险');
    fireEvent.click(within(dialog).getByRole('button', { name: /^查\s*询$/ }));

    await waitFor(() => expect(list.lastList().get('superQueryParams')).not.toBeNull());
    const conditions = [
      { field: 'enterpriseName', rule: 'like', val: '科技 有限', type: 'string' },
      { field: 'riskLevel', rule: 'in', val: '1,4', type: 'list', dictCode: 'nl_risk_level' },
    ];
    // What the server sees after its own query decoding: still URI-encoded once (contract §8.4).
    expect(list.lastList().get('superQueryParams')).toBe(encodeURI(JSON.stringify(conditions)));
    expect(list.lastList().get('superQueryMatchType')).toBe('or');
    expect(list.lastList().get('pageNo')).toBe('1');
    expect(screen.getByRole('button', { name: '高级查询' }).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(locationQuery().get('superQuery')!)).toEqual(conditions);

    // 重置 clears the active query; the builder starts again with one eq row.
    const again = await openBuilder();
    expect(rows(again)).toHaveLength(2);
    fireEvent.click(within(again).getByRole('button', { name: /^重\s*置$/ }));
    await waitFor(() => expect(list.lastList().get('superQueryParams')).toBeNull());
    expect(rows(again)).toHaveLength(1);
    expect(screen.getByRole('button', { name: '高级查询' }).getAttribute('aria-pressed')).toBe('false');
    expect(locationQuery().get('superQuery')).toBeNull();
  });

  it('asks before overwriting a saved query of the same name, then saves with overwrite', async () => {
    grantAll();
    serveEntity();
    const existing: SavedQuery = {
      id: 'q1',
      pageKey: 'enterprise',
      title: '高风险',
      matchType: 'and',
      records: [{ field: 'riskLevel', rule: 'eq', val: '4' }],
      createTime: '2024-05-01 09:00:00',
    };
    const saved = serveSavedQueries([existing]);
    renderList();
    await screen.findByText('企业1');
    const dialog = await openBuilder();
    expect(await within(dialog).findByText('高风险')).toBeTruthy();
    await fillRow(rows(dialog)[0]!, '统一社会信用代码', SUPER_QUERY_TEXTS.rules.right_like, '9145');
    fireEvent.click(within(dialog).getByRole('button', { name: SUPER_QUERY_TEXTS.save }));
    const naming = await dialogTitled(SUPER_QUERY_TEXTS.saveNameTitle);
    fireEvent.change(within(naming).getByRole('textbox'), { target: { value: '高风险' } });
    fireEvent.click(within(naming).getByRole('button', { name: OK }));
    const confirm = await dialogTitled(QUERY_TEXTS.overwrite('高风险'));
    fireEvent.click(within(confirm).getByRole('button', { name: OK }));
    expect(await screen.findByText(QUERY_TEXTS.saved)).toBeTruthy();
    expect(saved.posted.map((input) => input.overwrite ?? false)).toEqual([false, true]);
    expect(saved.posted[1]).toMatchObject({
      pageKey: 'enterprise',
      title: '高风险',
      matchType: 'and',
      records: [{ field: 'creditCode', rule: 'right_like', val: '9145', type: 'string' }],
    });
  });

  it('loads a saved query into the builder and deletes one after 是否删除当前查询？', async () => {
    grantAll();
    serveEntity();
    const saved = serveSavedQueries([
      {
        id: 'q7',
        pageKey: 'enterprise',
        title: '青秀区企业',
        matchType: 'or',
        records: [{ field: 'creditCode', rule: 'ne', val: 'X' }],
        createTime: '2024-05-01 09:00:00',
      },
    ]);
    renderList();
    await screen.findByText('企业1');
    const dialog = await openBuilder();
    fireEvent.click(await within(dialog).findByText('青秀区企业'));
    expect(within(rows(dialog)[0]!).getByTitle('统一社会信用代码')).toBeTruthy();
    expect(within(rows(dialog)[0]!).getByTitle(SUPER_QUERY_TEXTS.rules.ne)).toBeTruthy();
    expect(within(dialog).getByTitle(SUPER_QUERY_TEXTS.matchOr)).toBeTruthy();

    fireEvent.click(
      within(dialog).getByRole('button', { name: `${SUPER_QUERY_TEXTS.deleteSaved} 青秀区企业` }),
    );
    const confirm = await dialogTitled(QUERY_TEXTS.deleteConfirm);
    fireEvent.click(within(confirm).getByRole('button', { name: OK }));
    await waitFor(() => expect(saved.deleted).toEqual(['q7']));
  });
});
