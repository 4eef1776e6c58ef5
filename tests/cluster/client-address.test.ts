// Which client address the instances record: behind nginx the user's own (TRUST_PROXY names the
// proxy), never one the client wrote into X-Forwarded-For, whether through the proxy or directly.
import { request } from 'node:http';
import { expect, it } from 'vitest';
import { API_PATHS } from '../../src/shared/api-paths';
import type { PageResult } from '../../src/shared/api-types';
import { apiUrl, call, instanceUrl, issueCaptcha, knownCaptcha, proxyUrl, signInAsAdmin } from './client';

/** A loopback address other than the proxy's 127.0.0.1, so the two can be told apart. */
const USER_ADDRESS = '127.0.0.5';
const FORGED = '203.0.113.9';

/** A failed sign-in of `username` sent from USER_ADDRESS with a forged X-Forwarded-For. */
async function failSignInFrom(base: string, username: string): Promise<string> {
  const checkKey = await issueCaptcha(base);
  const body = JSON.stringify({
    username,
    password: 'wrong',
    captcha: await knownCaptcha(checkKey),
    checkKey,
  });
  return new Promise((resolve, reject) => {
    const sent = request(
      apiUrl(base, API_PATHS.login),
      {
        method: 'POST',
        localAddress: USER_ADDRESS,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': FORGED },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk));
        response.on('end', () => resolve((JSON.parse(text) as { message: string }).message));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

it.each([
  ['through nginx', proxyUrl],
  ['straight to an instance', () => instanceUrl(1)],
])('a sign-in sent %s is logged with the address it came from', async (_, base) => {
  const username = `addr-${Math.random().toString(36).slice(2, 10)}`;
  expect(await failSignInFrom(base(), username)).toMatch(/^用户名或密码错误/);
  const { token } = await signInAsAdmin(instanceUrl(0));
  const log = await call<PageResult<{ username: string; ip: string }>>(
    instanceUrl(0),
    'GET',
    `/sys/log/list?logType=1&username=${username}`,
    { token },
  );
  expect(log.body.result.records.map((row) => row.ip)).toEqual([USER_ADDRESS]);
});
