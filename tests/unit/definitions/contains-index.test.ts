// query.containsIndex in entity files: a contains search (mode 'like') of one text value, on a field
// only (an audit column's index is the migrations' to make).
import { describe, expect, it } from 'vitest';
import { checkEntities } from '../../../src/server/definitions/entity-checks';
import type { EntityDefinition, FieldDefinition } from '../../../src/shared/schema-language/entity';

const entity = (fields: FieldDefinition[], overrides: Partial<EntityDefinition> = {}) =>
  ({ name: 'sample', title: '样例', table: 'nanli_sample', fields, ...overrides }) as EntityDefinition;

const reasons = (definition: EntityDefinition) =>
  checkEntities([definition], []).map((p) => `${p.pointer} ${p.reason}`);

describe('contains indexes in entity files', () => {
  it('are accepted on the contains search of a string or text field', () => {
    const fields: FieldDefinition[] = [
      { key: 'name', label: '名称', type: 'string', query: { mode: 'like', containsIndex: true } },
      { key: 'remark', label: '备注', type: 'text', query: { mode: 'like', containsIndex: true } },
    ];
    expect(reasons(entity(fields))).toEqual([]);
  });

  it('are refused on other query modes, other types, multiple values and audit columns', () => {
    const fields: FieldDefinition[] = [
      { key: 'code', label: '编码', type: 'string', query: { mode: 'single', containsIndex: true } },
      { key: 'count', label: '数量', type: 'int', query: { mode: 'like', containsIndex: true } },
      {
        key: 'tags',
        label: '标签',
        type: 'string',
        multiple: true,
        dict: { code: 'tags' },
        query: { mode: 'like', containsIndex: true },
      },
    ];
    const audit = { auditFields: [{ key: 'createBy', query: { mode: 'like', containsIndex: true } }] };
    expect(reasons(entity(fields, audit as Partial<EntityDefinition>))).toEqual([
      "/fields/0/query/containsIndex a contains index serves the query mode 'like' only",
      "/fields/1/query/containsIndex a contains index is for one text value: a 'string' or 'text' field without multiple",
      "/fields/2/query/containsIndex a contains index is for one text value: a 'string' or 'text' field without multiple",
      '/fields/2/dict/code unknown dictionary "tags" (see schemas/dictionaries)',
      '/auditFields/0/query/containsIndex an audit column gets no contains index',
    ]);
  });

  it('are refused on a system table, whose columns only the migrations change', () => {
    const fields: FieldDefinition[] = [
      { key: 'name', label: '名称', type: 'string', query: { mode: 'like', containsIndex: true } },
    ];
    expect(reasons(entity(fields, { table: 'sys_sample', systemTable: { auditColumns: [] } }))).toEqual([
      "/fields/0/query/containsIndex a contains index is schema sync's to make, and a system table's columns are the migrations'",
    ]);
  });
});
