// What route modules work with, created once per app by buildApp.
import type { Kysely } from 'kysely';
import type { CaptchaService } from './auth/captcha';
import type { LoginThrottle } from './auth/login-throttle';
import type { SessionStore } from './auth/session-store';
import type { AuthCache } from './auth/auth-cache';
import type { TableWrites } from './realtime/table-writes';
import type { AppConfig } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/tables';
import type { Definitions } from './definitions';
import type { Engine } from './engine';
import type { KeyValueStore } from './kv/key-value-store';
import type { DictionaryService } from './modules/sys/dictionary-service';
import type { QueryLog } from './modules/monitor/query-log';
import type { Monitoring } from './modules/monitor/monitoring';
import type { SmsService } from './sms/sms-service';
import type { TableVersions } from './figures/table-versions';
import type { JobHandlers } from './modules/jobs/handlers';
import type { PdfConverter } from './pdf';

export interface AppServices {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: Dialect;
  store: KeyValueStore;
  sessions: SessionStore;
  /** What authentication resolved per token, dropped on every auth change (auth/auth-cache.ts). */
  authCache: AuthCache;
  /** Every instance's table writes, for caches that follow the data (realtime/table-writes.ts). */
  tableWrites: TableWrites;
  captcha: CaptchaService;
  throttle: LoginThrottle;
  dictionaries: DictionaryService;
  definitions: Definitions;
  /** The schema engine: entity registry, generic endpoints, streaming reads and batched imports. */
  engine: Engine;
  /** Timed statements and the recent slow ones (database monitor). */
  queryLog: QueryLog;
  /** Request, process and pool figures for /metrics and the runtime page. */
  monitoring: Monitoring;
  /** Answers when the database takes a trivial query (readiness). */
  pingDatabase(): Promise<void>;
  /** Write counters per table, for figures that must notice writes (figures/table-versions.ts). */
  tableVersions: TableVersions;
  /** SMS codes: provider, rate limits, single-use check. */
  sms: SmsService;
  /** Word documents to PDF (LibreOffice), queued; unavailable without LibreOffice. */
  pdf: PdfConverter;
  /** Job handlers added to the built-in ones (BuildOptions.jobHandlers). */
  jobHandlers?: JobHandlers;
}
