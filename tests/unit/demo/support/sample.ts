// One generated data set shared by the generator tests: a fixed seed and reference day, the
// first-start organisations and 2 000 enterprises (about 11 000 staff and 3 600 service lists).
import { createDemoContext } from '../../../../src/server/demo/context';
import type { DemoContext } from '../../../../src/server/demo/context';
import { generateEnterpriseBundles, generateServiceOrgs } from '../../../../src/server/demo/generator';
import type { EnterpriseBundle, ServiceOrgBundle } from '../../../../src/server/demo/rows';

export const SAMPLE_AS_OF = '2026-06-30';
export const SAMPLE_SEED = 7;
export const SAMPLE_ENTERPRISES = 2000;
export const SAMPLE_ORGS = 8;

export interface Sample {
  context: DemoContext;
  orgs: ServiceOrgBundle[];
  bundles: EnterpriseBundle[];
}

export function generateSample(
  options: { seed?: number; enterprises?: number; staffPerEnterprise?: readonly [number, number] } = {},
): Sample {
  const context = createDemoContext({
    seed: options.seed ?? SAMPLE_SEED,
    asOf: SAMPLE_AS_OF,
    ...(options.staffPerEnterprise ? { staffPerEnterprise: options.staffPerEnterprise } : {}),
  });
  const orgs = generateServiceOrgs(context, SAMPLE_ORGS);
  const bundles = [...generateEnterpriseBundles(context, 0, options.enterprises ?? SAMPLE_ENTERPRISES)];
  return { context, orgs, bundles };
}
