// Counts of an entity's records grouped by one of its dictionary fields, within the user's list scope
// and the list's own filters (a year, a date range): one GROUP BY query. Each group says how many of
// its records are open (not in a closed state) and overdue (a time rule's flag), so a dashboard shows
// tasks by state, by engineer, hazards by level… without code per entity.
import { sql } from 'kysely';
import type { GroupCount } from '../../../shared/workplace';
import { WORKPLACE_TEXTS } from '../../../shared/workplace-texts';
import { Errors } from '../../errors';
import type { EngineDeps, EntityAccess } from '../../engine/access';
import type { QueryParams } from '../../engine/filters';
import { paramText } from '../../engine/filters';
import { listConditions } from '../../engine/list-query';
import { allOf, anyOf, compare, notInList } from '../../engine/sql-conditions';
import type { ResolvedField } from '../../engine/registry';

/** The field to group by: readable by the user, single-valued, with a dictionary. */
function groupField(access: EntityAccess, key: string): ResolvedField {
  const field = access.readable.get(key);
  if (!field?.dict || field.definition.multiple) throw Errors.badRequest(WORKPLACE_TEXTS.noGroupField(key));
  return field;
}

export async function groupCounts(
  deps: EngineDeps,
  access: EntityAccess,
  params: QueryParams,
): Promise<GroupCount[]> {
  const { entity } = access;
  const field = groupField(access, paramText(params.field).trim());
  const { field: _omit, ...filters } = params;
  const closed = entity.lifecycle ? [...entity.lifecycle.closed] : [];
  const open = entity.lifecycle && closed.length ? notInList(entity.lifecycle.field.column, closed) : null;
  const flags = entity.timeRules.map((rule) => compare(rule.flag.column, '=', '1'));
  const overdue = flags.length ? anyOf(flags) : null;
  const column = sql.ref(field.column);
  const conditions = await listConditions(deps, access, filters);
  const rows = await deps.db
    .selectFrom(entity.table)
    .select((eb) => [
      column.as('value'),
      eb.fn.countAll<number | string>().as('total'),
      (open ? sql<number | string>`sum(case when ${open} then 1 else 0 end)` : eb.fn.countAll()).as('open'),
      (overdue ? sql<number | string>`sum(case when ${overdue} then 1 else 0 end)` : sql<number>`0`).as(
        'overdue',
      ),
    ])
    .where(allOf(conditions))
    .groupBy(column)
    .execute();
  const values = rows.map((row) => (row.value === null ? '' : String(row.value)));
  const dict = field.dict!;
  const items = dict.kind === 'plain' ? await deps.dictionaries.items(dict.code) : [];
  const tableTexts =
    dict.kind === 'table'
      ? await deps.tableTexts.texts(
          deps.registry.tableDictionaryOf(field)!,
          access.principal.tenantId,
          values.filter(Boolean),
        )
      : new Map<string, string>();
  const groups = rows.map((row, i): GroupCount => {
    const value = values[i]!;
    const item = items.find((it) => it.value === value);
    return {
      value,
      text: item?.text ?? tableTexts.get(value) ?? value,
      ...(item?.color ? { color: item.color } : {}),
      count: Number(row.total),
      open: Number(row.open),
      overdue: Number(row.overdue ?? 0),
    };
  });
  // A plain dictionary's order is meaningful (a life cycle's states); other groups, biggest first.
  const rank = (value: string) => {
    const index = items.findIndex((it) => it.value === value);
    return index < 0 ? items.length : index;
  };
  return groups.sort((a, b) => rank(a.value) - rank(b.value) || b.count - a.count);
}
