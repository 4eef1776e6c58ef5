// The permission semantics of spec §6 and contract §6.2, one implementation for both ends: the
// server enforces codes with it, the client removes buttons and hides columns with it.
import type { AllAuthItem, AuthItem } from './api-types';

const splitActions = (action: string) =>
  action
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/** The codes a user holds (an `auth` action may list several, comma separated). */
export function heldCodes(auth: readonly AuthItem[]): Set<string> {
  return new Set(auth.flatMap((item) => splitActions(item.action)));
}

/** Codes whose rule is switched off globally (status '0'): everyone may use them. */
export function switchedOffCodes(allAuth: readonly AllAuthItem[]): Set<string> {
  return new Set(allAuth.filter((item) => item.status === '0').flatMap((item) => splitActions(item.action)));
}

/** A button or endpoint guarded by `code` is allowed when the user holds it or its rule is off. */
export function isAllowed(
  code: string,
  held: ReadonlySet<string>,
  switchedOff: ReadonlySet<string>,
): boolean {
  return held.has(code) || switchedOff.has(code);
}

/** Codes whose rule (type '1') is declared and enabled: the columns they guard are not for everyone. */
export function guardedCodes(allAuth: readonly AllAuthItem[]): Set<string> {
  return new Set(
    allAuth
      .filter((item) => item.type === '1' && item.status === '1')
      .flatMap((item) => splitActions(item.action)),
  );
}

/**
 * A column guarded by `code` is hidden when its rule is declared and enabled (`guarded`, from
 * guardedCodes) but the user does not hold it; an undeclared or switched-off rule hides nothing.
 */
export function isColumnHidden(
  code: string,
  held: ReadonlySet<string>,
  guarded: ReadonlySet<string>,
): boolean {
  return guarded.has(code) && !held.has(code);
}
