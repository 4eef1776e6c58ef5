import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUserDeparts, UserInfo } from '../../src/shared/api-types';
import { ApiClient } from './helpers/client';
import { createDepart, createUser } from './helpers/fixtures';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  await createDepart(server.app.services.db, 'A01A05', '风控五部');
  await createDepart(server.app.services.db, 'A01A06', '风控六部');
});
afterAll(() => server.close());

describe('PUT /sys/user/updatePassword', () => {
  const change = (token: string, body: Record<string, string>) =>
    api.put('/sys/user/updatePassword', body, { token });

  it('answers each refusal with its message and changes nothing', async () => {
    await createUser(server.app.services.db, { username: 'pwuser', password: 'Old-pass-123' });
    const token = await api.login('pwuser', 'Old-pass-123');
    const cases: [Record<string, string>, string][] = [
      [
        {
          username: 'admin',
          oldpassword: 'Old-pass-123',
          password: 'New-pass-123',
          confirmpassword: 'New-pass-123',
        },
        '只允许修改自己的密码！',
      ],
      [
        {
          username: 'pwuser',
          oldpassword: 'wrong',
          password: 'New-pass-123',
          confirmpassword: 'New-pass-123',
        },
        '旧密码输入错误!',
      ],
      [
        { username: 'pwuser', oldpassword: 'Old-pass-123', password: '', confirmpassword: '' },
        '新密码不允许为空!',
      ],
      [
        { username: 'pwuser', oldpassword: 'Old-pass-123', password: 'short', confirmpassword: 'short' },
        '新密码长度不能少于8位!',
      ],
      [
        {
          username: 'pwuser',
          oldpassword: 'Old-pass-123',
          password: 'New-pass-123',
          confirmpassword: 'Other-pass-123',
        },
        '两次输入密码不一致!',
      ],
    ];
    for (const [body, message] of cases) {
      expect((await change(token, body)).body).toMatchObject({ success: false, code: 500, message });
    }
    expect(await api.login('pwuser', 'Old-pass-123')).toBeTruthy();
  });

  it('changes the password, keeps this session and ends the others', async () => {
    await createUser(server.app.services.db, { username: 'pwuser2', password: 'Old-pass-123' });
    const token = await api.login('pwuser2', 'Old-pass-123');
    const otherDevice = await api.login('pwuser2', 'Old-pass-123');
    const reply = await change(token, {
      username: 'pwuser2',
      oldpassword: 'Old-pass-123',
      password: 'New-pass-456',
      confirmpassword: 'New-pass-456',
    });
    expect(reply.body).toMatchObject({ success: true, code: 200, message: '密码重置成功!' });
    expect((await api.get('/sys/dict/queryAllDictItems', { token })).status).toBe(200);
    expect((await api.get('/sys/dict/queryAllDictItems', { token: otherDevice })).status).toBe(401);
    expect((await api.loginReply('pwuser2', 'Old-pass-123')).body.success).toBe(false);
    expect(await api.login('pwuser2', 'New-pass-456')).toBeTruthy();
  });

  it('also accepts POST', async () => {
    const token = await api.login();
    const reply = await api.post(
      '/sys/user/updatePassword',
      { username: 'admin', oldpassword: 'wrong' },
      { token },
    );
    expect(reply.body.message).toBe('旧密码输入错误!');
  });
});

describe('departments of the current user', () => {
  it('lists the departments and the current org code', async () => {
    await createUser(server.app.services.db, {
      username: 'twodep',
      password: 'Right-pass-1',
      orgCodes: ['A01A05', 'A01A06'],
    });
    const token = await api.login('twodep', 'Right-pass-1');
    const reply = await api.get<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts', { token });
    expect(reply.body.success).toBe(true);
    expect(reply.body.result.list.map((d) => d.orgCode).sort()).toEqual(['A01A05', 'A01A06']);
    expect(['A01A05', 'A01A06']).toContain(reply.body.result.orgCode);
  });

  it('answers an empty list for a user without departments', async () => {
    await createUser(server.app.services.db, { username: 'nodep', password: 'Right-pass-1' });
    const token = await api.login('nodep', 'Right-pass-1');
    const reply = await api.get<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts', { token });
    expect(reply.body.result).toEqual({ list: [], orgCode: null });
  });

  it('switches to one of the own departments and returns the new user info', async () => {
    const token = await api.login('twodep', 'Right-pass-1');
    const reply = await api.put<{ userInfo: UserInfo }>(
      '/sys/selectDepart',
      { orgCode: 'A01A06', username: 'twodep' },
      { token },
    );
    expect(reply.body.success).toBe(true);
    expect(reply.body.result.userInfo).toMatchObject({
      username: 'twodep',
      orgCode: 'A01A06',
      orgCodeTxt: '风控六部',
    });
    const after = await api.get<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts', { token });
    expect(after.body.result.orgCode).toBe('A01A06');
  });

  it('refuses a department the user is not in, someone else, and no selection', async () => {
    const token = await api.login('twodep', 'Right-pass-1');
    expect((await api.put('/sys/selectDepart', { orgCode: 'A01' }, { token })).body.message).toBe(
      '您不属于该部门，无法切换！',
    );
    expect(
      (await api.put('/sys/selectDepart', { orgCode: 'A01A05', username: 'admin' }, { token })).body.message,
    ).toBe('只允许切换自己的部门！');
    expect((await api.put('/sys/selectDepart', {}, { token })).body.message).toBe('请选择部门！');
    const after = await api.get<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts', { token });
    expect(after.body.result.orgCode).toBe('A01A06');
  });
});
