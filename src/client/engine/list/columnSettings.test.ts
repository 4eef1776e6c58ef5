import { describe, expect, it } from 'vitest';
import { columnFields } from '../schema/entityModel';
import { defaultColumnSettings, mergeColumnSettings, moveSetting, toggleSetting } from './columnSettings';
import { enterpriseEntity } from './test/fixtures';

const fields = columnFields(enterpriseEntity());
const keys = (settings: { key: string; show: boolean }[]) =>
  settings.map(({ key, show }) => (show ? key : `-${key}`));

describe('column settings', () => {
  it('default to the visible fields with list.show', () => {
    expect(keys(defaultColumnSettings(fields))).toEqual([
      'enterpriseName',
      'creditCode',
      'districtCode',
      'riskLevel',
      'serviceItems',
      'employeeCount',
      '-establishDate',
      'serviceOrgId',
      'annualRevenue',
      '-remark',
    ]);
  });

  it('apply saved order and visibility, append new fields, drop unknown and duplicate keys', () => {
    const saved = [
      { key: 'remark', show: true },
      { key: 'enterpriseName', show: false },
      { key: 'remark', show: false },
      { key: 'gone', show: true },
      { key: 'bad' },
    ];
    expect(keys(mergeColumnSettings(fields, saved)).slice(0, 4)).toEqual([
      'remark',
      '-enterpriseName',
      'creditCode',
      'districtCode',
    ]);
    expect(mergeColumnSettings(fields, 'garbage')).toEqual(defaultColumnSettings(fields));
  });

  it('move within bounds and toggle one column', () => {
    const settings = defaultColumnSettings(fields).slice(0, 3);
    expect(keys(moveSetting(settings, 'creditCode', -1))).toEqual([
      'creditCode',
      'enterpriseName',
      'districtCode',
    ]);
    expect(moveSetting(settings, 'enterpriseName', -1)).toBe(settings);
    expect(moveSetting(settings, 'districtCode', 1)).toBe(settings);
    expect(keys(toggleSetting(settings, 'creditCode', false))).toEqual([
      'enterpriseName',
      '-creditCode',
      'districtCode',
    ]);
  });
});
