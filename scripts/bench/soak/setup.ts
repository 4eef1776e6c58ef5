// What a soak needs before its sessions start, made through the API as the administrator (so it
// works against any deployment): N users with the administrator role (the mix touches every kind
// of record, and the other roles' data rules would hide most of it), a risk type and a few
// enterprises when the database has none, for the hazards the sessions register.
import { randomBytes } from 'node:crypto';
import type { PageResult } from '../../../src/shared/api-types';
// The API tests' valid enterprise (a unique credit code each call), not a second copy of it.
import { enterpriseBody } from '../../../tests/api/engine/support';
import type { SoakClient } from './client';
import type { SignIn } from './sign-in';

/** Hazards are spread over at least this many enterprises. */
const MIN_ENTERPRISES = 10;
/** Users are added this many at a time (each hashes a password on some instance). */
const ADD_CONCURRENCY = 8;
const SOAK_ROLE = 'admin';

type Row = Record<string, unknown>;

export interface SoakFixtures {
  /** A tag in the soak's usernames and records, unique per run. */
  runId: string;
  tokens: string[];
  enterprises: { id: string; districtCode: string }[];
  riskTypeId: string;
}

export async function prepareSoak(
  client: SoakClient,
  signIn: SignIn,
  options: { sessions: number; adminPassword: string; adminUsername?: string },
): Promise<SoakFixtures> {
  // Usernames are at most 18 letters, digits or underscores: soak<6 hex>_<n>.
  const runId = randomBytes(3).toString('hex');
  const admin = await signIn.as(options.adminUsername ?? 'admin', options.adminPassword);
  const need = async <T>(what: string, answer: Promise<T | null>): Promise<T> => {
    const value = await answer;
    if (value === null) throw new Error(`soak setup: ${what} failed (see the errors)`);
    return value;
  };
  const roles = await need(
    'the role list',
    client.json<PageResult<Row>>('setup.api', 'GET', '/sys/role/list', {
      token: admin,
      query: { pageSize: '100' },
    }),
  );
  const role = roles.records.find((r) => r.roleCode === SOAK_ROLE);
  if (!role) throw new Error(`soak setup: no role ${SOAK_ROLE}`);

  const password = `Soak-${randomBytes(9).toString('base64url')}1`;
  const usernames = Array.from({ length: options.sessions }, (_, i) => `soak${runId}_${i + 1}`);
  const tokens: string[] = [];
  for (let i = 0; i < usernames.length; i += ADD_CONCURRENCY) {
    const batch = usernames.slice(i, i + ADD_CONCURRENCY);
    await Promise.all(
      batch.map((username, j) =>
        need(
          `adding ${username}`,
          client.json('setup.api', 'POST', '/sys/user/add', {
            token: admin,
            body: {
              username,
              realname: `压测${i + j + 1}`,
              password,
              selectedroles: String(role.id),
            },
          }),
        ),
      ),
    );
    tokens.push(...(await Promise.all(batch.map((username) => signIn.as(username, password)))));
  }

  const listOf = (path: string, query: Record<string, string> = {}) =>
    need(
      `${path}/list`,
      client.json<PageResult<Row>>('setup.api', 'GET', `${path}/list`, { token: admin, query }),
    );
  const enterprises = await listOf('/nanli/enterprise', { pageSize: String(MIN_ENTERPRISES) });
  for (let i = enterprises.records.length; i < MIN_ENTERPRISES; i++)
    await need(
      'adding an enterprise',
      client.json('setup.api', 'POST', '/nanli/enterprise/add', {
        token: admin,
        body: enterpriseBody({ enterpriseName: `压测企业${runId}${i}` }),
      }),
    );
  const refreshed = await listOf('/nanli/enterprise', { pageSize: String(MIN_ENTERPRISES) });

  const riskTypes = await listOf('/nanli/riskType', { pageSize: '1' });
  let riskTypeId = riskTypes.records[0]?.id as string | undefined;
  if (!riskTypeId) {
    const added = await need(
      'adding a risk type',
      client.json<Row>('setup.api', 'POST', '/nanli/riskType/add', {
        token: admin,
        body: { code: '9901', name: '压测风险类型', status: '1' },
      }),
    );
    riskTypeId = String(added.id);
  }
  return {
    runId,
    tokens,
    enterprises: refreshed.records.map((r) => ({ id: String(r.id), districtCode: String(r.districtCode) })),
    riskTypeId,
  };
}
