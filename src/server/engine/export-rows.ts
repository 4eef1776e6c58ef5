// The export's read: every record a list request matches (its filters, advanced query, selections,
// the user's tenant and data rules), in list order, as rows of values rather than records. The ids
// are read first in one ordered query (a stable membership and order, whatever the sort column),
// then the rows batch by batch by id. Only the columns asked for are read, as arrays (array-rows.ts);
// dictionary texts and derived values are added per batch, plain dictionaries looked up once per
// export. On PostgreSQL the next batch is read while the caller writes the current one. The same
// statements also run in the export worker, which makes the sheet's row XML in a thread of its own
// (`sheetRows`, export-sheet-rows.ts); a writer given both uses the worker's.
import { DICT_TEXT_SUFFIX } from '../../shared/engine-api';
import { maskArrayRows } from '../../shared/personal-data';
import type { MaskedPositions } from '../../shared/personal-data';
import { selectArrays } from '../db/array-rows';
import type { EngineDeps, EntityAccess } from './access';
import { scopeConditions } from './access';
import { matchedFieldsOf } from './behaviour';
import { derivedValuesOf } from './derived-values';
import { sheetRowsOf } from './export-sheet-rows';
import type { ExcelColumn } from '../excel/columns';
import type { EncodedRows } from '../excel/export-cells';
import { dictText, fieldTexts } from './dict-texts';
import type { PlainDictionaries } from './dict-texts';
import { IN_CHUNK, chunks } from './engine-db';
import type { QueryParams } from './filters';
import { listConditions, orderBy } from './list-query';
import { namesakeQualifier } from './namesakes';
import { maskedPositions } from './personal-fields';
import type { ResolvedField } from './registry';
import { sortKeys } from './sorting';
import { allOf, inList } from './sql-conditions';

/**
 * Rows a batch holds: one statement's worth of ids. Batches live while the next is read and the
 * current written, long enough for V8 to move them to the old generation; at 1000 rows the server
 * peaked near 300 MB in a 100k export, at 500 near 240 MB, at 250 and 100 no lower (docs/perf.md).
 */
export const EXPORT_BATCH_SIZE = IN_CHUNK;

export interface RowTable {
  /**
   * What each position of a row holds: a field key, `<key>_dictText` (undefined when the value has
   * no text), a derived field's key, or '' for a column read only for the read's own use.
   */
  keys: readonly string[];
  /** The rows in list order, a batch at a time. */
  batches: AsyncIterable<unknown[][]>;
  /** The same rows as sheet XML, made by the export worker (export-sheet-rows.ts), when there is one. */
  sheetRows?: (columns: readonly ExcelColumn[], firstRow: number) => AsyncIterable<EncodedRows>;
}

export interface RowTableOptions {
  /** Only these fields (and derived fields); default every field the user may read. */
  keys?: readonly string[];
  /** Rows per batch (tests use tiny ones to cross batch boundaries). */
  batchSize?: number;
}

export function exportRowTable(
  deps: EngineDeps,
  access: EntityAccess,
  params: QueryParams,
  options: RowTableOptions = {},
): RowTable {
  const wanted = options.keys ? new Set(options.keys) : null;
  const shown = [...access.readable.values()].filter((f) => !wanted || wanted.has(f.key));
  const derived = access.visibleDerived.filter((d) => !wanted || wanted.has(d.field.key));
  // The id puts the rows of a batch in list order; derived values match on fields of their own.
  const read = [...shown];
  for (const field of [access.entity.field('id')!, ...derived.flatMap(matchedFieldsOf)])
    if (!read.includes(field)) read.push(field);
  const dictFields = shown.filter((f) => f.dict);
  const keys = [
    ...read.map((f) => (shown.includes(f) ? f.key : '')),
    ...dictFields.map((f) => `${f.key}${DICT_TEXT_SUFFIX}`),
    ...derived.map((d) => d.field.key),
  ];
  const plan = {
    read,
    dictFields,
    derived,
    masks: maskedPositions(
      access,
      read.map((f) => f.key),
    ),
    batchSize: options.batchSize ?? EXPORT_BATCH_SIZE,
  };
  const { exportWorker } = deps;
  return {
    keys,
    batches: readBatches(deps, access, params, plan),
    ...(exportWorker
      ? {
          sheetRows: (columns, firstRow) =>
            sheetRowsOf(deps, exportWorker, access, params, { ...plan, keys, columns, firstRow }),
        }
      : {}),
  };
}

export interface ReadPlan {
  read: ResolvedField[];
  dictFields: ResolvedField[];
  derived: EntityAccess['visibleDerived'];
  /** Read positions of personal data the user reads masked: masked once dictionaries and derived values are in. */
  masks: MaskedPositions;
  batchSize: number;
}

