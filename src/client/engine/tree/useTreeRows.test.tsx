import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ENGINE_LIST_TEXTS, WIDGET_TEXTS } from '../../../shared/texts';
import { api, server } from '../../test/server';
import {
  API_BASE,
  enterpriseEntity,
  enterpriseSchema,
  grantAll,
  row,
  serveEntity,
} from '../list/test/fixtures';
import { dialogTitled, renderList, table } from '../list/test/renderList';
import { saveButton, typeInto } from '../form/formTestKit';

const treeSchema = () =>
  enterpriseSchema(enterpriseEntity({ tree: { parentField: 'pid', hasChildField: 'hasChild' } }));

function serveTree(children: (pid: string) => unknown) {
  serveEntity({
    schema: treeSchema(),
    page: () => ({
      records: [row(1, { hasChild: '1' }), row(2, { hasChild: '0' }), row(3, { hasChild: '1' })],
      total: 3,
    }),
  });
  const asked: string[] = [];
  server.use(
    http.get(api(`${API_BASE}/childList`), ({ request }) => {
      const pid = new URL(request.url).searchParams.get('pid') ?? '';
      asked.push(pid);
      return HttpResponse.json({ success: true, code: 200, message: '', result: children(pid) });
    }),
  );
  return asked;
}

/** A tree whose writes change what later reads answer, as the server's would. */
function serveLiveTree(schema = treeSchema()) {
  const top = [row(1, { hasChild: '1' }), row(2, { hasChild: '0' })];
  const children = new Map([
    ['e1', [row(11, { enterpriseName: '分公司甲' }), row(12, { enterpriseName: '分公司乙' })]],
  ]);
  serveEntity({ schema, page: () => ({ records: top, total: top.length }) });
  server.use(
    http.get(api(`${API_BASE}/childList`), ({ request }) => {
      const pid = new URL(request.url).searchParams.get('pid') ?? '';
      return HttpResponse.json({ success: true, code: 200, message: '', result: children.get(pid) ?? [] });
    }),
    http.delete(api(`${API_BASE}/delete`), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      for (const [pid, rows] of children)
        children.set(
          pid,
          rows.filter((child) => child.id !== id),
        );
      return HttpResponse.json({ success: true, code: 200, message: '删除成功!' });
    }),
    http.post(api(`${API_BASE}/add`), async ({ request }) => {
      const body = (await request.json()) as { pid: string; enterpriseName: string };
      children.set(body.pid, [
        ...(children.get(body.pid) ?? []),
        row(21, { enterpriseName: body.enterpriseName }),
      ]);
      const parent = top.find((candidate) => candidate.id === body.pid);
      if (parent) parent.hasChild = '1';
      return HttpResponse.json({ success: true, code: 200, message: '添加成功！' });
    }),
  );
}

const expander = (name: string) =>
  within(within(table()).getByText(name).closest('tr')!).queryByRole('button', { name: /展开行|关闭行/ });

describe('tree rows', { timeout: 20_000 }, () => {
  it('load their children when first expanded; none makes the row a leaf', async () => {
    grantAll();
    const asked = serveTree((pid) =>
      pid === 'e1' ? { records: [row(11, { enterpriseName: '分公司甲', hasChild: '0' })], total: 1 } : [],
    );
    renderList();
    await screen.findByText('企业1');
    expect(expander('企业1')).toBeTruthy();
    expect(expander('企业2')).toBeNull();
    fireEvent.click(expander('企业1')!);
    expect(await screen.findByText('分公司甲')).toBeTruthy();
    expect(asked).toEqual(['e1']);
    // Folding and unfolding again does not ask twice.
    fireEvent.click(expander('企业1')!);
    fireEvent.click(expander('企业1')!);
    expect(asked).toEqual(['e1']);

    fireEvent.click(expander('企业3')!);
    await waitFor(() => expect(asked).toEqual(['e1', 'e3']));
    await waitFor(() => expect(expander('企业3')).toBeNull());
    expect(screen.queryByText(ENGINE_LIST_TEXTS.loadingChildren)).toBeNull();
  });

  it('warn 返回数据类型不识别 for an answer of unknown shape', async () => {
    grantAll();
    serveTree(() => ({ rows: 'nothing' }));
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(expander('企业1')!);
    expect(await screen.findByText(WIDGET_TEXTS.treeTableUnknownResponse)).toBeTruthy();
  });
});

describe('tree rows after a write', { timeout: 30_000 }, () => {
  it('stay open and show their children as they are now after a child is deleted', async () => {
    grantAll();
    serveLiveTree();
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(expander('企业1')!);
    await screen.findByText('分公司甲');
    fireEvent.click(within(within(table()).getByText('分公司甲').closest('tr')!).getByText('删除'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByText('分公司甲')).toBeNull());
    expect(screen.getByText('分公司乙')).toBeTruthy();
  });

  it('open the row a child was added to (添加下级) and show the new child', async () => {
    grantAll();
    const entity = treeSchema().entity;
    entity.fields = [...entity.fields, { key: 'pid', label: '上级企业', type: 'string' }];
    entity.actions = { row: ['edit', 'addChild', 'delete'] };
    serveLiveTree(enterpriseSchema(entity));
    renderList();
    await screen.findByText('企业2');
    fireEvent.click(
      within(within(table()).getByText('企业2').closest('tr')!).getByText(ENGINE_LIST_TEXTS.addChild),
    );
    await dialogTitled('新增投保企业');
    typeInto('企业名称', '分公司丙');
    fireEvent.click(saveButton());
    expect(await within(table()).findByText('分公司丙')).toBeTruthy();
  });
});
