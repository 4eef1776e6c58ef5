// Scheduled jobs: the definitions (JeecgBoot's sys_quartz_job) and their run history. The run
// table's unique (job_id, fire_time) is how several instances on one database share the work:
// each claims a firing by inserting its row, and only the instance whose insert succeeds runs it.
import type { Kysely } from 'kysely';
import { installSystemJob } from './system-job';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('sys_quartz_job')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('job_class_name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('cron_expression', 'varchar(255)', (c) => c.notNull())
    .addColumn('parameter', 'varchar(255)')
    .addColumn('description', 'varchar(255)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)')
    .execute();

  await db.schema
    .createTable('sys_quartz_run')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('job_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('job_class_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('fire_time', 'varchar(23)', (c) => c.notNull())
    .addColumn('trigger_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(19)')
    .addColumn('duration', 'integer')
    .addColumn('message', 'varchar(500)')
    .addColumn('instance', 'varchar(64)')
    .addUniqueConstraint('uq_sys_quartz_run_firing', ['job_id', 'fire_time'])
    .execute();
  await db.schema.createIndex('idx_sys_quartz_run_start').on('sys_quartz_run').column('start_time').execute();

  // The history would otherwise grow without end (a job every second writes 86,400 rows a day):
  // installations start with its nightly purge running. Inserted once, so a deletion stays.
  await installSystemJob(db, {
    className: 'purgeJobRuns',
    cron: '0 10 3 * * ?',
    parameter: '30',
    description: '每天3:10清理30天前的定时任务执行记录',
  });
}
