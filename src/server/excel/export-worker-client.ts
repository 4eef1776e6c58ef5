// The main thread's side of the export worker (export-worker.ts): starts it with the plan, answers
// what it asks (table dictionary texts, derived values: they need the engine's caches and
// connection), tells the query log what it ran, and yields its batches of row XML. While a batch is
// written the worker makes the next one, no further: memory holds two batches at most. Whatever
// way the reading ends (done, failed, the writer gone) the worker is terminated.
import { Worker } from 'node:worker_threads';
import type { ExecutedQuery } from '../db/database';
import type { EncodedRows } from './export-cells';
import { Inbox } from './export-worker-protocol';
import type {
  BatchExtras,
  ExportWorkerPlan,
  FromWorker,
  GivenBack,
  ToWorker,
} from './export-worker-protocol';

/** What the worker cannot do itself. */
export interface ExportWorkerHelp {
  /** The extras of a batch from the values at the plan's `asks` (one array per position). */
  extras(values: unknown[][]): Promise<BatchExtras>;
  /** Hears every statement the worker ran (the database monitor's query log). */
  onQuery?: (query: ExecutedQuery) => void;
}

/**
 * The worker's young generation: rows live from their read until their XML is made (across the
 * main thread's answer), so a small one promotes them and the old generation grows (8 MB: 261-263 MB
 * peak for a 100k export); V8's default held more than needed (252 MB); 16-24 MB: 223-236 MB.
 */
const WORKER_YOUNG_GENERATION_MB = 16;

/** The export's failure when its worker stops without a word (killed, out of memory). */
export const WORKER_STOPPED = 'export worker stopped';

// In the build (scripts/build-server.mjs) the worker is a JavaScript entry beside the server's; from
// the sources (tsx, tests) it is TypeScript, which the thread loads through tsx's API (Node 20 does
// not pass the main thread's loader on to workers).
const SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(SOURCE ? './export-worker.ts' : './export-worker.js', import.meta.url);

function startWorker(plan: ExportWorkerPlan): Worker {
  const options = {
    workerData: plan,
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  };
  if (!SOURCE) return new Worker(WORKER_URL, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const load = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(WORKER_URL.href)}, ${JSON.stringify(WORKER_URL.href)}))`;
  return new Worker(load, { ...options, eval: true });
}

type Event = FromWorker | { kind: 'error'; error: Error } | { kind: 'exit' };

export async function* workerSheetRows(
  plan: ExportWorkerPlan,
  help: ExportWorkerHelp,
): AsyncGenerator<EncodedRows> {
  const worker = startWorker(plan);
  const events = new Inbox<Event>();
  worker.on('message', (message: FromWorker) => events.push(message));
  worker.on('error', (error) => events.push({ kind: 'error', error }));
  worker.on('exit', () => events.push({ kind: 'exit' }));
  const tell = (message: ToWorker) => worker.postMessage(message);
  const giveBack = (xml: ArrayBuffer) => () => {
    const given: GivenBack = { kind: 'given', xml };
    worker.postMessage(given, [xml]);
  };
  try {
    tell({ kind: 'next' });
    for (;;) {
      const event = await events.next();
      switch (event.kind) {
        case 'query':
          help.onQuery?.({ sql: event.sql, parameters: event.parameters, durationMs: event.durationMs });
          break;
        case 'ask':
          tell({ kind: 'extras', ...(await help.extras(event.values)) });
          break;
        case 'rows':
          // The worker reads the next batch while this one is written.
          tell({ kind: 'next' });
          yield {
            xml: Buffer.from(event.xml, 0, event.length),
            count: event.count,
            consumed: giveBack(event.xml),
          };
          break;
        case 'end':
          return;
        case 'failed':
          throw new Error(event.message);
        case 'error':
          throw event.error;
        case 'exit':
          throw new Error(WORKER_STOPPED);
      }
    }
  } finally {
    await worker.terminate();
  }
}
