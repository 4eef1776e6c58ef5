// A step that waits some days after a time of the record (an operation's `after`: 回访 30 days after a
// deep service's completion), judged alike by the form, the server and the workplace's SQL. Dates and
// times are GMT+8 text, which orders as time: the step is due once the field's text is at most the
// cutoff, the instant `days` whole days ago (a date field compares days).
import { formatDate, formatDateTime } from './date-format';
import type { EntityDefinition, OperationDefinition } from './schema-language/entity';

export type OperationWait = NonNullable<OperationDefinition['after']>;

const DAY_MS = 86_400_000;

/** The latest value of the field for which the step is due at `now`. */
export function waitCutoff(entity: EntityDefinition, wait: OperationWait, now = Date.now()): string {
  const type = entity.fields.find((f) => f.key === wait.field)?.type;
  const then = now - wait.days * DAY_MS;
  return type === 'date' ? formatDate(then) : formatDateTime(then);
}

/** Whether the record's field holds a time at least `days` past (no time: not yet). */
export function waitOver(
  entity: EntityDefinition,
  wait: OperationWait,
  values: Readonly<Record<string, unknown>>,
  now = Date.now(),
): boolean {
  const value = values[wait.field];
  if (value === null || value === undefined || String(value).trim() === '') return false;
  return String(value).trim() <= waitCutoff(entity, wait, now);
}
