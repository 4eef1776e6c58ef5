// PostgreSQL restarted under load (issue 12, "Faults"): a server process on a private PostgreSQL,
// three clients looping a list and a save of a dictionary with two items; the database is stopped
// (pg_ctl stop -m fast, the first half of a restart, so that requests meet the outage for certain),
// started again, then restarted (pg_ctl restart -m fast) under the same load. During the outage every
// request is answered with the one clear message; afterwards the same server process serves again
// by itself, and every dictionary in the database has both its items (no half-written save).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/shared/api-types';
import { OUTAGE_TEXTS } from '../../src/shared/outages';
import { call } from '../cluster/client';
import type { Reply } from '../cluster/client';
import { adminSession, loggedWarnings, loginAsAdmin, startServiceServer } from './support/services-server';
import type { ServiceServer } from './support/services-server';
import { postgresMissing, startPrivatePostgres, waitFor } from './support/services';
import type { PrivatePostgres } from './support/services';

const missing = postgresMissing();
if (missing) console.log(`services-postgres: skipped, ${missing}`);

const CLIENTS = 3;
const ITEMS = [
  { itemText: '合格', itemValue: 'pass', status: 1 },
  { itemText: '不合格', itemValue: 'fail', status: 1 },
];

interface Outcome {
  code: string;
  saved: boolean;
}

describe.skipIf(missing)('PostgreSQL restarted under load', () => {
  let database: PrivatePostgres | undefined;
  let server: ServiceServer | undefined;

  beforeAll(async () => {
    database = await startPrivatePostgres();
    server = await startServiceServer({ DATABASE_URL: database.url });
  });

  afterAll(async () => {
    // A server that died under the fault says why.
    if (server && !server.alive()) console.log(`the server exited:\n${server.output().slice(-4000)}`);
    await server?.stop();
    await database?.remove();
  });

  it('answers the outage with a clear message, recovers without a restart, half-writes nothing', async () => {
    const base = server!.url;
    const { token } = await adminSession(base);
    const list = () =>
      call<PageResult<unknown>>(base, 'GET', '/sys/dict/list?pageNo=1&pageSize=5', { token });
    const failures: Reply<unknown>[] = [];
    const outcomes: Outcome[] = [];
    let loading = true;
    // Resolved when every client has saved once more since the last reset: a barrier, not a sleep.
    let savedSince = new Set<number>();
    let allSaved: () => void = () => undefined;
    const everyClientSaves = () =>
      new Promise<void>((resolve) => {
        savedSince = new Set();
        allSaved = resolve;
      });

    const client = async (n: number) => {
      for (let i = 0; loading; i++) {
        const listed = await list();
        if (!listed.body.success) failures.push(listed);
        const code = `fault_${n}_${i}`;
        const saved = await call(base, 'POST', '/sys/dict/add', {
          token,
          body: { dictName: `故障${n}-${i}`, dictCode: code, sysDictItemList: ITEMS },
        });
        outcomes.push({ code, saved: saved.body.success });
        if (!saved.body.success) failures.push(saved);
        else {
          savedSince.add(n);
          if (savedSince.size === CLIENTS) allSaved();
        }
      }
    };
    let warmedUp = everyClientSaves();
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    // A client that fails outright (the server gone) ends the wait at once.
    const load = Promise.all(clients);
    await Promise.race([warmedUp, load]);

    await database!.stop();
    const duringOutage = [
      await list(),
      await call(base, 'POST', '/sys/dict/add', {
        token,
        body: { dictName: '停机', dictCode: 'fault_outage', sysDictItemList: ITEMS },
      }),
      await loginAsAdmin(base),
    ];
    for (const reply of duringOutage)
      expect(reply.body).toMatchObject({
        success: false,
        code: 500,
        message: OUTAGE_TEXTS.databaseUnavailable,
      });

    await database!.start();
    await waitFor('a list answered after PostgreSQL is back', async () => (await list()).body.success);
    warmedUp = everyClientSaves();
    await Promise.race([warmedUp, load]);
    // And a plain restart in the middle of the load: every client saves again afterwards.
    await database!.restart();
    warmedUp = everyClientSaves();
    await Promise.race([warmedUp, load]);
    loading = false;
    await load;

    expect(server!.alive()).toBe(true);
    // The load met the outage, and every refusal it met is the one message, never a driver text or a stack.
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.map((reply) => reply.body.message)).toEqual(
      failures.map(() => OUTAGE_TEXTS.databaseUnavailable),
    );
    expect((await loggedWarnings(server!, 'database unavailable')).length).toBeGreaterThan(0);
    expect((await loginAsAdmin(base)).body.success).toBe(true);

    const direct = new pg.Client({ connectionString: database!.url });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ dict_code: string; items: number }>(
        `select d.dict_code, count(i.id)::int as items from sys_dict d
         left join sys_dict_item i on i.dict_id = d.id
         where d.dict_code like 'fault\\_%' group by d.dict_code`,
      );
      const stored = new Map(rows.map((row) => [row.dict_code, row.items]));
      // Whatever was answered as saved is there; whatever is there is whole.
      for (const outcome of outcomes.filter((o) => o.saved)) expect(stored.has(outcome.code)).toBe(true);
      expect([...stored.values()].filter((items) => items !== ITEMS.length)).toEqual([]);
      expect(stored.has('fault_outage')).toBe(false);
    } finally {
      await direct.end();
    }
  });
});
