// The workplace shows each user their own latest steps: an index on (operator, time) reads them
// without scanning the flow log, which grows with every step of every user.
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('idx_sys_flow_log_operator')
    .on('sys_flow_log')
    .columns(['operator_id', 'create_time'])
    .execute();
}
