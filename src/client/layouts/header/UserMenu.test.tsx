import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/limits';
import { HEADER_TEXTS, LAYOUT_TEXTS, PASSWORD_TEXTS, SESSION_TEXTS } from '../../../shared/texts';
import { getToken, getUserInfo, savePermissions } from '../../session/sessionState';
import { DICT_CACHE_CODE } from '../../../shared/api-paths';
import { getSettings } from '../../settings/layoutSettings';
import { getItem } from '../../storage/localStore';
import { signIn, userInfo } from '../../test/fixtures';
import { serveSession } from '../../test/handlers';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import { UserMenu } from './UserMenu';

async function choose(item: string) {
  fireEvent.click(screen.getByRole('button', { name: /管理员|admin/ }));
  fireEvent.click(await screen.findByText(item));
}

function renderMenu() {
  renderWithApp(<UserMenu />, { route: '/dashboard/analysis' });
}

const OK = /确\s*定/;

describe('change password', () => {
  it('needs a logged-in user', async () => {
    renderWithApp(<UserMenu />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(await screen.findByText(LAYOUT_TEXTS.changePassword));
    expect(await screen.findByText(PASSWORD_TEXTS.noLoggedInUser)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('validates the three fields', async () => {
    signIn();
    renderMenu();
    await choose(LAYOUT_TEXTS.changePassword);
    const dialog = await screen.findByRole('dialog', { name: LAYOUT_TEXTS.changePassword });
    fireEvent.click(within(dialog).getByRole('button', { name: OK }));
    expect(await within(dialog).findByText(PASSWORD_TEXTS.oldRequired)).toBeTruthy();
    expect(within(dialog).getByText(PASSWORD_TEXTS.newRequired)).toBeTruthy();
    expect(within(dialog).getByText(PASSWORD_TEXTS.confirmRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(HEADER_TEXTS.newPassword), {
      target: { value: 'abc12345' },
    });
    fireEvent.change(within(dialog).getByLabelText(HEADER_TEXTS.confirmPassword), {
      target: { value: 'abc99999' },
    });
    expect(await within(dialog).findByText(PASSWORD_TEXTS.mismatch)).toBeTruthy();
  });

  it('shows the server message on failure, and closes after success', async () => {
    signIn();
    const bodies: unknown[] = [];
    let answer = { success: false, code: 500, message: '旧密码输入错误!' };
    server.use(
      http.put(api('/sys/user/updatePassword'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(answer);
      }),
    );
    renderMenu();
    await choose(LAYOUT_TEXTS.changePassword);
    const dialog = await screen.findByRole('dialog', { name: LAYOUT_TEXTS.changePassword });
    fireEvent.change(within(dialog).getByLabelText(HEADER_TEXTS.oldPassword), {
      target: { value: 'old-pass' },
    });
    fireEvent.change(within(dialog).getByLabelText(HEADER_TEXTS.newPassword), {
      target: { value: 'new-pass1' },
    });
    fireEvent.change(within(dialog).getByLabelText(HEADER_TEXTS.confirmPassword), {
      target: { value: 'new-pass1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: OK }));
    expect(await screen.findByText('旧密码输入错误!')).toBeTruthy();
    expect(bodies[0]).toEqual({
      username: 'admin',
      oldpassword: 'old-pass',
      password: 'new-pass1',
      confirmpassword: 'new-pass1',
    });
    answer = { success: true, code: 200, message: '密码重置成功!' };
    fireEvent.click(within(dialog).getByRole('button', { name: OK }));
    expect(await screen.findByText('密码重置成功!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('switch department', () => {
  it('warns and opens nothing when the user has no department', async () => {
    signIn();
    server.use(
      http.get(api('/sys/user/getCurrentUserDeparts'), () =>
        HttpResponse.json({ success: true, code: 0, result: { list: [], orgCode: null } }),
      ),
    );
    renderMenu();
    await choose(LAYOUT_TEXTS.switchDepartment);
    expect(await screen.findByText(SESSION_TEXTS.noDepartments)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches to the chosen department and stores the returned user', async () => {
    signIn();
    const bodies: unknown[] = [];
    server.use(
      http.get(api('/sys/user/getCurrentUserDeparts'), () =>
        HttpResponse.json({
          success: true,
          code: 0,
          result: {
            list: [
              { id: '1', orgCode: 'A01', departName: '应急管理局' },
              { id: '2', orgCode: 'A02', departName: '风控中心' },
            ],
            orgCode: 'A01',
          },
        }),
      ),
      http.put(api('/sys/selectDepart'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          code: 0,
          result: { userInfo: userInfo({ orgCode: 'A02', orgCodeTxt: '风控中心' }) },
        });
      }),
    );
    renderMenu();
    await choose(LAYOUT_TEXTS.switchDepartment);
    const dialog = await screen.findByRole('dialog', { name: LAYOUT_TEXTS.switchDepartment });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('风控中心'));
    fireEvent.click(within(dialog).getByRole('button', { name: OK }));
    expect(await screen.findByText(HEADER_TEXTS.departSwitched)).toBeTruthy();
    expect(bodies).toEqual([{ orgCode: 'A02', username: 'admin' }]);
    expect(getUserInfo()?.orgCodeTxt).toBe('风控中心');
  });
});

describe('clear cache', () => {
  const serveDictionaries = (calls: string[]) =>
    server.use(
      http.get(api('/sys/dict/refleshCache'), () => {
        calls.push('refresh');
        return HttpResponse.json({ success: true, code: 200, message: '刷新缓存完成！' });
      }),
      http.get(api('/sys/dict/queryAllDictItems'), () => {
        calls.push('all');
        return HttpResponse.json({ success: true, code: 200, result: { sex: [{ value: '1', text: '男' }] } });
      }),
    );

  it('reloads the dictionaries without flushing the server cache for a user who does not maintain them', async () => {
    signIn();
    const calls: string[] = [];
    serveDictionaries(calls);
    renderMenu();
    await choose(LAYOUT_TEXTS.clearCache);
    expect(await screen.findByText(SESSION_TEXTS.clearCacheSuccess)).toBeTruthy();
    expect(calls).toEqual(['all']);
    expect(getItem(STORAGE_KEYS.dictCache)).toEqual({ sex: [{ value: '1', text: '男' }] });
  });

  it('refreshes the server cache, stores the dictionaries and says so', async () => {
    signIn();
    savePermissions({ menu: [], auth: [{ action: DICT_CACHE_CODE, type: '2', describe: '' }], allAuth: [] });
    const calls: string[] = [];
    serveDictionaries(calls);
    renderMenu();
    await choose(LAYOUT_TEXTS.clearCache);
    expect(await screen.findByText(SESSION_TEXTS.clearCacheSuccess)).toBeTruthy();
    expect(calls).toEqual(['refresh', 'all']);
    expect(getItem(STORAGE_KEYS.dictCache)).toEqual({ sex: [{ value: '1', text: '男' }] });
  });

  it('reports a failure', async () => {
    signIn();
    savePermissions({ menu: [], auth: [{ action: DICT_CACHE_CODE, type: '2', describe: '' }], allAuth: [] });
    server.use(
      http.get(api('/sys/dict/refleshCache'), () =>
        HttpResponse.json({ success: false, code: 500, message: 'x' }),
      ),
    );
    renderMenu();
    await choose(LAYOUT_TEXTS.clearCache);
    expect(await screen.findByText(SESSION_TEXTS.clearCacheFailure)).toBeTruthy();
  });
});

describe('logout and links', () => {
  it('asks first, then logs out and goes to the login page', async () => {
    signIn();
    const session = serveSession();
    renderMenu();
    await choose(LAYOUT_TEXTS.logout);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SESSION_TEXTS.logoutConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getToken()).toBe('test-token');

    await choose(LAYOUT_TEXTS.logout);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: OK }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/login'));
    expect(getToken()).toBeNull();
    await waitFor(() => expect(session.logoutCalls()).toBe(1));
  });

  it('opens the personal centre and account settings', async () => {
    signIn();
    renderMenu();
    await choose(LAYOUT_TEXTS.personalCenter);
    expect(screen.getByTestId('location').textContent).toBe('/account/center');
    await choose(LAYOUT_TEXTS.accountSettings);
    expect(screen.getByTestId('location').textContent).toBe('/account/settings');
  });

  it('opens the settings drawer in development builds, where a colour change applies at once', async () => {
    signIn();
    renderMenu();
    await choose(LAYOUT_TEXTS.systemSettings);
    const drawer = await screen.findByRole('dialog', {}, { timeout: 3_000 });
    fireEvent.click(within(drawer).getByRole('button', { name: '薄暮' }));
    expect(await screen.findByText(LAYOUT_TEXTS.themeCompiling)).toBeTruthy();
    expect(getSettings().primaryColor).toBe('#F5222D');
    expect(getItem<{ primaryColor: string }>(STORAGE_KEYS.layoutSettings)?.primaryColor).toBe('#F5222D');
  });
});
