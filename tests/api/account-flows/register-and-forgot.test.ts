// Register (/sys/user/register) and forgot password (phoneVerification -> passwordChange).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone, requestCode, startFlowApp } from './support';
import type { FlowApp } from './support';

let flow: FlowApp;

beforeAll(async () => {
  flow = await startFlowApp();
});
afterAll(() => flow.server.close());

const register = (body: Record<string, unknown>) => flow.api.post('/sys/user/register', body);

async function registered(username: string, password = 'Good-pass-123'): Promise<string> {
  const phone = nextPhone();
  const smscode = await requestCode(flow, phone, '1');
  const reply = await register({ username, password, phone, smscode });
  expect(reply.body).toMatchObject({ success: true, code: 200, message: '注册成功' });
  return phone;
}

describe('POST /sys/user/register', () => {
  it('creates an active account with the default role that can log in', async () => {
    await registered('new_user1');
    const token = await flow.api.login('new_user1', 'Good-pass-123');
    const me = await flow.api.get<{ username: string; realname: string; status: number }>(
      '/sys/user/getCurrentUser',
      { token },
    );
    expect(me.body.result).toMatchObject({ username: 'new_user1', realname: 'new_user1', status: 1 });
    const roles = await flow.server.app.services.db
      .selectFrom('sysUserRole')
      .innerJoin('sysRole', 'sysRole.id', 'sysUserRole.roleId')
      .innerJoin('sysUser', 'sysUser.id', 'sysUserRole.userId')
      .select('sysRole.roleCode')
      .where('sysUser.username', '=', 'new_user1')
      .execute();
    expect(roles.map((r) => r.roleCode)).toEqual(['enterprise']);
  });

  it('refuses a taken username or phone and bad fields, without using up the code', async () => {
    const takenPhone = await registered('dup_user');
    const phone = nextPhone();
    const smscode = await requestCode(flow, phone, '1');
    const base = { username: 'fresh_user', password: 'Good-pass-123', phone, smscode };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, username: 'dup_user' }, '用户名已注册'],
      [{ ...base, username: '' }, '请输入用户名'],
      [{ ...base, username: 'bad name!' }, '只允许字母、数字、下划线'],
      [{ ...base, username: 'abc' }, '长度6到18个字符'],
      [{ ...base, password: 'short' }, '新密码长度不能少于8位!'],
      [{ ...base, password: '' }, '请输入密码'],
      [{ ...base, phone: '1234' }, '请输入正确手机号'],
      [{ ...base, email: 'not-mail' }, '邮箱格式不正确'],
      [{ ...base, smscode: '' }, '请输入手机验证码'],
    ];
    for (const [body, message] of cases) {
      expect((await register(body)).body).toMatchObject({ success: false, message });
    }
    // A registered phone gets no register code, so the form cannot be asked about it.
    const takenReply = await register({ ...base, phone: takenPhone });
    expect(takenReply.body.message).toBe('手机验证码已失效，请重新获取');
    // The code still works after the refusals above.
    expect((await register(base)).body.message).toBe('注册成功');
  });

  it('refuses a wrong code', async () => {
    const phone = nextPhone();
    const code = await requestCode(flow, phone, '1');
    const reply = await register({
      username: 'wrong_code',
      password: 'Good-pass-123',
      phone,
      smscode: code === '123456' ? '654321' : '123456',
    });
    expect(reply.body.message).toBe('手机验证码错误');
  });
});

describe('forgot password', () => {
  it('verifies the phone, hands out a single-use ticket and ends the old sessions', async () => {
    const phone = await registered('forget_me', 'Old-pass-123');
    const oldToken = await flow.api.login('forget_me', 'Old-pass-123');

    const code = await requestCode(flow, phone, '2');
    const verified = await flow.api.post<{ smscode: string; username: string }>(
      '/sys/user/phoneVerification',
      { phone, smscode: code },
    );
    expect(verified.body).toMatchObject({ success: true, message: '验证成功' });
    expect(verified.body.result.username).toBe('forget_me');
    const ticket = verified.body.result.smscode;
    expect(ticket).not.toBe(code);

    const change = (body: Record<string, string>) => flow.api.post('/sys/user/passwordChange', body);
    const good = { username: 'forget_me', password: 'New-pass-123', phone, smscode: ticket };
    expect((await change({ ...good, password: 'short' })).body.message).toBe('新密码长度不能少于8位!');
    expect((await change({ ...good, smscode: '' })).body.message).toBe('重置密码失败！');
    expect((await change(good)).body).toMatchObject({ success: true, message: '密码重置完成！' });
    expect((await change(good)).body.message).toBe('验证已失效，请重新验证手机号');

    const stale = await flow.api.get('/sys/user/getCurrentUser', { token: oldToken });
    expect(stale.status).toBe(401);
    await flow.api.login('forget_me', 'New-pass-123');
    expect((await flow.api.loginReply('forget_me', 'Old-pass-123')).body.success).toBe(false);
  });

  it('refuses a ticket for another account and a code used twice', async () => {
    const phone = await registered('forget_two');
    await registered('forget_other');
    const code = await requestCode(flow, phone, '2');
    const first = await flow.api.post<{ smscode: string }>('/sys/user/phoneVerification', {
      phone,
      smscode: code,
    });
    const reused = await flow.api.post('/sys/user/phoneVerification', { phone, smscode: code });
    expect(reused.body.message).toBe('手机验证码已失效，请重新获取');
    const mismatch = await flow.api.post('/sys/user/passwordChange', {
      username: 'forget_other',
      password: 'New-pass-123',
      phone,
      smscode: first.body.result.smscode,
    });
    expect(mismatch.body.message).toBe('当前登录用户和绑定的手机号不匹配，无法修改密码！');
  });
});
