import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuthItem, Depart } from '../../../shared/api-types';
import { DEPART_CODES, DEPART_TEXTS } from '../../../shared/users/texts';
import { savePermissions } from '../../session/sessionState';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import DepartListPage from './DepartListPage';
import type { DepartNode } from './UserListApi';

const WAIT = { timeout: 10_000 };

const base: Omit<Depart, 'id' | 'departName' | 'orgCode'> = {
  parentId: null,
  departNameEn: null,
  departNameAbbr: null,
  departOrder: 0,
  description: null,
  orgCategory: '2',
  orgType: '2',
  mobile: null,
  fax: null,
  address: null,
  memo: null,
  status: '1',
  delFlag: '0',
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
};
const node = (id: string, departName: string, orgCode: string, children: DepartNode[] = []): DepartNode => ({
  ...base,
  id,
  departName,
  orgCode,
  key: id,
  value: id,
  title: departName,
  isLeaf: children.length === 0,
  children,
});

function serve() {
  const added: unknown[] = [];
  server.use(
    http.get(api('/sys/sysDepart/queryTreeList'), () =>
      HttpResponse.json({
        success: true,
        code: 200,
        result: [node('d1', '总部', 'A01', [node('d2', '研发部', 'A01A01')])],
      }),
    ),
    http.post(api('/sys/sysDepart/add'), async ({ request }) => {
      added.push(await request.json());
      return HttpResponse.json({ success: true, code: 200, message: '添加成功！', result: { id: 'd3' } });
    }),
    http.delete(api('/sys/sysDepart/delete'), () =>
      HttpResponse.json({ success: false, code: 500, message: DEPART_TEXTS.hasUsers, result: null }),
    ),
  );
  return { added };
}

function grant(codes: string[]) {
  signIn();
  const auth: AuthItem[] = [{ action: codes.join(','), type: '1', describe: '部门管理' }];
  savePermissions({ menu: [], auth, allAuth: [] });
}

describe('the department page', { timeout: 30_000 }, () => {
  it('shows the chosen department, adds a child under it and shows a refused delete', async () => {
    grant(Object.values(DEPART_CODES));
    const { added } = serve();
    renderWithApp(<DepartListPage title="部门管理" />);
    fireEvent.click(await screen.findByText('研发部', {}, WAIT));
    expect(await screen.findByText('A01A01', {}, WAIT)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: DEPART_TEXTS.addChild }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.change(within(dialog).getByLabelText('机构名称'), { target: { value: '测试组' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('添加成功！', {}, WAIT)).toBeTruthy();
    expect(added).toEqual([expect.objectContaining({ departName: '测试组', parentId: 'd2' })]);

    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findAllByText(DEPART_TEXTS.confirmDelete, {}, WAIT);
    const confirm = document.querySelector<HTMLElement>('.ant-modal-confirm-btns')!;
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText(DEPART_TEXTS.hasUsers, {}, WAIT)).toBeTruthy();
  });

  it('offers no write buttons without the department codes', async () => {
    grant([]);
    serve();
    renderWithApp(<DepartListPage title="部门管理" />);
    fireEvent.click(await screen.findByText('研发部', {}, WAIT));
    expect(await screen.findByText('A01A01', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: DEPART_TEXTS.addChild })).toBeNull();
    expect(screen.queryByRole('button', { name: DEPART_TEXTS.addRoot })).toBeNull();
  });
});
