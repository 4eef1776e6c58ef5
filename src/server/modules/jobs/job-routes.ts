// /sys/quartzJob/*: the job list and its editing, pause/resume, run once and the run history. Each
// endpoint requires its button code (510 otherwise); every change reloads this instance's
// scheduler at once (other instances see it at their next refresh).
import { allow } from '../../auth/route-access';
import { dataPushJobs } from '../data-push/push-job';
import { registerJobExcelRoutes } from './job-excel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JOB_LIMITS, JOB_STATUS, JOB_TEXTS, QUARTZ_CODES, QUARTZ_PATHS } from '../../../shared/jobs/jobs-api';
import type { QuartzJobInput } from '../../../shared/jobs/jobs-api';
import { authOf } from '../../auth/authenticate';
import { parseIds } from '../../engine/write/delete-records';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { createJobRegistry } from './handlers';
import type { PageParams } from './job-store';
import { createJobStore } from './job-store';
import { createScheduler, instanceName } from './scheduler';
import { timeRuleJobs } from './time-rule-job';
import type { NoticeSender } from '../../engine/time-rules/notices';

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const jobBody = {
  type: 'object',
  required: ['jobClassName', 'cronExpression'],
  properties: {
    id: { type: 'string', maxLength: 32 },
    jobClassName: { type: 'string', maxLength: JOB_LIMITS.classNameLength },
    cronExpression: { type: 'string', maxLength: JOB_LIMITS.cronLength },
    parameter: text(JOB_LIMITS.parameterLength),
    description: text(JOB_LIMITS.descriptionLength),
    status: { type: 'integer', enum: [JOB_STATUS.running, JOB_STATUS.paused] },
  },
} as const;

const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

/** pause and resume accept the job's id or, as JeecgBoot 2.4's page sends, its class name. */
const jobRefQuery = {
  type: 'object',
  anyOf: [{ required: ['id'] }, { required: ['jobClassName'] }],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 32 },
    jobClassName: { type: 'string', minLength: 1, maxLength: JOB_LIMITS.classNameLength },
  },
} as const;

type IdRequest = FastifyRequest<{ Querystring: { id: string } }>;
type RefRequest = FastifyRequest<{ Querystring: { id?: string; jobClassName?: string } }>;
type SaveRequest = FastifyRequest<{ Body: QuartzJobInput & { id?: string } }>;

/** `send` delivers the system messages of the jobs that send some (time rules). */
export function registerJobRoutes(api: FastifyInstance, services: AppServices, send: NoticeSender): void {
  const { db } = services;
  const registry = createJobRegistry({
    ...timeRuleJobs(services.engine, send),
    ...dataPushJobs(services.engine.deps),
    ...services.jobHandlers,
  });
  const store = createJobStore(db, registry);
  const scheduler = createScheduler({
    db,
    registry,
    dataDir: services.config.dataDir,
    log: api.log,
    instance: instanceName(),
  });
  api.addHook('onReady', () => scheduler.start());
  registerJobExcelRoutes(api, services, store, () => scheduler.reload());
  api.addHook('onClose', () => scheduler.stop());

  const usernameOf = (request: FastifyRequest) => authOf(request).user.username;

  api.get(
    QUARTZ_PATHS.list,
    allow.anyOf(QUARTZ_CODES.list),
    async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>) => {
      // A repeated parameter arrives as an array: only single values filter.
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const { pageNo, pageSize, jobClassName, status } = request.query;
      return ok(
        await store.list({
          pageNo: text(pageNo),
          pageSize: text(pageSize),
          jobClassName: text(jobClassName),
          status: text(status),
        }),
      );
    },
  );

  api.get(
    QUARTZ_PATHS.queryById,
    { ...allow.anyOf(QUARTZ_CODES.list), schema: { querystring: idQuery } },
    async (request: IdRequest) => {
      return ok(await store.find(request.query.id));
    },
  );

  api.get(QUARTZ_PATHS.handlers, allow.anyOf(QUARTZ_CODES.list), async () => {
    return ok(registry.list());
  });

  api.post(
    QUARTZ_PATHS.add,
    { ...allow.anyOf(QUARTZ_CODES.add), schema: { body: jobBody } },
    async (request: SaveRequest) => {
      const job = await store.add(request.body, usernameOf(request));
      await scheduler.reload();
      return ok(job, JOB_TEXTS.added);
    },
  );

  const edit = async (request: SaveRequest) => {
    const username = usernameOf(request);
    const job = await store.edit(request.body.id ?? '', request.body, username);
    await scheduler.reload();
    return ok(job, JOB_TEXTS.edited);
  };
  const editSchema = { body: { ...jobBody, required: [...jobBody.required, 'id'] } };
  api.put(QUARTZ_PATHS.edit, { ...allow.anyOf(QUARTZ_CODES.edit), schema: editSchema }, edit);
  api.post(QUARTZ_PATHS.edit, { ...allow.anyOf(QUARTZ_CODES.edit), schema: editSchema }, edit);

  api.delete(
    QUARTZ_PATHS.delete,
    { ...allow.anyOf(QUARTZ_CODES.delete), schema: { querystring: idQuery } },
    async (request: IdRequest) => {
      await store.remove([request.query.id]);
      await scheduler.reload();
      return ok(null, JOB_TEXTS.deleted);
    },
  );

  api.delete(
    QUARTZ_PATHS.deleteBatch,
    allow.anyOf(QUARTZ_CODES.deleteBatch),
    async (request: FastifyRequest<{ Querystring: { ids?: string } }>) => {
      await store.remove(parseIds(request.query.ids));
      await scheduler.reload();
      return ok(null, JOB_TEXTS.deleted);
    },
  );

  const setStatus = (status: 0 | -1, message: string) => async (request: RefRequest) => {
    const username = usernameOf(request);
    const job = await store.findByIdOrClassName(request.query.id, request.query.jobClassName);
    await store.setStatus(job.id, status, username);
    await scheduler.reload();
    return ok(null, message);
  };
  api.get(
    QUARTZ_PATHS.pause,
    { ...allow.anyOf(QUARTZ_CODES.pause), schema: { querystring: jobRefQuery } },
    setStatus(JOB_STATUS.paused, JOB_TEXTS.paused),
  );
  api.get(
    QUARTZ_PATHS.resume,
    { ...allow.anyOf(QUARTZ_CODES.resume), schema: { querystring: jobRefQuery } },
    setStatus(JOB_STATUS.running, JOB_TEXTS.resumed),
  );

  api.get(
    QUARTZ_PATHS.execute,
    { ...allow.anyOf(QUARTZ_CODES.execute), schema: { querystring: idQuery } },
    async (request: IdRequest) => {
      const job = await store.find(request.query.id);
      // Answers once the run is in the history (as running); the handler goes on in the background.
      await scheduler.runOnce(job);
      return ok(null, JOB_TEXTS.executed);
    },
  );

  api.get(
    QUARTZ_PATHS.runList,
    {
      ...allow.anyOf(QUARTZ_CODES.list),
      schema: {
        querystring: {
          type: 'object',
          required: ['jobId'],
          properties: { jobId: { type: 'string', maxLength: 32 } },
        },
      },
    },
    async (request: FastifyRequest<{ Querystring: PageParams & { jobId: string } }>) => {
      return ok(await store.runs(request.query.jobId, request.query));
    },
  );
}
