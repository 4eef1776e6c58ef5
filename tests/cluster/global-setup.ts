// Starts one three-instance cluster behind nginx for every cluster test file, through the code
// `npm run cluster` runs, on a fresh PostgreSQL database, its own Redis key prefix and a fresh
// shared DATA_DIR; all three are removed afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database';
import { createUser } from '../api/helpers/fixtures';
import { startCluster } from '../../scripts/cluster/cluster';
import { createScratchDatabase } from '../../scripts/lib/scratch-database';
import { CLUSTER_USERS, EXPORT_ROW_CAP } from './fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    proxyUrl: string;
    instanceUrls: string[];
    instancePids: number[];
    adminPassword: string;
    redisUrl: string;
    redisPrefix: string;
  }
}

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`the cluster tests need ${name} (see .ci/run)`);
  return value;
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = required('TEST_DATABASE_URL');
  const redisUrl = required('TEST_REDIS_URL');
  const id = `anze_cluster_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const redisPrefix = `anze-test:${id}:`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anze-cluster-'));
  const adminPassword = `Clu-${randomBytes(9).toString('base64url')}`;
  const scratch = await createScratchDatabase(adminUrl, id);
  const databaseUrl = scratch.url;

  const removeAll = async () => {
    await scratch.drop();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const t0 = Date.now();
  const cluster = await startCluster({
    instances: 3,
    port: 0,
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      DEMO_DATA: 'off',
      FIGURE_WARM_UP: 'off',
      EXPORT_ROW_CAP: String(EXPORT_ROW_CAP),
      LOG_LEVEL: 'warn',
    },
  }).catch(async (error: unknown) => {
    await removeAll();
    throw error;
  });
  console.log(`cluster: 3 instances behind nginx ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const database = openDatabase({ databaseUrl, dataDir });
  for (const user of Object.values(CLUSTER_USERS)) await createUser(database.db, user);
  await database.close();

  project.provide('proxyUrl', cluster.url);
  project.provide(
    'instanceUrls',
    cluster.instances.map((instance) => instance.url),
  );
  project.provide(
    'instancePids',
    cluster.instances.map((instance) => instance.pid),
  );
  project.provide('adminPassword', adminPassword);
  project.provide('redisUrl', redisUrl);
  project.provide('redisPrefix', redisPrefix);

  return async () => {
    const codes = await cluster.stop();
    await removeAll();
    if (codes.some((code) => code !== 0))
      throw new Error(
        `an instance exited with ${codes.join(', ')} at shutdown:\n` +
          cluster.instances.map((instance) => instance.output()).join('\n'),
      );
  };
}
