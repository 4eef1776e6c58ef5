// The export worker (a thread with its own read-only SQLite connection that reads the rows and makes
// their XML): the same sheet as the rows read on the main thread, its failures answered as the
// export's failure, and the thread gone (the database no longer held) however the export ends.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { ExcelColumn, ExportTable } from '../../../src/server/excel';
import { workerSheetRows } from '../../../src/server/excel/export-worker-client';
import type { ExportWorkerHelp } from '../../../src/server/excel/export-worker-client';
import type { ExportWorkerPlan } from '../../../src/server/excel/export-worker-protocol';
import { exportedCells, tempDir } from './fixtures';

const columns: ExcelColumn[] = [
  { key: 'name', header: '企业名称', kind: 'text' },
  { key: 'scale', header: '规模', kind: 'text', dictionary: {} },
  { key: 'orgId', header: '服务机构', kind: 'text', dictionary: {} },
  { key: 'staff', header: '从业人数', kind: 'number' },
];
const keys = ['id', 'name', 'scale', 'orgId', 'staff', 'scale_dictText', 'orgId_dictText'];
const ROWS: unknown[][] = [
  ['a', '甲企业', 'S', 'o1', 12],
  ['b', '乙 & 丙', 'L', 'o2', null],
  ['c', '丁企业', 'X', null, 3],
];
const SCALES: [string, string][] = [
  ['S', '小型'],
  ['L', '大型'],
];
const ORGS = new Map([['o1', '机构一']]);

function database(): { file: string; db: SQLite.Database } {
  const file = path.join(tempDir(), 'anze.sqlite');
  // Without waiting: a checkpoint a reader blocks answers busy at once.
  const db = new SQLite(file, { timeout: 0 });
  db.pragma('journal_mode = WAL');
  db.exec('create table ent (id text primary key, name text, scale text, org_id text, staff integer)');
  const insert = db.prepare('insert into ent values (?, ?, ?, ?, ?)');
  for (const row of ROWS) insert.run(...row);
  return { file, db };
}

const plan = (
  file: string,
  batchSql = 'select id, name, scale, org_id, staff from ent where id in (?, ?) and staff is not ?',
): ExportWorkerPlan => ({
  source: { kind: 'sqlite', file },
  // Newest first, so that the rows' order is the ids' and not the table's.
  ids: { sql: 'select id from ent where name <> ? order by id desc', parameters: [''] },
  batch: { sql: batchSql, parameters: [-1], size: 2 },
  idAt: 0,
  dicts: [
    { at: 2, multiple: false, texts: SCALES },
    { at: 3, multiple: false, texts: null },
  ],
  asks: [3],
  masks: [],
  keys,
  columns,
  firstRow: 4,
});

const help: ExportWorkerHelp = {
  extras: async ([orgIds]) => ({
    texts: [[...ORGS].filter(([id]) => orgIds!.includes(id))],
    derived: [],
  }),
};

const sheetCells = (rows: ExportTable) => exportedCells(columns, rows);

/** Whether a reader still holds a snapshot of the database: a write it has not seen cannot be checkpointed. */
function held(db: SQLite.Database): boolean {
  db.prepare('insert into ent values (?, ?, ?, ?, ?)').run(`z${Math.random()}`, '后来的', null, null, null);
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  return result!.busy !== 0;
}

describe('the export worker', () => {
  it('writes the sheet the rows read on the main thread give, in the ids’ order across batches', async () => {
    const { file } = database();
    const here: ExportTable = {
      keys,
      batches: (async function* () {
        const ordered = [...ROWS].reverse().map((row) => [...row]);
        for (const row of ordered) {
          row.push(
            new Map(SCALES).get(String(row[2])) ?? row[2],
            row[3] ? (ORGS.get(String(row[3])) ?? row[3]) : undefined,
          );
        }
        yield ordered.slice(0, 2);
        yield ordered.slice(2);
      })(),
    };
    const expected = await sheetCells(here);
    expect(expected[0]).toEqual(['丁企业', 'X', null, 3]);
    const there: ExportTable = {
      ...here,
      sheetRows: (cols, firstRow) => workerSheetRows({ ...plan(file), columns: cols, firstRow }, help),
    };
    expect(await sheetCells(there)).toEqual(expected);
  });

  it('masks the personal positions it is given, after the texts', async () => {
    const { file } = database();
    const masked: ExportTable = {
      keys,
      batches: (async function* () {})(),
      sheetRows: (cols, firstRow) =>
        workerSheetRows({ ...plan(file), masks: [{ at: 1, kind: 'phone' }], columns: cols, firstRow }, help),
    };
    // A name of three characters is too short to keep both ends: masked whole.
    expect((await sheetCells(masked))[0]).toEqual(['***', 'X', null, 3]);
  });

  it('fails the export with the database’s message when a statement fails, holding nothing after', async () => {
    const { file, db } = database();
    const failing: ExportTable = {
      keys,
      batches: (async function* () {})(),
      sheetRows: (cols, firstRow) =>
        workerSheetRows(
          {
            ...plan(file, 'select id, nope from ent where id in (?, ?) and staff is not ?'),
            columns: cols,
            firstRow,
          },
          help,
        ),
    };
    await expect(sheetCells(failing)).rejects.toThrow('no such column: nope');
    expect(held(db)).toBe(false);
  });

  it('ends the thread when the writer stops reading early', async () => {
    const { file, db } = database();
    const rows = workerSheetRows(plan(file), help);
    const first = await rows.next();
    expect(first.value?.count).toBe(2);
    expect(held(db)).toBe(true);
    await rows.return(undefined);
    expect(held(db)).toBe(false);
  });
});
