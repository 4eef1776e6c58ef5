// Request keys (the Idempotency-Key header of an add): which record a user's keyed add created, so a
// retried request — its answer lost to a network cut or a restart after the commit — answers that
// record instead of adding it again. The row is written in the add's own transaction; the nightly
// cleanup removes rows older than a day (engine/write/request-keys.ts).
import type { Kysely } from 'kysely';
import { installSystemJob } from './system-job';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_request_key')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('request_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_sys_request_key', ['user_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('idx_sys_request_key_time')
    .on('sys_request_key')
    .column('create_time')
    .execute();

  await installSystemJob(db, {
    className: 'purgeRequestKeys',
    cron: '0 30 3 * * ?',
    description: '每天3:30清理一天前的请求标识',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ sys_quartz_job: { job_class_name: string } }>)
    .deleteFrom('sys_quartz_job')
    .where('job_class_name', '=', 'purgeRequestKeys')
    .execute();
  await db.schema.dropTable('sys_request_key').execute();
}
