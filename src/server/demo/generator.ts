// The pure demo-data generator: same seed, reference day and options → the same rows, byte for
// byte. Every enterprise draws from its own streams (enterprise, staff, service lists), derived from
// the seed and its index, so enterprise i does not change when the staff range changes, and rows
// can be produced one enterprise at a time without holding the others.
import type { DemoContext } from './context';
import { edgeCaseOf } from './edge-cases';
import { generateEnterprise } from './enterprises';
import { deriveSeed, Random } from './random';
import type { EnterpriseBundle, ServiceOrgBundle } from './rows';
import { generateServiceLists } from './service-lists';
import { generateServiceOrg } from './service-orgs';
import { generateStaff } from './staff';

/** Service organisations 0…count-1 with their experts; enterprises generated later are assigned to them. */
export function generateServiceOrgs(context: DemoContext, count: number): ServiceOrgBundle[] {
  const bundles: ServiceOrgBundle[] = [];
  for (let index = 0; index < count; index++) {
    const bundle = generateServiceOrg(context, index);
    context.serviceOrgs.push({ id: bundle.org.id, districtCode: bundle.org.districtCode });
    bundles.push(bundle);
  }
  return bundles;
}

export function generateEnterpriseBundle(context: DemoContext, index: number): EnterpriseBundle {
  const edge = edgeCaseOf(index);
  const draft = generateEnterprise(new Random(deriveSeed(context.seed, 'enterprise', index)), context, edge);
  return {
    enterprise: draft.row,
    staff: generateStaff(new Random(deriveSeed(context.seed, 'staff', index)), context, draft, edge),
    services: generateServiceLists(
      new Random(deriveSeed(context.seed, 'services', index)),
      context,
      draft,
      edge,
    ),
  };
}

/** Enterprises firstIndex…firstIndex+count-1, one bundle at a time. */
export function* generateEnterpriseBundles(
  context: DemoContext,
  firstIndex: number,
  count: number,
): Generator<EnterpriseBundle> {
  for (let index = firstIndex; index < firstIndex + count; index++) {
    yield generateEnterpriseBundle(context, index);
  }
}
