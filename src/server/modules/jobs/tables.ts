// Row types of the scheduled-job tables (migration 0003), added to the database type where this
// module works with them, so the shared table catalogue stays untouched.
import type { Kysely } from 'kysely';
import type { JobStatus, RunOutcome, RunTrigger } from '../../../shared/jobs/jobs-api';
import type { Database } from '../../db/tables';

export interface SysQuartzJobTable {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  status: JobStatus;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysQuartzRunTable {
  id: string;
  jobId: string;
  jobClassName: string;
  fireTime: string;
  triggerType: RunTrigger;
  status: RunOutcome;
  startTime: string;
  endTime: string | null;
  duration: number | null;
  message: string | null;
  instance: string | null;
}

// A type alias (not an interface) so that it meets withTables' record constraint.
export type JobTables = {
  sysQuartzJob: SysQuartzJobTable;
  sysQuartzRun: SysQuartzRunTable;
};

export type JobDb = Kysely<Database & JobTables>;

export const jobDb = (db: Kysely<Database>): JobDb => db.withTables<JobTables>();
