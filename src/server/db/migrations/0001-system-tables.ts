// System tables (users, roles, permissions, departments, positions, dictionaries, tenants,
// sessions, logs, announcements). Written with snake_case names on a plugin-free Kysely instance.
import type { CreateTableBuilder, Kysely } from 'kysely';

type Db = Kysely<unknown>;
type Table = CreateTableBuilder<string, string>;

const id = (t: Table) => t.addColumn('id', 'varchar(32)', (c) => c.primaryKey());

const audited = (t: Table) =>
  t
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)');

export async function up(db: Db): Promise<void> {
  await audited(
    id(db.schema.createTable('sys_user'))
      .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('realname', 'varchar(100)', (c) => c.notNull())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('avatar', 'varchar(255)')
      .addColumn('birthday', 'varchar(10)')
      .addColumn('sex', 'integer')
      .addColumn('email', 'varchar(100)')
      .addColumn('phone', 'varchar(45)')
      .addColumn('org_code', 'varchar(64)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('work_no', 'varchar(100)')
      .addColumn('post', 'varchar(100)')
      .addColumn('telephone', 'varchar(45)')
      .addColumn('user_identity', 'integer')
      .addColumn('client_id', 'varchar(64)'),
  ).execute();

  await audited(
    id(db.schema.createTable('sys_role'))
      .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('role_code', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('description', 'varchar(255)'),
  ).execute();

  await id(db.schema.createTable('sys_user_role'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_user_role', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('idx_sys_user_role_role').on('sys_user_role').column('role_id').execute();

  await audited(
    id(db.schema.createTable('sys_permission'))
      .addColumn('parent_id', 'varchar(32)')
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('url', 'varchar(255)')
      .addColumn('component', 'varchar(255)')
      .addColumn('component_name', 'varchar(100)')
      .addColumn('redirect', 'varchar(255)')
      .addColumn('menu_type', 'integer', (c) => c.notNull())
      .addColumn('perms', 'varchar(1000)')
      .addColumn('perms_type', 'varchar(10)')
      .addColumn('sort_no', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('icon', 'varchar(100)')
      .addColumn('is_route', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_leaf', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'varchar(255)')
      .addColumn('status', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('internal_or_external', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('idx_sys_permission_parent').on('sys_permission').column('parent_id').execute();

  await id(db.schema.createTable('sys_role_permission'))
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addUniqueConstraint('uq_sys_role_permission', ['role_id', 'permission_id'])
    .execute();

  await audited(
    id(db.schema.createTable('sys_depart'))
      .addColumn('parent_id', 'varchar(32)')
      .addColumn('depart_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('depart_name_en', 'varchar(500)')
      .addColumn('depart_name_abbr', 'varchar(500)')
      .addColumn('depart_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'varchar(500)')
      .addColumn('org_category', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
      .addColumn('org_type', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('mobile', 'varchar(32)')
      .addColumn('fax', 'varchar(32)')
      .addColumn('address', 'varchar(100)')
      .addColumn('memo', 'varchar(500)')
      .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
      .addColumn('del_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0')),
  ).execute();
  await db.schema.createIndex('idx_sys_depart_parent').on('sys_depart').column('parent_id').execute();

  await id(db.schema.createTable('sys_user_depart'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('dep_id', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_user_depart', ['user_id', 'dep_id'])
    .execute();
  await db.schema.createIndex('idx_sys_user_depart_dep').on('sys_user_depart').column('dep_id').execute();

  await audited(
    id(db.schema.createTable('sys_position'))
      .addColumn('code', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('post_rank', 'varchar(2)')
      .addColumn('sys_org_code', 'varchar(50)'),
  ).execute();

  await audited(
    id(db.schema.createTable('sys_dict'))
      .addColumn('dict_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('dict_code', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('description', 'varchar(255)')
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await audited(
    id(db.schema.createTable('sys_dict_item'))
      .addColumn('dict_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('item_text', 'varchar(100)', (c) => c.notNull())
      .addColumn('item_value', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)')
      .addColumn('item_color', 'varchar(20)')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint('uq_sys_dict_item_value', ['dict_id', 'item_value']),
  ).execute();

  await db.schema
    .createTable('sys_tenant')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('begin_date', 'varchar(19)')
    .addColumn('end_date', 'varchar(19)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .execute();

  await id(db.schema.createTable('sys_user_tenant'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_user_tenant', ['user_id', 'tenant_id'])
    .execute();

  await db.schema
    .createTable('sys_session')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(255)')
    .execute();
  await db.schema.createIndex('idx_sys_session_user').on('sys_session').column('user_id').execute();
  await db.schema.createIndex('idx_sys_session_expires').on('sys_session').column('expires_at').execute();

  await id(db.schema.createTable('sys_log'))
    .addColumn('log_type', 'integer', (c) => c.notNull())
    .addColumn('log_content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('operate_type', 'integer')
    .addColumn('userid', 'varchar(32)')
    .addColumn('username', 'varchar(100)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('method', 'varchar(500)')
    .addColumn('request_url', 'varchar(255)')
    .addColumn('request_param', 'text')
    .addColumn('request_type', 'varchar(10)')
    .addColumn('cost_time', 'bigint')
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_log_type_time')
    .on('sys_log')
    .columns(['log_type', 'create_time'])
    .execute();

  await audited(
    id(db.schema.createTable('sys_announcement'))
      .addColumn('titile', 'varchar(100)', (c) => c.notNull())
      .addColumn('msg_content', 'text', (c) => c.notNull())
      .addColumn('start_time', 'varchar(19)')
      .addColumn('end_time', 'varchar(19)')
      .addColumn('sender', 'varchar(100)')
      .addColumn('priority', 'varchar(1)', (c) => c.notNull().defaultTo('L'))
      .addColumn('msg_category', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
      .addColumn('msg_type', 'varchar(10)', (c) => c.notNull().defaultTo('ALL'))
      .addColumn('send_status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('send_time', 'varchar(19)')
      .addColumn('cancel_time', 'varchar(19)')
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bus_type', 'varchar(20)')
      .addColumn('bus_id', 'varchar(50)')
      .addColumn('open_type', 'varchar(20)')
      .addColumn('open_page', 'varchar(255)')
      .addColumn('msg_abstract', 'varchar(500)')
      .addColumn('user_ids', 'text'),
  ).execute();

  await audited(
    id(db.schema.createTable('sys_announcement_send'))
      .addColumn('annt_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('read_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('read_time', 'varchar(19)')
      .addUniqueConstraint('uq_sys_announcement_send', ['annt_id', 'user_id']),
  ).execute();
  await db.schema
    .createIndex('idx_sys_announcement_send_user')
    .on('sys_announcement_send')
    .columns(['user_id', 'read_flag'])
    .execute();
}
