// One generated data set shared by the generator tests: a fixed seed and reference day, the
// first-start organisations and 2 000 enterprises (about 11 000 staff, 3 600 service lists, 6 800
// tasks and 20 000 hidden dangers) with the platform's own operation — its report templates the
// built-in ones of the real definitions, numbered from 1 — with the system demo's accounts present,
// as on a first start.
import { createDemoContext } from '../../../../src/server/demo/context';
import type { DemoContext } from '../../../../src/server/demo/context';
import { generateEnterpriseBundles, generateServiceOrgs } from '../../../../src/server/demo/generator';
import { ACCOUNT_USERNAMES } from '../../../../src/server/demo/operators';
import type { AccountRef } from '../../../../src/server/demo/operators';
import { generatePlatformData } from '../../../../src/server/demo/platform-operation';
import type { PlatformData } from '../../../../src/server/demo/platform-rows';
import { PushSources } from '../../../../src/server/demo/push-sources';
import { builtinTemplateFiles } from '../../../../src/server/demo/report-template-files';
import type { TemplateUploads } from '../../../../src/server/demo/report-templates';
import type { EnterpriseBundle, ServiceOrgBundle } from '../../../../src/server/demo/rows';
import { DEMO_USERS } from '../../../../src/server/demo/system-demo-data';
import { definitions } from './definitions';

export const SAMPLE_AS_OF = '2026-06-30';
export const SAMPLE_SEED = 7;
export const SAMPLE_ENTERPRISES = 2000;
export const SAMPLE_ORGS = 8;

/** The demo accounts as a database would answer them (ids made up). */
export const SAMPLE_ACCOUNTS: ReadonlyMap<string, AccountRef> = new Map(
  ACCOUNT_USERNAMES.map((username, index) => [
    username,
    {
      id: `acc${String(index).padStart(29, '0')}`,
      username,
      realname: DEMO_USERS.find((user) => user.username === username)?.realname ?? '管理员',
    },
  ]),
);

/** The built-in templates as a first start uploads them (the template counter at 0). */
export const SAMPLE_TEMPLATES: TemplateUploads = {
  files: await builtinTemplateFiles(definitions.entities),
  firstSerial: 1,
};

export interface Sample {
  context: DemoContext;
  orgs: ServiceOrgBundle[];
  bundles: EnterpriseBundle[];
  /** The platform's own operation, generated after the enterprises as a run does. */
  platform: PlatformData;
}

export function generateSample(
  options: {
    seed?: number;
    enterprises?: number;
    staffPerEnterprise?: readonly [number, number];
    accounts?: ReadonlyMap<string, AccountRef>;
    serviceCycle?: boolean;
  } = {},
): Sample {
  const context = createDemoContext({
    seed: options.seed ?? SAMPLE_SEED,
    asOf: SAMPLE_AS_OF,
    accounts: options.accounts ?? SAMPLE_ACCOUNTS,
    ...(options.staffPerEnterprise ? { staffPerEnterprise: options.staffPerEnterprise } : {}),
  });
  const orgs = generateServiceOrgs(context, SAMPLE_ORGS);
  const bundles = [
    ...generateEnterpriseBundles(
      context,
      0,
      options.enterprises ?? SAMPLE_ENTERPRISES,
      options.serviceCycle ?? true,
    ),
  ];
  const sources = new PushSources(context);
  for (const bundle of bundles) sources.add(bundle);
  const platform = generatePlatformData(context, sources, undefined, SAMPLE_TEMPLATES);
  return { context, orgs, bundles, platform };
}
