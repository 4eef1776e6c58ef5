import { describe, expect, it } from 'vitest';
import { defaultValues, saveBody, writableValues } from './saveBody';
import { schemaResult } from './testing/schemas';

describe('save body', () => {
  const schema = schemaResult('enterprise');
  const staff = schema.subEntities.enterpriseStaff!;
  const sub = schema.entity.subTables![0]!;

  it('keeps writable fields in their stored form and drops everything else', () => {
    const values = writableValues(schema.entity, {
      creditCode: ' 91450103908301663u ',
      employeeCount: '120',
      email: '',
      establishDate: '2020-05-01 00:00:00',
      createTime: '2024-01-01 00:00:00',
      enterpriseName_dictText: 'x',
    });
    expect(values).toEqual({
      creditCode: '91450103908301663U',
      employeeCount: 120,
      email: null,
      establishDate: '2020-05-01',
    });
  });

  it('adds the id on edit and the sub list under <subEntity>List, saved rows with their id', () => {
    const body = saveBody(schema.entity, { enterpriseName: '南宁市安科化工有限公司' }, 'E1', [
      {
        sub,
        entity: staff,
        rows: [
          { id: 'S2', name: '李四', enterpriseId: 'E1', orderNum: 1 },
          { name: '孙八', trainingHours: '1.5', orderNum: 2 },
        ],
      },
    ]);
    expect(body).toEqual({
      id: 'E1',
      enterpriseName: '南宁市安科化工有限公司',
      enterpriseStaffList: [
        { id: 'S2', name: '李四', orderNum: 1 },
        { name: '孙八', trainingHours: 1.5, orderNum: 2 },
      ],
    });
  });

  it('starts a new record from the defaults', () => {
    expect(defaultValues(schema.entity)).toEqual({
      provinceCode: '450000',
      cityCode: '450100',
      hasMajorHazardSource: 'N',
      insureStatus: '0',
      plannedServiceTimes: 0,
      status: '1',
    });
  });
});
