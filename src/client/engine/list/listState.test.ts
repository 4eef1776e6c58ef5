import { describe, expect, it } from 'vitest';
import { enterpriseEntity } from './test/fixtures';
import { queryFields } from '../schema/entityModel';
import { initialListState, parseListState, serializeListState } from './listState';

const fields = queryFields(enterpriseEntity());
const parse = (search: string) => parseListState(new URLSearchParams(search), fields);

describe('list state in the URL', () => {
  it('round-trips filters, page, size, sort, advanced query and foreign parameters', () => {
    const state = {
      filters: { enterpriseName: '科技', employeeCount_begin: '5', establishDate_end: '2024-12-31' },
      pageNo: 3,
      pageSize: 30,
      sort: { column: 'employeeCount', order: 'asc' as const },
      superQuery: {
        conditions: [{ field: 'riskLevel', rule: 'in' as const, val: '1,4' }],
        matchType: 'or' as const,
      },
      extra: { taskType: '1' },
    };
    expect(parse(serializeListState(state).toString())).toEqual(state);
  });

  it('leaves defaults out of the URL', () => {
    expect(serializeListState(initialListState()).toString()).toBe('');
  });

  it('falls back to defaults for values it cannot use', () => {
    const state = parse(
      'pageNo=-2&pageSize=25&order=sideways&column=name&superQuery=%7Bnot-json&enterpriseName=',
    );
    expect(state.pageNo).toBe(1);
    expect(state.pageSize).toBe(10);
    expect(state.sort).toEqual({ column: 'name', order: 'desc' });
    expect(state.superQuery).toBeNull();
    expect(state.filters).toEqual({});
  });

  it('drops advanced conditions with an unknown rule', () => {
    const conditions = [
      { field: 'a', rule: 'eq', val: '1' },
      { field: 'b', rule: 'drop table', val: '2' },
    ];
    const state = parse(`superQuery=${encodeURIComponent(JSON.stringify(conditions))}`);
    expect(state.superQuery).toEqual({ conditions: [conditions[0]], matchType: 'and' });
  });
});
