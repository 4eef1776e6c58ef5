// A scheduled job the system installs with its migration (a nightly purge, the time-rule evaluation),
// running from the start; an administrator may pause or change it like any other.
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../../shared/date-format';
import { newId } from '../ids';

export interface SystemJob {
  className: string;
  cron: string;
  description: string;
  parameter?: string;
}

export async function installSystemJob(db: Kysely<unknown>, job: SystemJob): Promise<void> {
  await (db as Kysely<{ sys_quartz_job: Record<string, string | number> }>)
    .insertInto('sys_quartz_job')
    .values({
      id: newId(),
      job_class_name: job.className,
      cron_expression: job.cron,
      ...(job.parameter === undefined ? {} : { parameter: job.parameter }),
      description: job.description,
      status: 0,
      create_by: 'system',
      create_time: formatDateTime(),
    })
    .execute();
}
