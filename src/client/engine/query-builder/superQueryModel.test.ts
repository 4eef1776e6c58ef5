import { describe, expect, it } from 'vitest';
import { enterpriseSchema } from '../list/test/fixtures';
import { changeField, changeRule, fromConditions, newRow, toConditions } from './superQueryModel';

describe('advanced query rows', () => {
  it('start with the eq rule', () => {
    expect(newRow(1)).toEqual({ id: 1, rule: 'eq' });
  });

  it("keep only the first value when leaving the rule 'in'", () => {
    const row = { id: 1, field: 'riskLevel', rule: 'in' as const, val: '1,4' };
    expect(changeRule(row, 'eq').val).toBe('1');
    expect(changeRule(row, 'in').val).toBe('1,4');
    expect(changeRule({ ...row, rule: 'eq', val: 'a,b' }, 'ne').val).toBe('a,b');
  });

  it('clear the value when the field changes', () => {
    expect(changeField({ id: 1, field: 'a', rule: 'gt', val: '3' }, 'b')).toEqual({
      id: 1,
      field: 'b',
      rule: 'gt',
    });
  });

  it('become conditions with the type, database type and dictionary code, skipping incomplete rows', () => {
    const rows = [
      { id: 1, field: 'employeeCount', rule: 'ge' as const, val: ' 10 ' },
      { id: 2, field: 'riskLevel', rule: 'in' as const, val: '1,4' },
      { id: 3, field: 'serviceOrgId', rule: 'eq' as const, val: 'o1' },
      { id: 4, field: 'establishDate', rule: 'lt' as const, val: '2024-01-01' },
      { id: 5, field: 'serviceItems', rule: 'like' as const, val: 'a' },
      { id: 6, field: 'enterpriseName', rule: 'eq' as const, val: '   ' },
      { id: 7, rule: 'eq' as const, val: 'x' },
      { id: 8, field: 'unknown', rule: 'eq' as const, val: 'x' },
    ];
    expect(toConditions(rows, enterpriseSchema())).toEqual([
      { field: 'employeeCount', rule: 'ge', val: '10', type: 'int', dbType: 'int' },
      { field: 'riskLevel', rule: 'in', val: '1,4', type: 'list', dictCode: 'nl_risk_level' },
      {
        field: 'serviceOrgId',
        rule: 'eq',
        val: 'o1',
        type: 'list',
        dictCode: 'nanli_service_org,org_name,id',
      },
      { field: 'establishDate', rule: 'lt', val: '2024-01-01', type: 'date' },
      { field: 'serviceItems', rule: 'like', val: 'a', type: 'list_multi', dictCode: 'nl_service_item' },
    ]);
  });

  it('come back from saved conditions', () => {
    expect(fromConditions([{ field: 'a', rule: 'ne', val: '1', type: 'string' }])).toEqual([
      { id: 1, field: 'a', rule: 'ne', val: '1' },
    ]);
  });
});
