// Declared time rules (deadlines that make records overdue) are kept by a job: installations start
// with it running every 10 minutes. Inserted once, so pausing or deleting it stays.
import type { Kysely } from 'kysely';
import { installSystemJob } from './system-job';

export async function up(db: Kysely<unknown>): Promise<void> {
  await installSystemJob(db, {
    className: 'evaluateTimeRules',
    cron: '0 0/10 * * * ?',
    description: '每10分钟评估时限规则：标记与解除逾期，通知责任人',
  });
}
