// The built-in log provider and loading a gateway module named by SMS_PROVIDER.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadSmsProvider, logSmsProvider } from '../../../src/server/sms/sms-provider';

const dir = mkdtempSync(path.join(os.tmpdir(), 'anze-sms-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SMS providers', () => {
  it('the log provider writes the code to the server log', async () => {
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    await logSmsProvider.send({ phone: '13800000000', code: '123456', mode: '0', validMinutes: 10 }, log);
    expect(JSON.stringify(lines)).toContain('123456');
    expect(logSmsProvider.logOnly).toBe(true);
    expect(await loadSmsProvider(undefined)).toBe(logSmsProvider);
  });

  it('loads a provider module by path and refuses a module without a factory', async () => {
    const good = path.join(dir, 'gateway.mjs');
    writeFileSync(good, "export default (env) => ({ name: 'gw:' + env.GW_NAME, async send() {} });\n");
    const provider = await loadSmsProvider(good, { GW_NAME: 'x' });
    expect(provider.name).toBe('gw:x');
    expect(provider.logOnly).toBeUndefined();

    const bad = path.join(dir, 'bad.mjs');
    writeFileSync(bad, 'export const nothing = 1;\n');
    await expect(loadSmsProvider(bad)).rejects.toThrow(/must export a provider factory/);
  });
});
