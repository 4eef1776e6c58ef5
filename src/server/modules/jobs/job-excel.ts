// Scheduled jobs through the Excel module (JeecgBoot 2.4's 定时任务 导出/导入): the list query's jobs
// (or the selected ones) streamed page by page, and the import, each row saved as 新增 does (a known
// class name — ours or JeecgBoot's —, a valid cron expression, a class name not yet used); the
// scheduler takes the imported jobs at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  JOB_FIELD_LABELS,
  JOB_STATUS,
  JOB_TEXTS,
  QUARTZ_CODES,
  QUARTZ_PATHS,
} from '../../../shared/jobs/jobs-api';
import type { QuartzJob, QuartzJobInput } from '../../../shared/jobs/jobs-api';
import { allow } from '../../auth/route-access';
import { Errors } from '../../errors';
import type { ExcelColumn } from '../../excel';
import type { AppServices } from '../../services';
import { cellText, formRowCheck, importSheet, saveEach, sendSheet } from '../users/excel-route-parts';
import { MAX_JOB_PAGE_SIZE } from './job-store';
import type { createJobStore } from './job-store';

type JobStore = ReturnType<typeof createJobStore>;
type Query = Record<string, unknown>;

const STATUS_OPTIONS = [
  JOB_TEXTS.statusLabels[JOB_STATUS.running]!,
  JOB_TEXTS.statusLabels[JOB_STATUS.paused]!,
];
const COLUMNS: readonly ExcelColumn[] = [
  { key: 'jobClassName', header: JOB_FIELD_LABELS.jobClassName, kind: 'text', required: true, width: 40 },
  { key: 'cronExpression', header: JOB_FIELD_LABELS.cronExpression, kind: 'text', required: true, width: 24 },
  { key: 'parameter', header: JOB_FIELD_LABELS.parameter, kind: 'text', width: 20 },
  { key: 'description', header: JOB_FIELD_LABELS.description, kind: 'text', width: 30 },
  {
    key: 'status',
    header: JOB_FIELD_LABELS.status,
    kind: 'text',
    width: 10,
    dictionary: { texts: STATUS_OPTIONS },
  },
];

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Every job of the list query (or the selected ones), the status as its text. */
async function* exportRows(store: JobStore, query: Query) {
  const selected = new Set((text(query.selections) ?? '').split(',').filter(Boolean));
  for (let page = 1; ; page += 1) {
    const { records } = await store.list({
      pageNo: String(page),
      pageSize: String(MAX_JOB_PAGE_SIZE),
      jobClassName: text(query.jobClassName),
      status: text(query.status),
    });
    for (const job of records)
      if (selected.size === 0 || selected.has(job.id))
        yield { ...job, status: JOB_TEXTS.statusLabels[job.status] ?? String(job.status) };
    if (records.length < MAX_JOB_PAGE_SIZE) return;
  }
}

/** A row's job, its status text turned back into the status (empty: 正常). */
function jobOf(raw: Record<string, unknown>): QuartzJobInput {
  const statusText = cellText(raw, 'status')?.trim();
  const status = statusText
    ? Object.entries(JOB_TEXTS.statusLabels).find(([, label]) => label === statusText)?.[0]
    : String(JOB_STATUS.running);
  if (status === undefined) throw Errors.jobStatusUnknown();
  return {
    jobClassName: cellText(raw, 'jobClassName')?.trim() ?? '',
    cronExpression: cellText(raw, 'cronExpression')?.trim() ?? '',
    parameter: cellText(raw, 'parameter') ?? null,
    description: cellText(raw, 'description') ?? null,
    status: Number(status) as QuartzJob['status'],
  };
}

export function registerJobExcelRoutes(
  api: FastifyInstance,
  services: AppServices,
  store: JobStore,
  reload: () => Promise<void>,
): void {
  api.get(QUARTZ_PATHS.exportXls, allow.anyOf(QUARTZ_CODES.list), async (request: FastifyRequest, reply) => {
    const query = (request.query ?? {}) as Query;
    const selected = (text(query.selections) ?? '').split(',').filter(Boolean).length;
    const filters = { jobClassName: text(query.jobClassName), status: text(query.status), pageSize: '1' };
    const total = selected || (await store.list(filters)).total;
    return sendSheet(request, reply, {
      title: JOB_TEXTS.excelTitle,
      total,
      columns: COLUMNS,
      rows: exportRows(store, query),
    });
  });

  api.post(QUARTZ_PATHS.importExcel, allow.anyOf(QUARTZ_CODES.add), async (request) => {
    const outcome = await importSheet<QuartzJobInput>(request, services, {
      title: JOB_TEXTS.excelTitle,
      columns: COLUMNS,
      validate: formRowCheck(jobOf, () => 'status'),
      save: (rows, user) => saveEach(rows, (job) => store.add(job, user.username)),
    });
    await reload();
    return outcome;
  });
}
