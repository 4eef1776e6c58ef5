import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ARRAY_ROWS_MARK } from '../../src/server/db/array-rows';
import { withStatementCache } from '../../src/server/db/statement-cache';

describe('SQLite statement cache', () => {
  it('compiles a statement once per SQL text, keeping the most recently used', () => {
    const raw = new SQLite(':memory:');
    const db = withStatementCache(raw, 2);
    const a = db.prepare('select 1 as v');
    expect(db.prepare('select 1 as v')).toBe(a);
    const b = db.prepare('select 2 as v');
    db.prepare('select 1 as v');
    db.prepare('select 3 as v');
    // 'select 2' was the least recently used of three with room for two.
    expect(db.prepare('select 1 as v')).toBe(a);
    expect(db.prepare('select 2 as v')).not.toBe(b);
    db.close();
  });

  it('gives a query its own statement while the cached one is still being iterated', () => {
    const raw = new SQLite(':memory:');
    raw.exec('create table t (v integer)');
    raw.exec('insert into t values (1), (2), (3)');
    const db = withStatementCache(raw);
    const streamed = db.prepare('select v from t order by v').iterate([]);
    expect(streamed.next().value).toEqual({ v: 1 });
    expect(db.prepare('select v from t order by v').all([])).toEqual([{ v: 1 }, { v: 2 }, { v: 3 }]);
    expect([...streamed]).toEqual([{ v: 2 }, { v: 3 }]);
    db.close();
  });

  it('answers the rows of a statement marked for arrays as arrays, in select order', () => {
    const raw = new SQLite(':memory:');
    raw.exec('create table t (a integer, b text)');
    raw.exec("insert into t values (1, 'x')");
    const db = withStatementCache(raw);
    expect(db.prepare(`${ARRAY_ROWS_MARK}select b, a from t`).all([])).toEqual([['x', 1]]);
    // The same select unmarked is another statement, answering objects as before.
    expect(db.prepare('select b, a from t').all([])).toEqual([{ b: 'x', a: 1 }]);
    db.close();
  });
});
