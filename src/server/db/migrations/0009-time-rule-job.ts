// Declared time rules (deadlines that make records overdue) are kept by a job: installations start
// with it running every 10 minutes. Inserted once, so pausing or deleting it stays.
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../../shared/date-format';
import { newId } from '../ids';

export async function up(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ sys_quartz_job: Record<string, string | number> }>)
    .insertInto('sys_quartz_job')
    .values({
      id: newId(),
      job_class_name: 'evaluateTimeRules',
      cron_expression: '0 0/10 * * * ?',
      description: '每10分钟评估时限规则：标记与解除逾期，通知责任人',
      status: 0,
      create_by: 'system',
      create_time: formatDateTime(),
    })
    .execute();
}
