import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../src/shared/api-types';
import { ApiClient } from './helpers/client';
import { createDepart, createUser } from './helpers/fixtures';
import { startTestApp, TEST_CAPTCHA } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
});
afterAll(() => server.close());

describe('GET /sys/randomImage/{key}', () => {
  it('answers a PNG data URL of 105×35 pixels', async () => {
    const reply = await api.get<string>('/sys/randomImage/1629449999123');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, code: 200 });
    expect(reply.body.result).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(reply.body.result.split(',')[1]!, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([105, 35]);
  });

  it('refuses a key that is not a short token', async () => {
    const reply = await api.get(`/sys/randomImage/${'x'.repeat(65)}`);
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toContain('验证码');
  });
});

describe('POST /sys/login', () => {
  it('logs the admin in with the contract result', async () => {
    const reply = await api.loginReply<LoginResult>('admin', server.adminPassword);
    expect(reply.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const result = reply.body.result;
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(result.userInfo).toMatchObject({
      username: 'admin',
      realname: '管理员',
      orgCode: 'A01',
      status: 1,
    });
    expect(result.userInfo).not.toHaveProperty('password');
    expect(result.userInfo).not.toHaveProperty('passwordHash');
    expect(result.departs.map((d) => d.orgCode)).toEqual(['A01']);
    expect(result.multi_depart).toBe(1);
    expect(result.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男', title: '男' },
      { value: '2', text: '女', title: '女' },
    ]);
    expect(result.tenantList).toEqual([]);
  });

  it('writes successful and failed logins to the login log', async () => {
    await api.login();
    await expect(api.loginReply('admin', 'wrong-password')).resolves.toBeTruthy();
    const entries = await server.app.services.db
      .selectFrom('sysLog')
      .select(['logContent', 'username', 'ip'])
      .where('logType', '=', 1)
      .where('username', '=', 'admin')
      .execute();
    expect(entries.map((e) => e.logContent)).toEqual(
      expect.arrayContaining(['用户名: admin,登录成功！', '用户名: admin,登录失败：用户名或密码错误']),
    );
    expect(entries[0]?.ip).toBe('127.0.0.1');
    await server.app.services.throttle.reset({ username: 'admin', address: '127.0.0.1' });
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    await createUser(server.app.services.db, { username: 'wrongpw', password: 'Right-pass-1' });
    const wrong = await api.loginReply('wrongpw', 'not-the-password');
    const unknown = await api.loginReply('nobody-here', 'whatever-1');
    expect(wrong.body).toMatchObject({ success: false, code: 500, message: '用户名或密码错误，还可尝试4次' });
    expect(unknown.body).toMatchObject({
      success: false,
      code: 500,
      message: '用户名或密码错误，还可尝试4次',
    });
  });

  it('locks the account for 10 minutes after 5 failures, even against the right password', async () => {
    await createUser(server.app.services.db, { username: 'locked', password: 'Right-pass-1' });
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await api.loginReply('locked', `bad-${i}`)).body.message);
    expect(messages.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `用户名或密码错误，还可尝试${n}次`));
    expect(messages[4]).toBe('登录失败次数过多，账号已锁定，请10分钟后再试');
    const right = await api.loginReply('locked', 'Right-pass-1');
    expect(right.body).toMatchObject({
      success: false,
      message: '登录失败次数过多，账号已锁定，请10分钟后再试',
    });
  });

  it('locks the account only from the address that failed: its owner elsewhere still signs in', async () => {
    // Behind a trusted proxy, the client address is X-Forwarded-For's.
    const proxied = await startTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const client = new ApiClient(proxied);
      const from = async (address: string, password: string) =>
        (
          await client.post<unknown>(
            '/sys/login',
            { username: 'admin', password, ...(await client.captcha()) },
            { headers: { 'x-forwarded-for': address } },
          )
        ).body.message;
      for (let i = 0; i < 5; i++) await from('203.0.113.9', `bad-${i}`);
      expect(await from('203.0.113.9', proxied.adminPassword)).toBe(
        '登录失败次数过多，账号已锁定，请10分钟后再试',
      );
      expect(await from('198.51.100.7', proxied.adminPassword)).toBe('登录成功');
    } finally {
      await proxied.close();
    }
  });

  it('refuses a frozen and a deleted user once the password is right', async () => {
    const { db } = server.app.services;
    await createUser(db, { username: 'frozen', password: 'Right-pass-1', status: 2 });
    await createUser(db, { username: 'deleted', password: 'Right-pass-1', delFlag: 1 });
    expect((await api.loginReply('frozen', 'Right-pass-1')).body).toMatchObject({
      success: false,
      message: '该用户已冻结',
    });
    expect((await api.loginReply('deleted', 'Right-pass-1')).body).toMatchObject({
      success: false,
      message: '该用户已注销',
    });
  });

  it('reports several departments with multi_depart 2 and keeps a valid current one', async () => {
    const { db } = server.app.services;
    await createDepart(db, 'A01A01', '风控一部');
    await createUser(db, { username: 'twodeparts', password: 'Right-pass-1', orgCodes: ['A01', 'A01A01'] });
    const reply = await api.loginReply<LoginResult>('twodeparts', 'Right-pass-1');
    expect(reply.body.result.multi_depart).toBe(2);
    expect(reply.body.result.userInfo.orgCode).toBe('A01');
    expect(reply.body.result.departs).toHaveLength(2);
  });

  it('rejects a body without username or password', async () => {
    const reply = await api.post('/sys/login', { username: 'admin', ...(await api.captcha()) });
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toContain('password');
  });
});

