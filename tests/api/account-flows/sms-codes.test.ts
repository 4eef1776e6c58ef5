// SMS codes through HTTP: purposes, single use, wrong guesses, expiry, rate limits, production refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/fixtures';
import { ApiClient } from '../helpers/client';
import { startTestApp } from '../helpers/test-app';
import { RELAXED_LIMITS, nextPhone, requestCode, startFlowApp, testClock } from './support';
import type { FlowApp } from './support';

let flow: FlowApp;

async function userWithPhone(username: string, phone: string): Promise<string> {
  const { db } = flow.server.app.services;
  const id = await createUser(db, { username, password: 'Some-pass-123' });
  await db.updateTable('sysUser').set({ phone }).where('id', '=', id).execute();
  return id;
}

beforeAll(async () => {
  flow = await startFlowApp();
});
afterAll(() => flow.server.close());

describe('POST /sys/sms', () => {
  it('refuses a missing or malformed number and an unknown smsmode', async () => {
    const cases: [unknown, string][] = [
      [{ smsmode: '0' }, '请输入手机号'],
      [{ mobile: '12345', smsmode: '0' }, '请输入正确手机号'],
      [{ mobile: nextPhone(), smsmode: '9' }, '短信类型不正确'],
    ];
    for (const [body, message] of cases) {
      const reply = await flow.api.post('/sys/sms', body);
      expect(reply.body).toMatchObject({ success: false, code: 500, message });
    }
    expect(flow.sms.sent).toHaveLength(0);
  });

  it('sends a login code only to a bound number and a register code only to a free one', async () => {
    const bound = nextPhone();
    await userWithPhone('smsbound', bound);
    const unknown = await flow.api.post('/sys/sms', { mobile: nextPhone(), smsmode: '0' });
    expect(unknown.body.message).toBe('该用户不存在或未绑定手机号');
    const taken = await flow.api.post('/sys/sms', { mobile: bound, smsmode: '1' });
    expect(taken.body.message).toBe('该手机号已经注册，请直接登录！');

    const sent = await flow.api.post('/sys/sms', { mobile: bound, smsmode: '0' });
    expect(sent.body).toMatchObject({ success: true, code: 200, message: '验证码发送成功' });
    expect(flow.sms.codeFor(bound)).toMatch(/^\d{6}$/);
  });

  it('serves the Vue client path /account/sms too', async () => {
    const phone = nextPhone();
    const reply = await flow.api.post('/account/sms', { mobile: phone, smsmode: '1' });
    expect(reply.body.success).toBe(true);
    expect(flow.sms.codeFor(phone)).toMatch(/^\d{6}$/);
  });
});

describe('phone login with an SMS code', () => {
  it('logs in once with a code; the same code is refused the second time', async () => {
    const phone = nextPhone();
    await userWithPhone('smsonce', phone);
    const code = await requestCode(flow, phone, '0');
    const first = await flow.api.post<{ token: string; userInfo: { username: string } }>('/sys/phoneLogin', {
      mobile: phone,
      captcha: code,
    });
    expect(first.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(first.body.result.userInfo.username).toBe('smsonce');
    const me = await flow.api.get<{ username: string }>('/sys/user/getCurrentUser', {
      token: first.body.result.token,
    });
    expect(me.body.result.username).toBe('smsonce');

    const again = await flow.api.post('/sys/phoneLogin', { mobile: phone, captcha: code });
    expect(again.body).toMatchObject({ success: false, message: '手机验证码已失效，请重新获取' });
  });

  it('refuses a wrong code and drops the code after five wrong guesses', async () => {
    const phone = nextPhone();
    await userWithPhone('smswrong', phone);
    const code = await requestCode(flow, phone, '0');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const reply = await flow.api.post('/sys/phoneLogin', { mobile: phone, captcha: wrong });
      expect(reply.body.message).toBe('手机验证码错误');
    }
    const right = await flow.api.post('/sys/phoneLogin', { mobile: phone, captcha: code });
    expect(right.body.message).toBe('手机验证码已失效，请重新获取');
  });

  it('does not accept a code sent for another purpose', async () => {
    const phone = nextPhone();
    const code = await requestCode(flow, phone, '1');
    await userWithPhone('smspurpose', phone);
    const reply = await flow.api.post('/sys/phoneLogin', { mobile: phone, captcha: code });
    expect(reply.body.message).toBe('手机验证码已失效，请重新获取');
  });

  it('asks for the code and lists the tenants for the tenant choice', async () => {
    const phone = nextPhone();
    const id = await userWithPhone('smstenants', phone);
    const { db } = flow.server.app.services;
    await db
      .insertInto('sysTenant')
      .values([
        {
          id: 71,
          name: '甲租户',
          beginDate: null,
          endDate: null,
          status: 1,
          createBy: 't',
          createTime: null,
        },
        {
          id: 72,
          name: '乙租户',
          beginDate: null,
          endDate: null,
          status: 1,
          createBy: 't',
          createTime: null,
        },
      ])
      .execute();
    await db
      .insertInto('sysUserTenant')
      .values([
        { id: `ut71${id}`.slice(0, 32), userId: id, tenantId: 71 },
        { id: `ut72${id}`.slice(0, 32), userId: id, tenantId: 72 },
      ])
      .execute();
    const missing = await flow.api.post('/sys/phoneLogin', { mobile: phone });
    expect(missing.body.message).toBe('请输入手机验证码');
    const code = await requestCode(flow, phone, '0');
    const reply = await flow.api.post<{ tenantList: { id: number }[] }>('/sys/phoneLogin', {
      mobile: phone,
      captcha: code,
    });
    expect(reply.body.result.tenantList.map((t) => t.id)).toEqual([71, 72]);
  });
});

