// The usernames a time rule notifies for each record it marks: a notify field's own value (usernames,
// comma-joined when multiple), or — for a path such as leaderExpertId.userName — the username field of
// the rows the field's ids name. A path is read with one batched query per evaluation, never one per
// record; the job runs as the system across tenants, so a tenant-scoped referenced row counts only in
// the record's own tenant.
import { splitIds } from '../../modules/announcements/input';
import type { EngineDb } from '../engine-db';
import { chunks } from '../engine-db';
import type { ResolvedEntity } from '../registry';
import { allOf, inList } from '../sql-conditions';
import type { MarkedRecord } from './notices';
import type { NotifyRecipients } from './resolve';

/** The usernames one notify entry names for a record. */
type UsernamesOf = (record: MarkedRecord) => string[];

const itemsOf = (value: unknown) => splitIds(value === null || value === undefined ? null : String(value));

async function throughPath(
  db: EngineDb,
  entity: ResolvedEntity,
  { field, via }: NotifyRecipients & { via: NonNullable<NotifyRecipients['via']> },
  records: readonly MarkedRecord[],
): Promise<UsernamesOf> {
  const scoped = via.entity.tenantScoped;
  const tenantOf = (record: MarkedRecord) => (entity.tenantScoped ? Number(record.tenantId) : 0);
  const keyOf = (tenant: number, value: string) => (scoped ? `${tenant}|${value}` : value);
  const values = [...new Set(records.flatMap((record) => itemsOf(record[field.key])))];
  const tenants = [...new Set(records.map(tenantOf))];
  const usernames = new Map<string, string[]>();
  for (const part of chunks(values)) {
    const conditions = [inList(via.value.column, part)];
    if (scoped) conditions.push(inList('tenant_id', tenants));
    const rows = await db
      .selectFrom(via.entity.table)
      .select([via.value.column, via.username.column, ...(scoped ? ['tenant_id'] : [])])
      .where(allOf(conditions))
      .execute();
    for (const row of rows)
      usernames.set(
        keyOf(Number(row.tenant_id), String(row[via.value.column])),
        itemsOf(row[via.username.column]),
      );
  }
  return (record) =>
    itemsOf(record[field.key]).flatMap((value) => usernames.get(keyOf(tenantOf(record), value)) ?? []);
}

/** For each record, the usernames of every notify entry (repeats are left to the caller). */
export async function usernamesOfRecords(
  db: EngineDb,
  entity: ResolvedEntity,
  recipients: readonly NotifyRecipients[],
  records: readonly MarkedRecord[],
): Promise<UsernamesOf> {
  const readers: UsernamesOf[] = [];
  for (const entry of recipients)
    readers.push(
      entry.via
        ? await throughPath(db, entity, { ...entry, via: entry.via }, records)
        : (record) => itemsOf(record[entry.field.key]),
    );
  return (record) => readers.flatMap((read) => read(record));
}
