// Time rules an entity declares: a deadline field that makes a record overdue once it has passed
// while the record is in a state the rule applies to. A scheduled job keeps the rule's flag field
// ('1' overdue, '0' not) right for every record, tells the responsible users when a record becomes
// overdue, and may take one of the entity's operations on it (an appointment moving to 已失约); a
// record that closes late may keep its flag (keptIn: a task approved after its deadline).
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { EntityDefinition } from './entity';
import { FIELD_KEY_PATTERN } from './entity-vocabulary';
import { OPERATION_NAME_PATTERN } from './operations';

const KEY = FIELD_KEY_PATTERN.slice(1, -1);
/** A field key, or a path "<field>.<targetField>" into the entity the field's table dictionary names. */
export const NOTIFY_FIELD_PATTERN = `^${KEY}(\\.${KEY})?$`;

export const TimeRuleDefinition = Type.Object(
  {
    name: Type.String({ pattern: '^[a-z][a-zA-Z0-9]{1,40}$', description: 'Unique in the entity' }),
    label: Type.String({ minLength: 1, maxLength: 20, description: 'What the rule calls it (逾期)' }),
    deadline: Type.String({
      pattern: FIELD_KEY_PATTERN,
      description:
        "A 'date' field (overdue from the next day) or a 'datetime' field (overdue from that second)",
    }),
    flag: Type.String({
      pattern: FIELD_KEY_PATTERN,
      description:
        "The field the rule keeps: a readonly 'string' field whose plain dictionary has '1' (overdue) " +
        "and '0' (e.g. nl_overdue); filter and show it like any dictionary field",
    }),
    states: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        minItems: 1,
        description:
          'States of the life cycle in which the rule applies (absent: every state a record can reach ' +
          '— the initial one and every transition target — except the closed ones)',
      }),
    ),
    keptIn: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        minItems: 1,
        description:
          'States outside the rule in which a record keeps its flag: one that reaches them overdue (flagged, ' +
          'or past its deadline when the step is taken) stays overdue, so a late completion stays visible ' +
          '(a task approved after its deadline stays 已逾期); its flag is cleared only if its deadline is ' +
          'cleared or moves to the future. Other states leaving the rule clear the flag',
      }),
    ),
    operation: Type.Optional(
      Type.String({
        pattern: OPERATION_NAME_PATTERN,
        description:
          'An operation of the entity taken, as the system, on each record that becomes overdue ' +
          '(no required step fields, no required opinion)',
      }),
    ),
    notify: Type.Optional(
      Type.Object(
        {
          fields: Type.Array(Type.String({ pattern: NOTIFY_FIELD_PATTERN }), {
            minItems: 1,
            description:
              "Fields holding the usernames of the people responsible (a 'selectUser' field, comma-joined " +
              'when multiple, or createBy), or paths "<field>.<targetField>" through a field naming records ' +
              "of another entity (its table dictionary, single or multiple) to that entity's 'string' field " +
              'holding usernames ("leaderExpertId.userName"); each user gets one system message per ' +
              'evaluation listing their records',
          }),
          title: Type.String({
            minLength: 1,
            maxLength: 100,
            description:
              "The message of one record; {fieldKey} is replaced by its value ('隐患 {hazardNo} 已逾期')",
          }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export type TimeRuleDefinition = Static<typeof TimeRuleDefinition>;

/** A notify entry's own field and, for a path, the referenced entity's field holding usernames. */
export function notifyPath(entry: string): { field: string; target: string | null } {
  const dot = entry.indexOf('.');
  return dot < 0
    ? { field: entry, target: null }
    : { field: entry.slice(0, dot), target: entry.slice(dot + 1) };
}

/** `{fieldKey}` placeholders of a notice title. */
export const TITLE_PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

/**
 * The states in which a rule applies: those it names, else every state a record can reach (the initial
 * one and each transition's target) except the closed ones; null without a life cycle (every record).
 */
export function applyingStates(
  entity: Pick<EntityDefinition, 'lifecycle' | 'operations'>,
  rule: Pick<TimeRuleDefinition, 'states'>,
): string[] | null {
  const lifecycle = entity.lifecycle;
  if (!lifecycle) return null;
  if (rule.states) return [...new Set(rule.states)];
  const closed = new Set(lifecycle.closed ?? []);
  const reachable = [lifecycle.initial, ...(entity.operations ?? []).flatMap((o) => (o.to ? [o.to] : []))];
  return [...new Set(reachable)].filter((state) => !closed.has(state));
}
