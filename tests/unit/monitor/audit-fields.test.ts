// auditFields in entity files: an audit column the table has, offered once as a list column or query.
import { describe, expect, it } from 'vitest';
import { checkEntities } from '../../../src/server/definitions/entity-checks';
import type { EntityDefinition } from '../../../src/shared/schema-language/entity';

const entity = (auditFields: EntityDefinition['auditFields']): EntityDefinition => ({
  name: 'sample',
  title: '样例',
  table: 'sys_sample',
  systemTable: { auditColumns: ['createBy', 'createTime'] },
  fields: [{ key: 'name', label: '名称', type: 'string', length: 50 }],
  auditFields,
});

const reasons = (definition: EntityDefinition) =>
  checkEntities([definition], []).map((p) => p.pointer + ' ' + p.reason);

describe('auditFields', () => {
  it('accepts an audit column the table has', () => {
    expect(reasons(entity([{ key: 'createTime', query: { mode: 'range', basic: true } }]))).toEqual([]);
  });

  it('refuses an audit column the system table lacks, and a repeated one', () => {
    expect(
      reasons(
        entity([{ key: 'updateTime' }, { key: 'createTime' }, { key: 'createTime', list: { width: 120 } }]),
      ),
    ).toEqual([
      '/auditFields/0/key the table has no audit column "updateTime"',
      '/auditFields/2/key duplicate audit field "createTime"',
    ]);
  });
});
