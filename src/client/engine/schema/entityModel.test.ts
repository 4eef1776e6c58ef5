import { describe, expect, it } from 'vitest';
import { ROW_ACTIONS, TOOLBAR_ACTIONS } from '../../../shared/schema-language/entity-vocabulary';
import { enterpriseEntity } from '../list/test/fixtures';
import { rowActionsOf } from '../../../shared/schema-language/entity-permissions';
import { declaredToolbar, queryFields, sortColumnOf, visibleFields } from './entityModel';

describe('the entity model of the list page', () => {
  it('offers every action when the entity declares none, and only the declared ones otherwise', () => {
    const entity = enterpriseEntity();
    expect(declaredToolbar(entity)).toEqual(TOOLBAR_ACTIONS);
    expect(rowActionsOf(entity)).toEqual(['edit', 'detail', 'delete']);
    const limited = { ...entity, actions: { toolbar: ['add' as const], row: ['detail' as const] } };
    expect(declaredToolbar(limited)).toEqual(['add']);
    expect(rowActionsOf(limited)).toEqual(['detail']);
  });

  it('offers 添加下级 only where the rows form a tree', () => {
    const tree = { ...enterpriseEntity(), tree: { parentField: 'pid', hasChildField: 'hasChild' } };
    expect(rowActionsOf(tree)).toEqual(ROW_ACTIONS);
    expect(rowActionsOf({ ...tree, actions: { row: ['edit' as const, 'addChild' as const] } })).toEqual([
      'edit',
      'addChild',
    ]);
  });

  it('puts basic query fields first and leaves hidden fields out', () => {
    const entity = enterpriseEntity();
    expect(queryFields(entity).map((field) => field.key)).toEqual([
      'enterpriseName',
      'creditCode',
      'districtCode',
      'riskLevel',
      'employeeCount',
      'establishDate',
      'serviceOrgId',
    ]);
    expect(visibleFields(entity).some((field) => field.key === 'userId')).toBe(false);
  });

  it('sorts dictionary columns by their field', () => {
    expect(sortColumnOf('riskLevel_dictText')).toBe('riskLevel');
    expect(sortColumnOf('employeeCount')).toBe('employeeCount');
  });
});
