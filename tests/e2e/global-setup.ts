// Starts the built app and the real server once for the end-to-end files, on a fresh data
// directory with the captcha off, and adds the users the scenarios need.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database';
import { createUser } from '../api/helpers/fixtures';
import { ensureChromium } from '../../scripts/lib/browser';
import { startServer } from '../../scripts/lib/server-process';
import { E2E_USERS } from './users';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync('dist/client/index.html'))
    throw new Error('dist/client is missing: run `npm run build` before the e2e tests.');
  ensureChromium();
  const adminPassword = `E2e-${randomBytes(9).toString('base64url')}`;
  const server = await startServer({ env: { CAPTCHA: 'off', ADMIN_PASSWORD: adminPassword } });
  const database = openDatabase({ dataDir: server.dataDir });
  for (const user of Object.values(E2E_USERS)) await createUser(database.db, user);
  await database.close();
  project.provide('baseUrl', server.url);
  project.provide('adminPassword', adminPassword);
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`the server exited with code ${code} at shutdown:\n${server.output()}`);
  };
}
