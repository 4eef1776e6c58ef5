// Which errors count as "the database cannot be reached" (answered with one clear message) and which
// stay faults of the request (answered with the request id and logged with their stack).
import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/db/connection-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

/** A port that was free a moment ago: nothing answers there. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection as node-postgres reports it', async () => {
    const client = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/x`,
    });
    const error = await client.connect().then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a server shutting down, starting up, full, or a connection lost mid-query', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001'])
      expect(isDatabaseUnavailable(withCode('server says no', code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('connect', 'ECONNREFUSED')]))).toBe(true);
  });

  it('leaves faults of the statement or the data alone', () => {
    for (const code of ['23505', '42P01', '22P02', '40001', 'SQLITE_CONSTRAINT'])
      expect(isDatabaseUnavailable(withCode('statement failed', code)), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
