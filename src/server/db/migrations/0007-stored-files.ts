// Uploaded files as rows (DESIGN.md §6: files belong to records): one row per upload — who uploaded
// it, in which tenant, its name, size and type — and the record and field it is linked to (null
// while unlinked), so that reading a file is reading its record. Unlinked uploads are removed a day
// later by a nightly job this migration installs.
import type { Kysely } from 'kysely';
import { installSystemJob } from './system-job';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('sys_file')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('stored_path', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('biz', 'varchar(32)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('uploader_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('entity', 'varchar(64)')
    .addColumn('record_id', 'varchar(32)')
    .addColumn('field_key', 'varchar(64)')
    .addColumn('linked_time', 'varchar(19)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_file_record')
    .on('sys_file')
    .columns(['entity', 'record_id', 'field_key'])
    .execute();

  await installSystemJob(db, {
    className: 'purgeUnlinkedFiles',
    cron: '0 20 3 * * ?',
    description: '每天3:20清理上传一天后仍未关联记录的文件',
  });
}
