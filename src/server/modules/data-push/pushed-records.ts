// What a run of pushData sends for an entity declaring dataPush: its records changed since the last
// version logged for the receiver (new ones too: a record's version is its update time, else its
// creation time), oldest change first, in the declared states. A record of the last logged version
// is sent again only if it has no log of that version (two changes within one second). Besides,
// the message a record makes and the copy of it the log keeps, with personal data masked.
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { PersonalDataKind } from '../../../shared/personal-data';
import { maskPersonal } from '../../../shared/personal-data';
import type { RuleCode } from '../../../shared/validation/rule-codes';
import type { DbRow, EngineDb } from '../../engine/engine-db';
import { chunks } from '../../engine/engine-db';
import { byKey, allColumns } from '../../engine/records';
import { rowVersion } from '../../engine/row-version';
import type { ResolvedEntity } from '../../engine/registry';
import { allOf, compare, inList } from '../../engine/sql-conditions';
import type { Condition } from '../../engine/sql-conditions';

/** Rules whose values are personal data, masked in the log's copy of a message. */
const PERSONAL_RULES: Partial<Record<RuleCode, PersonalDataKind>> = {
  mobile: 'phone',
  landline: 'phone',
  phoneOrLandline: 'phone',
  idNumber: 'idNumber',
  nationalId: 'idNumber',
  idCard: 'idNumber',
};

export interface PushedRecord {
  id: string;
  tenantId: number;
  bizNo: string | null;
  version: string;
  data: Record<string, unknown>;
}

export async function changedRecords(
  db: EngineDb,
  entity: ResolvedEntity,
  pushLog: ResolvedEntity,
  target: string,
  limit: number,
): Promise<PushedRecord[]> {
  const push = entity.definition.dataPush!;
  const logged = (key: string) => pushLog.field(key)!.column;
  const sameKind = [
    compare(logged('targetSystem'), '=', target),
    compare(logged('bizType'), '=', push.bizType),
  ];
  const last = await db
    .selectFrom(pushLog.table)
    .select(sql<string | null>`max(${sql.ref(logged('bizVersion'))})`.as('version'))
    .where(allOf(sameKind))
    .executeTakeFirst();
  const cursor = (last?.version as string | null) ?? null;
  const sentAtCursor = cursor
    ? (
        await db
          .selectFrom(pushLog.table)
          .select(sql.ref(logged('bizId')).as('bizId'))
          .where(allOf([...sameKind, compare(logged('bizVersion'), '=', cursor)]))
          .execute()
      ).map((row) => String(row.bizId))
    : [];
  const rows = await changedRowsQuery(db, entity, cursor, limit + sentAtCursor.length).execute();
  const skipped = new Set(sentAtCursor);
  return rows
    .filter((row) => !(row.push_version === cursor && skipped.has(String(row.id))))
    .slice(0, limit)
    .map((row) => toPushed(entity, row));
}

/**
 * The rows of the declared states whose version is `cursor` or later, oldest first: read through the
 * entity's version index (registry, method 'version'), a few rows whatever the table's size.
 */
export function changedRowsQuery(db: EngineDb, entity: ResolvedEntity, cursor: string | null, limit: number) {
  const states = entity.definition.dataPush!.states;
  const conditions: Condition[] = [];
  if (cursor) conditions.push(sql<SqlBool>`${rowVersion()} >= ${cursor}`);
  if (states) conditions.push(inList(entity.lifecycle!.field.column, states));
  return db
    .selectFrom(entity.table)
    .select([...allColumns(entity), rowVersion().as('push_version')])
    .where(allOf(conditions))
    .orderBy(rowVersion())
    .orderBy('id')
    .limit(limit);
}

function toPushed(entity: ResolvedEntity, row: DbRow): PushedRecord {
  const number = row[entity.field(entity.definition.dataPush!.numberField)!.column];
  return {
    id: String(row.id),
    tenantId: Number(row.tenant_id ?? 0),
    bizNo: number === null || number === undefined ? null : String(number),
    version: String(row.push_version),
    data: messageData(entity, byKey(entity, row)),
  };
}

/** The record's values the receiver gets: its fields (hidden ones aside), its id and audit times. */
function messageData(entity: ResolvedEntity, values: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = { id: values.id };
  for (const field of entity.fields) if (!field.definition.hidden) data[field.key] = values[field.key];
  for (const key of ['createTime', 'updateTime']) if (key in values) data[key] = values[key];
  return data;
}

/** The log's copy of a message: phone and ID numbers masked as users without the right see them. */
export function maskedCopy(entity: ResolvedEntity, message: { data: Record<string, unknown> }): string {
  const data = { ...message.data };
  for (const field of entity.fields) {
    const value = data[field.key];
    if (typeof value !== 'string' || value === '') continue;
    const kind = field.definition.rules
      ?.map((r) => ('rule' in r ? PERSONAL_RULES[r.rule as RuleCode] : undefined))
      .find(Boolean);
    if (kind) data[field.key] = maskPersonal(kind, value);
  }
  return JSON.stringify({ ...message, data });
}

/** Records by id, for retries: they send the record as it is now. */
export async function recordsByIdAcrossTenants(
  db: EngineDb,
  entity: ResolvedEntity,
  ids: readonly string[],
): Promise<Map<string, PushedRecord>> {
  const found = new Map<string, PushedRecord>();
  for (const part of chunks([...ids])) {
    const rows = await db
      .selectFrom(entity.table)
      .select([...allColumns(entity), rowVersion().as('push_version')])
      .where(inList('id', part))
      .execute();
    for (const row of rows) found.set(String(row.id), toPushed(entity, row));
  }
  return found;
}
