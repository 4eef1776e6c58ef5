// Reading and writing job definitions: the checks every save makes (a registered handler, a valid
// cron expression, a class name no other job has), the list page and the run-history page.
import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import { parseCron } from '../../../shared/cron';
import { formatDateTime } from '../../../shared/date-format';
import { JOB_STATUS } from '../../../shared/jobs/jobs-api';
import type { JobStatus, QuartzJob, QuartzJobInput, QuartzJobRun } from '../../../shared/jobs/jobs-api';
import type { PageResult } from '../../../shared/api-types';
import { PAGINATION } from '../../../shared/limits';
import type { Database } from '../../db/tables';
import { newId } from '../../db/ids';
import { escapeLike } from '../../engine/sql-conditions';
import { Errors } from '../../errors';
import { handlerNames } from './handlers';
import type { JobRegistry } from './handlers';
import { jobDb } from './tables';
import { pageNumber } from '../../http/page-number';

export const MAX_JOB_PAGE_SIZE = 1000;

export interface PageParams {
  pageNo?: string | number;
  pageSize?: string | number;
}

const positiveInt = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function pageOf(params: PageParams) {
  const size = Math.min(positiveInt(params.pageSize, PAGINATION.defaultPageSize), MAX_JOB_PAGE_SIZE);
  const current = pageNumber(params.pageNo, size);
  return { size, current, offset: (current - 1) * size };
}

const paged = <T>(records: T[], total: number, size: number, current: number): PageResult<T> => ({
  records,
  total,
  size,
  current,
  pages: Math.ceil(total / size),
});

export function createJobStore(db: Kysely<Database>, registry: JobRegistry) {
  const jobs = jobDb(db);

  /** Normalises and checks a submitted job; throws the first problem's message. */
  async function checked(input: QuartzJobInput, ownId?: string) {
    const submitted = input.jobClassName.trim();
    if (!submitted) throw Errors.jobClassNameRequired();
    // A JeecgBoot class name is stored as our name, so one job cannot exist under two names.
    const jobClassName = registry.resolve(submitted);
    if (!jobClassName) throw Errors.jobHandlerUnknown(submitted, handlerNames(registry));
    const cronExpression = input.cronExpression.trim().replace(/\s+/g, ' ');
    const parsed = parseCron(cronExpression);
    if (!parsed.ok) throw Errors.jobCronInvalid(parsed.message);
    let taken = jobs.selectFrom('sysQuartzJob').select('id').where('jobClassName', '=', jobClassName);
    if (ownId) taken = taken.where('id', '!=', ownId);
    if (await taken.executeTakeFirst()) throw Errors.jobClassNameExists();
    return {
      jobClassName,
      cronExpression,
      parameter: input.parameter?.trim() || null,
      description: input.description?.trim() || null,
    };
  }

  async function find(id: string): Promise<QuartzJob> {
    const row = await jobs.selectFrom('sysQuartzJob').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw Errors.jobNotFound();
    return row;
  }

  return {
    find,

    async findByIdOrClassName(id: string | undefined, jobClassName: string | undefined): Promise<QuartzJob> {
      if (id) return find(id);
      const row = jobClassName
        ? await jobs
            .selectFrom('sysQuartzJob')
            .selectAll()
            .where('jobClassName', '=', jobClassName)
            .executeTakeFirst()
        : undefined;
      if (!row) throw Errors.jobNotFound();
      return row;
    },

    async list(
      params: PageParams & { jobClassName?: string; status?: string },
    ): Promise<PageResult<QuartzJob>> {
      const { size, current, offset } = pageOf(params);
      let query = jobs.selectFrom('sysQuartzJob');
      const name = params.jobClassName?.trim();
      // Case-insensitive on both engines; the user's wildcards are literal.
      const pattern = `%${escapeLike(name ?? '').toLowerCase()}%`;
      if (name)
        query = query.where(sql<SqlBool>`lower(${sql.ref('jobClassName')}) like ${pattern} escape '\\'`);
      const status = Number(params.status);
      if (params.status !== undefined && params.status !== '' && (status === 0 || status === -1))
        query = query.where('status', '=', status as JobStatus);
      const [count, records] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        query
          .selectAll()
          .orderBy('createTime', 'desc')
          .orderBy('id', 'desc')
          .limit(size)
          .offset(offset)
          .execute(),
      ]);
      return paged(records, Number(count.total), size, current);
    },

    async add(input: QuartzJobInput, username: string): Promise<QuartzJob> {
      const values = await checked(input);
      const row: QuartzJob = {
        id: newId(),
        ...values,
        status: input.status ?? JOB_STATUS.running,
        createBy: username,
        createTime: formatDateTime(),
        updateBy: null,
        updateTime: null,
      };
      await jobs.insertInto('sysQuartzJob').values(row).execute();
      return row;
    },

    async edit(id: string, input: QuartzJobInput, username: string): Promise<QuartzJob> {
      const current = await find(id);
      const values = await checked(input, id);
      const changes = {
        ...values,
        status: input.status ?? current.status,
        updateBy: username,
        updateTime: formatDateTime(),
      };
      await jobs.updateTable('sysQuartzJob').set(changes).where('id', '=', id).execute();
      return { ...current, ...changes };
    },

    async setStatus(id: string, status: JobStatus, username: string): Promise<void> {
      await jobs
        .updateTable('sysQuartzJob')
        .set({ status, updateBy: username, updateTime: formatDateTime() })
        .where('id', '=', id)
        .execute();
    },

    /** Deletes the jobs with their run history; none of them found: '定时任务不存在！'. */
    async remove(ids: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const t = jobDb(trx);
        const result = await t.deleteFrom('sysQuartzJob').where('id', 'in', ids).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) throw Errors.jobNotFound();
        await t.deleteFrom('sysQuartzRun').where('jobId', 'in', ids).execute();
      });
    },

    async runs(jobId: string, params: PageParams): Promise<PageResult<QuartzJobRun>> {
      const { size, current, offset } = pageOf(params);
      const query = jobs.selectFrom('sysQuartzRun').where('jobId', '=', jobId);
      const [count, records] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        query.selectAll().orderBy('fireTime', 'desc').limit(size).offset(offset).execute(),
      ]);
      return paged(records, Number(count.total), size, current);
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;
