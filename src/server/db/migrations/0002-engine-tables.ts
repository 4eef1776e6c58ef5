// Tables of the schema engine's own features: saved advanced queries and preferences per user, and
// the category tree of /sys/category (managed by a later issue; no rows are seeded).
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('sys_saved_query')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('page_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('match_type', 'varchar(3)', (c) => c.notNull().defaultTo('and'))
    .addColumn('records', 'text', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_saved_query', ['user_id', 'page_key', 'title'])
    .execute();

  await db.schema
    .createTable('sys_user_setting')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('setting_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_user_setting', ['user_id', 'setting_key'])
    .execute();

  await db.schema
    .createTable('sys_category')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('pid', 'varchar(32)', (c) => c.notNull().defaultTo('0'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('has_child', 'varchar(3)', (c) => c.notNull().defaultTo('0'))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)')
    .addColumn('sys_org_code', 'varchar(64)')
    .execute();
  await db.schema.createIndex('idx_sys_category_pid').on('sys_category').column('pid').execute();
}
