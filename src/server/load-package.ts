// Loads an npm package at its first use instead of at the start. The packages that only some
// installations (Redis, PostgreSQL) or some requests (report documents, rich text) need cost start
// time and idle memory to every process that imports them up front (docs/perf.md, cold start).
// Synchronous, so that the factories that use them stay synchronous; node caches each package.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function loadPackage<T>(name: string): T {
  return require(name) as T;
}
