// Scheduled jobs (/sys/quartzJob/*, JeecgBoot's QuartzJobController): paths, shapes, permission
// codes and the texts both ends show.

export const QUARTZ_PATHS = {
  list: '/sys/quartzJob/list',
  add: '/sys/quartzJob/add',
  edit: '/sys/quartzJob/edit',
  delete: '/sys/quartzJob/delete',
  deleteBatch: '/sys/quartzJob/deleteBatch',
  queryById: '/sys/quartzJob/queryById',
  exportXls: '/sys/quartzJob/exportXls',
  importExcel: '/sys/quartzJob/importExcel',
  pause: '/sys/quartzJob/pause',
  resume: '/sys/quartzJob/resume',
  execute: '/sys/quartzJob/execute',
  /** Run history of one job (this product's addition). */
  runList: '/sys/quartzJob/runList',
  /** Names of the job handlers the server knows (this product's addition). */
  handlers: '/sys/quartzJob/handlers',
} as const;

/** Button codes (schemas/menus.json, menu monitor-quartz); each endpoint requires one. */
export const QUARTZ_CODES = {
  list: 'quartzJob:list',
  add: 'quartzJob:add',
  edit: 'quartzJob:edit',
  delete: 'quartzJob:delete',
  deleteBatch: 'quartzJob:deleteBatch',
  pause: 'quartzJob:pause',
  resume: 'quartzJob:resume',
  execute: 'quartzJob:execute',
} as const;

/** JeecgBoot's CommonConstant.STATUS_NORMAL / STATUS_DISABLE. */
export const JOB_STATUS = { running: 0, paused: -1 } as const;
export type JobStatus = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];

export interface QuartzJob {
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

export type QuartzJobInput = Pick<QuartzJob, 'jobClassName' | 'cronExpression'> &
  Partial<Pick<QuartzJob, 'parameter' | 'description' | 'status'>>;

export type RunTrigger = 'cron' | 'manual';
export type RunOutcome = 'running' | 'success' | 'failure';

export interface QuartzJobRun {
  id: string;
  jobId: string;
  jobClassName: string;
  /** The firing: 'YYYY-MM-DD HH:mm:ss' (cron) or with milliseconds (run once). */
  fireTime: string;
  triggerType: RunTrigger;
  status: RunOutcome;
  startTime: string;
  endTime: string | null;
  /** Milliseconds; null while running. */
  duration: number | null;
  message: string | null;
  instance: string | null;
}

export interface JobHandlerInfo {
  name: string;
  description: string;
}

export const JOB_LIMITS = {
  classNameLength: 255,
  cronLength: 255,
  parameterLength: 255,
  descriptionLength: 255,
  runMessageLength: 500,
  /** Next fire times the editor and the job list show. */
  previewCount: 5,
} as const;

/** Labels of a job's fields: the page's columns and form, and the Excel columns. */
export const JOB_FIELD_LABELS = {
  jobClassName: '任务类名',
  cronExpression: 'Cron表达式',
  parameter: '参数',
  description: '描述',
  status: '状态',
} as const;

export const JOB_TEXTS = {
  added: '创建定时任务成功',
  edited: '更新定时任务成功!',
  deleted: '删除定时任务成功!',
  paused: '暂停定时任务成功',
  resumed: '恢复定时任务成功',
  executed: '执行成功!',
  notFound: '定时任务不存在！',
  classNameExists: '该定时任务类名已存在',
  unknownHandler: (name: string, available: readonly string[]) =>
    `后台找不到该类名：${name}（可用的类名：${available.join('、')}）`,
  badCron: (detail: string) => `Cron表达式不正确：${detail}`,
  classNameRequired: '任务类名不能为空',
  statusLabels: { 0: '正常', [-1]: '停止' } as Record<number, string>,
  /** The Excel file's title and sheet name. */
  excelTitle: '定时任务',
  statusUnknown: '状态只能是“正常”或“停止”',
  triggerLabels: { cron: '定时', manual: '手动' } as Record<RunTrigger, string>,
  outcomeLabels: { running: '执行中', success: '成功', failure: '失败' } as Record<RunOutcome, string>,
} as const;
