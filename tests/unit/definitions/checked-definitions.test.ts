// A start remembers the definition files that passed their meta-schemas; a later start with the same
// files skips that check, and one with a changed file checks it again and refuses it when broken.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUSINESS_HOOKS } from '../../../src/server/business';
import { loadDefinitions } from '../../../src/server/definitions';
import { CHECKED_DEFINITIONS_FILE } from '../../../src/server/definitions/checked-definitions';
import { DefinitionError } from '../../../src/shared/schema-language/validate';

const root = mkdtempSync(path.join(os.tmpdir(), 'anze-checked-'));
const schemasDir = path.join(root, 'schemas');
const dataDir = path.join(root, 'data');
cpSync(path.resolve('schemas'), schemasDir, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('definition files checked at an earlier start', () => {
  it('are remembered by a fingerprint in the data directory, and read the same way again', () => {
    const first = loadDefinitions(schemasDir, BUSINESS_HOOKS, dataDir);
    const mark = readFileSync(path.join(dataDir, CHECKED_DEFINITIONS_FILE), 'utf8');
    expect(mark).toMatch(/^[0-9a-f]{64}$/);
    expect(loadDefinitions(schemasDir, BUSINESS_HOOKS, dataDir)).toEqual(first);
    // Compiling the meta-schemas takes seconds on a busy 2-core machine.
  }, 60_000);

  it('are checked again when a file changed, and a broken one is refused', () => {
    const menus = path.join(schemasDir, 'menus.json');
    const file = JSON.parse(readFileSync(menus, 'utf8')) as Record<string, unknown>;
    writeFileSync(menus, JSON.stringify({ ...file, unknownProperty: true }));
    expect(() => loadDefinitions(schemasDir, BUSINESS_HOOKS, dataDir)).toThrow(DefinitionError);
    expect(() => loadDefinitions(schemasDir, BUSINESS_HOOKS, dataDir)).toThrow(
      /unknown property "unknownProperty"/,
    );
  });
});
