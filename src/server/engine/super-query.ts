// The advanced query (contract §8.4): `superQueryParams` is a JSON array of {field, rule, val}
// conditions, URL-encoded once more by the client; `superQueryMatchType` joins them with and/or. A
// condition on a field the user cannot see refuses the query (the Java side silently dropped it).
import type { Dialect } from '../db/database';
import { Errors } from '../errors';
import type { EntityAccess } from './access';
import { filterValue, filterValues } from './filter-values';
import { paramText } from './filters';
import { isMasked } from './personal-fields';
import type { QueryParams } from './filters';
import { allOf, anyOf, compare, inList, textMatch } from './sql-conditions';
import type { Comparison, Condition } from './sql-conditions';
import type { ResolvedField } from './registry';

type Rule = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'like' | 'right_like' | 'left_like' | 'in';

/** The rule names the client sends, and the symbolic forms the Java side also accepted. */
const RULE_ALIASES: Record<string, Rule> = {
  eq: 'eq',
  '=': 'eq',
  ne: 'ne',
  '!=': 'ne',
  '<>': 'ne',
  gt: 'gt',
  '>': 'gt',
  ge: 'ge',
  '>=': 'ge',
  lt: 'lt',
  '<': 'lt',
  le: 'le',
  '<=': 'le',
  like: 'like',
  right_like: 'right_like',
  left_like: 'left_like',
  in: 'in',
};

const COMPARISON_OF: Partial<Record<Rule, Comparison>> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};

export interface ParsedCondition {
  field: string;
  rule: string;
  val: string;
}

/** The conditions of the parameter: JSON, or JSON URL-encoded once more. */
export function parseSuperQuery(raw: string): ParsedCondition[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    try {
      parsed = JSON.parse(decodeURIComponent(raw));
    } catch {
      throw Errors.superQueryFormat();
    }
  }
  if (!Array.isArray(parsed)) throw Errors.superQueryFormat();
  return parsed.map((item: unknown) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw Errors.superQueryFormat();
    const condition = item as Record<string, unknown>;
    // null is an empty condition, skipped like JeecgBoot does; an object has no text to match.
    const text = (value: unknown) => {
      if (value !== null && typeof value === 'object' && !Array.isArray(value))
        throw Errors.superQueryFormat();
      return paramText(value);
    };
    return {
      field: text(condition.field).trim(),
      rule: text(condition.rule).trim(),
      val: text(condition.val),
    };
  });
}

/** The advanced query as one condition, or null when it has no usable condition. */
export function superQueryCondition(
  access: EntityAccess,
  params: QueryParams,
  dialect: Dialect,
): Condition | null {
  const raw = paramText(params.superQueryParams);
  if (raw.trim() === '') return null;
  const conditions: Condition[] = [];
  for (const condition of parseSuperQuery(raw)) {
    if (!condition.field || !condition.rule || condition.val.trim() === '') continue;
    // A personal field the user reads masked is no field of theirs to search.
    const field = isMasked(access, condition.field) ? undefined : access.readable.get(condition.field);
    if (!field) throw Errors.superQueryFieldUnknown(condition.field);
    const rule = RULE_ALIASES[condition.rule.toLowerCase()];
    if (!rule) throw Errors.superQueryRuleUnknown(condition.rule);
    const built = ruleCondition(field, rule, condition.val.trim(), dialect);
    if (built) conditions.push(built);
  }
  if (conditions.length === 0) return null;
  const matchType = paramText(params.superQueryMatchType).trim().toLowerCase();
  return matchType === 'or' ? anyOf(conditions) : allOf(conditions);
}

function ruleCondition(field: ResolvedField, rule: Rule, val: string, dialect: Dialect): Condition | null {
  switch (rule) {
    case 'like':
      return textMatch(field, val, 'contains', dialect);
    case 'right_like':
      return textMatch(field, val, 'startsWith', dialect);
    case 'left_like':
      return textMatch(field, val, 'endsWith', dialect);
    case 'in':
      return inList(field.column, filterValues(field, val));
    default: {
      const value = filterValue(field, val);
      return value === null ? null : compare(field.column, COMPARISON_OF[rule]!, value);
    }
  }
}
