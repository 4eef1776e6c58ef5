// What a demo-data run can be asked for, its defaults, and the check of a request before anything
// is written (messages in Chinese, like every message the platform shows).
import { dateOf, dayNumber, today } from './calendar';
import { DemoDataError } from './demo-tables';

export interface DemoDataOptions {
  enterprises: number;
  seed?: number;
  /** Reference day 'YYYY-MM-DD' (GMT+8) of all dates; default today. Fix it to reproduce a data set. */
  asOf?: string;
  tenantId?: number;
  createdBy?: string;
  sysOrgCode?: string;
  /** Add to the enterprises already there instead of refusing. */
  append?: boolean;
  /** New service organisations; default grows with the enterprises (see defaultServiceOrgCount). */
  serviceOrgs?: number;
  expertsPerOrg?: readonly [number, number];
  staffPerEnterprise?: readonly [number, number];
  /** Enterprises (with their staff and service lists) per transaction. */
  enterprisesPerTransaction?: number;
  onProgress?: (progress: DemoProgress) => void;
}

export interface DemoDataCounts {
  serviceOrgs: number;
  experts: number;
  enterprises: number;
  enterpriseStaff: number;
  enterpriseServices: number;
}

export interface DemoProgress {
  /** Enterprises written so far and in all. */
  done: number;
  total: number;
  counts: DemoDataCounts;
}

/** The modest set a fresh `npm start` gets: about 60 enterprises, 8 organisations, 40 experts. */
export const DEMO_DATA_DEFAULTS = {
  enterprises: 60,
  serviceOrgs: 8,
  expertsPerOrg: [3, 7] as const,
  staffPerEnterprise: [3, 8] as const,
  seed: 2024,
  tenantId: 0,
  createdBy: 'demo',
  sysOrgCode: 'A01',
} as const;

/**
 * Enterprises (with their ~7 staff and service rows each) per transaction. Every commit writes the
 * index pages it dirtied to SQLite's WAL, so very small transactions cost (1 000 took 12 % more CPU
 * than 2 000 for 40 000 enterprises); beyond 2 000 nothing is gained and the slice, which is all
 * that sits in memory, only grows (5 000: +70 MB peak RSS for the same time).
 */
export const ENTERPRISES_PER_TRANSACTION = 2000;

/** One organisation per ~400 enterprises, at least the default 8. */
export function defaultServiceOrgCount(enterprises: number): number {
  return Math.max(DEMO_DATA_DEFAULTS.serviceOrgs, Math.ceil(enterprises / 400));
}

const MAX_ENTERPRISES = 10_000_000;
function checkRange(name: string, range: readonly [number, number], min: number): void {
  const [low, high] = range;
  if (!Number.isInteger(low) || !Number.isInteger(high) || low < min || high < low) {
    throw new DemoDataError(`${name} 应为两个整数 [最少, 最多]，且最少不小于 ${min}`);
  }
}

/** Checks the options and answers the reference day to use; DemoDataError names what is wrong. */
export function checkDemoOptions(options: DemoDataOptions): string {
  const { enterprises } = options;
  if (!Number.isInteger(enterprises) || enterprises < 0 || enterprises > MAX_ENTERPRISES) {
    throw new DemoDataError(`企业数量应为 0 到 ${MAX_ENTERPRISES} 之间的整数`);
  }
  if (options.seed !== undefined && !Number.isInteger(options.seed))
    throw new DemoDataError('随机种子应为整数');
  if (
    options.serviceOrgs !== undefined &&
    (!Number.isInteger(options.serviceOrgs) || options.serviceOrgs < 1)
  ) {
    throw new DemoDataError('服务机构数量应为正整数');
  }
  checkRange('expertsPerOrg', options.expertsPerOrg ?? DEMO_DATA_DEFAULTS.expertsPerOrg, 0);
  checkRange('staffPerEnterprise', options.staffPerEnterprise ?? DEMO_DATA_DEFAULTS.staffPerEnterprise, 1);
  const perSlice = options.enterprisesPerTransaction;
  if (perSlice !== undefined && (!Number.isInteger(perSlice) || perSlice < 1)) {
    throw new DemoDataError('每个事务的企业数应为正整数');
  }
  const asOf = options.asOf ?? dateOf(today());
  let day: number;
  try {
    day = dayNumber(asOf);
  } catch {
    throw new DemoDataError(`参考日期应为 YYYY-MM-DD 格式的真实日期：${asOf}`);
  }
  if (day > today()) throw new DemoDataError(`参考日期不能晚于今天：${asOf}`);
  return asOf;
}
