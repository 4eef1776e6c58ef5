// Own profile (getCurrentUser, editByUser, changePhone) and enterprise login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/db/ids';
import { engineDb } from '../../../src/server/engine/engine-db';
import { createUser } from '../helpers/fixtures';
import { nextPhone, requestCode, startFlowApp } from './support';
import type { FlowApp } from './support';

let flow: FlowApp;

beforeAll(async () => {
  flow = await startFlowApp();
});
afterAll(() => flow.server.close());

interface Me {
  username: string;
  realname: string;
  email: string | null;
  phone: string | null;
  status: number;
  sex: number | null;
}

describe('own profile', () => {
  it('needs a session', async () => {
    expect((await flow.api.get('/sys/user/getCurrentUser')).status).toBe(401);
    expect((await flow.api.put('/sys/user/editByUser', { realname: 'x' })).status).toBe(401);
  });

  it('changes base information but never the username, status, roles or departments', async () => {
    const { db } = flow.server.app.services;
    const id = await createUser(db, {
      username: 'profile1',
      password: 'Some-pass-123',
      roleCodes: ['expert'],
    });
    const token = await flow.api.login('profile1', 'Some-pass-123');
    const reply = await flow.api.put<Me>(
      '/sys/user/editByUser',
      {
        realname: '王五',
        sex: 2,
        email: 'wang@example.com',
        birthday: '1990-01-02',
        username: 'hijack',
        status: 2,
        delFlag: 1,
        roles: 'admin',
        selectedroles: 'admin',
        orgCode: 'A01',
        relTenantIds: '1',
      },
      { token },
    );
    expect(reply.body).toMatchObject({ success: true, message: '修改成功!' });
    expect(reply.body.result).toMatchObject({ username: 'profile1', realname: '王五', sex: 2, status: 1 });
    const row = await db.selectFrom('sysUser').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      username: 'profile1',
      status: 1,
      delFlag: 0,
      orgCode: null,
      email: 'wang@example.com',
    });
    const roles = await db
      .selectFrom('sysUserRole')
      .innerJoin('sysRole', 'sysRole.id', 'sysUserRole.roleId')
      .select('sysRole.roleCode')
      .where('sysUserRole.userId', '=', id)
      .execute();
    expect(roles.map((r) => r.roleCode)).toEqual(['expert']);

    const bad = await flow.api.put('/sys/user/editByUser', { email: 'nope' }, { token });
    expect(bad.body).toMatchObject({ success: false, message: '邮箱格式不正确' });
    const badAvatar = await flow.api.put('/sys/user/editByUser', { avatar: '../../etc/passwd' }, { token });
    expect(badAvatar.body.message).toBe('头像地址不正确');
    // Only a stored upload: no address elsewhere for every page that draws the avatar to fetch.
    const remote = await flow.api.put(
      '/sys/user/editByUser',
      { avatar: 'https://t.example/p.png' },
      { token },
    );
    expect(remote.body.message).toBe('头像地址不正确');
    const stored = await flow.api.put(
      '/sys/user/editByUser',
      { avatar: 'avatar/0a1b2c3d4e5f60718293a4b5c6d7e8f9.png' },
      { token },
    );
    expect(stored.body).toMatchObject({
      success: true,
      result: { avatar: 'avatar/0a1b2c3d4e5f60718293a4b5c6d7e8f9.png' },
    });
  });

  it('binds a new phone with a code; a number of another account is refused', async () => {
    const { db } = flow.server.app.services;
    await createUser(db, { username: 'phone_a', password: 'Some-pass-123' });
    const otherId = await createUser(db, { username: 'phone_b', password: 'Some-pass-123' });
    const otherPhone = nextPhone();
    await db.updateTable('sysUser').set({ phone: otherPhone }).where('id', '=', otherId).execute();
    const token = await flow.api.login('phone_a', 'Some-pass-123');

    const anonymous = await flow.api.post('/sys/sms', { mobile: nextPhone(), smsmode: '3' });
    expect(anonymous.status).toBe(401);
    const bound = await flow.api.post('/sys/sms', { mobile: otherPhone, smsmode: '3' }, { token });
    expect(bound.body.message).toBe('该手机号已被其他账号绑定');

    const phone = nextPhone();
    const code = await requestCode(flow, phone, '3', token);
    const changed = await flow.api.post<Me>('/sys/user/changePhone', { phone, smscode: code }, { token });
    expect(changed.body).toMatchObject({ success: true, message: '手机号修改成功' });
    expect(changed.body.result.phone).toBe(phone);
  });
});

describe('POST /sys/enterpriseLogin', () => {
  const CREDIT_CODE = '91450100MA5KX1234A';

  beforeAll(async () => {
    const { db } = flow.server.app.services;
    await createUser(db, {
      username: 'ent_user',
      password: 'Ent-pass-123',
      roleCodes: ['enterprise'],
    });
    const enterpriseId = newId();
    await engineDb(db)
      .insertInto('nanli_enterprise')
      .values({ id: enterpriseId, enterprise_name: '测试企业', credit_code: CREDIT_CODE })
      .execute();
    await engineDb(db)
      .insertInto('nanli_enterprise_staff')
      .values({ id: newId(), enterprise_id: enterpriseId, name: '企业用户', user_name: 'ent_user' })
      .execute();
    await createUser(db, { username: 'not_staff', password: 'Ent-pass-123' });
  });

  const login = async (body: Record<string, string>) =>
    flow.api.post<{ token: string }>('/sys/enterpriseLogin', { ...body, ...(await flow.api.captcha()) });

  it('logs in staff of the enterprise with the credit code', async () => {
    const reply = await login({
      creditCode: CREDIT_CODE.toLowerCase(),
      username: 'ent_user',
      password: 'Ent-pass-123',
    });
    expect(reply.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(reply.body.result.token).toBeTruthy();
  });

  it('refuses a missing code, a wrong password and an account outside the enterprise', async () => {
    expect(
      (await login({ creditCode: '', username: 'ent_user', password: 'Ent-pass-123' })).body.message,
    ).toBe('请输入统一社会信用代码');
    expect(
      (await login({ creditCode: CREDIT_CODE, username: 'ent_user', password: 'wrong-pass' })).body.message,
    ).toMatch(/^用户名或密码错误/);
    expect(
      (await login({ creditCode: CREDIT_CODE, username: 'not_staff', password: 'Ent-pass-123' })).body
        .message,
    ).toBe('该账号不属于此企业');
    const noCaptcha = await flow.api.post('/sys/enterpriseLogin', {
      creditCode: CREDIT_CODE,
      username: 'ent_user',
      password: 'Ent-pass-123',
    });
    expect(noCaptcha.body.message).toBe('验证码无效');
  });

  it('refuses staff of a disabled enterprise', async () => {
    const { db } = flow.server.app.services;
    await engineDb(db)
      .updateTable('nanli_enterprise')
      .set({ status: '0' })
      .where('credit_code', '=', CREDIT_CODE)
      .execute();
    const reply = await login({ creditCode: CREDIT_CODE, username: 'ent_user', password: 'Ent-pass-123' });
    expect(reply.body.message).toBe('该企业已停用，无法登录');
    await engineDb(db)
      .updateTable('nanli_enterprise')
      .set({ status: '1' })
      .where('credit_code', '=', CREDIT_CODE)
      .execute();
  });
});
