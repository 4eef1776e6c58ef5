// Serial numbers: the text (<prefix>-<date>-<counter>, the date in GMT+8), the length a field needs,
// and the counter on a real SQLite database — consecutive within a day, again from 1 the next day,
// kept apart per tenant and field, and refused when it outgrows its digits.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { up } from '../../../src/server/db/migrations/0008-serial-counters';
import type { EntityAccess } from '../../../src/server/engine/access';
import type { DynamicDatabase } from '../../../src/server/engine/engine-db';
import type { Principal } from '../../../src/server/engine/principal';
import { createEntityRegistry } from '../../../src/server/engine/registry';
import { assignSerials, takeSerials } from '../../../src/server/engine/serials/assign-serials';
import { formatSerial, serialLength, serialPeriod } from '../../../src/server/engine/serials/serial-format';
import type { Candidate } from '../../../src/server/engine/write/candidates';
import type { SerialDefinition } from '../../../src/shared/schema-language/entity';

const daily: SerialDefinition = { prefix: 'YH', date: 'yyyyMMdd', digits: 4 };
/** 2026-11-26 23:59:59 and the next second, in GMT+8. */
const lastSecond = Date.parse('2026-11-26T15:59:59Z');
const nextDay = lastSecond + 1000;

describe('serial text', () => {
  it('formats prefix, date part in GMT+8 and the zero-padded counter', () => {
    expect(formatSerial(daily, serialPeriod(daily, lastSecond), 1)).toBe('YH-20261126-0001');
    expect(serialPeriod(daily, nextDay)).toBe('20261127');
    expect(serialPeriod({ ...daily, date: 'yyyyMM' }, nextDay)).toBe('202611');
    expect(formatSerial({ prefix: 'HT', digits: 6 }, serialPeriod({ prefix: 'HT', digits: 6 }), 42)).toBe(
      'HT-000042',
    );
  });

  it('tells the characters a field needs', () => {
    expect(serialLength(daily)).toBe('YH-20261126-0001'.length);
    expect(serialLength({ prefix: 'A', date: 'yyyy', digits: 3 })).toBe('A-2026-001'.length);
  });
});

describe('serial counters', () => {
  let db: Kysely<DynamicDatabase>;
  beforeEach(async () => {
    db = new Kysely<DynamicDatabase>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await up(db as unknown as Kysely<unknown>);
  });
  afterEach(() => db.destroy());

  const key = { entity: 'hazard', field: 'hazardNo', tenantId: 0, period: '20261126' };

  it('advances by the count taken, apart per period, tenant and field', async () => {
    expect(await takeSerials(db, key, 1)).toBe(1);
    expect(await takeSerials(db, key, 3)).toBe(4);
    expect(await takeSerials(db, { ...key, period: '20261127' }, 1)).toBe(1);
    expect(await takeSerials(db, { ...key, tenantId: 7 }, 1)).toBe(1);
    expect(await takeSerials(db, { ...key, field: 'otherNo' }, 2)).toBe(2);
    expect(await takeSerials(db, key, 1)).toBe(5);
  });

  const registry = createEntityRegistry([
    {
      name: 'hazard',
      title: '隐患',
      table: 'hazard',
      tenantScoped: true,
      fields: [
        { key: 'hazardNo', label: '隐患编号', type: 'string', length: 20, readonly: true, serial: daily },
        {
          key: 'checkNo',
          label: '检查编号',
          type: 'string',
          readonly: true,
          serial: { prefix: 'JC', digits: 1 },
        },
      ],
    },
  ]);
  const access = { entity: registry.get('hazard')!, principal: { tenantId: 3 } as Principal } as EntityAccess;
  const candidates = (n: number): Candidate[] =>
    Array.from({ length: n }, (_, i) => ({
      index: i,
      id: `R${i}`,
      isNew: true,
      values: {},
      merged: {},
      errors: {},
    }));

  it('numbers new records in order, and starts again at 1 the next day', async () => {
    const today = candidates(2);
    await assignSerials(db, access, today, lastSecond);
    expect(today.map((c) => c.values.hazardNo)).toEqual(['YH-20261126-0001', 'YH-20261126-0002']);
    expect(today.map((c) => c.values.checkNo)).toEqual(['JC-1', 'JC-2']);
    const tomorrow = candidates(1);
    await assignSerials(db, access, tomorrow, nextDay);
    expect(tomorrow[0]!.values.hazardNo).toBe('YH-20261127-0001');
    expect(tomorrow[0]!.merged.hazardNo).toBe('YH-20261127-0001');
  });

  it('is unique on (tenant, field) in the registry, and refuses a counter past its digits', async () => {
    expect(access.entity.uniqueRules.map((r) => r.fields.map((f) => f.key))).toEqual([
      ['hazardNo'],
      ['checkNo'],
    ]);
    expect(access.entity.uniqueRules.every((r) => r.tenant)).toBe(true);
    await assignSerials(db, access, candidates(9), lastSecond);
    await expect(assignSerials(db, access, candidates(1), lastSecond)).rejects.toThrow(
      '检查编号：流水号已达上限9，请联系管理员',
    );
  });
});
