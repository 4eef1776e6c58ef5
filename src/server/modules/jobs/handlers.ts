// Job handlers, registered by name: a job's job_class_name must name one of them. The built-in
// ones keep the installation tidy; tests (and later modules) add their own through the registry.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { formatDateTime } from '../../../shared/date-format';
import { cleanupExcelFiles } from '../../excel/file-store';
import { engineDb } from '../../engine/engine-db';
import { purgeRequestKeys } from '../../engine/write/request-keys';
import { purgeUnlinkedFiles } from '../files/purge-unlinked';
import { jobDb } from './tables';

export interface JobContext {
  db: Kysely<Database>;
  dataDir: string;
  /** The job's parameter text, as entered. */
  parameter: string | null;
  jobId: string;
  fireTime: string;
  log: FastifyBaseLogger;
}

export interface JobHandler {
  /** Shown where the job's class name is chosen. */
  description: string;
  /** Answers the run's message (kept in the history); a throw marks the run failed. */
  run(context: JobContext): Promise<string | void>;
}

export type JobHandlers = Readonly<Record<string, JobHandler>>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Run history older than this many days goes, unless the job's parameter names another figure. */
export const DEFAULT_RUN_RETENTION_DAYS = 30;

const positiveInteger = (text: string | null, fallback: number) => {
  const value = Number(text?.trim());
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const BUILT_IN_HANDLERS: JobHandlers = {
  sampleJob: {
    description: '示例任务：只记录一次执行及其参数',
    run: async ({ parameter }) => `示例任务已执行，参数：${parameter || '无'}`,
  },
  purgeExpiredSessions: {
    description: '清理已过期的登录会话',
    run: async ({ db }) => {
      const result = await db.deleteFrom('sysSession').where('expiresAt', '<', Date.now()).executeTakeFirst();
      return `已清理过期会话${Number(result.numDeletedRows)}条`;
    },
  },
  purgeExportFiles: {
    description: '清理过期的导出文件与导入错误报告',
    run: async ({ dataDir }) => `已清理过期文件${await cleanupExcelFiles(dataDir)}个`,
  },
  purgeJobRuns: {
    description: `清理定时任务执行记录（参数：保留天数，默认${DEFAULT_RUN_RETENTION_DAYS}）`,
    run: async ({ db, parameter }) => {
      const days = positiveInteger(parameter, DEFAULT_RUN_RETENTION_DAYS);
      const cutoff = formatDateTime(Date.now() - days * DAY_MS);
      const result = await jobDb(db)
        .deleteFrom('sysQuartzRun')
        .where('startTime', '<', cutoff)
        .where('status', '!=', 'running')
        .executeTakeFirst();
      return `已清理${days}天前的执行记录${Number(result.numDeletedRows)}条`;
    },
  },
  purgeUnlinkedFiles: {
    description: '清理上传一天后仍未关联记录的文件',
    run: async ({ db, dataDir }) => `已清理未关联记录的文件${await purgeUnlinkedFiles(db, dataDir)}个`,
  },
  purgeRequestKeys: {
    description: '清理一天前的请求标识（新增请求的重试凭据）',
    run: async ({ db }) => `已清理过期的请求标识${await purgeRequestKeys(engineDb(db))}个`,
  },
};

/**
 * JeecgBoot 2.4's class names of the jobs we also have: a job table migrated from JeecgBoot, or its
 * client's 新增 with them, runs ours. Its SampleParamJob only logged its parameter, as sampleJob does.
 */
export const JEECG_JOB_CLASS_NAMES: Readonly<Record<string, string>> = {
  'org.jeecg.modules.quartz.job.SampleJob': 'sampleJob',
  'org.jeecg.modules.quartz.job.SampleParamJob': 'sampleJob',
};

export interface JobRegistry {
  /** Our handler name for a name of ours or a JeecgBoot class name; undefined when neither. */
  resolve(name: string): string | undefined;
  get(name: string): JobHandler | undefined;
  list(): { name: string; description: string }[];
}

/** The built-in handlers plus any given (a given name replaces a built-in one). */
export function createJobRegistry(extra: JobHandlers = {}): JobRegistry {
  const handlers = new Map(Object.entries({ ...BUILT_IN_HANDLERS, ...extra }));
  const resolve = (name: string) => {
    const own = Object.hasOwn(JEECG_JOB_CLASS_NAMES, name) ? JEECG_JOB_CLASS_NAMES[name]! : name;
    return handlers.has(own) ? own : undefined;
  };
  return {
    resolve,
    get: (name) => {
      const own = resolve(name);
      return own === undefined ? undefined : handlers.get(own);
    },
    list: () => [...handlers].map(([name, h]) => ({ name, description: h.description })),
  };
}

/** The handler names to offer in a refusal of an unknown one. */
export const handlerNames = (registry: JobRegistry): string[] =>
  registry.list().map((handler) => handler.name);
