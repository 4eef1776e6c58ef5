import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { feedback } from '../api/feedback';
import { SESSION_KEYS, STORAGE_KEYS } from '../../shared/limits';
import { api, server } from '../test/server';
import { NANLICUSTOM_AUTH, sampleMenu, userInfo } from '../test/fixtures';
import { getItem, setItem } from '../storage/localStore';
import { LoginError, login } from './login';
import { logout } from './logout';
import { MENU_NOT_ARRAY, loadPermissions } from './permissions';
import { getPermissions, getToken, getUserInfo, saveTenantId, saveToken } from './sessionState';

const loginResult = {
  token: 'tok-9',
  userInfo: userInfo(),
  departs: [],
  multi_depart: 1,
  sysAllDictItems: { sex: [{ value: '1', text: '男', title: '男' }] },
  tenantList: [],
};

describe('login', () => {
  it('stores token, user and dictionaries when the answer code is 200', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/sys/login'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, code: 200, message: '登录成功', result: loginResult });
      }),
    );
    await login({ username: 'admin', password: 'pw', captcha: 'ab12', checkKey: 1700000000000 });
    expect(bodies).toEqual([{ username: 'admin', password: 'pw', captcha: 'ab12', checkKey: 1700000000000 }]);
    expect(getToken()).toBe('tok-9');
    expect(getUserInfo()?.realname).toBe('管理员');
    expect(getItem(STORAGE_KEYS.dictCache)).toEqual(loginResult.sysAllDictItems);
    const stored = JSON.parse(window.localStorage.getItem('pro__Access-Token')!) as { expire: number };
    expect(stored.expire - Date.now()).toBeGreaterThan(604_800_000 - 5_000);
  });

  it('rejects with the server message for any other code, even with success true', async () => {
    server.use(
      http.post(api('/sys/login'), () =>
        HttpResponse.json({ success: false, code: 500, message: '用户名或密码错误' }),
      ),
    );
    await expect(login({ username: 'admin', password: 'x' })).rejects.toEqual(
      new LoginError('用户名或密码错误'),
    );
    server.use(
      http.post(api('/sys/login'), () =>
        HttpResponse.json({ success: true, code: 0, message: '操作成功！', result: loginResult }),
      ),
    );
    await expect(login({ username: 'admin', password: 'x' })).rejects.toBeInstanceOf(LoginError);
    expect(getToken()).toBeNull();
  });
});

describe('logout', () => {
  it('clears the session, then posts /sys/logout with the old token', async () => {
    saveToken('tok-1');
    saveTenantId(3);
    setItem(STORAGE_KEYS.dictCache, {});
    window.sessionStorage.setItem(SESSION_KEYS.userAuth, '[]');
    let tokenAtCall: string | null = 'unset';
    let storedTokenAtCall: string | null = 'unset';
    server.use(
      http.post(api('/sys/logout'), ({ request }) => {
        tokenAtCall = request.headers.get('X-Access-Token');
        storedTokenAtCall = getToken();
        return HttpResponse.json({ success: true, code: 200, message: '退出登录成功！' });
      }),
    );
    expect(await logout()).toEqual({ ok: true, message: '退出登录成功！' });
    expect(tokenAtCall).toBe('tok-1');
    expect(storedTokenAtCall).toBeNull();
    expect(getItem(STORAGE_KEYS.tenantId)).toBeNull();
    expect(getItem(STORAGE_KEYS.dictCache)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.userAuth)).toBeNull();
  });

  it('closes the notices of the session that ends, such as the greeting', async () => {
    saveToken('tok-1');
    server.use(
      http.post(api('/sys/logout'), () => HttpResponse.json({ success: true, code: 200, message: '' })),
    );
    feedback.notification.success({ message: '欢迎', description: '中午好，欢迎回来' });
    await screen.findByText('中午好，欢迎回来');
    await logout();
    await waitFor(() => expect(screen.queryByText('中午好，欢迎回来')).toBeNull());
  });

  it('reports a failed logout call without throwing', async () => {
    saveToken('tok-1');
    server.use(http.post(api('/sys/logout'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    expect((await logout()).ok).toBe(false);
    expect(getToken()).toBeNull();
  });
});

describe('permission list', () => {
  it('is requested once and keeps auth and allAuth in sessionStorage', async () => {
    saveToken('tok-1');
    let calls = 0;
    server.use(
      http.get(api('/sys/permission/getUserPermissionByToken'), () => {
        calls += 1;
        return HttpResponse.json({
          success: true,
          code: 200,
          message: '查询成功',
          result: { menu: sampleMenu(), auth: NANLICUSTOM_AUTH, allAuth: [] },
        });
      }),
    );
    const [first, second] = await Promise.all([loadPermissions(), loadPermissions()]);
    await loadPermissions();
    expect(calls).toBe(1);
    expect(first).toBe(second);
    expect(getPermissions()?.menu).toHaveLength(sampleMenu().length);
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.userAuth)!)).toEqual(NANLICUSTOM_AUTH);
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.allAuth)!)).toEqual([]);
  });

  it.each([[null], ['menu'], [undefined]])('rejects when menu is %s', async (menu) => {
    server.use(
      http.get(api('/sys/permission/getUserPermissionByToken'), () =>
        HttpResponse.json({ success: true, code: 200, message: '', result: { menu, auth: [], allAuth: [] } }),
      ),
    );
    await expect(loadPermissions()).rejects.toThrow(MENU_NOT_ARRAY);
    expect(getPermissions()).toBeNull();
  });
});
