import { describe, expect, it } from 'vitest';
import { fieldDefaults } from '../../../shared/value-tokens';
import { saveBody, writableValues } from './saveBody';
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
          // A derived value read with the row is the server's to compute, never sent back.
          { id: 'S2', name: '李四', enterpriseId: 'E1', trainingHoursYear: 6.5, orderNum: 1 },
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

  it('leaves out a sub-table the user may not write', () => {
    const rows = [{ id: 'S2', name: '李四', enterpriseId: 'E1', orderNum: 1 }];
    const body = saveBody(schema.entity, { enterpriseName: '南宁市安科化工有限公司' }, 'E1', [
      { sub: { ...sub, readonly: true }, entity: staff, rows },
    ]);
    expect(body).toEqual({ id: 'E1', enterpriseName: '南宁市安科化工有限公司' });
  });

  const tokens = {
    now: '2026-11-26 09:30:00',
    user: { id: 'U1', username: 'zhang', realname: '张三', orgCode: 'A01' },
  };

  it('starts a new record from the defaults', () => {
    expect(fieldDefaults(schema.entity.fields, tokens)).toEqual({
      provinceCode: '450000',
      cityCode: '450100',
      hasMajorHazardSource: 'N',
      insureStatus: '0',
      plannedServiceTimes: 0,
      status: '1',
    });
  });

  it('fills default tokens for the user and the time', () => {
    const entity = schemaResult('enterprise', (e) => {
      e.fields.find((f) => f.key === 'establishDate')!.default = '$today';
      e.fields.find((f) => f.key === 'contactName')!.default = '$realname';
    }).entity;
    expect(fieldDefaults(entity.fields, tokens)).toMatchObject({
      establishDate: '2026-11-26',
      contactName: '张三',
    });
  });

  it('leaves out a field its visibleWhen hides', () => {
    const entity = schemaResult('enterprise', (e) => {
      e.fields.find((f) => f.key === 'email')!.visibleWhen = { field: 'enterpriseScale', in: ['1'] };
    }).entity;
    expect(writableValues(entity, { enterpriseScale: '2', email: 'a@b.cn' })).toEqual({
      enterpriseScale: '2',
    });
    expect(writableValues(entity, { enterpriseScale: '1', email: 'a@b.cn' })).toEqual({
      enterpriseScale: '1',
      email: 'a@b.cn',
    });
  });
});
