// Starts the real server on port 0 against a fresh database: a temporary SQLite file, or — in the
// api-postgres project — a fresh PostgreSQL schema (and Redis, when TEST_REDIS_URL is set).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { BuildOptions } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { AppConfig } from '../../../src/server/config';

export const TEST_CAPTCHA = 'K7M3';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  config: AppConfig;
  adminPassword: string;
  close(): Promise<void>;
}

export const usesPostgres = () => process.env.ANZE_TEST_DATABASE === 'postgres';

/** A unique, valid identifier for this run (PostgreSQL schema, Redis prefix). */
const runId = () => `t${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

export interface TestDatabase {
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'pgSchema' | 'redisUrl' | 'redisPrefix'>;
  drop(): Promise<void>;
}

/** A fresh, empty database (and store) for one test app. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const id = runId();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anze-test-'));
  if (!usesPostgres()) {
    return {
      config: {
        dataDir,
        databaseUrl: undefined,
        pgSchema: undefined,
        redisUrl: undefined,
        redisPrefix: `${id}:`,
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('The api-postgres project needs TEST_DATABASE_URL (see .ci/run)');
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema "${id}"`);
  await admin.end();
  const redisUrl = process.env.TEST_REDIS_URL || undefined;
  return {
    config: { dataDir, databaseUrl, pgSchema: id, redisUrl, redisPrefix: `anze-test:${id}:` },
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema "${id}" cascade`);
      await client.end();
      if (redisUrl) {
        const redis = new Redis(redisUrl);
        const keys = await redis.keys(`anze-test:${id}:*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions & { database?: TestDatabase } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const adminPassword = `Adm-${randomBytes(9).toString('base64url')}`;
  const config: AppConfig = {
    ...loadConfig({}),
    ...database.config,
    port: 0,
    clientDir: undefined,
    logLevel: 'silent',
    adminPassword,
    demoData: false,
    // Test servers count what their tests ask for, nothing in the background.
    figureWarmUp: false,
    ...overrides,
  };
  const app = await buildApp(config, { generateCaptchaText: () => TEST_CAPTCHA, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    config,
    adminPassword,
    async close() {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}
