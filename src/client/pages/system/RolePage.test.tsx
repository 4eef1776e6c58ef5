import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE_PAGE_TEXTS as T } from '../../../shared/roles/roles-texts';
import { LIST_TEXTS } from '../../../shared/texts';
import { savePermissions } from '../../session/sessionState';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import RoleListPage from './RoleListPage';
import RolePage from './RolePage';

const ROLE = {
  id: 'r1',
  roleName: '安全员',
  roleCode: 'safety',
  description: null,
  createTime: '2026-01-01 00:00:00',
};
const page = { records: [ROLE], total: 1, size: 10, current: 1, pages: 1 };
const ok = (result: unknown, message = '查询成功') =>
  HttpResponse.json({ success: true, code: 200, message, result });

function serveRoles(saved: unknown[] = []) {
  server.use(
    http.get(api('/sys/role/list'), () => ok(page)),
    http.post(api('/sys/role/queryTreeListForUser'), () =>
      ok({
        treeList: [
          {
            key: 'm1',
            title: '系统管理',
            children: [
              { key: 'm2', title: '角色管理' },
              { key: 'm3', title: '用户管理', disableCheckbox: true },
              { key: 'm4', title: '租户管理', disableCheckbox: true },
            ],
          },
        ],
        ids: ['m1', 'm2'],
      }),
    ),
    http.get(api('/sys/permission/queryRolePermission'), () => ok(['m1', 'm3'])),
    http.post(api('/sys/permission/saveRolePermission'), async ({ request }) => {
      saved.push(await request.json());
      return ok(null, '保存成功！');
    }),
  );
}

const hold = (codes: string[], switchedOff: string[] = []) =>
  savePermissions({
    menu: [],
    auth: [{ action: codes.join(','), type: '1', describe: '' }],
    allAuth: switchedOff.map((action) => ({ action, type: '1', status: '0', describe: '' })),
  });

describe('RolePage', { timeout: 30_000 }, () => {
  it('shows only the buttons the user holds (or whose rule is switched off)', async () => {
    serveRoles();
    hold(['role:edit'], ['role:delete']);
    renderWithApp(<RolePage realm="sys" />);
    await screen.findByText('安全员', {}, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: `${T.edit} 安全员` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `${T.remove} 安全员` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `${T.authorize} 安全员` })).toBeNull();
    expect(screen.queryByRole('button', { name: T.add })).toBeNull();
  });

  it('sits in the page card with its title, and tells the total as every list does', async () => {
    serveRoles();
    hold([]);
    renderWithApp(<RoleListPage title="角色管理" />);
    await screen.findByText('安全员', {}, { timeout: 10_000 });
    expect(document.querySelector('.ant-card-head-title')?.textContent).toBe('角色管理');
    expect(screen.getByText(LIST_TEXTS.range(1, 1, 1))).toBeTruthy();
  });

  it('saves the permission tree of a role from the 授权 drawer, keeping what the user cannot grant', async () => {
    const saved: unknown[] = [];
    serveRoles(saved);
    hold(['role:authorize']);
    renderWithApp(<RolePage realm="sys" />);
    fireEvent.click(
      await screen.findByRole('button', { name: `${T.authorize} 安全员` }, { timeout: 10_000 }),
    );
    const tree = await screen.findByRole('region', { name: T.permissionTree }, { timeout: 10_000 });
    await within(tree).findByText('角色管理', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: /^全\s*选$/ }));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(
      () => expect(saved).toEqual([{ roleId: 'r1', permissionIds: 'm3,m1,m2', lastpermissionIds: 'm1,m3' }]),
      {
        timeout: 10_000,
      },
    );
  });
});
