import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import type { JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTP_TEXTS } from '../../shared/texts';
import { STORAGE_KEYS } from '../../shared/limits';
import { logout } from '../session/logout';
import { clearSession, getToken, saveTenantId, saveToken } from '../session/sessionState';
import { api, server } from '../test/server';
import { browser } from './browser';
import { deleteAction, downloadBlob, getAction, postAction, putAction, request } from './http';
import { HttpError, setLogoutHandler } from './httpErrors';

function captureRequests(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  body: JsonBodyType = { success: true },
) {
  const seen: Request[] = [];
  server.use(
    http[method](api(path), ({ request: incoming }) => {
      seen.push(incoming.clone());
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

afterEach(() => setLogoutHandler(logout));

describe('request headers and parameters', () => {
  it('sends the stored token and tenant', async () => {
    saveToken('tok-1');
    saveTenantId(7);
    const seen = captureRequests('get', '/sys/user/list');
    await getAction('/sys/user/list');
    expect(seen[0]?.headers.get('X-Access-Token')).toBe('tok-1');
    expect(seen[0]?.headers.get('tenant-id')).toBe('7');
  });

  it('sends tenant-id 0 and no token header when nobody is logged in', async () => {
    const seen = captureRequests('get', '/sys/user/list');
    await getAction('sys/user/list');
    expect(seen[0]?.headers.get('tenant-id')).toBe('0');
    expect(seen[0]?.headers.has('X-Access-Token')).toBe(false);
  });

  it('adds _t in Unix seconds to GETs, with the query parameters', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-01T08:00:00.750Z'));
    const seen = captureRequests('get', '/sys/user/list');
    await getAction('/sys/user/list', { pageNo: 2, name: '张三', skip: undefined });
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('_t')).toBe(String(Date.UTC(2024, 4, 1, 8) / 1000));
    expect(url.searchParams.get('pageNo')).toBe('2');
    expect(url.searchParams.get('name')).toBe('张三');
    expect(url.searchParams.has('skip')).toBe(false);
  });

  it('adds no _t to dictionary item lookups, nor to POST / PUT / DELETE', async () => {
    const dict = captureRequests('get', '/sys/dict/getDictItems/sex');
    const posted = captureRequests('post', '/sys/role/add');
    const put = captureRequests('put', '/sys/role/edit');
    const deleted = captureRequests('delete', '/sys/role/delete');
    await getAction('/sys/dict/getDictItems/sex');
    await postAction('/sys/role/add', { roleName: '管理员' });
    await putAction('/sys/role/edit', { id: '1' });
    await deleteAction('/sys/role/delete', { id: '9' });
    expect(new URL(dict[0]!.url).searchParams.has('_t')).toBe(false);
    expect(new URL(posted[0]!.url).searchParams.has('_t')).toBe(false);
    expect(await posted[0]!.json()).toEqual({ roleName: '管理员' });
    expect(posted[0]!.headers.get('Content-Type')).toContain('application/json');
    expect(await put[0]!.json()).toEqual({ id: '1' });
    const deleteUrl = new URL(deleted[0]!.url);
    expect(deleteUrl.searchParams.get('id')).toBe('9');
    expect(deleteUrl.searchParams.has('_t')).toBe(false);
  });
});

describe('answers', () => {
  it('hands a success:false body to the caller without a toast', async () => {
    server.use(
      http.get(api('/sys/role/list'), () =>
        HttpResponse.json({ success: false, code: 510, message: '没有权限，请联系管理员授权', result: null }),
      ),
    );
    const result = await getAction('/sys/role/list');
    expect(result).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
    expect(screen.queryByText(HTTP_TEXTS.systemTip)).toBeNull();
  });

  it.each([
    [403, HTTP_TEXTS.forbidden],
    [404, HTTP_TEXTS.notFound],
    [504, HTTP_TEXTS.gatewayTimeout],
  ])('HTTP %i shows 系统提示 with %s', async (status, text) => {
    server.use(http.get(api('/any'), () => HttpResponse.json({ message: 'ignored' }, { status })));
    const error = await getAction('/any').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText(HTTP_TEXTS.systemTip)).toBeTruthy();
  });

  it('shows the server message for other statuses', async () => {
    server.use(
      http.post(api('/sys/login'), () =>
        HttpResponse.json({ message: '登录过于频繁，请稍后再试' }, { status: 429 }),
      ),
    );
    await expect(postAction('/sys/login', {})).rejects.toBeInstanceOf(HttpError);
    expect(await screen.findByText('登录过于频繁，请稍后再试')).toBeTruthy();
  });

  it('shows 网络超时 when the client gives up waiting', async () => {
    server.use(
      http.get(api('/slow'), async () => {
        await delay(2_000);
        return HttpResponse.json({ success: true });
      }),
    );
    const error = await request('/slow', { timeout: 30 }).catch((caught: unknown) => caught);
    expect((error as HttpError).kind).toBe('timeout');
    expect(await screen.findByText(HTTP_TEXTS.gatewayTimeout)).toBeTruthy();
  });
});

describe('expired sessions', () => {
  const expiredBody = { success: false, code: 401, message: 'Token失效，请重新登录' };

  it('401 with a token: 未授权, logout, then reload after 1.5 s', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const loggedOut = vi.fn(() => {
      clearSession();
      return Promise.resolve();
    });
    setLogoutHandler(loggedOut);
    saveToken('tok-expired');
    server.use(http.get(api('/sys/user/list'), () => HttpResponse.json(expiredBody, { status: 401 })));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await expect(getAction('/sys/user/list')).rejects.toBeInstanceOf(HttpError);
    await vi.advanceTimersByTimeAsync(0);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(1_499);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await screen.findByText(HTTP_TEXTS.unauthorized)).toBeTruthy();
  });

  it('401 with a token: the real logout leaves 未授权，请重新登录 on screen', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const logoutCalls: string[] = [];
    saveToken('tok-expired');
    server.use(
      http.get(api('/sys/user/list'), () => HttpResponse.json(expiredBody, { status: 401 })),
      http.post(api('/sys/logout'), ({ request: incoming }) => {
        logoutCalls.push(incoming.headers.get('X-Access-Token') ?? '');
        return HttpResponse.json({ success: true, code: 200, message: '退出登录成功！' });
      }),
    );
    await expect(getAction('/sys/user/list')).rejects.toBeInstanceOf(HttpError);
    expect(await screen.findByText(HTTP_TEXTS.unauthorized)).toBeTruthy();
    expect(getToken()).toBeNull();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    expect(logoutCalls).toEqual(['tok-expired']);
    // Still there when the page reloads.
    expect(screen.getByText(HTTP_TEXTS.unauthorized)).toBeTruthy();
  });

  it('401 without a token only tells the user', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const loggedOut = vi.fn(() => Promise.resolve());
    setLogoutHandler(loggedOut);
    server.use(http.get(api('/sys/user/list'), () => HttpResponse.json(expiredBody, { status: 401 })));
    await expect(getAction('/sys/user/list')).rejects.toBeInstanceOf(HttpError);
    expect(await screen.findByText(HTTP_TEXTS.unauthorized)).toBeTruthy();
    expect(loggedOut).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('500 containing Token失效 while logged in opens 登录已过期; 重新登录 logs out and reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    saveToken('tok-old');
    const logoutCalls: string[] = [];
    server.use(
      http.get(api('/sys/user/list'), () =>
        HttpResponse.json({ status: 500, message: 'Token失效，请重新登录' }, { status: 500 }),
      ),
      http.post(api('/sys/logout'), ({ request: incoming }) => {
        logoutCalls.push(incoming.headers.get('X-Access-Token') ?? '');
        return HttpResponse.json({ success: true, code: 200, message: '退出登录成功！' });
      }),
    );
    await expect(getAction('/sys/user/list')).rejects.toBeInstanceOf(HttpError);
    const dialog = await screen.findByRole('dialog', { name: HTTP_TEXTS.sessionExpiredTitle });
    expect(within(dialog).getByText(HTTP_TEXTS.sessionExpiredContent)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: HTTP_TEXTS.sessionExpiredButton }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(logoutCalls).toEqual(['tok-old']);
    expect(getToken()).toBeNull();
  });

  it('reads blob 500 bodies the same way', async () => {
    saveToken('tok-old');
    server.use(
      http.get(api('/sys/user/exportXls'), () =>
        HttpResponse.json({ status: 500, message: 'Token失效，请重新登录' }, { status: 500 }),
      ),
    );
    await expect(downloadBlob('/sys/user/exportXls')).rejects.toBeInstanceOf(HttpError);
    const dialog = await screen.findByRole('dialog', { name: HTTP_TEXTS.sessionExpiredTitle });
    expect(within(dialog).getByText(HTTP_TEXTS.sessionExpiredContent)).toBeTruthy();
  });

  it('a 500 with Token失效 and nobody logged in shows the message, not the modal', async () => {
    server.use(
      http.get(api('/sys/user/list'), () =>
        HttpResponse.json({ message: 'Token失效，请重新登录' }, { status: 500 }),
      ),
    );
    await expect(getAction('/sys/user/list')).rejects.toBeInstanceOf(HttpError);
    expect(await screen.findByText('Token失效，请重新登录')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('downloads', () => {
  it('warns 文件下载失败 on an empty file', async () => {
    server.use(http.get(api('/sys/user/exportXls'), () => new HttpResponse(new Blob([]), { status: 200 })));
    expect(await downloadBlob('/sys/user/exportXls')).toBeNull();
    expect(await screen.findByText(HTTP_TEXTS.downloadFailed)).toBeTruthy();
  });

  it('returns the file otherwise', async () => {
    server.use(
      http.get(api('/sys/user/exportXls'), () => new HttpResponse(new Blob(['abc']), { status: 200 })),
    );
    const blob = await downloadBlob('/sys/user/exportXls');
    expect(await blob?.text()).toBe('abc');
  });
});

describe('storage keys used by the client', () => {
  it('keeps the token under pro__Access-Token', () => {
    saveToken('abc');
    expect(JSON.parse(window.localStorage.getItem(`pro__${STORAGE_KEYS.accessToken}`)!)).toMatchObject({
      value: 'abc',
    });
  });
});
