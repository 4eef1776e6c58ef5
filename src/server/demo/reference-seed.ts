// Puts the reference data into an installation once: the risk-type nodes whose code is not there
// yet and the library entries (suggestions, check templates) whose id is not there yet, so a second run writes nothing, an
// administrator's edits of names and texts stay, and hazards always find the nodes they are filed
// under (by code, whatever id an existing node has).
import type { Dialect } from '../db/database';
import type { AnyKysely, DemoTables } from './demo-tables';
import { checkTemplateRows, riskTypeRows, seededReferenceIds, suggestionRows } from './reference-data';
import type { ReferenceIds } from './reference-data';
import { insertEntityRows } from './write-rows';
import type { AuditValues } from './write-rows';

export interface ReferenceSeed {
  ids: ReferenceIds;
  /** Rows written by this run. */
  riskTypes: number;
  rectifySuggestions: number;
  checkTemplates: number;
}

export async function ensureReferenceData(
  db: AnyKysely,
  dialect: Dialect,
  tables: Pick<DemoTables, 'riskType' | 'rectifySuggestion' | 'checkTemplate'>,
  audit: AuditValues,
  createTime: string,
): Promise<ReferenceSeed> {
  const seeded = seededReferenceIds();
  const codes = [...seeded.riskTypes.keys()];
  const existing = await db
    .selectFrom(tables.riskType.table)
    .select(['id', 'code'])
    .where('code', 'in', codes)
    .execute();
  const byCode = new Map(existing.map((row) => [String(row.code), String(row.id)]));
  const riskTypes = new Map(codes.map((code) => [code, byCode.get(code) ?? seeded.riskTypes.get(code)!]));
  const newTypes = riskTypeRows(createTime, riskTypes).filter((row) => !byCode.has(row.code));
  await insertEntityRows(db, dialect, tables.riskType, newTypes, audit);

  const ids = [...seeded.suggestions.values()];
  const present = await db
    .selectFrom(tables.rectifySuggestion.table)
    .select('id')
    .where('id', 'in', ids)
    .execute();
  const known = new Set(present.map((row) => String(row.id)));
  const newSuggestions = suggestionRows(createTime, riskTypes).filter((row) => !known.has(row.id));
  await insertEntityRows(db, dialect, tables.rectifySuggestion, newSuggestions, audit);
  const newTemplates = await absentRows(
    db,
    tables.checkTemplate.table,
    checkTemplateRows(createTime, riskTypes),
  );
  await insertEntityRows(db, dialect, tables.checkTemplate, newTemplates, audit);
  return {
    ids: { riskTypes, suggestions: seeded.suggestions },
    riskTypes: newTypes.length,
    rectifySuggestions: newSuggestions.length,
    checkTemplates: newTemplates.length,
  };
}

/** The rows whose id the table does not hold yet. */
async function absentRows<T extends { id: string }>(db: AnyKysely, table: string, rows: T[]): Promise<T[]> {
  const present = await db
    .selectFrom(table)
    .select('id')
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const known = new Set(present.map((row) => String(row.id)));
  return rows.filter((row) => !known.has(row.id));
}
