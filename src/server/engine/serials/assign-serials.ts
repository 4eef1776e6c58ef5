// Serial numbers assigned on insert. Each (entity, field, tenant, period) has a counter row in
// sys_serial_counter, advanced by one statement in the inserting transaction — INSERT … ON CONFLICT
// DO UPDATE … RETURNING (SQLite ≥ 3.35, PostgreSQL): the row stays locked until the transaction ends,
// so concurrent inserts take consecutive numbers and a refused save gives its numbers back. The
// field's unique index (registry) is the last guard.
import { sql } from 'kysely';
import { Errors } from '../../errors';
import type { EntityAccess } from '../access';
import type { EngineDb } from '../engine-db';
import type { Candidate } from '../write/candidates';
import { formatSerial, serialCapacity, serialPeriod } from './serial-format';

const COUNTER_TABLE = 'sys_serial_counter';

export interface CounterKey {
  entity: string;
  field: string;
  tenantId: number;
  period: string;
}

/** Advances a counter by `count`; answers the last number taken (the first is last - count + 1). */
export async function takeSerials(db: EngineDb, key: CounterKey, count: number): Promise<number> {
  const row = await db
    .insertInto(COUNTER_TABLE)
    .values({
      entity: key.entity,
      field: key.field,
      tenant_id: key.tenantId,
      period: key.period,
      value: count,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['entity', 'field', 'tenant_id', 'period'])
        .doUpdateSet({ value: sql`${sql.ref(`${COUNTER_TABLE}.value`)} + ${count}` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** Sets every serial field of new records, in their order; throws when a counter outgrows its digits. */
export async function assignSerials(
  db: EngineDb,
  access: EntityAccess,
  candidates: readonly Candidate[],
  at: Date | number = Date.now(),
): Promise<void> {
  const { entity, principal } = access;
  if (candidates.length === 0) return;
  for (const field of entity.fields) {
    const serial = field.definition.serial;
    if (!serial) continue;
    const period = serialPeriod(serial, at);
    const tenantId = entity.tenantScoped ? principal.tenantId : 0;
    const last = await takeSerials(
      db,
      { entity: entity.name, field: field.key, tenantId, period },
      candidates.length,
    );
    if (last > serialCapacity(serial)) throw Errors.serialExhausted(field.label, serialCapacity(serial));
    candidates.forEach((candidate, index) => {
      const value = formatSerial(serial, period, last - candidates.length + 1 + index);
      candidate.values[field.key] = value;
      candidate.merged[field.key] = value;
    });
  }
}
