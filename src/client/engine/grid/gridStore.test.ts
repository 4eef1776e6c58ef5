import { describe, expect, it } from 'vitest';
import { GRID_TEXTS } from '../../../shared/texts';
import { schemaResult, staffRow } from '../form/testing/schemas';
import { gridSetup } from './gridColumnSpec';
import { createGridStore } from './gridStore';

function staffGrid(records: Record<string, unknown>[] = []) {
  const schema = schemaResult('enterprise');
  const sub = schema.entity.subTables![0]!;
  const setup = gridSetup(sub, schema.subEntities.enterpriseStaff!, schema);
  return { setup, store: createGridStore(setup.config, records) };
}

/** A stored row as the server answers it, with the keys a grid row must leave out. */
const saved = (id: string, name: string, orderNum: number) =>
  staffRow(id, name, { enterpriseId: 'E1', trainingHours: 0, orderNum, createTime: '2024-01-01 00:00:00' });

describe('grid store', () => {
  it('keeps saved rows with their id, adds new rows with defaults, records removed saved ids only', () => {
    const { store } = staffGrid([saved('S1', '张三', 1), saved('S2', '李四', 2)]);
    store.addRow();
    const { rows } = store.getRows();
    expect(rows.map((row) => row.id)).toEqual(['S1', 'S2', undefined]);
    // Defaults of the sub entity; the foreign key and non-field keys never enter a row.
    expect(rows[2]).toMatchObject({ isSpecialOperator: 'N', status: '1', trainingHours: 0, orderNum: 3 });
    expect(rows[0]).not.toHaveProperty('enterpriseId');
    expect(rows[0]).not.toHaveProperty('createTime');

    const [first, , added] = store.getState().rows;
    store.setSelected([first!.key, added!.key]);
    store.removeSelected();
    expect(store.getRows()).toEqual({
      rows: [expect.objectContaining({ id: 'S2', orderNum: 1 })],
      removedIds: ['S1'],
    });
    expect(store.getState().selectedKeys).toEqual([]);
  });

  it('renumbers the sort field after a move', () => {
    const { store } = staffGrid([saved('S1', '甲', 1), saved('S2', '乙', 2), saved('S3', '丙', 3)]);
    store.moveRow(2, 0);
    expect(store.getRows().rows.map((row) => [row.name, row.orderNum])).toEqual([
      ['丙', 1],
      ['甲', 2],
      ['乙', 3],
    ]);
  });

  it('reports the first failing cell in row then column order with the shared messages', () => {
    const { store } = staffGrid([saved('S1', '张三', 1)]);
    store.addRow();
    const [, fresh] = store.getState().rows;
    store.setCell(fresh!.key, 'name', '李四');
    store.setCell(fresh!.key, 'mobile', '12345');
    expect(store.validate()).toEqual({ row: 1, field: 'sex', message: '请选择性别' });
    store.setCell(fresh!.key, 'sex', '2');
    expect(store.validate()).toEqual({ row: 1, field: 'mobile', message: '请输入正确手机号' });
  });

  it('flags a value repeated in two rows of a unique column, naming the other row', () => {
    // Two women: the ID number's 17th digit is even.
    const woman = (id: string, name: string, orderNum: number) => ({
      ...saved(id, name, orderNum),
      sex: '2',
    });
    const { store } = staffGrid([woman('S1', '张三', 1), woman('S2', '李四', 2)]);
    const [a, b] = store.getState().rows;
    store.setCell(a!.key, 'idCardNo', '11010519491231002x');
    store.setCell(b!.key, 'idCardNo', '11010519491231002X');
    expect(store.getState().rows.map((row) => row.errors?.idCardNo?.message)).toEqual([
      GRID_TEXTS.uniqueInGrid(2, '身份证号'),
      GRID_TEXTS.uniqueInGrid(1, '身份证号'),
    ]);
    expect(store.validate()).toEqual({ row: 0, field: 'idCardNo', message: '第2行已有相同的身份证号' });
    store.setCell(b!.key, 'idCardNo', '');
    expect(store.getState().rows.map((row) => row.errors?.idCardNo)).toEqual([undefined, undefined]);
  });

  it('judges each row with its requiredWhen and cross-field rules, again when the other cell changes', () => {
    const schema = schemaResult('enterprise');
    const staff = schema.subEntities.enterpriseStaff!;
    staff.crossFieldRules = [
      { field: 'certificateExpire', op: '>', other: 'entryDate', message: '证书有效期应晚于入职日期' },
    ];
    const setup = gridSetup(schema.entity.subTables![0]!, staff, schema);
    const store = createGridStore(setup.config, [saved('S1', '张三', 1)]);
    const key = store.getState().rows[0]!.key;
    expect(store.validate()).toBeNull();
    store.setCell(key, 'isSpecialOperator', 'Y');
    expect(store.validate()).toEqual({ row: 0, field: 'specialWorkType', message: '请选择特种作业类别' });
    expect(store.getState().rows[0]!.errors).toMatchObject({
      certificateNo: { message: '请输入操作证号' },
      certificateExpire: { message: '请选择证书有效期至' },
    });
    store.setCell(key, 'specialWorkType', '01');
    store.setCell(key, 'certificateNo', 'T-1');
    store.setCell(key, 'entryDate', '2024-05-01');
    store.setCell(key, 'certificateExpire', '2024-04-01');
    expect(store.validate()).toEqual({
      row: 0,
      field: 'certificateExpire',
      message: '证书有效期应晚于入职日期',
    });
    store.setCell(key, 'entryDate', '2024-03-01');
    expect(store.getState().rows[0]!.errors?.certificateExpire).toBeUndefined();
  });

  it('judges the sex of a row against its ID number, again when the number changes', () => {
    const { store } = staffGrid([saved('S1', '张三', 1)]);
    const key = store.getState().rows[0]!.key;
    store.setCell(key, 'idCardNo', '45010319850301002X');
    expect(store.validate()).toEqual({ row: 0, field: 'sex', message: '性别与身份证号不符' });
    store.setCell(key, 'idCardNo', '110105194912310011');
    expect(store.getState().rows[0]!.errors?.sex).toBeUndefined();
    expect(store.validate()).toBeNull();
  });

  it('puts server errors on the submitted rows and drops one when its cell is edited', () => {
    const { store } = staffGrid([saved('S1', '甲', 1), saved('S2', '乙', 2)]);
    store.setErrors([{ row: 1, field: 'mobile', message: '该手机号已被使用' }]);
    const second = store.getState().rows[1]!;
    expect(second.errors?.mobile).toEqual({ message: '该手机号已被使用', kind: 'server' });
    store.setCell(second.key, 'mobile', '13900000000');
    expect(store.getState().rows[1]!.errors?.mobile).toBeUndefined();
  });
});
