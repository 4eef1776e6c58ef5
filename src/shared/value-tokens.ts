// Values filled at the time of a write ($today, $now, $userId, $username, $realname, $orgCode and,
// for operations, $opinion): one evaluation for a field's default — the form's starting values and
// the server's insert — and an operation's `set`, so both ends fill the same thing.
import { formatDateTime } from './date-format';
import type { FieldDefinition } from './schema-language/entity';
import { OPERATION_VALUE_TOKENS } from './schema-language/entity-vocabulary';
import type { OperationValueToken } from './schema-language/entity-vocabulary';

/** Who writes and when. */
export interface TokenContext {
  /** 'YYYY-MM-DD HH:mm:ss' in GMT+8. */
  now: string;
  user: { id: string; username: string; realname: string; orgCode: string | null };
  /** The opinion of an operation's step. */
  opinion?: string | null;
}

export function isValueToken(value: unknown): value is OperationValueToken {
  return (OPERATION_VALUE_TOKENS as readonly unknown[]).includes(value);
}

export function tokenContext(user: TokenContext['user'], opinion?: string | null): TokenContext {
  return { now: formatDateTime(), user, ...(opinion === undefined ? {} : { opinion }) };
}

export function tokenValue(token: OperationValueToken, context: TokenContext): string | null {
  switch (token) {
    case '$now':
      return context.now;
    case '$today':
      return context.now.slice(0, 10);
    case '$userId':
      return context.user.id;
    case '$username':
      return context.user.username;
    case '$realname':
      return context.user.realname;
    case '$orgCode':
      return context.user.orgCode;
    case '$opinion':
      return context.opinion ?? null;
  }
}

/** A declared value with its token evaluated. */
export function declaredValue<V>(value: V, context: TokenContext): V | string | null {
  return isValueToken(value) ? tokenValue(value, context) : value;
}

/** A field's default with its token evaluated (a token gives nothing without a context); undefined when none. */
export function defaultValueOf(
  field: FieldDefinition,
  context?: TokenContext,
): string | number | null | undefined {
  const declared = field.default;
  if (!isValueToken(declared)) return declared;
  return context ? tokenValue(declared, context) : undefined;
}

/** The starting values of a new record or row: every field's default, tokens evaluated. */
export function fieldDefaults(
  fields: readonly FieldDefinition[],
  context: TokenContext,
): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const field of fields) {
    const value = defaultValueOf(field, context);
    if (value !== undefined && value !== null) values[field.key] = value;
  }
  return values;
}
