// Every entity an enterprise user reads only for their own enterprise (the ownEnterprise data rule)
// is read by an engineer only for the enterprises or tasks they serve: 企业服务清单 had the first rule
// without the second, and every engineer read every enterprise's service lists.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUSINESS_HOOKS } from '../../../src/server/business';
import { loadDefinitions } from '../../../src/server/definitions';

/** The data rules that limit an engineer (风控工程师) to the work they serve. */
const ENGINEER_RULES = new Set(['assignedEnterprise', 'assignedTask', 'ownExpert']);

describe('enterprise-scoped entities', () => {
  it('limit engineers wherever they limit enterprise users', () => {
    const { entities } = loadDefinitions(path.resolve('schemas'), BUSINESS_HOOKS);
    const scoped = entities.filter((e) => e.dataRules?.some((rule) => rule.hook === 'ownEnterprise'));
    expect(scoped.length).toBeGreaterThan(10);
    const unlimited = scoped
      .filter((e) => !e.dataRules!.some((rule) => ENGINEER_RULES.has(rule.hook)))
      .map((e) => e.name);
    expect(unlimited).toEqual([]);
  });
});
