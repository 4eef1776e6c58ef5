// The app factory used by `npm start` and by every test: definitions, database (migrated and
// seeded), shared store, security headers, the API under its prefix and the SPA at '/'.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createCaptchaService } from './auth/captcha';
import { registerAuthentication } from './auth/authenticate';
import { enforceRouteAccess } from './auth/route-access';
import type { RouteAccessEntry } from './auth/route-access';
import { createLoginThrottle } from './auth/login-throttle';
import { createSessionStore } from './auth/session-store';
import { changesAuth, createAuthCache } from './auth/auth-cache';
import { createMemoryBus, createRedisBus } from './realtime/bus';
import { createTableWrites } from './realtime/table-writes';
import type { AppConfig } from './config';
import { openDatabase } from './db/database';
import type { DatabaseOptions, ExecutedQuery } from './db/database';
import { migrateToLatest } from './db/migrate';
import { loadDefinitions } from './definitions';
import { registerCors } from './http/cors';
import { registerErrorHandler, sendApiNotFound } from './http/error-handler';
import { registerRequestId, requestIdOf } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { registerNulGuard } from './http/nul-guard';
import { registerSpa } from './http/spa';
import { lazyValidation } from './http/lazy-validation';
import { createMemoryStore } from './kv/memory-store';
import { createRedisStore } from './kv/redis-store';
import { laterLog } from './kv/redis-connection';
import { registerApiRoutes } from './routes';
import { seedSystem } from './seed/seed';
import type { SeedOutcome } from './seed/seed';
import type { AppServices } from './services';
import { DICTIONARY_TABLES, createDictionaryService } from './modules/sys/dictionary-service';
import { DEMO_DATA_DEFAULTS, seedDemoDataIfEmpty, seedSystemDemoIfFresh } from './demo';
import { demoReports } from './modules/report-generation/demo-reports';
import { uploadRoot } from './modules/files/upload-root';
import { createTableVersions } from './figures/table-versions';
import { createEngine } from './engine';
import { createCountMemo } from './engine/count-memo';
import { createDataRuleMemo } from './engine/data-rule-memo';
import { mergeHooks } from './engine/hooks';
import type { EngineHooks } from './engine/hooks';
import { BUSINESS_HOOKS, definitionHooks } from './business';
import { createQueryLog } from './modules/monitor/query-log';
import { startMonitoring } from './modules/monitor/monitoring';
import { registerOperationalRoutes } from './modules/monitor/operational-routes';
import { loadSmsProvider } from './sms/sms-provider';
import { createSmsService } from './sms/sms-service';
import { createPdfConverter } from './pdf';
import type { SmsOptions } from './sms/sms-service';
import type { JobHandlers } from './modules/jobs/handlers';

export interface BuildOptions {
  /** Fixed captcha text for tests; random otherwise. */
  generateCaptchaText?: () => string;
  /** Where the definition files live (default: ./schemas). */
  schemasDir?: string;
  /** Hears every executed statement (benchmarks compare the API with the same SQL run directly). */
  onQuery?: DatabaseOptions['onQuery'];
  /** SMS provider and limits for tests. */
  sms?: SmsOptions;
  /** Job handlers by name, added to the built-in ones (tests inject their own). */
  jobHandlers?: JobHandlers;
  /** Data rules, operation guards and effects added to the business ones (tests inject their own). */
  hooks?: Partial<EngineHooks>;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    startup: SeedOutcome;
    /** Every route with its declared access: the API's and the operational ones (security tests, review). */
    routeAccess: readonly RouteAccessEntry[];
  }
}

