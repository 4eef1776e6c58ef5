import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE_PAGE_TEXTS as T } from '../../../shared/roles/roles-texts';
import { savePermissions } from '../../session/sessionState';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import PermissionPage from './PermissionPage';

const node = (id: string, name: string, menuType: number, children?: unknown[]) => ({
  id,
  name,
  menuType,
  parentId: null,
  url: `/${id}`,
  component: 'layouts/RouteView',
  perms: null,
  permsType: '1',
  status: '1',
  sortNo: 1,
  icon: 'setting',
  route: true,
  hidden: false,
  alwaysShow: false,
  keepAlive: false,
  internalOrExternal: false,
  ...(children ? { children } : {}),
});

describe('PermissionPage', { timeout: 30_000 }, () => {
  it('edits a menu through the form and shows only permitted actions', async () => {
    const edits: Record<string, unknown>[] = [];
    server.use(
      http.get(api('/sys/permission/list'), () =>
        HttpResponse.json({ success: true, code: 200, result: [node('m1', '系统管理', 0)] }),
      ),
      http.put(api('/sys/permission/edit'), async ({ request }) => {
        edits.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ success: true, code: 200, message: '修改成功!', result: null });
      }),
    );
    savePermissions({
      menu: [],
      auth: [{ action: 'permission:edit', type: '1', describe: '' }],
      allAuth: [],
    });
    renderWithApp(<PermissionPage realm="sys" />);
    fireEvent.click(await screen.findByRole('button', { name: `${T.edit} 系统管理` }, { timeout: 10_000 }));
    expect(screen.queryByRole('button', { name: `${T.dataRule} 系统管理` })).toBeNull();
    expect(screen.queryByRole('button', { name: `${T.remove} 系统管理` })).toBeNull();
    const name = await screen.findByLabelText(T.menuName, {}, { timeout: 10_000 });
    fireEvent.change(name, { target: { value: '系统设置' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(edits[0]).toMatchObject({ id: 'm1', name: '系统设置', menuType: 0 }), {
      timeout: 10_000,
    });
  });
});
