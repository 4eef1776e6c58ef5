// When a tenant may be used: status normal and the current time inside [beginDate, endDate]. Dates
// are 'YYYY-MM-DD HH:mm:ss' text in GMT+8 (contract §1.2), so they compare correctly as strings.
import { formatDateTime } from '../date-format';
import { isAllowed } from '../permission-rules';
import { TENANT_CODES, TENANT_STATUS } from './tenant-texts';

export interface TenantValidity {
  status: number;
  beginDate: string | null;
  endDate: string | null;
}

export type TenantState = 'usable' | 'frozen' | 'expired';

export function tenantState(tenant: TenantValidity, now: string = formatDateTime()): TenantState {
  if (tenant.status !== TENANT_STATUS.normal) return 'frozen';
  if (tenant.beginDate && tenant.beginDate > now) return 'expired';
  if (tenant.endDate && tenant.endDate < now) return 'expired';
  return 'usable';
}

export const isTenantUsable = (tenant: TenantValidity, now?: string): boolean =>
  tenantState(tenant, now) === 'usable';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * A begin or end date from a form: 'YYYY-MM-DD HH:mm:ss', or a day alone (the start of the day for
 * a begin date, its last second for an end date). Empty means open-ended (null); undefined when the
 * text is no valid date.
 */
export function normalizeTenantDate(value: unknown, edge: 'begin' | 'end'): string | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') return undefined;
  const match = DATE_TIME.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d] = match;
  const dayOnly = match[4] === undefined;
  const [h, mi, sec] = dayOnly
    ? edge === 'begin'
      ? ['00', '00', '00']
      : ['23', '59', '59']
    : match.slice(4, 7);
  const date = new Date(Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +sec!));
  const valid =
    date.getUTCFullYear() === +y! &&
    date.getUTCMonth() === +mo! - 1 &&
    date.getUTCDate() === +d! &&
    date.getUTCHours() === +h! &&
    date.getUTCMinutes() === +mi! &&
    date.getUTCSeconds() === +sec!;
  return valid ? `${y}-${mo}-${d} ${h}:${mi}:${sec}` : undefined;
}

/**
 * Whether codes make their holder one of the platform's operators: who manages the tenants could
 * join any of them, so confining them to one would be for show. They act on the platform's own
 * records (tenant 0) and change what every tenant shares.
 */
export const managesTenants = (held: ReadonlySet<string>, switchedOff: ReadonlySet<string>): boolean =>
  isAllowed(TENANT_CODES.list, held, switchedOff);

/** Acting on the platform (tenant 0), or managing the tenants: what confines a tenant's own people does not apply. */
export const actsForPlatform = (actor: {
  tenantId: number;
  held: ReadonlySet<string>;
  switchedOff: ReadonlySet<string>;
}): boolean => actor.tenantId === 0 || managesTenants(actor.held, actor.switchedOff);
