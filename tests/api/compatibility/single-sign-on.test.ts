// Single sign-on as a JeecgBoot 2.4 client calls it, against identity providers started by the test:
// a CAS server (serviceValidate) and a third-party token broker. Off unless configured; only existing,
// active accounts; a ticket issued for another service refused.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../src/shared/api-types';
import { loadConfig } from '../../../src/server/config';
import { ApiClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

const SERVICE = 'https://anze.example.com/user/login';
/** ticket or token -> the user name the fake providers answer for it. */
const VALID: Record<string, string> = {
  'ST-1-good': 'casuser',
  'ST-2-frozen': 'frozenuser',
  'ST-3-nobody': 'ghost',
};
const asked: URL[] = [];

let idp: Server;
let server: TestApp;
let off: TestApp;
let api: ApiClient;

function casAnswer(url: URL): string {
  const user =
    url.searchParams.get('service') === SERVICE ? VALID[url.searchParams.get('ticket') ?? ''] : undefined;
  return user
    ? `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${user}</cas:user></cas:authenticationSuccess></cas:serviceResponse>`
    : `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">no</cas:authenticationFailure></cas:serviceResponse>`;
}

beforeAll(async () => {
  idp = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://idp');
    asked.push(url);
    if (url.pathname === '/cas/p3/serviceValidate') {
      response.writeHead(200, { 'content-type': 'application/xml' }).end(casAnswer(url));
    } else if (url.pathname === '/broker/exchange' && url.searchParams.get('token') === 'tok-good') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ username: 'casuser' }));
    } else {
      response.writeHead(401).end();
    }
  });
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  server = await startTestApp({
    sso: {
      casServerUrl: `${base}/cas`,
      casServiceUrl: SERVICE,
      thirdLogin: { dingtalk: `${base}/broker/exchange` },
    },
  });
  off = await startTestApp();
  api = new ApiClient(server);
  const db = server.app.services.db;
  await createUser(db, { username: 'casuser', password: 'Right-pass-1', roleCodes: ['expert'] });
  await createUser(db, { username: 'frozenuser', password: 'Right-pass-1', status: 2 });
});
afterAll(async () => {
  await Promise.all([server.close(), off.close()]);
  await new Promise((resolve) => idp.close(resolve));
});

const cas = (app: TestApp, ticket: string, service = SERVICE) =>
  new ApiClient(app).get<LoginResult>('/sys/cas/client/validateLogin', { query: { ticket, service } });

describe('CAS', () => {
  it('signs in the account a valid ticket names, with the login result of /sys/login', async () => {
    const reply = await cas(server, 'ST-1-good');
    expect(reply.body).toMatchObject({ success: true, message: '登录成功' });
    expect(reply.body.result.userInfo.username).toBe('casuser');
    const me = await api.get('/sys/user/getCurrentUser', { token: reply.body.result.token });
    expect(me.body.success).toBe(true);
  });

  it('refuses a bad ticket, a ticket of another service, a frozen account and an unknown name', async () => {
    expect((await cas(server, 'ST-9-forged')).body).toMatchObject({
      success: false,
      message: '单点登录验证失败，请重新登录',
    });
    const before = asked.length;
    expect((await cas(server, 'ST-1-good', 'https://other.example.com/')).body.success).toBe(false);
    expect(asked.length).toBe(before);
    expect((await cas(server, 'ST-2-frozen')).body).toMatchObject({
      success: false,
      message: '该用户已冻结',
    });
    expect((await cas(server, 'ST-3-nobody')).body).toMatchObject({
      success: false,
      message: '该账号未在本系统开通，请联系管理员',
    });
  });

  it('is off unless configured', async () => {
    expect((await cas(off, 'ST-1-good')).body).toMatchObject({
      success: false,
      message: '未启用该单点登录方式',
    });
  });
});

describe('third-party login', () => {
  const third = (app: TestApp, token: string, type: string) =>
    new ApiClient(app).get<LoginResult>(`/sys/thirdLogin/getLoginUser/${token}/${type}`);

  it('signs in through a configured broker and refuses what it refuses', async () => {
    const reply = await third(server, 'tok-good', 'dingtalk');
    expect(reply.body).toMatchObject({ success: true, result: { userInfo: { username: 'casuser' } } });
    expect((await third(server, 'tok-bad', 'dingtalk')).body).toMatchObject({
      success: false,
      message: '单点登录验证失败，请重新登录',
    });
    expect((await third(server, 'tok-good', 'github')).body.message).toBe('未启用该单点登录方式');
    expect((await third(off, 'tok-good', 'dingtalk')).body.message).toBe('未启用该单点登录方式');
  });
});

describe('settings', () => {
  it('reads the providers from the environment and names a wrong setting', () => {
    expect(
      loadConfig({
        CAS_SERVER_URL: 'https://cas.example.com/cas',
        CAS_SERVICE_URL: 'https://anze.example.com',
        THIRD_LOGIN_PROVIDERS: 'dingtalk=https://broker.example.com/x, github=http://b.example.com/y',
      }).sso,
    ).toEqual({
      casServerUrl: 'https://cas.example.com/cas',
      casServiceUrl: 'https://anze.example.com/',
      thirdLogin: { dingtalk: 'https://broker.example.com/x', github: 'http://b.example.com/y' },
    });
    expect(loadConfig({}).sso).toEqual({ thirdLogin: {} });
    expect(() => loadConfig({ CAS_SERVER_URL: 'https://cas.example.com' })).toThrow(/CAS_SERVICE_URL/);
    expect(() => loadConfig({ THIRD_LOGIN_PROVIDERS: 'Ding=https://x' })).toThrow(/THIRD_LOGIN_PROVIDERS/);
    expect(() => loadConfig({ THIRD_LOGIN_PROVIDERS: 'ding=ftp://x' })).toThrow(/THIRD_LOGIN_PROVIDERS/);
  });
});
