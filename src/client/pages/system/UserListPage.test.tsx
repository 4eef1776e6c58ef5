import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuthItem } from '../../../shared/api-types';
import { VALIDATION_TEXTS } from '../../../shared/texts';
import { USER_CODES, USER_TEXTS } from '../../../shared/users/texts';
import { savePermissions } from '../../session/sessionState';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import type { DepartNode, UserRow } from './UserListApi';
import UserListPage from './UserListPage';

const WAIT = { timeout: 10_000 };

function grant(codes: string[]) {
  signIn();
  const auth: AuthItem[] = [{ action: codes.join(','), type: '1', describe: '用户管理' }];
  savePermissions({ menu: [], auth, allAuth: [] });
}

function depart(id: string, departName: string, children: DepartNode[] = []): DepartNode {
  return {
    id,
    key: id,
    value: id,
    title: departName,
    isLeaf: children.length === 0,
    children,
    parentId: null,
    departName,
    departNameEn: null,
    departNameAbbr: null,
    departOrder: 0,
    description: null,
    orgCategory: '1',
    orgType: '1',
    orgCode: 'A01',
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
}

function user(id: string, username: string, extra: Partial<UserRow> = {}): UserRow {
  return {
    id,
    username,
    realname: `${username}姓名`,
    avatar: null,
    birthday: null,
    sex: 1,
    sex_dictText: '男',
    email: null,
    phone: null,
    telephone: null,
    workNo: null,
    post: null,
    status: 1,
    status_dictText: '正常',
    orgCodeTxt: '总部',
    departIds: 'd1',
    relTenantIds: null,
    roleIds: null,
    roleNames: null,
    createTime: null,
    ...extra,
  };
}

function serve() {
  const listQueries: URLSearchParams[] = [];
  const frozen: unknown[] = [];
  server.use(
    http.get(api('/sys/sysDepart/queryTreeList'), () =>
      HttpResponse.json({
        success: true,
        code: 200,
        result: [depart('d1', '总部', [depart('d2', '研发部')])],
      }),
    ),
    http.get(api('/sys/user/list'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const records =
        query.get('departId') === 'd2'
          ? [user('u2', 'dev_user')]
          : [user('u1', 'zhangsan'), user('u2', 'dev_user')];
      return HttpResponse.json({
        success: true,
        code: 200,
        result: { records, total: records.length, size: 10, current: 1, pages: 1 },
      });
    }),
    http.put(api('/sys/user/frozenBatch'), async ({ request }) => {
      frozen.push(await request.json());
      return HttpResponse.json({ success: true, code: 200, message: '冻结成功', result: null });
    }),
    http.get(api('/sys/user/checkOnlyUser'), ({ request }) => {
      const name = new URL(request.url).searchParams.get('username');
      return HttpResponse.json(
        name === 'zhangsan'
          ? { success: false, code: 500, message: USER_TEXTS.usernameTaken, result: null }
          : { success: true, code: 200, message: USER_TEXTS.valueAvailable, result: true },
      );
    }),
    http.get(api('/sys/user/roleOptions'), () =>
      HttpResponse.json({
        success: true,
        code: 200,
        result: [{ id: 'r1', roleName: '管理员', roleCode: 'admin' }],
      }),
    ),
    http.get(api('/sys/user/tenantOptions'), () =>
      HttpResponse.json({ success: true, code: 200, result: [] }),
    ),
    http.get(api('/sys/user/positionOptions'), () =>
      HttpResponse.json({ success: true, code: 200, result: [] }),
    ),
  );
  return { listQueries, frozen };
}

describe('the user page', { timeout: 30_000 }, () => {
  it('lists users and filters them by the department chosen in the tree', async () => {
    grant(Object.values(USER_CODES));
    const { listQueries } = serve();
    renderWithApp(<UserListPage title="用户管理" />);
    expect(await screen.findByText('zhangsan', {}, WAIT)).toBeTruthy();
    fireEvent.click(await screen.findByText('研发部', {}, WAIT));
    await waitFor(() => expect(listQueries.map((q) => q.get('departId'))).toContain('d2'), WAIT);
    await waitFor(() => expect(screen.queryByText('zhangsan')).toBeNull(), WAIT);
    expect(screen.getByText('dev_user')).toBeTruthy();
    expect(listQueries.at(-1)?.get('departId')).toBe('d2');
  });

  it('freezes a user after confirmation and shows the server message', async () => {
    grant(Object.values(USER_CODES));
    const { frozen } = serve();
    renderWithApp(<UserListPage title="用户管理" />);
    const row = (await screen.findByText('zhangsan', {}, WAIT)).closest('tr')!;
    fireEvent.mouseEnter(within(row).getByText('更多'));
    fireEvent.click(await screen.findByText('冻结', {}, WAIT));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }, WAIT));
    expect(await screen.findByText('冻结成功', {}, WAIT)).toBeTruthy();
    expect(frozen).toEqual([{ ids: 'u1', status: '2' }]);
  });

  it('checks the username with the server in the add form', async () => {
    grant(Object.values(USER_CODES));
    serve();
    renderWithApp(<UserListPage title="用户管理" />);
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.change(within(dialog).getByLabelText('用户账号'), { target: { value: 'zhangsan' } });
    expect(await within(dialog).findByText(USER_TEXTS.usernameTaken, {}, WAIT)).toBeTruthy();
  });

  it('judges the username with the register page’s rules and messages', async () => {
    grant(Object.values(USER_CODES));
    serve();
    renderWithApp(<UserListPage title="用户管理" />);
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    const input = within(dialog).getByLabelText('用户账号');
    fireEvent.change(input, { target: { value: 'li-si' } });
    expect(await within(dialog).findByText(VALIDATION_TEXTS.userNameChars, {}, WAIT)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'lis' } });
    expect(await within(dialog).findByText(VALIDATION_TEXTS.userNameLength, {}, WAIT)).toBeTruthy();
    // Four characters are enough (spec §5: 4-18, though the message says 6).
    fireEvent.change(input, { target: { value: 'lisi' } });
    await waitFor(() => expect(within(dialog).queryByText(VALIDATION_TEXTS.userNameLength)).toBeNull(), WAIT);
    fireEvent.change(input, { target: { value: '' } });
    expect(await within(dialog).findByText(VALIDATION_TEXTS.userNameRequired, {}, WAIT)).toBeTruthy();
  });

  it('hides the buttons whose codes the user does not hold', async () => {
    grant([USER_CODES.list]);
    serve();
    renderWithApp(<UserListPage title="用户管理" />);
    expect(await screen.findByText('zhangsan', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
  });
});
