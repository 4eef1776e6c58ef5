import { describe, expect, it } from 'vitest';
import { indexName, snakeCase } from '../../../src/server/engine/naming';
import {
  compareSqlTypes,
  fieldSqlType,
  parseSqlType,
  renderSqlType,
} from '../../../src/server/engine/sql-types';

describe('column names and index names', () => {
  it('snake-cases keys like the camel-case plugin does', () => {
    expect(snakeCase('enterpriseName')).toBe('enterprise_name');
    expect(snakeCase('field1Name')).toBe('field1_name');
    expect(snakeCase('id')).toBe('id');
  });

  it('derives index names that fit PostgreSQL identifiers and stay distinct', () => {
    expect(indexName('nanli_enterprise', ['tenant_id', 'enterprise_name'], true)).toBe(
      'eux_nanli_enterprise__tenant_id__enterprise_name',
    );
    const long = indexName(
      'nanli_enterprise_service',
      ['tenant_id', 'policy_year', 'create_time', 'id'],
      false,
    );
    const other = indexName(
      'nanli_enterprise_service',
      ['tenant_id', 'policy_year', 'update_time', 'id'],
      false,
    );
    expect(long.length).toBeLessThanOrEqual(63);
    expect(long).not.toBe(other);
    expect(long.startsWith('eix_')).toBe(true);
  });
});

describe('SQL types', () => {
  it('maps field types, with the defaults of the schema language', () => {
    expect(renderSqlType(fieldSqlType({ type: 'string' }))).toBe('varchar(255)');
    expect(renderSqlType(fieldSqlType({ type: 'string', length: 18 }))).toBe('varchar(18)');
    expect(renderSqlType(fieldSqlType({ type: 'text' }))).toBe('text');
    expect(renderSqlType(fieldSqlType({ type: 'int' }))).toBe('integer');
    expect(renderSqlType(fieldSqlType({ type: 'decimal' }))).toBe('numeric(14,2)');
    expect(renderSqlType(fieldSqlType({ type: 'decimal', precision: 10, scale: 6 }))).toBe('numeric(10,6)');
    expect(renderSqlType(fieldSqlType({ type: 'date' }))).toBe('varchar(10)');
    expect(renderSqlType(fieldSqlType({ type: 'datetime' }))).toBe('varchar(19)');
  });

  it('reads declared types of both engines', () => {
    expect(parseSqlType('VARCHAR(100)')).toEqual({ kind: 'varchar', length: 100 });
    expect(parseSqlType('character varying', 32)).toEqual({ kind: 'varchar', length: 32 });
    expect(parseSqlType('NUMERIC(10, 6)')).toEqual({ kind: 'numeric', precision: 10, scale: 6 });
    expect(parseSqlType('numeric', 12, 2)).toEqual({ kind: 'numeric', precision: 12, scale: 2 });
    expect(parseSqlType('numeric')).toEqual({ kind: 'numeric' });
    expect(parseSqlType('INTEGER')).toEqual({ kind: 'integer' });
    expect(parseSqlType('text')).toEqual({ kind: 'text' });
    expect(parseSqlType('blob')).toEqual({ kind: 'other', text: 'blob' });
  });

  it('applies only changes that keep every value', () => {
    const varchar = (length: number) => ({ kind: 'varchar', length }) as const;
    const numeric = (precision: number, scale: number) => ({ kind: 'numeric', precision, scale }) as const;
    expect(compareSqlTypes(varchar(50), varchar(50))).toBe('same');
    expect(compareSqlTypes(varchar(50), varchar(100))).toBe('widen');
    expect(compareSqlTypes(varchar(50), { kind: 'text' })).toBe('widen');
    expect(compareSqlTypes(varchar(50), varchar(20))).toBe('destructive');
    expect(compareSqlTypes(varchar(50), { kind: 'integer' })).toBe('destructive');
    expect(compareSqlTypes({ kind: 'text' }, varchar(50))).toBe('destructive');
    expect(compareSqlTypes(numeric(10, 6), numeric(12, 6))).toBe('widen');
    expect(compareSqlTypes(numeric(10, 6), numeric(8, 6))).toBe('destructive');
    expect(compareSqlTypes(numeric(10, 6), numeric(10, 4))).toBe('destructive');
    expect(compareSqlTypes({ kind: 'numeric' }, numeric(10, 4))).toBe('same');
    expect(compareSqlTypes({ kind: 'integer' }, numeric(10, 0))).toBe('destructive');
    expect(compareSqlTypes({ kind: 'other', text: 'blob' }, { kind: 'text' })).toBe('destructive');
  });
});
