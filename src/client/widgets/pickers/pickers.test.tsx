import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PICKER_TEXTS } from '../../../shared/pickers';
import { LIST_TEXTS } from '../../../shared/texts';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import { DepartSelect } from './DepartSelect';
import { RolePicker, UserPicker } from './pickers';

const WAIT = { timeout: 10_000 };
const ok = (result: unknown) => HttpResponse.json({ success: true, code: 200, message: '', result });
const TREE = [
  {
    key: 'D1',
    value: 'D1',
    title: '安责总公司',
    children: [{ key: 'D2', value: 'D2', title: '风控部', children: [] }],
  },
];
const USERS = [
  { id: 'U1', username: 'zhang', realname: '张三', orgCodeTxt: '安责总公司', departs: ['D1'] },
  { id: 'U2', username: 'li', realname: '李四', orgCodeTxt: '风控部', departs: ['D1', 'D2'] },
];
const ROLES = Array.from({ length: 7 }, (_, i) => ({
  id: `R${i + 1}`,
  roleName: `角色${i + 1}`,
  roleCode: `role${i + 1}`,
}));

/** Lists as the server pages them, recording each request. */
function serve() {
  const calls: URL[] = [];
  const page = (rows: Record<string, unknown>[], url: URL) => {
    const size = Number(url.searchParams.get('pageSize'));
    const start = (Number(url.searchParams.get('pageNo')) - 1) * size;
    return ok({ records: rows.slice(start, start + size), total: rows.length });
  };
  server.use(
    http.get(api('/sys/sysDepart/queryTreeList'), () => ok(TREE)),
    http.get(api('/sys/user/list'), ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      const depart = url.searchParams.get('departId');
      return page(
        USERS.filter((u) => !depart || u.departs.includes(depart)),
        url,
      );
    }),
    http.get(api('/sys/role/list'), ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      const name = url.searchParams.get('roleName') ?? '';
      return page(
        ROLES.filter((r) => r.roleName.includes(name)),
        url,
      );
    }),
  );
  return calls;
}

const confirm = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

describe('pickers', () => {
  it('user picker: a department narrows the users, the chosen one is stored by username', async () => {
    const calls = serve();
    const onChange = vi.fn();
    renderWithApp(<UserPicker aria-label="负责人" onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: '负责人' }).closest('.ant-select')!);
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText(PICKER_TEXTS.userTitle)).toBeTruthy();
    await within(dialog).findByText('张三', {}, WAIT);
    expect(calls[0]!.searchParams.get('pageSize')).toBe('5');

    fireEvent.click(
      await within(await within(dialog).findByRole('tree', {}, WAIT)).findByText('风控部', {}, WAIT),
    );
    await waitFor(() => expect(within(dialog).queryByText('张三')).toBeNull(), WAIT);
    expect(calls.at(-1)!.searchParams.get('departId')).toBe('D2');
    fireEvent.change(within(dialog).getByLabelText(PICKER_TEXTS.userSearch), { target: { value: 'li' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    // A plain value is compared whole by the user list: the picker asks for usernames containing it.
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('username')).toBe('*li*'), WAIT);
    fireEvent.click(await within(dialog).findByText('李四', {}, WAIT));
    confirm(dialog);
    expect(onChange).toHaveBeenCalledWith('li');
  });

  it('role picker: five a page, searched by name, several kept across pages', async () => {
    const calls = serve();
    const onChange = vi.fn();
    renderWithApp(<RolePicker aria-label="角色" onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: '角色' }).closest('.ant-select')!);
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(await within(dialog).findByText('角色1', {}, WAIT));
    expect(within(dialog).queryByText('角色6')).toBeNull();
    // The list pages' paging controls, with the picker's own sizes.
    expect(within(dialog).getByText(LIST_TEXTS.range(1, 5, 7))).toBeTruthy();
    expect(dialog.querySelector('.ant-pagination-options-quick-jumper input')).toBeTruthy();
    expect(within(dialog).getByText(/^5 条\/页$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByTitle('2'));
    fireEvent.click(await within(dialog).findByText('角色6', {}, WAIT));
    fireEvent.change(within(dialog).getByLabelText(PICKER_TEXTS.roleSearch), { target: { value: '角色7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('roleName')).toBe('角色7'), WAIT);
    confirm(dialog);
    expect(onChange).toHaveBeenCalledWith('R1,R6');
  });

  it('department select: searches the tree, and shows the chosen departments by name', async () => {
    serve();
    const onChange = vi.fn();
    renderWithApp(<DepartSelect aria-label="部门" value="D1" onChange={onChange} />);
    expect(await screen.findByText('安责总公司', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: '部门' }).closest('.ant-select')!);
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.change(within(dialog).getByLabelText(PICKER_TEXTS.departSearch), { target: { value: '风控' } });
    fireEvent.keyDown(within(dialog).getByLabelText(PICKER_TEXTS.departSearch), {
      key: 'Enter',
      keyCode: 13,
    });
    await waitFor(() => expect(within(dialog).queryByText('安责总公司')).not.toBeNull(), WAIT);
    expect(within(within(dialog).getByRole('tree')).getByText('风控部')).toBeTruthy();
    const node = within(within(dialog).getByRole('tree')).getByText('风控部').closest('.ant-tree-treenode')!;
    fireEvent.click(node.querySelector('.ant-tree-checkbox')!);
    confirm(dialog);
    expect(onChange).toHaveBeenCalledWith('D1,D2');
  });
});
