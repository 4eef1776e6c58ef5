// The export's reader and encoder, in a thread of its own (node:worker_threads) so that an export
// works on both cores: it reads the rows through a read-only connection of its own (SQLite or
// PostgreSQL), in one read transaction (the ids and every batch from one snapshot), turns them
// into cells and row XML, and hands the XML over; the main thread zips and writes it.
// The statements are the engine's, compiled on the main thread with the user's scope
// (export-worker-client.ts); only ids read here are bound here.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { openSnapshot } from '../db/snapshot-reader';
import type { SnapshotReader } from '../db/snapshot-reader';
import { maskArrayRows } from '../../shared/personal-data';
import { dictText } from '../engine/dict-texts';
import { tableRowCells } from './export-cells';
import { Inbox } from './export-worker-protocol';
import type { ExportWorkerPlan, FromWorker, GivenBack, ToWorker } from './export-worker-protocol';
import { columnLetter, dataRowXml } from './xlsx-parts';
import { XmlBuffer } from './xml-buffer';

/** Bytes of XML a batch is expected to take (a larger one grows its buffer). */
const BATCH_XML_BYTES = 512 * 1024;

const plan = workerData as ExportWorkerPlan;
const port = parentPort!;
const inbox = new Inbox<ToWorker>();
const xml = new XmlBuffer(BATCH_XML_BYTES);
port.on('message', (message: ToWorker | GivenBack) => {
  if (message.kind === 'given') xml.give(message.xml);
  else inbox.push(message);
});

const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** Runs a statement (or reads its next part) and tells the main thread's query log how long it took. */
async function timed<T>(sql: string, parameters: readonly unknown[], read: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await read();
  post({ kind: 'query', sql, parameters, durationMs: performance.now() - start });
  return result;
}

/** The ids in export order, a batch at a time. */
async function* idBatches(reader: SnapshotReader): AsyncGenerator<string[]> {
  const { sql, parameters } = plan.ids;
  const parts = reader.firstValues(sql, parameters, plan.batch.size)[Symbol.asyncIterator]();
  for (;;) {
    const part = await timed(sql, parameters, () => parts.next());
    if (part.done) return;
    yield part.value.map(String);
  }
}

async function next<K extends ToWorker['kind']>(kind: K): Promise<Extract<ToWorker, { kind: K }>> {
  const message = await inbox.next();
  if (message.kind !== kind) throw new Error(`export worker: ${kind} expected, ${message.kind} came`);
  return message as Extract<ToWorker, { kind: K }>;
}

async function run(reader: SnapshotReader): Promise<void> {
  const { size } = plan.batch;
  const cells = tableRowCells(plan.columns, plan.keys);
  const letters = plan.columns.map((_, i) => columnLetter(i));
  const letter = (i: number) => letters[i]!;
  const plain = plan.dicts.map((dict) => (dict.texts ? new Map(dict.texts) : null));
  let rowNumber = plan.firstRow;
  for await (const part of idBatches(reader)) {
    await next('next');
    // The last batch binds its first id again in the placeholders it does not fill.
    const bound = [
      ...part,
      ...new Array<string>(size - part.length).fill(part[0]!),
      ...plan.batch.parameters,
    ];
    const found = await timed(plan.batch.sql, bound, () => reader.rows(plan.batch.sql, bound));
    const position = new Map(part.map((id, i) => [id, i]));
    const ordered: (unknown[] | undefined)[] = new Array(part.length);
    for (const row of found) ordered[position.get(String(row[plan.idAt]))!] = row;
    const rows = ordered.filter((row): row is unknown[] => row !== undefined);
    let extras = { texts: [] as (readonly (readonly [string, string])[])[], derived: [] as unknown[][] };
    if (plan.asks.length > 0) {
      post({ kind: 'ask', values: plan.asks.map((at) => rows.map((row) => row[at])) });
      extras = await next('extras');
    }
    let asked = 0;
    plan.dicts.forEach((dict, d) => {
      const texts = plain[d] ?? new Map(extras.texts[asked++]);
      for (const row of rows) row.push(dictText(row[dict.at], dict.multiple, texts));
    });
    for (const values of extras.derived) rows.forEach((row, i) => row.push(values[i]));
    maskArrayRows(rows, plan.masks);
    for (const row of rows) xml.append(dataRowXml(cells(row), String(rowNumber++), letter));
    const bytes = xml.take();
    // XmlBuffer gives each batch an ArrayBuffer of its own, so all of it goes.
    const buffer = bytes.buffer as ArrayBuffer;
    post({ kind: 'rows', xml: buffer, length: bytes.length, count: rows.length }, [buffer]);
  }
  post({ kind: 'end' });
}

async function main(): Promise<void> {
  const reader = await openSnapshot(plan.source);
  try {
    await run(reader);
  } finally {
    await reader.close();
  }
}

main()
  .catch((error: unknown) =>
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  )
  // With the port closed the thread ends.
  .finally(() => port.close());
