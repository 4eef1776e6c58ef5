// Configuration comes only from environment variables (README lists every one of them).
import type { SsoSettings } from './sso/sso-provider';
import path from 'node:path';
import { DEFAULT_API_PREFIX } from '../shared/api-paths';
import { MAP_POINT_LIMIT } from '../shared/maps';
import { EXPORT_DIRECT_ROW_CAP } from './excel/limits';
import { PDF_CONVERTER_LIMITS } from './pdf/limits';
import {
  AddressListError,
  METRICS_TOKEN_MIN_LENGTH,
  parseAddressList,
} from './modules/monitor/scraper-access';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… switches from embedded SQLite to PostgreSQL. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema (tests use a fresh one); unset means the server's default search path. */
  pgSchema: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of Redis keys, so several deployments can share one Redis. */
  redisPrefix: string;
  /**
   * Addresses and CIDRs of the reverse proxies whose X-Forwarded-For/-Proto are believed; empty (the
   * default) believes none, so a client cannot choose the address its login log and throttles see.
   */
  trustProxy: string[];
  apiPrefix: string;
  /** false turns the login captcha check off for automated clients. */
  captcha: boolean;
  /** Password of the admin account created at first start; random and printed once when unset. */
  adminPassword: string | undefined;
  /** Built SPA served at '/'; unset or missing means API only. */
  clientDir: string | undefined;
  logLevel: string;
  production: boolean;
  /** Exports of more rows run as background jobs with progress instead of a direct download. */
  exportDirectRowCap: number;
  /** The data map sends more enterprises than this as grid cells instead of points. */
  mapPointLimit: number;
  /** Seed a modest demo data set when the enterprise table is empty (first start). */
  demoData: boolean;
  /** Prepare administrators' dashboard and big-screen figures in the background (figures/warm-up.ts). */
  figureWarmUp: boolean;
  /** JeecgBoot's demo calls under /mock/api: served while demoData is on, never in production. */
  mockApi: boolean;
  /** Hosts gateway routes may forward to (host or host:port, lower case); empty allows none. */
  gatewayAllowedHosts: string[];
  /** Module path of the SMS gateway provider; unset = the built-in log provider (refused in production). */
  smsProvider: string | undefined;
  /** Single sign-on (sso/): CAS server and this deployment's service URL, third-party token exchanges. */
  sso: SsoSettings;
  /** Extra origins (scheme://host[:port]) allowed to open the WebSockets besides the server's own host. */
  wsAllowedOrigins: string[];
  /** Origins whose pages may call the API from the browser (CORS); none by default. */
  corsOrigins: string[];
  /** Path of LibreOffice's soffice for PDFs; unset = soffice or libreoffice on PATH. */
  pdfConverter: string | undefined;
  /** PDF conversions one instance runs at once; the others wait in order. */
  pdfConcurrency: number;
  /** Bearer token a scraper of /metrics presents; unset = no token asked. */
  metricsToken: string | undefined;
  /** IPs and CIDRs a scraper of /metrics may come from; empty = any. Neither set: /metrics is off. */
  metricsAllow: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): AppConfig {
  return {
    port: parsePort(env.PORT ?? '8080'),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    pgSchema: undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: parseRedisPrefix(env.REDIS_PREFIX),
    trustProxy: parseAddressSetting('TRUST_PROXY', env.TRUST_PROXY),
    apiPrefix: parseApiPrefix(env.API_PREFIX ?? DEFAULT_API_PREFIX),
    captcha: parseSwitch('CAPTCHA', env.CAPTCHA, true),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    clientDir: path.resolve(root, 'dist/client'),
    logLevel: env.LOG_LEVEL || 'info',
    production: env.NODE_ENV === 'production',
    exportDirectRowCap: parsePositiveInt('EXPORT_ROW_CAP', env.EXPORT_ROW_CAP, EXPORT_DIRECT_ROW_CAP),
    mapPointLimit: parsePositiveInt('MAP_POINT_LIMIT', env.MAP_POINT_LIMIT, MAP_POINT_LIMIT),
    demoData: parseSwitch('DEMO_DATA', env.DEMO_DATA, true),
    figureWarmUp: parseSwitch('FIGURE_WARM_UP', env.FIGURE_WARM_UP, true),
    mockApi: parseSwitch('DEMO_DATA', env.DEMO_DATA, true) && env.NODE_ENV !== 'production',
    gatewayAllowedHosts: parseHostList(env.GATEWAY_HOSTS),
    smsProvider: env.SMS_PROVIDER || undefined,
    sso: parseSsoSettings(env),
    wsAllowedOrigins: parseOriginList('WS_ORIGINS', env.WS_ORIGINS),
    corsOrigins: parseOriginList('CORS_ORIGINS', env.CORS_ORIGINS),
    pdfConverter: env.PDF_CONVERTER ? path.resolve(root, env.PDF_CONVERTER) : undefined,
    pdfConcurrency: parsePositiveInt(
      'PDF_CONCURRENCY',
      env.PDF_CONCURRENCY,
      PDF_CONVERTER_LIMITS.defaultConcurrency,
    ),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    metricsAllow: parseAddressSetting('METRICS_ALLOW', env.METRICS_ALLOW),
  };
}

function parseMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(value))
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces`,
    );
  return value;
}

function parseAddressSetting(name: string, value: string | undefined): string[] {
  try {
    return parseAddressList(value);
  } catch (error) {
    if (error instanceof AddressListError) throw new ConfigError(`${name}: ${error.message}`);
    throw error;
  }
}

function parseHttpUrl(name: string, value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new ConfigError(`${name}: "${value}" is not an http(s) URL`);
  return url.href;
}

/** CAS needs both its server and our service URL; THIRD_LOGIN_PROVIDERS is `type=url,type=url`. */
function parseSsoSettings(env: NodeJS.ProcessEnv): SsoSettings {
  const casServer = env.CAS_SERVER_URL || undefined;
  const casService = env.CAS_SERVICE_URL || undefined;
  if (!casServer !== !casService)
    throw new ConfigError('CAS_SERVER_URL and CAS_SERVICE_URL go together: set both or neither');
  const thirdLogin: Record<string, string> = {};
  for (const entry of (env.THIRD_LOGIN_PROVIDERS ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf('=');
    const type = entry.slice(0, separator).trim();
    if (separator < 1 || !/^[a-z][a-z0-9_]{0,30}$/.test(type))
      throw new ConfigError(`THIRD_LOGIN_PROVIDERS: "${entry}" is not type=url (type in lower-case letters)`);
    thirdLogin[type] = parseHttpUrl('THIRD_LOGIN_PROVIDERS', entry.slice(separator + 1).trim());
  }
  return {
    ...(casServer ? { casServerUrl: parseHttpUrl('CAS_SERVER_URL', casServer) } : {}),
    ...(casService ? { casServiceUrl: parseHttpUrl('CAS_SERVICE_URL', casService) } : {}),
    thirdLogin,
  };
}

/** A comma list of browser origins (`https://host[:port]`), each checked and written as browsers send it. */
function parseOriginList(name: string, value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new ConfigError(`${name}: "${item}" is not an origin such as https://host:port`);
      }
      if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.username)
        throw new ConfigError(`${name}: "${item}" is not an origin such as https://host:port`);
      return url.origin;
    });
}

function parseRedisPrefix(value: string | undefined): string {
  if (value === undefined || value === '') return 'anze:';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(value))
    throw new ConfigError(`REDIS_PREFIX must be 1–64 letters, digits or . _ : -, got "${value}"`);
  return value;
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new ConfigError(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

function parseApiPrefix(value: string): string {
  // The SPA owns every other path, so the API needs a prefix of its own.
  const prefix = value.replace(/\/+$/, '');
  if (!/^(\/[A-Za-z0-9_-]+)+$/.test(prefix)) {
    throw new ConfigError(`API_PREFIX must be a non-empty path such as "/api", got "${value}"`);
  }
  return prefix;
}

function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new ConfigError(`${name} must be "on" or "off", got "${value}"`);
}

function parseHostList(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.find((h) => !/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/.test(h));
  if (bad) throw new ConfigError(`GATEWAY_HOSTS must list host or host:port names, got "${bad}"`);
  return hosts;
}
