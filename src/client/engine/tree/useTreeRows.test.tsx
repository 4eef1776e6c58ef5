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
import { renderList, table } from '../list/test/renderList';

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
