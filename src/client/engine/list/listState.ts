// The list page's state — filters, page, size, sort, advanced query — and its URL form, so a list
// can be shared as a link and back/forward step through earlier queries. Defaults stay out of the
// URL; parameters the page does not own (a menu entry's own query) are kept and sent along.
import type { MatchType, SuperQueryCondition } from '../../../shared/engine-api';
import { SUPER_QUERY_RULES } from '../../../shared/engine-api';
import { PAGINATION } from '../../../shared/limits';
import type { FieldDefinition } from '../../../shared/schema-language/entity';

export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  column: string;
  order: SortOrder;
}

export interface ActiveSuperQuery {
  conditions: SuperQueryCondition[];
  matchType: MatchType;
}

export interface ListState {
  /** Query form values by request parameter name (`name`, `age_begin`, `age_end`), as typed. */
  filters: Record<string, string>;
  pageNo: number;
  pageSize: number;
  /** null: the entity's default sort, applied by the server. */
  sort: ListSort | null;
  superQuery: ActiveSuperQuery | null;
  extra: Record<string, string>;
}

export const URL_KEYS = {
  pageNo: 'pageNo',
  pageSize: 'pageSize',
  column: 'column',
  order: 'order',
  superQuery: 'superQuery',
  matchType: 'superQueryMatchType',
} as const;

const OWN_KEYS = new Set<string>(Object.values(URL_KEYS));

export const rangeBegin = (key: string) => `${key}_begin`;
export const rangeEnd = (key: string) => `${key}_end`;

/** The request parameter names a query field fills. */
export function filterParamNames(field: FieldDefinition): string[] {
  return field.query?.mode === 'range' ? [rangeBegin(field.key), rangeEnd(field.key)] : [field.key];
}

export const initialListState = (): ListState => ({
  filters: {},
  pageNo: 1,
  pageSize: PAGINATION.defaultPageSize,
  sort: null,
  superQuery: null,
  extra: {},
});

const positiveInt = (raw: string | null): number | null => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : null;
};

const RULES = new Set<string>(SUPER_QUERY_RULES);

function parseConditions(raw: string | null): SuperQueryCondition[] | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!Array.isArray(parsed)) return null;
    const conditions = parsed.filter(
      (item): item is SuperQueryCondition =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as SuperQueryCondition).field === 'string' &&
        RULES.has((item as SuperQueryCondition).rule) &&
        typeof (item as SuperQueryCondition).val === 'string',
    );
    return conditions.length > 0 ? conditions : null;
  } catch {
    return null;
  }
}

export function parseListState(search: URLSearchParams, fields: FieldDefinition[]): ListState {
  const filterNames = new Set(fields.flatMap(filterParamNames));
  const state = initialListState();
  search.forEach((value, key) => {
    if (filterNames.has(key)) {
      if (value !== '') state.filters[key] = value;
    } else if (!OWN_KEYS.has(key)) state.extra[key] = value;
  });
  state.pageNo = positiveInt(search.get(URL_KEYS.pageNo)) ?? 1;
  const size = positiveInt(search.get(URL_KEYS.pageSize));
  if (size !== null && (PAGINATION.pageSizeOptions as readonly number[]).includes(size))
    state.pageSize = size;
  const column = search.get(URL_KEYS.column);
  if (column) state.sort = { column, order: search.get(URL_KEYS.order) === 'asc' ? 'asc' : 'desc' };
  const conditions = parseConditions(search.get(URL_KEYS.superQuery));
  if (conditions) {
    const matchType: MatchType = search.get(URL_KEYS.matchType) === 'or' ? 'or' : 'and';
    state.superQuery = { conditions, matchType };
  }
  return state;
}

export function serializeListState(state: ListState): URLSearchParams {
  const search = new URLSearchParams();
  Object.entries(state.extra).forEach(([key, value]) => search.set(key, value));
  Object.entries(state.filters).forEach(([key, value]) => {
    if (value !== '') search.set(key, value);
  });
  if (state.pageNo !== 1) search.set(URL_KEYS.pageNo, String(state.pageNo));
  if (state.pageSize !== PAGINATION.defaultPageSize) search.set(URL_KEYS.pageSize, String(state.pageSize));
  if (state.sort) {
    search.set(URL_KEYS.column, state.sort.column);
    search.set(URL_KEYS.order, state.sort.order);
  }
  if (state.superQuery) {
    search.set(URL_KEYS.superQuery, JSON.stringify(state.superQuery.conditions));
    search.set(URL_KEYS.matchType, state.superQuery.matchType);
  }
  return search;
}
