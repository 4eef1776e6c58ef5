// Runs a TypeScript worker module from source (the server under tsx, Vitest): Node 20 does not hand
// tsx's loader to worker threads, so the worker registers it before importing the module named in
// its workerData. The built server starts its workers from dist/server as JavaScript instead.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
