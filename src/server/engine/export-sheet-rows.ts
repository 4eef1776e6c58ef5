// The export's rows made by the export worker (excel/export-worker.ts): the engine builds
// and compiles the same statements as the read on this thread (export-rows.ts: the ids with the
// list's conditions, selections and scope, then the rows batch by batch with the scope again), and
// answers what the worker asks per batch: table dictionary texts and derived values, which need
// this thread's caches and connection.
import type { SnapshotSource } from '../db/snapshot-reader';
import type { ExcelColumn } from '../excel/columns';
import type { EncodedRows } from '../excel/export-cells';
import { workerSheetRows } from '../excel/export-worker-client';
import type { ExportWorkerHelp } from '../excel/export-worker-client';
import type { BatchExtras } from '../excel/export-worker-protocol';
import type { EngineDeps, EntityAccess } from './access';
import { matchedFieldsOf } from './behaviour';
import { derivedValuesOf } from './derived-values';
import { exportBatchQuery, exportIdQuery, plainTextsOf, tableTextsOf } from './export-rows';
import type { ReadPlan } from './export-rows';
import type { QueryParams } from './filters';

/** Where the worker reads, and the query log its statements are told to. */
export interface ExportWorkerSource {
  source: SnapshotSource;
  onQuery?: ExportWorkerHelp['onQuery'];
}

interface SheetPlan extends ReadPlan {
  keys: readonly string[];
  columns: readonly ExcelColumn[];
  firstRow: number;
}

export async function* sheetRowsOf(
  deps: EngineDeps,
  source: ExportWorkerSource,
  access: EntityAccess,
  params: QueryParams,
  plan: SheetPlan,
): AsyncGenerator<EncodedRows> {
  const at = new Map(plan.read.map((field, i) => [field.key, i]));
  // Compiled with placeholder ids, which the worker replaces by the ids it read.
  const batch = exportBatchQuery(deps, access, plan, new Array<string>(plan.batchSize).fill('')).compile();
  const plain = await deps.dictionaries.all();
  const plainTexts = await plainTextsOf(deps, access, plan, plain);
  const tableTexts = tableTextsOf(deps, access, plan, plain);
  const asked = plan.dictFields.filter((field) => !plainTexts.has(field));
  const askedKeys = [
    ...new Set([...asked.map((f) => f.key), ...plan.derived.flatMap(matchedFieldsOf).map((f) => f.key)]),
  ];
  const askAt = new Map(askedKeys.map((key, i) => [key, i]));

  async function extras(values: unknown[][]): Promise<BatchExtras> {
    const texts = [];
    for (const field of asked) texts.push([...(await tableTexts(field, values[askAt.get(field.key)!]!))]);
    const derived = [];
    const rows = values[0]?.map((_, i) => i) ?? [];
    for (const d of plan.derived)
      derived.push(await derivedValuesOf(deps, access, d, rows, (row, key) => values[askAt.get(key)!]![row]));
    return { texts, derived };
  }

  yield* workerSheetRows(
    {
      source: source.source,
      ids: (await exportIdQuery(deps, access, params)).compile(),
      batch: { sql: batch.sql, parameters: batch.parameters.slice(plan.batchSize), size: plan.batchSize },
      idAt: at.get('id')!,
      dicts: plan.dictFields.map((field) => ({
        at: at.get(field.key)!,
        multiple: !!field.definition.multiple,
        texts: plainTexts.has(field) ? [...plainTexts.get(field)!] : null,
      })),
      asks: askedKeys.map((key) => at.get(key)!),
      masks: plan.masks,
      keys: plan.keys,
      columns: plan.columns,
      firstRow: plan.firstRow,
    },
    { extras, ...(source.onQuery ? { onQuery: source.onQuery } : {}) },
  );
}
