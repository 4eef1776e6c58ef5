// Gateway routes (/sys/gatewayRoute): a route id, a target URI, predicates and filters as JSON
// arrays (Spring Cloud Gateway definitions), an enabled flag and the audit columns.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_gateway_route')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('route_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)')
    .addColumn('uri', 'varchar(500)', (c) => c.notNull())
    .addColumn('predicates', 'text', (c) => c.notNull())
    .addColumn('filters', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_gateway_route').execute();
}
