// A client of the running cluster: requests to the proxy or to one chosen instance, sign-in with the
// real captcha, and notification sockets.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { API_PATHS, DEFAULT_API_PREFIX } from '../../src/shared/api-paths';
import type { ApiResult, LoginResult } from '../../src/shared/api-types';

export const proxyUrl = () => inject('proxyUrl');
/** Instance 0, 1 or 2, bypassing the proxy. */
export const instanceUrl = (index: number) => inject('instanceUrls')[index]!;

export const apiUrl = (base: string, path: string) => `${base}${DEFAULT_API_PREFIX}${path}`;

/** A GET answered as is (files, downloads). */
export const fetchWithToken = (base: string, path: string, token: string) =>
  fetch(apiUrl(base, path), { headers: { 'X-Access-Token': token } });

export interface Reply<T> {
  status: number;
  headers: Headers;
  body: ApiResult<T>;
}

export interface CallOptions {
  token?: string;
  /** JSON body. */
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** A request to the API under `base` (the proxy or an instance); answers the parsed envelope. */
export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const response = await fetch(apiUrl(base, path), {
    method,
    headers: {
      ...(options.token ? { 'X-Access-Token': options.token } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.form ?? (options.body === undefined ? null : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as ApiResult<T> };
}

/** Asks `base` for a captcha under a fresh key; answers the key. */
export async function issueCaptcha(base: string): Promise<string> {
  const key = `c${Math.random().toString(36).slice(2, 12)}`;
  const reply = await call(base, 'GET', API_PATHS.randomImage.replace(':key', key));
  if (!reply.body.success) throw new Error(`captcha refused: ${reply.body.message}`);
  return key;
}

/** The code tests sign in with, as the API tests' TEST_CAPTCHA. */
const KNOWN_CAPTCHA = 'K7M3';

/**
 * Puts the known code in place of the one the instance drew under `key`, the image being unreadable
 * here (the API tests choose the drawn text instead; these servers are real processes). The store
 * keeps only the SHA-256 of the lower-cased code, in Redis: finding the entry there proves the
 * instance that drew it did not keep it to itself.
 */
export async function knownCaptcha(key: string): Promise<string> {
  const redis = new Redis(inject('redisUrl'));
  try {
    const stored = `${inject('redisPrefix')}captcha:${key}`;
    const ttl = await redis.pttl(stored);
    if (ttl <= 0) throw new Error(`no captcha under ${key} in Redis`);
    const digest = createHash('sha256').update(KNOWN_CAPTCHA.toLowerCase()).digest('hex');
    await redis.set(stored, digest, 'PX', ttl);
    return KNOWN_CAPTCHA;
  } finally {
    await redis.quit();
  }
}

export interface LoginFields {
  username: string;
  password: string;
  /** Instance (or proxy) that draws the captcha; default the one signed in on. */
  captchaFrom?: string;
}

/** POST /sys/login on `base` with a captcha drawn by `captchaFrom`, answered as the server sends it. */
export async function login(base: string, fields: LoginFields): Promise<Reply<LoginResult>> {
  const checkKey = await issueCaptcha(fields.captchaFrom ?? base);
  const captcha = await knownCaptcha(checkKey);
  const { username, password } = fields;
  return call<LoginResult>(base, 'POST', API_PATHS.login, {
    body: { username, password, captcha, checkKey },
  });
}

/** Signs in and answers the token and user id; fails the test otherwise. */
export async function signIn(base: string, fields: LoginFields): Promise<{ token: string; userId: string }> {
  const reply = await login(base, fields);
  if (!reply.body.success) throw new Error(`sign-in of ${fields.username} failed: ${reply.body.message}`);
  return { token: reply.body.result.token, userId: reply.body.result.userInfo.id };
}

export const signInAsAdmin = (base: string) =>
  signIn(base, { username: 'admin', password: inject('adminPassword') });

export interface NoticeSocket {
  /** Resolves with the first message matching, or fails after the timeout. */
  waitFor(match: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

/** The notification socket of the user, opened as the browser does (token as sub-protocol). */
export async function openNoticeSocket(base: string, userId: string, token: string): Promise<NoticeSocket> {
  const url = `${base.replace(/^http/, 'ws')}${DEFAULT_API_PREFIX}/websocket/${userId}`;
  const socket = new WebSocket(url, [token]);
  const received: Record<string, unknown>[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data: WebSocket.RawData) => {
    received.push(JSON.parse(String(data as Buffer)) as Record<string, unknown>);
    for (const listener of listeners) listener();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    waitFor: (match, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no matching socket message within ${timeoutMs} ms: ${JSON.stringify(received)}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    close: () => socket.close(),
  };
}
