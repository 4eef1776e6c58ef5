// When an enterprise's planned visits fall: as many per service-list year as the list plans,
// spread evenly over the part of the year the enterprise was on the platform, drifting a few weeks
// either way, always on a weekday (domain §6.4).
import { dayOfInstant, firstDayOfYear, workdayNear } from './calendar';
import type { EnterpriseDraft } from './enterprises';
import type { Random } from './random';
import type { EnterpriseServiceRow } from './rows';

/** Visits drift up to this many days around their even spread over the year. */
const VISIT_JITTER_DAYS = 20;
/** The first visit comes at least this many days after the enterprise was registered. */
const FIRST_VISIT_AFTER_DAYS = 7;

export interface PlannedVisit {
  year: number;
  /** 1…plannedTimes within the year. */
  order: number;
  day: number;
}

export function planVisits(
  random: Random,
  draft: EnterpriseDraft,
  services: readonly EnterpriseServiceRow[],
): PlannedVisit[] {
  const registered = dayOfInstant(draft.createdAt) + FIRST_VISIT_AFTER_DAYS;
  const visits: PlannedVisit[] = [];
  for (const { policyYear: year, plannedTimes } of services) {
    const last = firstDayOfYear(year + 1) - 1;
    // At least a week, so the window always holds weekdays.
    const start = Math.min(Math.max(firstDayOfYear(year), registered), last - 6);
    const length = last - start + 1;
    for (let order = 1; order <= plannedTimes; order++) {
      const spread = start + Math.floor(((order - 0.5) / plannedTimes) * length);
      const drifted = spread + random.int(-VISIT_JITTER_DAYS, VISIT_JITTER_DAYS);
      visits.push({ year, order, day: workdayNear(Math.min(last, Math.max(start, drifted)), start, last) });
    }
  }
  return visits;
}
