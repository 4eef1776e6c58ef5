// The part of every report that does not depend on its source (shared COMMON_CATALOGUE): the report
// date, the enterprise's profile, its service organisation and its policy (the latest in force).
// Read for many enterprises at once.
import { formatDate } from '../../../shared/date-format';
import { POLICY_STATUS } from '../../business/policy-status';
import type { Row, RowReader } from './report-rows';
import { dateOf, groupBy, shown } from './report-rows';

/** nl_policy_status of a policy in force: 有效 and 即将到期 (kept by the dates: policyStatusByDates). */
const IN_FORCE: ReadonlySet<unknown> = new Set([POLICY_STATUS.valid, POLICY_STATUS.expiring]);

/** The latest valid policy of each enterprise (the last ending, else the last of any state). */
function policyOf(policies: readonly Row[]): Row | undefined {
  const byEnd = [...policies].sort((a, b) => String(b.endDate ?? '').localeCompare(String(a.endDate ?? '')));
  return byEnd.find((p) => IN_FORCE.has(p.policyStatus)) ?? byEnd[0];
}

/** The common values of each enterprise's reports, by enterprise id. */
export async function enterpriseProfiles(
  reader: RowReader,
  enterpriseIds: readonly string[],
  now: Date,
): Promise<Map<string, Record<string, unknown>>> {
  const [enterprises, policies] = await Promise.all([
    reader.rowsWhere('enterprise', 'id', enterpriseIds),
    reader.rowsWhere('policy', 'enterpriseId', enterpriseIds),
  ]);
  const orgs = await reader.rowsWhere(
    'serviceOrg',
    'id',
    enterprises.map((e) => String(e.serviceOrgId ?? '')).filter(Boolean),
  );
  const orgById = new Map(orgs.map((o) => [String(o.id), o]));
  const enterpriseById = new Map(enterprises.map((e) => [String(e.id), e]));
  const policiesOf = groupBy(policies, 'enterpriseId');
  const profiles = new Map<string, Record<string, unknown>>();
  for (const id of new Set(enterpriseIds)) {
    const enterprise = enterpriseById.get(id);
    const policy = policyOf(policiesOf.get(id) ?? []);
    profiles.set(id, {
      reportDate: formatDate(now),
      serviceOrgName: shown(orgById.get(String(enterprise?.serviceOrgId ?? '')), 'orgName'),
      enterpriseName: shown(enterprise, 'enterpriseName'),
      creditCode: shown(enterprise, 'creditCode'),
      enterpriseAddress: shown(enterprise, 'address'),
      legalPerson: shown(enterprise, 'legalPerson'),
      principalName: shown(enterprise, 'principalName'),
      principalPhone: shown(enterprise, 'principalPhone'),
      industryName: shown(enterprise, 'industryCode'),
      highRiskSector: shown(enterprise, 'highRiskSector'),
      enterpriseScale: shown(enterprise, 'enterpriseScale'),
      employeeCount: shown(enterprise, 'employeeCount'),
      riskLevel: shown(enterprise, 'riskLevel'),
      enterpriseRiskLevel: shown(enterprise, 'riskLevel'),
      policyNo: shown(policy, 'policyNo'),
      insurerName: shown(policy, 'insurerName'),
      policyStartDate: dateOf(policy?.startDate),
      policyEndDate: dateOf(policy?.endDate),
      insuredPersonCount: shown(policy, 'insuredPersonCount'),
    });
  }
  return profiles;
}
