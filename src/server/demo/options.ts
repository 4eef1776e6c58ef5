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
  /**
   * Whether enterprises get their service cycle (tasks … flow log); default true. Without it a run
   * writes the enterprises, staff, policies and service lists alone, a tenth of the rows: what
   * fits a million enterprises on one disk (with it, 200k took 13 GB on PostgreSQL).
   */
  serviceCycle?: boolean;
  /** Enterprises (with everything that belongs to them) per transaction. */
  enterprisesPerTransaction?: number;
  /** Where uploads live (DATA_DIR/upload): placeholder photo files are written there when given. */
  uploadRoot?: string;
  onProgress?: (progress: DemoProgress) => void;
}

export interface DemoDataCounts {
  /** Reference data written by this run (nothing when an earlier run wrote it). */
  riskTypes: number;
  rectifySuggestions: number;
  checkTemplates: number;
  serviceOrgs: number;
  experts: number;
  enterprises: number;
  enterpriseStaff: number;
  policies: number;
  enterpriseServices: number;
  tasks: number;
  appointments: number;
  investigations: number;
  investigationItems: number;
  hiddenDangers: number;
  deepServices: number;
  emergencyDrills: number;
  safetyTrainings: number;
  trainingAttendees: number;
  guideInspections: number;
  guideInspectionItems: number;
  expertItineraries: number;
  /** GPS points of the itineraries that set out. */
  itineraryTracks: number;
  /** The platform's own operation, written once per installation (nothing when there already). */
  appPictures: number;
  apkVersions: number;
  fileDownloads: number;
  pushLogs: number;
  /** The report templates uploaded: the built-in one of each report type. */
  reportTemplates: number;
  /** Rows of sys_flow_log: one per step a record took. */
  flowLogs: number;
  /** Rows of sys_file: the files photo, image and upload fields hold. */
  files: number;
}

export const emptyCounts = (): DemoDataCounts => ({
  riskTypes: 0,
  rectifySuggestions: 0,
  checkTemplates: 0,
  serviceOrgs: 0,
  experts: 0,
  enterprises: 0,
  enterpriseStaff: 0,
  policies: 0,
  enterpriseServices: 0,
  tasks: 0,
  appointments: 0,
  investigations: 0,
  investigationItems: 0,
  hiddenDangers: 0,
  deepServices: 0,
  emergencyDrills: 0,
  safetyTrainings: 0,
  trainingAttendees: 0,
  guideInspections: 0,
  guideInspectionItems: 0,
  expertItineraries: 0,
  itineraryTracks: 0,
  appPictures: 0,
  apkVersions: 0,
  fileDownloads: 0,
  pushLogs: 0,
  reportTemplates: 0,
  flowLogs: 0,
  files: 0,
});

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
 * Enterprises (with their ~200 rows each: staff, policies, service lists, the service cycle, the
 * other safety work and their flow log) per transaction. Every commit writes the index pages it dirtied to SQLite's WAL, so
 * very small transactions cost (200 took a third longer than 500 for 10 000 enterprises); larger
 * ones gain little and the slice is all that sits in memory (2 000: 1.0 GB peak RSS against
 * 0.6 GB for about the same time).
 */
export const ENTERPRISES_PER_TRANSACTION = 500;

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