describe('captcha checks at login', () => {
  it('refuses a missing captcha', async () => {
    const reply = await api.post('/sys/login', { username: 'admin', password: server.adminPassword });
    expect(reply.body).toMatchObject({ success: false, message: '验证码无效' });
  });

  it('refuses a wrong code and consumes the captcha', async () => {
    const { checkKey } = await api.captcha();
    const wrong = await api.post('/sys/login', {
      username: 'admin',
      password: server.adminPassword,
      captcha: 'ZZZZ',
      checkKey,
    });
    expect(wrong.body).toMatchObject({ success: false, message: '验证码错误' });
    const retry = await api.post('/sys/login', {
      username: 'admin',
      password: server.adminPassword,
      captcha: TEST_CAPTCHA,
      checkKey,
    });
    expect(retry.body).toMatchObject({ success: false, message: '验证码已失效，请点击图片刷新' });
  });

  it('accepts the code in any letter case, once', async () => {
    const { checkKey } = await api.captcha();
    const body = {
      username: 'admin',
      password: server.adminPassword,
      captcha: TEST_CAPTCHA.toLowerCase(),
      checkKey,
    };
    expect((await api.post('/sys/login', body)).body.code).toBe(200);
    expect((await api.post('/sys/login', body)).body).toMatchObject({
      success: false,
      message: '验证码已失效，请点击图片刷新',
    });
  });

  it('refuses a captcha that was never issued or has expired', async () => {
    const reply = await api.post('/sys/login', {
      username: 'admin',
      password: server.adminPassword,
      captcha: TEST_CAPTCHA,
      checkKey: 'never-issued',
    });
    expect(reply.body).toMatchObject({ success: false, message: '验证码已失效，请点击图片刷新' });
  });

  it('expires a captcha after 60 seconds', async () => {
    const { store } = server.app.services;
    const { checkKey } = await api.captcha();
    const ttl = await store.ttl(`captcha:${checkKey}`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe('CAPTCHA=off', () => {
  it('logs in without a captcha', async () => {
    const noCaptcha = await startTestApp({ captcha: false });
    try {
      const reply = await new ApiClient(noCaptcha).post('/sys/login', {
        username: 'admin',
        password: noCaptcha.adminPassword,
      });
      expect(reply.body).toMatchObject({ success: true, code: 200 });
    } finally {
      await noCaptcha.close();
    }
  });
});

describe('POST /sys/logout', () => {
  it('revokes the token and logs the logout', async () => {
    const token = await api.login();
    expect((await api.get('/sys/user/getCurrentUserDeparts', { token })).status).toBe(200);
    const reply = await api.post('/sys/logout', undefined, { token });
    expect(reply.body).toMatchObject({ success: true, code: 200, message: '退出登录成功！' });
    const after = await api.get('/sys/user/getCurrentUserDeparts', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Token失效，请重新登录');
    const log = await server.app.services.db
      .selectFrom('sysLog')
      .select('logContent')
      .where('logContent', 'like', '%退出成功%')
      .execute();
    expect(log.length).toBeGreaterThan(0);
  });

  it('fails without a token and with an unknown token', async () => {
    expect((await api.post('/sys/logout')).body).toMatchObject({ success: false, message: '退出登录失败！' });
    expect((await api.post('/sys/logout', undefined, { token: 'made-up' })).body).toMatchObject({
      success: false,
      message: 'Token无效!',
    });
  });
});
