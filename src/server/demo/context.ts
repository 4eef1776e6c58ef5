// The state one demo-data run shares between its generators: the seed, the reference day, the ids,
// the values that must stay unique across the run (and against rows already in the database), and
// the service organisations enterprises are assigned to.
import { dayNumber, instantOf } from './calendar';

/** Makes the id of the next row. */
export type IdSource = () => string;

export interface ServiceOrgRef {
  id: string;
  districtCode: string;
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
  /** The reference day (GMT+8); every generated date is on or before it, every time before it. */
  asOf: string;
  asOfDay: number;
  newId: IdSource;
  unique: UniqueValues;
  serviceOrgs: ServiceOrgRef[];
  expertsPerOrg: readonly [number, number];
  staffPerEnterprise: readonly [number, number];
}

export interface DemoContextOptions {
  seed: number;
  asOf: string;
  newId?: IdSource;
  expertsPerOrg?: readonly [number, number];
  staffPerEnterprise?: readonly [number, number];
}

/**
 * Ids for pure generation (tests, previews): 32 hex characters from the seed and a counter, so
 * generated rows are comparable byte for byte. Inserting uses newId() instead.
 */
export function sequentialIds(seed: number): IdSource {
  let counter = 0;
  const prefix = (seed >>> 0).toString(16).padStart(8, '0');
  return () => `de${prefix}${(counter++).toString(16).padStart(22, '0')}`;
}

export function createDemoContext(options: DemoContextOptions): DemoContext {
  return {
    seed: options.seed >>> 0,
    asOf: options.asOf,
    asOfDay: dayNumber(options.asOf),
    newId: options.newId ?? sequentialIds(options.seed),
    unique: new UniqueValues(),
    serviceOrgs: [],
    expertsPerOrg: options.expertsPerOrg ?? [3, 7],
    staffPerEnterprise: options.staffPerEnterprise ?? [3, 8],
  };
}

/** Office hours 08:30–18:30 as seconds after midnight. */
const OFFICE_START_S = 8.5 * 3600;
const OFFICE_SPAN_S = 10 * 3600;

/** The instant `daysBefore` days before the reference day, at an office-hours time drawn from u. */
export function instantBefore(context: DemoContext, daysBefore: number, u: number): number {
  return instantOf(context.asOfDay - daysBefore, OFFICE_START_S + Math.floor(u * OFFICE_SPAN_S));
}
