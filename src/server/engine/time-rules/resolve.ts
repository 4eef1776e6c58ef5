// An entity's time rules resolved with the registry: the deadline, flag and state fields, the states
// in which each rule applies, its operation, whom it notifies (a path leads through its field's table
// dictionary to the referenced entity's username field), the fields the job reads from a record
// that becomes overdue, and the index its statements need — (flag, state, deadline): every statement
// starts from one flag value, marking reads exactly the not-flagged rows of the applying states whose
// deadline has passed. tenant_id does not lead it: the job evaluates every tenant at once.
import type { TimeRuleDefinition } from '../../../shared/schema-language/time-rules';
import { TITLE_PLACEHOLDER, applyingStates, notifyPath } from '../../../shared/schema-language/time-rules';
import type { ResolvedOperation } from '../behaviour';
import type { ResolvedEntity, ResolvedField } from '../registry';

/** Whom one notify entry names: usernames in the record's field, or in the rows its ids name. */
export interface NotifyRecipients {
  field: ResolvedField;
  /** A path: the referenced entity, the field the ids match and the one holding usernames. */
  via: { entity: ResolvedEntity; value: ResolvedField; username: ResolvedField } | null;
}

export interface ResolvedTimeRule {
  definition: TimeRuleDefinition;
  name: string;
  label: string;
  deadline: ResolvedField;
  flag: ResolvedField;
  /** The state field and the states in which the rule applies; null: every record (no life cycle). */
  states: { field: ResolvedField; values: readonly string[] } | null;
  /** States outside the rule in which a record keeps its flag (a late completion stays overdue). */
  keptIn: readonly string[];
  operation: ResolvedOperation | null;
  notify: { recipients: NotifyRecipients[]; title: string } | null;
  /** What the job reads from each record it marks overdue (id, tenant, state, deadline, notify and title fields). */
  returned: ResolvedField[];
  indexColumns: string[];
}

/** Resolved once every entity is (a path names another entity's fields). */
export function resolveTimeRules(
  entity: ResolvedEntity,
  entityNamed: (name: string) => ResolvedEntity,
): ResolvedTimeRule[] {
  const { definition, lifecycle, operations } = entity;
  const must = (on: ResolvedEntity, key: string) => {
    const found = on.field(key);
    // The definition checks have refused unknown fields; a miss here is a programming error.
    if (!found) throw new Error(`entity "${on.name}" has no field "${key}"`);
    return found;
  };
  const recipientsOf = (entry: string): NotifyRecipients => {
    const path = notifyPath(entry);
    const field = must(entity, path.field);
    if (path.target === null) return { field, via: null };
    if (field.dict?.kind !== 'table') throw new Error(`"${entry}" leads through no table dictionary`);
    const referenced = entityNamed(field.dict.entity);
    const via = {
      entity: referenced,
      value: must(referenced, field.dict.valueKey),
      username: must(referenced, path.target),
    };
    return { field, via };
  };
  return (definition.timeRules ?? []).map((rule) => {
    const deadline = must(entity, rule.deadline);
    const flag = must(entity, rule.flag);
    const values = applyingStates(definition, rule);
    const states = lifecycle && values ? { field: lifecycle.field, values } : null;
    const notify = rule.notify
      ? { recipients: rule.notify.fields.map(recipientsOf), title: rule.notify.title }
      : null;
    const titleFields = rule.notify
      ? [...rule.notify.title.matchAll(TITLE_PLACEHOLDER)].map((match) => must(entity, match[1]!))
      : [];
    const returned = [
      must(entity, 'id'),
      ...(definition.tenantScoped ? [must(entity, 'tenantId')] : []),
      deadline,
      ...(states ? [states.field] : []),
      ...(notify?.recipients.map((r) => r.field) ?? []),
      ...titleFields,
    ];
    return {
      definition: rule,
      name: rule.name,
      label: rule.label,
      deadline,
      flag,
      states,
      keptIn: states ? [...new Set(rule.keptIn ?? [])] : [],
      operation: rule.operation ? (operations.find((o) => o.name === rule.operation) ?? null) : null,
      notify,
      returned: [...new Set(returned)],
      indexColumns: [flag.column, ...(states ? [states.field.column] : []), deadline.column],
    };
  });
}
