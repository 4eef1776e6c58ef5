// An enterprise's service cycle: a task for every visit its service lists plan, played through
// (visits.ts), and perhaps a deep service after a major hazard or for red risk (deep-services.ts).
// The service list's derived counts (services done, last service, hazards total / closed / open)
// are then whatever these records say; the time rules' overdue flags are set as of the reference day. The edge case "服务计划未执行" gets tasks that never run.
import type { DemoContext } from './context';
import { TASK_FATES } from './cycle-distributions';
import type { TaskFate } from './cycle-distributions';
import { emptyServiceCycle } from './cycle-rows';
import type { ServiceCycle } from './cycle-rows';
import { cycleTeam } from './cycle-team';
import { generateDeepService } from './deep-services';
import type { EdgeCase } from './edge-cases';
import type { EnterpriseDraft } from './enterprises';
import { Numbering } from './numbering';
import type { Random } from './random';
import type { EnterpriseServiceRow, EnterpriseStaffRow } from './rows';
import { flagOverdue } from './time-flags';
import { planVisits } from './visit-plan';
import { playVisit } from './visits';

const NEVER_RUN: readonly (readonly [TaskFate, number])[] = [
  ['stall', 80],
  ['cancel', 20],
];

export function generateServiceCycle(
  random: Random,
  context: DemoContext,
  draft: EnterpriseDraft,
  staff: readonly EnterpriseStaffRow[],
  services: readonly EnterpriseServiceRow[],
  index: number,
  edge: EdgeCase | null,
): ServiceCycle {
  const cycle = emptyServiceCycle();
  const team = cycleTeam(context, draft, staff);
  const numbers = new Numbering(index);
  const setting = { draft, team, numbers, cycle };
  let firstMajor: number | null = null;
  for (const visit of planVisits(random, draft, services)) {
    const fate = random.weighted(edge === 'noServiceDone' ? NEVER_RUN : TASK_FATES);
    const major = playVisit(random, context, setting, visit, fate);
    firstMajor ??= major;
  }
  generateDeepService(random, context, draft, team, firstMajor, numbers, cycle, edge === 'majorHazardSource');
  flagOverdue(cycle, context.asOf);
  return cycle;
}
