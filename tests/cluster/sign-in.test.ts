// Signing in across the instances: a session, a captcha and a login lock made on one instance hold
// on the others (PostgreSQL and Redis, not any one process, keep them).
import { describe, expect, inject, it } from 'vitest';
import { API_PATHS } from '../../src/shared/api-paths';
import { call, instanceUrl, issueCaptcha, login, proxyUrl, signInAsAdmin } from './client';
import { CLUSTER_USERS } from './fixtures';

const [A, B, C] = [0, 1, 2].map(instanceUrl) as [string, string, string];

describe('a session', () => {
  it('made on one instance works on every other and through the proxy, and ends everywhere', async () => {
    const { token } = await signInAsAdmin(A);
    for (const base of [B, C, proxyUrl()]) {
      const reply = await call(base, 'GET', API_PATHS.userPermissions, { token });
      expect(reply.body.success, base).toBe(true);
    }
    const out = await call(B, 'POST', API_PATHS.logout, { token });
    expect(out.body.success).toBe(true);
    const after = await call(C, 'GET', API_PATHS.userPermissions, { token });
    expect(after.status).toBe(401);
  });
});

describe('a captcha', () => {
  const { username, password } = CLUSTER_USERS.locked;

  it('drawn on one instance signs in on another', async () => {
    const reply = await login(B, { username: 'admin', password: inject('adminPassword'), captchaFrom: A });
    expect(reply.body).toMatchObject({ success: true, code: 200 });
  });

  it('drawn on one instance is checked on another, and used up for all of them', async () => {
    const checkKey = await issueCaptcha(A);
    // "wrong", not "expired": B found the code A drew (codes have no 1, so the guess is wrong).
    const guess = await call(B, 'POST', API_PATHS.login, {
      body: { username, password, captcha: '1111', checkKey },
    });
    expect(guess.body.message).toBe('验证码错误');
    const again = await call(C, 'POST', API_PATHS.login, {
      body: { username, password, captcha: '1111', checkKey },
    });
    expect(again.body.message).toBe('验证码已失效，请点击图片刷新');
  });
});

describe('the login lock', () => {
  it('set by wrong passwords on one instance refuses the right password on the others', async () => {
    const { username, password } = CLUSTER_USERS.locked;
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await login(A, { username, password: `wrong-${attempt}` });
      answers.push(reply.body.message);
    }
    expect(answers.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `用户名或密码错误，还可尝试${n}次`));
    expect(answers[4]).toMatch(/^登录失败次数过多，账号已锁定/);
    for (const base of [B, C, proxyUrl()]) {
      const reply = await login(base, { username, password });
      expect(reply.body.success, base).toBe(false);
      expect(reply.body.message, base).toMatch(/^登录失败次数过多，账号已锁定，请10分钟后再试$/);
    }
  });
});