const JSON_BODY_LIMIT = 1024 * 1024;
const MAX_PATH_PARAM_LENGTH = 500;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const hooks = mergeHooks(BUSINESS_HOOKS, options.hooks);
  const definitions = loadDefinitions(options.schemasDir ?? path.resolve('schemas'), hooks, config.dataDir);
  const smsProvider = options.sms?.provider ?? (await loadSmsProvider(config.smsProvider));
  // Every statement is timed for the database monitor's slow-query list (and heard by options.onQuery).
  const queryLog = createQueryLog();
  // Writes reach this instance's caches at once and every other instance's through the bus.
  const writeBus = config.redisUrl ? createRedisBus(config.redisUrl, config.redisPrefix) : createMemoryBus();
  const tableWrites = createTableWrites(writeBus);
  const authCache = createAuthCache();
  const counts = createCountMemo();
  const rules = createDataRuleMemo();
  tableWrites.listen((writes) => {
    if (changesAuth(writes)) authCache.dropAll();
    counts.written(writes);
    rules.written(writes);
  });
  const onQuery = (query: ExecutedQuery) => {
    queryLog.record(query);
    options.onQuery?.(query);
  };
  const database = openDatabase({
    ...config,
    onQuery,
    onWrite: (writes, committed) => tableWrites.written(writes, committed),
  });
  // A Redis outage is logged by the app's logger, which exists once Fastify is set up below.
  const redisLog = laterLog();
  // What the start does without (schema sync's warnings), logged as soon as that logger exists.
  const startLog = laterLog();
  const store = config.redisUrl
    ? createRedisStore(config.redisUrl, config.redisPrefix, redisLog)
    : createMemoryStore();
  const dictionaries = createDictionaryService(database.db);
  const tableVersions = createTableVersions();
  let startup: SeedOutcome;
  /** Whether this start wrote the business demo (its reports are made once the app is ready). */
  let demoWritten = false;
  let engine: ReturnType<typeof createEngine>;
  try {
    await tableWrites.start();
    engine = createEngine(definitions, database.db, database.dialect, dictionaries, {
      onTableWritten: (table) => {
        if (DICTIONARY_TABLES.has(table)) dictionaries.clear();
        tableVersions.written(table);
      },
      hooks: mergeHooks(hooks, definitionHooks(definitions.entities)),
      // Stored paths are checked for their shape before a check reads them (shared/uploads.ts).
      readStoredFile: (storedPath) => readFile(path.join(uploadRoot(config.dataDir), storedPath)),
      counts,
      counterDb: database.counters,
      rules,
      exportWorker: { source: database.snapshotSource, onQuery },
    });
    await migrateToLatest(
      database.db,
      database.dialect === 'postgres' ? (config.pgSchema ?? 'public') : undefined,
    );
    // Entity tables after the system migrations (which may prepare a destructive change), before the seed.
    for (const warning of (await engine.sync()).warnings) startLog.warn(warning);
    startup = await seedSystem(
      database.db,
      definitions,
      { adminPassword: config.adminPassword },
      database.dialect,
    );
    // A fresh installation shows something to work with: system data while only the root department
    // and the admin account exist, then business data while the enterprise table is empty (after,
    // so that its records can be tied to the demo accounts).
    if (config.demoData) {
      await seedSystemDemoIfFresh(database.db, database.dialect);
      demoWritten =
        (await seedDemoDataIfEmpty(database.db, definitions, { uploadRoot: uploadRoot(config.dataDir) })) !==
        null;
    }
  } catch (error) {
    await Promise.allSettled([database.close(), store.close(), writeBus.close()]);
    throw error;
  }

  const services: AppServices = {
    config,
    db: database.db,
    dialect: database.dialect,
    store,
    sessions: createSessionStore(database.db),
    authCache,
    tableWrites,
    captcha: createCaptchaService(store, {
      enabled: config.captcha,
      ...(options.generateCaptchaText ? { generateText: options.generateCaptchaText } : {}),
    }),
    throttle: createLoginThrottle(store),
    dictionaries,
    definitions,
    engine,
    queryLog,
    tableVersions,
    monitoring: startMonitoring(database.poolStats),
    pingDatabase: database.ping,
    sms: createSmsService(store, smsProvider, config.production, options.sms),
    pdf: createPdfConverter({ binary: config.pdfConverter, concurrency: config.pdfConcurrency }),
    ...(options.jobHandlers ? { jobHandlers: options.jobHandlers } : {}),
  };

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers["x-access-token"]', 'req.headers.authorization'] },
    bodyLimit: JSON_BODY_LIMIT,
    // request.ip and request.protocol come from X-Forwarded-* only when sent by a listed proxy.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Table dictionary codes ('table,text_column,value_column') travel as one path segment.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    forceCloseConnections: true,
    // The id every log line of the request carries (reqId), answered in X-Request-Id (http/request-id.ts).
    genReqId: requestIdOf,
    schemaController: lazyValidation(),
  });
  redisLog.attach(app.log);
  startLog.attach(app.log);
  app.decorate('services', services);
  app.decorate('startup', startup);
  const routeAccess: RouteAccessEntry[] = [];
  app.decorate('routeAccess', routeAccess);
  // First of all at shutdown: PDF conversions not yet started are refused (their reports say 生成失败
  // and can be made again), so that closing waits for at most the ones running.
  app.addHook('preClose', async () => services.pdf.close());
  app.addHook('onClose', async () => {
    // Conversions under way finish (and remove their directories) before their callers lose the database.
    await services.pdf.idle();
    services.monitoring.stop();
    await Promise.allSettled([database.close(), store.close(), writeBus.close()]);
  });

  registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerRequestId(app);
  registerCors(app, config.corsOrigins);
  registerNulGuard(app);
  await registerOperationalRoutes(app, services, routeAccess);
  if (demoWritten) await app.register(demoReports(services, DEMO_DATA_DEFAULTS.tenantId));

  await app.register(
    async (api) => {
      enforceRouteAccess(api, routeAccess);
      registerAuthentication(api, services);
      await registerApiRoutes(api, services);
    },
    { prefix: config.apiPrefix },
  );

  const spa = await registerSpa(app, config.clientDir, config.apiPrefix);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === config.apiPrefix || pathname.startsWith(`${config.apiPrefix}/`))
      return sendApiNotFound(reply);
    if (spa?.wantsIndex(request)) return spa.sendIndex(reply);
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });

  return app;
}
