// What the main thread and the export worker (export-worker.ts) tell each other, and the queue each
// side reads its messages from.
import type { SnapshotSource } from '../db/snapshot-reader';
import type { MaskedPositions } from '../../shared/personal-data';
import type { ExcelColumn } from './columns';

/** A statement compiled on the main thread: its text and bound values. */
export interface CompiledRead {
  sql: string;
  parameters: readonly unknown[];
}

/** Everything the worker needs, given when it starts. */
export interface ExportWorkerPlan {
  /** The database, opened read-only in one snapshot. */
  source: SnapshotSource;
  /** The ordered ids of every row to export (the list's conditions, selections and scope). */
  ids: CompiledRead;
  /**
   * The rows of `size` ids: the ids are bound first, in place of the placeholders the statement
   * was compiled with, then `parameters` (the scope's values) after them.
   */
  batch: CompiledRead & { size: number };
  /** Position of the id among the columns `batch` reads. */
  idAt: number;
  /**
   * The dictionary fields, in the order their texts follow the read columns: the position of the
   * value, whether it holds several, and a plain dictionary's texts (null: asked per batch).
   */
  dicts: readonly { at: number; multiple: boolean; texts: readonly (readonly [string, string])[] | null }[];
  /** Positions whose values the main thread needs per batch (table dictionaries, derived values). */
  asks: readonly number[];
  /** Positions of personal data the user reads masked (maskPersonal), once the texts and derived values are in. */
  masks: MaskedPositions;
  /** What each position of a completed row holds (export-rows.ts `RowTable.keys`). */
  keys: readonly string[];
  columns: readonly ExcelColumn[];
  /** The sheet row number of the first data row. */
  firstRow: number;
}

/** The main thread's answer to an ask: the batch's table dictionary texts and derived values. */
export interface BatchExtras {
  /** Per dictionary whose `texts` is null, in plan order: value → text. */
  texts: (readonly (readonly [string, string])[])[];
  /** Per derived value, one per row of the batch. */
  derived: unknown[][];
}

export type ToWorker = { kind: 'next' } | ({ kind: 'extras' } & BatchExtras);

/** The memory of a batch's XML, given back once written (outside the order of the other messages). */
export interface GivenBack {
  kind: 'given';
  xml: ArrayBuffer;
}

export type FromWorker =
  | { kind: 'query'; sql: string; parameters: readonly unknown[]; durationMs: number }
  /** Per position of `asks`, the value of every row of the batch. */
  | { kind: 'ask'; values: unknown[][] }
  /** A batch of rows as sheet XML (the bytes are the first `length` of `xml`, transferred). */
  | { kind: 'rows'; xml: ArrayBuffer; length: number; count: number }
  | { kind: 'end' }
  | { kind: 'failed'; message: string };

/** Messages in the order they came, read one at a time. */
export class Inbox<T> {
  private readonly waiting: T[] = [];
  private reader: ((message: T) => void) | undefined;

  push(message: T): void {
    const reader = this.reader;
    this.reader = undefined;
    if (reader) reader(message);
    else this.waiting.push(message);
  }

  next(): Promise<T> {
    if (this.waiting.length > 0) return Promise.resolve(this.waiting.shift()!);
    return new Promise((resolve) => (this.reader = resolve));
  }
}