describe('SMS limits', () => {
  it('accepts a code until the end of its lifetime and refuses it one millisecond later', async () => {
    const clock = testClock();
    const ttl = 300_000;
    const short = await startFlowApp({ ...RELAXED_LIMITS, codeTtlMs: ttl }, {}, clock.now);
    try {
      const [onTime, late] = [nextPhone(), nextPhone()];
      const codes = [await requestCode(short, onTime, '1'), await requestCode(short, late, '1')];
      const register = (phone: string, smscode: string, username: string) =>
        short.api.post('/sys/user/register', { username, password: 'Good-pass-123', phone, smscode });
      clock.advance(ttl);
      expect((await register(onTime, codes[0]!, 'in_time_user')).body.success).toBe(true);
      clock.advance(1);
      const reply = await register(late, codes[1]!, 'expired_user');
      expect(reply.body.message).toBe('手机验证码已失效，请重新获取');
    } finally {
      await short.server.close();
    }
  });

  it('limits resends per phone, codes per phone and sends per IP', async () => {
    const limited = await startFlowApp({ perIp: 5, perPhone: 3, resendIntervalMs: 60_000 });
    try {
      const phone = nextPhone();
      expect((await limited.api.post('/sys/sms', { mobile: phone, smsmode: '1' })).body.success).toBe(true);
      const again = await limited.api.post('/sys/sms', { mobile: phone, smsmode: '1' });
      expect(again.body.message).toMatch(/^验证码已发送，请(60|59|58)秒后再试$/);
      // The interval is per purpose: a login code may follow a register code at once.
      const { db } = limited.server.app.services;
      const id = await createUser(db, { username: 'limited_user', password: 'Some-pass-123' });
      await db.updateTable('sysUser').set({ phone }).where('id', '=', id).execute();
      expect((await limited.api.post('/sys/sms', { mobile: phone, smsmode: '0' })).body.success).toBe(true);
      for (let i = 0; i < 2; i += 1) {
        expect((await limited.api.post('/sys/sms', { mobile: nextPhone(), smsmode: '1' })).body.success).toBe(
          true,
        );
      }
      const ipLimited = await limited.api.post('/sys/sms', { mobile: nextPhone(), smsmode: '1' });
      expect(ipLimited.body.message).toBe('短信接口请求太多，请稍后再试！');
      expect(limited.sms.sent).toHaveLength(4);
    } finally {
      await limited.server.close();
    }

    // The daily cap counts every purpose: a login, a forgotten-password and a bind code for one phone.
    const daily = await startFlowApp({ perIp: 100, perPhone: 2, resendIntervalMs: 60_000 });
    try {
      const phone = nextPhone();
      const { db } = daily.server.app.services;
      const id = await createUser(db, { username: 'daily_user', password: 'Some-pass-123' });
      await db.updateTable('sysUser').set({ phone }).where('id', '=', id).execute();
      for (const smsmode of ['0', '2']) {
        expect((await daily.api.post('/sys/sms', { mobile: phone, smsmode })).body.success).toBe(true);
      }
      const token = await daily.api.login('daily_user', 'Some-pass-123');
      const third = await daily.api.post('/sys/sms', { mobile: phone, smsmode: '3' }, { token });
      expect(third.body.message).toBe('该手机号获取验证码次数过多，请明天再试');
    } finally {
      await daily.server.close();
    }
  });

  it('refuses to send in production with the built-in log provider', async () => {
    const production = await startTestApp({ production: true });
    try {
      const reply = await new ApiClient(production).post('/sys/sms', { mobile: nextPhone(), smsmode: '1' });
      expect(reply.body).toMatchObject({
        success: false,
        code: 500,
        message: '短信服务未配置，无法发送验证码，请联系管理员',
      });
    } finally {
      await production.close();
    }
    const withGateway = await startFlowApp(undefined, { production: true });
    try {
      expect(await requestCode(withGateway, nextPhone(), '1')).toMatch(/^\d{6}$/);
    } finally {
      await withGateway.server.close();
    }
  });
});
