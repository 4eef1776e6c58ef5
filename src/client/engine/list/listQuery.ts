// The list request's parameters (contract §8.1-8.4) from the page state: `like` fields are sent as
// `*x*`, ranges as `<key>_begin`/`<key>_end`, the sort as column/order (no column: the entity's
// default sort), the advanced query as encodeURI(JSON) — the http client encodes it once more, as
// the JeecgBoot front end did — and empty values are left out.
import type { QueryParams } from '../../api/apiBase';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import type { ActiveSuperQuery, ListState } from './listState';

/** `x` -> `*x*` (contract §8.2: LIKE %x%). */
export const likeValue = (value: string) => `*${value}*`;

export function encodeSuperQuery(superQuery: ActiveSuperQuery): QueryParams {
  return {
    superQueryParams: encodeURI(JSON.stringify(superQuery.conditions)),
    superQueryMatchType: superQuery.matchType,
  };
}

/** Filters, sort and advanced query: what the list and the export share. */
export function buildFilterParams(state: ListState, fields: FieldDefinition[]): QueryParams {
  const likeKeys = new Set(fields.filter((field) => field.query?.mode === 'like').map((field) => field.key));
  const params: QueryParams = { ...state.extra };
  Object.entries(state.filters).forEach(([name, raw]) => {
    const value = raw.trim();
    if (value === '') return;
    params[name] = likeKeys.has(name) ? likeValue(value) : value;
  });
  if (state.sort) {
    params.column = state.sort.column;
    params.order = state.sort.order;
  }
  return state.superQuery ? { ...params, ...encodeSuperQuery(state.superQuery) } : params;
}

export function buildListParams(state: ListState, fields: FieldDefinition[]): QueryParams {
  return { ...buildFilterParams(state, fields), pageNo: state.pageNo, pageSize: state.pageSize };
}

/** The page to show after deleting `removed` rows: the last page that still has rows (contract §8.6). */
export function pageAfterDelete(pageNo: number, pageSize: number, total: number, removed: number): number {
  const lastPage = Math.max(1, Math.ceil((total - removed) / pageSize));
  return Math.min(pageNo, lastPage);
}
