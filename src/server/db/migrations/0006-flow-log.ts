// The flow log of declared operations: one row per step taken on a record of any entity — who (and
// in which roles), the operation, the states before and after, the opinion, attached files, when.
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('sys_flow_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('entity', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('operation', 'varchar(64)', (c) => c.notNull())
    .addColumn('operation_label', 'varchar(50)', (c) => c.notNull())
    .addColumn('from_state', 'varchar(100)')
    .addColumn('to_state', 'varchar(100)')
    .addColumn('opinion', 'text')
    .addColumn('attachments', 'text')
    .addColumn('operator_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('operator', 'varchar(100)', (c) => c.notNull())
    .addColumn('operator_name', 'varchar(100)')
    .addColumn('operator_roles', 'varchar(500)')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_flow_log_record')
    .on('sys_flow_log')
    .columns(['entity', 'record_id', 'create_time'])
    .execute();
}
