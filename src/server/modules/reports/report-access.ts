// Who may use a report and what they get from it: the report's permission code (510 naming the
// report without it), its rows scoped to the records the user may see of each entity it reads (a
// report without a scope is refused to data-ruled users), and its personal columns masked — and
// neither searched nor sorted — unless the user holds the column's permission.
import type { Expression } from 'kysely';
import { isAllowed, isColumnHidden } from '../../../shared/permission-rules';
import { maskPersonal } from '../../../shared/personal-data';
import type { ReportColumnDefinition, ReportDefinition } from '../../../shared/schema-language/report';
import { reportColumnCode } from '../../../shared/schema-language/report';
import type { Engine } from '../../engine';
import type { Principal } from '../../engine/principal';
import { Errors } from '../../errors';

/** A report column with what this user may do with it. */
export interface ReportColumnAccess {
  column: ReportColumnDefinition;
  /** Personal data the user may not read: values masked, no filter, no sort. */
  masked: boolean;
}

export interface ReportAccess {
  report: ReportDefinition;
  columns: ReportColumnAccess[];
}

/** The report as this user may use it; throws the contract's 510 when they may not. */
export function reportAccess(report: ReportDefinition, principal: Principal): ReportAccess {
  if (!isAllowed(report.permission.code, principal.held, principal.switchedOff))
    throw Errors.reportForbidden(report.name);
  return {
    report,
    columns: report.columns.map((column) => ({
      column,
      masked:
        !!column.personal &&
        isColumnHidden(reportColumnCode(report, column.field), principal.held, principal.guarded),
    })),
  };
}

/** Columns the user may filter and sort on (declared, and not masked for them). */
export const openColumns = (access: ReportAccess): ReportColumnDefinition[] =>
  access.columns.filter((c) => !c.masked).map((c) => c.column);

export interface ReportScopeCondition {
  /** The report column holding the entity's id. */
  field: string;
  /** `select id from …` of the records the user may see. */
  ids: Expression<unknown>;
}

/**
 * The scope of the report's rows for this user: one condition per declared scope. A report without a
 * scope is refused to users whom data rules restrict (it cannot show them only their rows).
 */
export async function scopeOf(
  access: ReportAccess,
  principal: Principal,
  engine: Engine,
): Promise<ReportScopeCondition[]> {
  const { report } = access;
  if (!report.scope) {
    if (await engine.isDataRuled(principal)) throw Errors.reportUnscoped(report.name);
    return [];
  }
  return Promise.all(
    report.scope.map(async (scope) => ({
      field: scope.column,
      ids: await engine.visibleIds(principal, scope.entity),
    })),
  );
}

/** Masks, in place, the personal columns the user may not read. */
export function maskRows(access: ReportAccess, rows: Record<string, unknown>[]): void {
  const masked = access.columns.filter((c) => c.masked);
  if (masked.length === 0) return;
  for (const row of rows)
    for (const { column } of masked) {
      const value = row[column.field];
      if (value !== null && value !== undefined && column.personal)
        row[column.field] = maskPersonal(column.personal, String(value));
    }
}
