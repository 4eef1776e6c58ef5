// When a record is overdue under a time rule, as SQL: in a state the rule applies to and past its
// deadline. Deadlines are GMT+8 text ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'), which orders as time
// on both engines, so "passed" is a text comparison with today (a date is due until its day ends) or
// with now. The negation is written out so that a record without a deadline or state counts as not
// overdue (SQL's NOT of an unknown would leave it flagged); a record in a state that keeps the flag
// (keptIn) stays overdue while its deadline has passed.
import { formatDate, formatDateTime } from '../../../shared/date-format';
import { allOf, anyOf, compare, inList, isNull, notInList } from '../sql-conditions';
import type { Condition } from '../sql-conditions';
import type { ResolvedTimeRule } from './resolve';

/** The deadline text a record's deadline must be before to be overdue at `now`. */
export function overdueBefore(rule: ResolvedTimeRule, now: number): string {
  return rule.deadline.definition.type === 'date' ? formatDate(now) : formatDateTime(now);
}

export function overdue(rule: ResolvedTimeRule, before: string): Condition {
  return allOf([
    ...(rule.states ? [inList(rule.states.field.column, rule.states.values)] : []),
    compare(rule.deadline.column, '<', before),
  ]);
}

/**
 * When a flagged record is no longer overdue: out of the rule's states (except the states that keep
 * the flag, `keptIn`), without a deadline, or with its deadline not passed.
 */
export function notOverdue(rule: ResolvedTimeRule, before: string): Condition {
  const state = rule.states?.field.column;
  return anyOf([
    ...(state ? [isNull(state), notInList(state, [...rule.states!.values, ...rule.keptIn])] : []),
    isNull(rule.deadline.column),
    compare(rule.deadline.column, '>=', before),
  ]);
}
