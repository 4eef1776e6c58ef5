// Counters of the serial numbers entity fields declare (`serial`): one row per entity, field, tenant
// and period (the number's date part, '' when it has none), advanced in the inserting transaction.
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('sys_serial_counter')
    .addColumn('entity', 'varchar(64)', (c) => c.notNull())
    .addColumn('field', 'varchar(64)', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_sys_serial_counter', ['entity', 'field', 'tenant_id', 'period'])
    .execute();
}
