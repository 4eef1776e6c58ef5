// An entity's time rules resolved with the registry: the deadline, flag and state fields, the states
// in which each rule applies, its operation, whom it notifies, the fields the job reads from a record
// that becomes overdue, and the index its statements need — (flag, state, deadline): every statement
// starts from one flag value, marking reads exactly the not-flagged rows of the applying states whose
// deadline has passed. tenant_id does not lead it: the job evaluates every tenant at once.
import type { EntityDefinition } from '../../../shared/schema-language/entity';
import type { TimeRuleDefinition } from '../../../shared/schema-language/time-rules';
import { TITLE_PLACEHOLDER, applyingStates } from '../../../shared/schema-language/time-rules';
import type { ResolvedLifecycle, ResolvedOperation } from '../behaviour';
import type { ResolvedField } from '../registry';

export interface ResolvedTimeRule {
  definition: TimeRuleDefinition;
  name: string;
  label: string;
  deadline: ResolvedField;
  flag: ResolvedField;
  /** The state field and the states in which the rule applies; null: every record (no life cycle). */
  states: { field: ResolvedField; values: readonly string[] } | null;
  operation: ResolvedOperation | null;
  notify: { fields: ResolvedField[]; title: string } | null;
  /** What the job reads from each record it marks overdue (id, tenant, state, deadline, notify and title fields). */
  returned: ResolvedField[];
  indexColumns: string[];
}

export function resolveTimeRules(
  definition: EntityDefinition,
  must: (key: string) => ResolvedField,
  lifecycle: ResolvedLifecycle | null,
  operations: readonly ResolvedOperation[],
): ResolvedTimeRule[] {
  return (definition.timeRules ?? []).map((rule) => {
    const deadline = must(rule.deadline);
    const flag = must(rule.flag);
    const values = applyingStates(definition, rule);
    const states = lifecycle && values ? { field: lifecycle.field, values } : null;
    const notify = rule.notify ? { fields: rule.notify.fields.map(must), title: rule.notify.title } : null;
    const titleFields = rule.notify
      ? [...rule.notify.title.matchAll(TITLE_PLACEHOLDER)].map((match) => must(match[1]!))
      : [];
    const returned = [
      must('id'),
      ...(definition.tenantScoped ? [must('tenantId')] : []),
      deadline,
      ...(states ? [states.field] : []),
      ...(notify?.fields ?? []),
      ...titleFields,
    ];
    return {
      definition: rule,
      name: rule.name,
      label: rule.label,
      deadline,
      flag,
      states,
      operation: rule.operation ? (operations.find((o) => o.name === rule.operation) ?? null) : null,
      notify,
      returned: [...new Set(returned)],
      indexColumns: [flag.column, ...(states ? [states.field.column] : []), deadline.column],
    };
  });
}
