// The people of one enterprise's service cycle: who acts for the enterprise (its demo account's
// person, else its safety manager, else its principal), and the engineers of its service
// organisation, from whom each visit's leader and members are drawn — usually the engineer who
// looks after the enterprise.
import type { DemoContext, ExpertRef } from './context';
import { LEADER_IS_RESPONSIBLE_SHARE, MEMBER_SHARE } from './cycle-distributions';
import type { EnterpriseDraft } from './enterprises';
import { personOperator } from './operators';
import type { Operator } from './operators';
import type { Random } from './random';
import type { EnterpriseStaffRow } from './rows';

export interface CycleTeam {
  /** Rectifies hazards, confirms appointments, asks for extensions. */
  enterprise: Operator;
  enterprisePhone: string;
  engineers: readonly ExpertRef[];
  responsible: ExpertRef | null;
}

export interface VisitTeam {
  leader: ExpertRef;
  members: ExpertRef[];
}

export function expertOperator(context: DemoContext, expert: ExpertRef): Operator {
  const account = expert.userName === null ? undefined : context.accounts.get(expert.userName);
  return personOperator('expert', expert.id, expert.name, account);
}

function enterprisePerson(draft: EnterpriseDraft, staff: readonly EnterpriseStaffRow[]): EnterpriseStaffRow {
  const byType = (type: string) => staff.find((s) => s.staffType === type);
  const contact = draft.account ? staff.find((s) => s.mobile === draft.contact.mobile) : undefined;
  return contact ?? byType('2') ?? byType('1') ?? staff[0]!;
}

export function cycleTeam(
  context: DemoContext,
  draft: EnterpriseDraft,
  staff: readonly EnterpriseStaffRow[],
): CycleTeam {
  const person = enterprisePerson(draft, staff);
  const account = draft.account ? context.accounts.get(draft.account.username) : undefined;
  return {
    enterprise: personOperator('enterprise', person.id, person.name, account),
    enterprisePhone: person.mobile,
    engineers: draft.org?.experts.filter((e) => e.assignable) ?? [],
    responsible: draft.responsible,
  };
}

/** The leader (mostly the responsible engineer) and, sometimes, one member; null without engineers. */
export function drawVisitTeam(random: Random, team: CycleTeam): VisitTeam | null {
  const { engineers, responsible } = team;
  if (engineers.length === 0) return null;
  const leader =
    responsible && random.chance(LEADER_IS_RESPONSIBLE_SHARE) ? responsible : random.pick(engineers);
  const others = engineers.filter((e) => e !== leader);
  const members = others.length > 0 && random.chance(MEMBER_SHARE) ? [random.pick(others)] : [];
  return { leader, members };
}
