// Entities on the system migrations' tables (systemTable): only sys_ tables may be one, sync never
// plans a change to one, and wider or undeclared columns are accepted as they are.
import { describe, expect, it } from 'vitest';
import { checkEntities } from '../../../src/server/definitions/entity-checks';
import type { ExistingTable } from '../../../src/server/engine/schema-sync/introspect';
import { planSync, tableColumns } from '../../../src/server/engine/schema-sync/plan';
import { parseSqlType } from '../../../src/server/engine/sql-types';
import type { EntityDefinition } from '../../../src/shared/schema-language/entity';
import { registry } from './support';

const entity = (table: string, systemTable?: EntityDefinition['systemTable']): EntityDefinition => ({
  name: 'sample',
  title: '样例',
  table,
  ...(systemTable ? { systemTable } : {}),
  fields: [{ key: 'name', label: '名称', type: 'string', length: 50 }],
});

describe('systemTable in entity files', () => {
  it('is required on sys_ tables and refused elsewhere', () => {
    const reasons = (definition: EntityDefinition) => checkEntities([definition], []).map((p) => p.reason);
    expect(reasons(entity('sys_user'))).toEqual([
      'sys_ tables belong to the system migrations: declare systemTable to build on one',
    ]);
    expect(reasons(entity('nanli_sample', { auditColumns: [] }))).toEqual([
      'systemTable is only for the sys_ tables of the system migrations',
    ]);
    expect(reasons(entity('sys_user', { auditColumns: ['createBy'] }))).toEqual([]);
  });
});

describe('the sync plan for a system table', () => {
  const position = registry.get('sysPosition')!;
  const table = (types: Record<string, string>): ExistingTable => ({
    columns: new Map(Object.entries(types).map(([name, type]) => [name, { name, type: parseSqlType(type) }])),
    indexes: new Map(),
  });
  const asMigrated = {
    id: 'varchar(32)',
    create_by: 'varchar(64)',
    create_time: 'varchar(19)',
    update_by: 'varchar(64)',
    update_time: 'varchar(19)',
    code: 'varchar(100)',
    name: 'varchar(100)',
    post_rank: 'varchar(2)',
    sys_org_code: 'varchar(50)',
  };

  it('reads only id and the declared audit columns', () => {
    expect(tableColumns(position).map((f) => f.column)).toEqual([
      'id',
      'create_by',
      'create_time',
      'update_by',
      'update_time',
      'code',
      'name',
      'post_rank',
    ]);
  });

  it('plans nothing for the migrated table, its undeclared column or a wider column', () => {
    expect(planSync([position], new Map([['sys_position', table(asMigrated)]]))).toEqual({
      steps: [],
      problems: [],
    });
    const wider = table({ ...asMigrated, name: 'text' });
    expect(planSync([position], new Map([['sys_position', wider]]))).toEqual({ steps: [], problems: [] });
  });

  it('refuses a narrower column and a missing table instead of changing them', () => {
    const narrower = planSync(
      [position],
      new Map([['sys_position', table({ ...asMigrated, name: 'varchar(20)' })]]),
    );
    expect(narrower.steps).toEqual([]);
    expect(narrower.problems).toEqual([
      'entity "sysPosition" field "name": column sys_position.name is varchar(20) in the database but the schema asks for varchar(100). System tables change only through a migration in src/server/db/migrations.',
    ]);
    const missing = planSync([position], new Map());
    expect(missing.steps).toEqual([]);
    expect(missing.problems[0]).toContain('system table sys_position does not exist');
  });
});
