// Whom a time rule notifies through a path (inspectorId.userName): the usernames of the rows the
// record's ids name — one or several — read with one query per path for all the records, and only in
// the record's own tenant when the referenced entity is tenant-scoped (the job runs across tenants).
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DynamicDatabase } from '../../../src/server/engine/engine-db';
import { createEntityRegistry } from '../../../src/server/engine/registry';
import { usernamesOfRecords } from '../../../src/server/engine/time-rules/recipients';
import type { EntityDefinition } from '../../../src/shared/schema-language/entity';

const reference = (key: string, multiple = false) => ({
  key,
  label: key,
  type: 'string',
  length: 500,
  dict: { entity: 'inspector', text: 'name' },
  multiple,
});

const registry = createEntityRegistry([
  {
    name: 'hazard',
    title: '隐患',
    table: 'nl_hazard',
    tenantScoped: true,
    timeRules: [
      {
        name: 'overdue',
        label: '逾期',
        deadline: 'deadline',
        flag: 'isOverdue',
        notify: { fields: ['inspectorId.userName', 'helperIds.userName', 'createBy'], title: '逾期' },
      },
    ],
    fields: [
      { key: 'deadline', label: '期限', type: 'date' },
      { key: 'isOverdue', label: '逾期', type: 'string', length: 1, readonly: true },
      reference('inspectorId'),
      reference('helperIds', true),
    ],
  },
  {
    name: 'inspector',
    title: '检查人员',
    table: 'nl_inspector',
    tenantScoped: true,
    fields: [
      { key: 'name', label: '姓名', type: 'string', length: 50 },
      { key: 'userName', label: '账号', type: 'string', length: 64 },
    ],
  },
] as EntityDefinition[]);
const hazard = registry.get('hazard')!;
const recipients = hazard.timeRules[0]!.notify!.recipients;

describe('notify paths', () => {
  let db: Kysely<DynamicDatabase>;
  const queries: string[] = [];
  beforeEach(async () => {
    queries.length = 0;
    db = new Kysely<DynamicDatabase>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
      log: (event) => void queries.push(event.query.sql),
    });
    await sql`create table nl_inspector (id text, tenant_id integer, name text, user_name text)`.execute(db);
    // The same id in two tenants (ids copied between tenants): each record sees its own tenant's row.
    await sql`insert into nl_inspector values ('a', 1, '甲', 'zhang'), ('a', 2, '甲', 'other'),
      ('b', 1, '乙', 'li'), ('c', 1, '丙', null)`.execute(db);
    queries.length = 0;
  });
  afterEach(() => db.destroy());

  it('name the usernames of the referenced rows in the record tenant, one query per path', async () => {
    const records = [
      { id: '1', tenantId: 1, inspectorId: 'a', helperIds: 'b,c,gone', createBy: 'admin' },
      { id: '2', tenantId: 2, inspectorId: 'a', helperIds: null, createBy: 'admin' },
      { id: '3', tenantId: 1, inspectorId: null, helperIds: 'a,b', createBy: null },
    ];
    const usernamesOf = await usernamesOfRecords(db, hazard, recipients, records);
    expect(records.map(usernamesOf)).toEqual([
      ['zhang', 'li', 'admin'],
      ['other', 'admin'],
      ['zhang', 'li'],
    ]);
    expect(queries).toHaveLength(2);
    expect(queries.every((query) => query.includes('"tenant_id" in'))).toBe(true);
  });
});
