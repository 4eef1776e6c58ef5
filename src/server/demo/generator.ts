// The pure demo-data generator: same seed, reference day, options and accounts → the same rows,
// byte for byte. Every enterprise draws from its own streams (enterprise, staff, policies, service
// lists, service cycle), derived from the seed and its index, so enterprise i does not change when
// the count or the staff range changes, and rows can be produced one enterprise at a time without
// holding the others.
import type { DemoContext } from './context';
import { emptyServiceCycle } from './cycle-rows';
import { edgeCaseOf } from './edge-cases';
import { generateEnterprise } from './enterprises';
import { generatePolicies } from './policies';
import { deriveSeed, Random } from './random';
import type { EnterpriseBundle, ServiceOrgBundle } from './rows';
import { generateSafetyWork } from './safety-work';
import { generateServiceCycle } from './service-cycle';
import { generateServiceLists } from './service-lists';
import { generateServiceOrg, isAssignable } from './service-orgs';
import { generateStaff } from './staff';
import { emptySafetyWork } from './work-rows';

/** Service organisations 0…count-1 with their experts; enterprises generated later are assigned to them. */
export function generateServiceOrgs(context: DemoContext, count: number): ServiceOrgBundle[] {
  const bundles: ServiceOrgBundle[] = [];
  for (let index = 0; index < count; index++) {
    const bundle = generateServiceOrg(context, index);
    context.serviceOrgs.push({
      id: bundle.org.id,
      districtCode: bundle.org.districtCode,
      address: bundle.org.address,
      longitude: bundle.org.longitude,
      latitude: bundle.org.latitude,
      experts: bundle.experts.map((e) => ({
        id: e.id,
        name: e.name,
        userName: e.userName,
        assignable: isAssignable(e),
      })),
    });
    bundles.push(bundle);
  }
  return bundles;
}

/**
 * Enterprise `index` with everything that belongs to it; without the service cycle and the other
 * safety work when `serviceCycle` is false (their own streams, so the enterprise, staff, policies
 * and lists stay the same).
 */
export function generateEnterpriseBundle(
  context: DemoContext,
  index: number,
  serviceCycle = true,
): EnterpriseBundle {
  const edge = edgeCaseOf(index);
  const stream = (name: string) => new Random(deriveSeed(context.seed, name, index));
  const draft = generateEnterprise(stream('enterprise'), context, edge, index);
  const staff = generateStaff(stream('staff'), context, draft, edge);
  const services = generateServiceLists(stream('services'), context, draft);
  const policies = generatePolicies(stream('policies'), context, draft, index);
  if (!serviceCycle)
    return { enterprise: draft.row, staff, policies, services, ...emptyServiceCycle(), ...emptySafetyWork() };
  const cycle = generateServiceCycle(stream('cycle'), context, draft, staff, services, index, edge);
  const work = generateSafetyWork(context, draft, staff, cycle, index);
  return { enterprise: draft.row, staff, policies, services, ...cycle, ...work };
}

/** Enterprises firstIndex…firstIndex+count-1, one bundle at a time. */
export function* generateEnterpriseBundles(
  context: DemoContext,
  firstIndex: number,
  count: number,
  serviceCycle = true,
): Generator<EnterpriseBundle> {
  for (let index = firstIndex; index < firstIndex + count; index++) {
    yield generateEnterpriseBundle(context, index, serviceCycle);
  }
}