/** The ordered ids of every record the export holds (the list's conditions, selections and scope). */
export async function exportIdQuery(deps: EngineDeps, access: EntityAccess, params: QueryParams) {
  const conditions = await listConditions(deps, access, params, { selections: true });
  return deps.db
    .selectFrom(access.entity.table)
    .select('id')
    .where(allOf(conditions))
    .orderBy(orderBy(sortKeys(access, params)));
}

/** The read columns of the records of some ids, the scope applied again. */
export const exportBatchQuery = (
  deps: EngineDeps,
  access: EntityAccess,
  plan: ReadPlan,
  ids: readonly string[],
) =>
  deps.db
    .selectFrom(access.entity.table)
    .select(plan.read.map((f) => f.column))
    .where(allOf([inList('id', ids), ...scopeConditions(access)]));

/** The texts of the plain dictionary fields, whatever the values: once per export. */
export async function plainTextsOf(
  deps: EngineDeps,
  access: EntityAccess,
  plan: ReadPlan,
  plain: PlainDictionaries,
): Promise<Map<ResolvedField, ReadonlyMap<string, string>>> {
  const texts = new Map<ResolvedField, ReadonlyMap<string, string>>();
  for (const field of plan.dictFields)
    if (field.dict?.kind === 'plain') texts.set(field, await fieldTexts(deps, access, field, plain, []));
  return texts;
}

/**
 * The texts of a table dictionary field for a batch's values, namesakes qualified (namesakes.ts) so
 * that the file imports back to the same rows.
 */
export function tableTextsOf(
  deps: EngineDeps,
  access: EntityAccess,
  plan: ReadPlan,
  plain: PlainDictionaries,
): (field: ResolvedField, values: readonly unknown[]) => Promise<ReadonlyMap<string, string>> {
  const qualifiers = new Map(plan.dictFields.map((field) => [field, namesakeQualifier(deps, access, field)]));
  return async (field, values) =>
    qualifiers.get(field)!(await fieldTexts(deps, access, field, plain, values));
}

async function* readBatches(
  deps: EngineDeps,
  access: EntityAccess,
  params: QueryParams,
  plan: ReadPlan,
): AsyncGenerator<unknown[][]> {
  const idRows = await selectArrays(deps.db, await exportIdQuery(deps, access, params));
  const ids = idRows.map((row) => String(row[0]));
  const at = new Map(plan.read.map((field, i) => [field.key, i]));
  const idAt = at.get('id')!;
  const plain = await deps.dictionaries.all();
  const plainTexts = await plainTextsOf(deps, access, plan, plain);
  const tableTexts = tableTextsOf(deps, access, plan, plain);

  async function batch(part: readonly string[]): Promise<unknown[][]> {
    const position = new Map(part.map((id, i) => [id, i]));
    const ordered: (unknown[] | undefined)[] = new Array(part.length);
    for (const chunk of chunks(part)) {
      // The scope again: a record moved out of it since the ids were read is left out.
      const query = exportBatchQuery(deps, access, plan, chunk);
      for (const row of await selectArrays(deps.db, query)) ordered[position.get(String(row[idAt]))!] = row;
    }
    const rows = ordered.filter((row): row is unknown[] => row !== undefined);
    for (const field of plan.dictFields) {
      const i = at.get(field.key)!;
      const texts =
        plainTexts.get(field) ??
        (await tableTexts(
          field,
          rows.map((row) => row[i]),
        ));
      const multiple = !!field.definition.multiple;
      for (const row of rows) row.push(dictText(row[i], multiple, texts));
    }
    for (const derived of plan.derived) {
      const values = await derivedValuesOf(deps, access, derived, rows, (row, key) => row[at.get(key)!]);
      rows.forEach((row, i) => row.push(values[i]));
    }
    maskArrayRows(rows, plan.masks);
    return rows;
  }

  // Reading ahead lets PostgreSQL (another process) work while this batch is written; SQLite reads on
  // this thread, where it only keeps two batches alive (a 100k export peaked 7-9 MB higher).
  const ahead = deps.dialect === 'postgres';
  const parts = chunks(ids, plan.batchSize);
  const following = (i: number) => (i + 1 < parts.length ? batch(parts[i + 1]!) : undefined);
  let next = parts.length > 0 ? batch(parts[0]!) : undefined;
  for (let i = 0; i < parts.length; i++) {
    const current = next!;
    next = ahead ? following(i) : undefined;
    // A caller that stops early never awaits it: its failure then concerns nobody.
    next?.catch(() => undefined);
    yield await current;
    if (!ahead) next = following(i);
  }
}

/** A row of a RowTable as the list API shows a record (positions read only for the read left out). */
export function recordOf(keys: readonly string[], row: readonly unknown[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) if (keys[i] && row[i] !== undefined) record[keys[i]!] = row[i];
  return record;
}
