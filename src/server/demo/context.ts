// The state one demo-data run shares between its generators: the seed, the reference day, the ids,
// the values that must stay unique across the run (and against rows already in the database), the
// service organisations (with their experts) enterprises are assigned to, the accounts records are
// tied to and the reference data hazards are filed under.
import { dayNumber, instantOf, workdayNear } from './calendar';
import { platformOperator } from './operators';
import type { AccountRef, Operator } from './operators';
import { seededReferenceIds } from './reference-data';
import type { ReferenceIds } from './reference-data';
import type { Random } from './random';

/** Makes the id of the next row. */
export type IdSource = () => string;

export interface ExpertRef {
  id: string;
  name: string;
  /** The login account tied to the expert, if any. */
  userName: string | null;
  /** 专职工程师 or 外聘专家, not 停用: may lead tasks and be responsible for enterprises. */
  assignable: boolean;
}

export interface ServiceOrgRef {
  id: string;
  districtCode: string;
  /** Where its engineers set out from (工程师行程). */
  address: string;
  longitude: number | null;
  latitude: number | null;
  experts: ExpertRef[];
}

/** Values that must not repeat: a name or code seen once is refused the second time. */
export class UniqueValues {
  readonly enterpriseNames = new Set<string>();
  readonly orgNames = new Set<string>();
  /** Credit codes of enterprises and service organisations together: one register, one code. */
  readonly creditCodes = new Set<string>();
  readonly expertMobiles = new Set<string>();
  /** 18-digit IDs by their numeric key (see idCardKey), legacy 15-digit ones as text. */
  readonly idCards = new Set<number | string>();

  /** Records the value and answers true, or answers false when it was already there. */
  static claim<T>(set: Set<T>, value: T): boolean {
    if (set.has(value)) return false;
    set.add(value);
    return true;
  }
}

export interface DemoContext {
  seed: number;
  /**
   * The reference day (GMT+8), "today" of the data: everything that happened, happened before it;
   * only what is planned or valid until a date (visits, appointments, deadlines, expiries) lies after.
   */
  asOf: string;
  asOfDay: number;
  /** The first instant of the reference day: every step of a record happens before it. */
  cutoff: number;
  newId: IdSource;
  /** Ids of GPS track points: a source of their own, so that adding them left the other ids alone. */
  trackId: IdSource;
  /** Ids of guide-inspection check items: a source of their own, for the same reason. */
  inspectionItemId: IdSource;
  unique: UniqueValues;
  serviceOrgs: ServiceOrgRef[];
  expertsPerOrg: readonly [number, number];
  staffPerEnterprise: readonly [number, number];
  /** The demo accounts found in the database, by username (none in pure generation). */
  accounts: ReadonlyMap<string, AccountRef>;
  /** Who takes the platform's steps (dispatch, approval, closing major hazards). */
  platform: Operator;
  reference: ReferenceIds;
}

export interface DemoContextOptions {
  seed: number;
  asOf: string;
  newId?: IdSource;
  expertsPerOrg?: readonly [number, number];
  staffPerEnterprise?: readonly [number, number];
  accounts?: ReadonlyMap<string, AccountRef>;
  reference?: ReferenceIds;
}

/**
 * Ids for pure generation (tests, previews): 32 hex characters from the seed and a counter, so
 * generated rows are comparable byte for byte. Inserting uses newId() instead.
 */
export function sequentialIds(seed: number, tag = 'de'): IdSource {
  let counter = 0;
  const prefix = (seed >>> 0).toString(16).padStart(8, '0');
  return () => `${tag}${prefix}${(counter++).toString(16).padStart(22, '0')}`;
}

export function createDemoContext(options: DemoContextOptions): DemoContext {
  const asOfDay = dayNumber(options.asOf);
  const accounts = options.accounts ?? new Map<string, AccountRef>();
  return {
    seed: options.seed >>> 0,
    asOf: options.asOf,
    asOfDay,
    cutoff: instantOf(asOfDay, 0),
    newId: options.newId ?? sequentialIds(options.seed),
    trackId: options.newId ?? sequentialIds(options.seed, 'dt'),
    inspectionItemId: options.newId ?? sequentialIds(options.seed, 'di'),
    unique: new UniqueValues(),
    serviceOrgs: [],
    expertsPerOrg: options.expertsPerOrg ?? [3, 7],
    staffPerEnterprise: options.staffPerEnterprise ?? [3, 8],
    accounts,
    platform: platformOperator(accounts),
    reference: options.reference ?? seededReferenceIds(),
  };
}

/** Office hours 08:30–18:30 as seconds after midnight. */
const OFFICE_START_S = 8.5 * 3600;
const OFFICE_SPAN_S = 10 * 3600;

/** An instant of a day at an office-hours time drawn from u. */
export function officeInstant(day: number, u: number): number {
  return instantOf(day, OFFICE_START_S + Math.floor(u * OFFICE_SPAN_S));
}

/** The instant `daysBefore` days before the reference day, at an office-hours time drawn from u. */
export function instantBefore(context: DemoContext, daysBefore: number, u: number): number {
  return officeInstant(context.asOfDay - daysBefore, u);
}

/**
 * An office-hours instant `days` (drawn from the range) after `day`, on the nearest weekday but never
 * before the range's first day.
 */
export function workdayAfter(random: Random, day: number, days: readonly [number, number]): number {
  return officeInstant(workdayNear(day + random.int(...days), day + days[0]), random.next());
}
