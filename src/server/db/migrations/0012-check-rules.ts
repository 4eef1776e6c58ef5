// JeecgBoot's 编码校验规则 (sys_check_rule): administrators' rules a form value is checked against by
// code (GET /sys/checkRule/checkByCode). The rule's parts are kept as JeecgBoot stores them, a JSON
// list of { digits, pattern, message } in rule_json.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_check_rule')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('rule_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('rule_code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('rule_json', 'varchar(4000)', (c) => c.notNull())
    .addColumn('rule_description', 'varchar(200)')
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_check_rule').execute();
}
