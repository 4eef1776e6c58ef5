// Signing in as a browser does, captcha included: the instance draws a captcha under a fresh key and
// keeps only the SHA-256 of its lower-cased text in Redis; the image being unreadable here, the soak
// puts the digest of a known code under the same key (as the cluster tests do) and answers it.
import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { API_PATHS } from '../../../src/shared/api-paths';
import type { LoginResult } from '../../../src/shared/api-types';
import type { SoakClient } from './client';

const KNOWN_CAPTCHA = 'K7M3';
const KNOWN_DIGEST = createHash('sha256').update(KNOWN_CAPTCHA.toLowerCase()).digest('hex');

export interface CaptchaStore {
  redisUrl: string;
  /** The instances' REDIS_PREFIX. */
  redisPrefix: string;
}

export interface SignIn {
  as(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export function signInWith(client: SoakClient, store: CaptchaStore): SignIn {
  const redis = new Redis(store.redisUrl);
  return {
    async as(username, password) {
      const checkKey = `soak${randomBytes(6).toString('hex')}`;
      const drawn = await client.json('setup.signIn', 'GET', API_PATHS.randomImage.replace(':key', checkKey));
      if (drawn === null) throw new Error(`no captcha drawn for ${username}`);
      const stored = `${store.redisPrefix}captcha:${checkKey}`;
      const ttl = await redis.pttl(stored);
      if (ttl <= 0) throw new Error(`no captcha under ${stored} in Redis: is --redis-prefix right?`);
      await redis.set(stored, KNOWN_DIGEST, 'PX', ttl);
      const body = { username, password, captcha: KNOWN_CAPTCHA, checkKey };
      const result = await client.json<LoginResult>('setup.signIn', 'POST', API_PATHS.login, { body });
      if (result === null) throw new Error(`sign-in of ${username} failed (see the errors)`);
      return result.token;
    },
    close: async () => {
      await redis.quit();
    },
  };
}
