import { describe, expect, it } from 'vitest';
import { entityDefinition } from '../form/testing/schemas';
import { queryFields } from '../schema/entityModel';
import { buildFilterParams, buildListParams, pageAfterDelete } from './listQuery';
import { initialListState } from './listState';
import { enterpriseEntity } from './test/fixtures';

const fields = queryFields(enterpriseEntity());

describe('list request parameters', () => {
  it('wraps like values, keeps single and range values, and drops empty ones', () => {
    const state = {
      ...initialListState(),
      filters: {
        enterpriseName: ' 科技 ',
        creditCode: '9145',
        employeeCount_begin: '5',
        employeeCount_end: ' ',
      },
      pageNo: 2,
      pageSize: 20,
    };
    expect(buildListParams(state, fields)).toEqual({
      enterpriseName: '*科技*',
      creditCode: '9145',
      employeeCount_begin: '5',
      pageNo: 2,
      pageSize: 20,
    });
  });

  it('searches a push log by part of its batch number, as other numbers are searched', () => {
    const state = { ...initialListState(), filters: { batchNo: 'PB2026', externalSerialNo: '0042' } };
    expect(buildListParams(state, queryFields(entityDefinition('pushLog')))).toMatchObject({
      batchNo: '*PB2026*',
      externalSerialNo: '*0042*',
    });
  });

  it('sends the sort, the advanced query encoded once, and foreign URL parameters', () => {
    const conditions = [{ field: 'enterpriseName', rule: 'like' as const, val: '科技 "甲"' }];
    const params = buildFilterParams(
      {
        ...initialListState(),
        sort: { column: 'employeeCount', order: 'asc' },
        superQuery: { conditions, matchType: 'or' },
        extra: { taskType: '1' },
      },
      fields,
    );
    expect(params).toEqual({
      taskType: '1',
      column: 'employeeCount',
      order: 'asc',
      superQueryParams: encodeURI(JSON.stringify(conditions)),
      superQueryMatchType: 'or',
    });
    expect(params.superQueryParams).toBe(
      '%5B%7B%22field%22:%22enterpriseName%22,%22rule%22:%22like%22,%22val%22:%22%E7%A7%91%E6%8A%80%20%5C%22%E7%94%B2%5C%22%22%7D%5D',
    );
  });

  it.each([
    [3, 10, 21, 1, 2],
    [3, 10, 22, 1, 3],
    [2, 10, 20, 10, 1],
    [1, 10, 1, 1, 1],
    [1, 10, 5, 3, 1],
  ])('page %i of size %i, %i rows, %i deleted -> page %i', (pageNo, pageSize, total, removed, expected) => {
    expect(pageAfterDelete(pageNo, pageSize, total, removed)).toBe(expected);
  });
});
