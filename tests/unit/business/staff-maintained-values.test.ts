// The values the server keeps on a staff row, computed by SQLite from the row's own columns as the
// engine's update does: 证书状态 from a special operator's expiry (有效, 即将到期 within 30 days, 已过期,
// none for other staff) and 出生日期 from an 18-digit or a legacy 15-digit ID number.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateStatusByDate } from '../../../src/server/business/certificate-status';
import { birthdayFromIdCard } from '../../../src/server/business/id-card-birthday';
import type { DynamicDatabase } from '../../../src/server/engine/engine-db';
import type { RowMaintainedValueHook } from '../../../src/server/engine/server-rule-hooks';
import { registry } from '../engine/support';

const TODAY = '2026-03-15';
const staff = registry.get('enterpriseStaff')!;
const columnOf = (key: string) => staff.field(key)!.column;

let db: Kysely<DynamicDatabase>;

beforeAll(async () => {
  db = new Kysely<DynamicDatabase>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const columns = ['idCardNo', 'isSpecialOperator', 'certificateExpire'].map(columnOf);
  await sql`create table ${sql.table(staff.table)} (id text, ${sql.join(columns.map((c) => sql`${sql.ref(c)} text`))})`.execute(
    db,
  );
});
afterAll(() => db.destroy());

/** The hook's value for each row (by the field keys given), in order. */
async function valuesOf(hook: RowMaintainedValueHook, rows: Record<string, string | null>[]) {
  await db.deleteFrom(staff.table).execute();
  for (const [index, row] of rows.entries())
    await db
      .insertInto(staff.table)
      .values({
        id: String(index),
        ...Object.fromEntries(Object.entries(row).map(([key, value]) => [columnOf(key), value])),
      })
      .execute();
  const value = hook.value({
    dialect: 'sqlite',
    registry,
    owner: staff,
    today: TODAY,
    column: (key) => `${staff.table}.${columnOf(key)}`,
  });
  const result = await db
    .selectFrom(staff.table)
    .select(sql`${value}`.as('value'))
    .orderBy('id')
    .execute();
  return result.map((row) => row.value);
}

describe('the certificate status of a staff row', () => {
  it('follows a special operator’s expiry: passed, within 30 days, later', async () => {
    const special = (certificateExpire: string | null) => ({ isSpecialOperator: 'Y', certificateExpire });
    expect(
      await valuesOf(certificateStatusByDate, [
        special('2026-03-14'),
        special(TODAY),
        special('2026-04-14'),
        special('2026-04-15'),
      ]),
    ).toEqual(['3', '2', '2', '1']);
  });

  it('is none for other staff, whatever their expiry, and without an expiry', async () => {
    expect(
      await valuesOf(certificateStatusByDate, [
        { isSpecialOperator: 'N', certificateExpire: '2026-01-01' },
        { isSpecialOperator: null, certificateExpire: '2026-01-01' },
        { isSpecialOperator: 'Y', certificateExpire: null },
      ]),
    ).toEqual([null, null, null]);
  });
});

describe('the birthday of a staff row', () => {
  it('is the birth date of the ID number, 18 digits or a legacy 15, and none without one', async () => {
    expect(
      await valuesOf(birthdayFromIdCard, [
        { idCardNo: '11010519491231002X' },
        { idCardNo: '450103850301002' },
        { idCardNo: null },
      ]),
    ).toEqual(['1949-12-31', '1985-03-01', null]);
  });
});
