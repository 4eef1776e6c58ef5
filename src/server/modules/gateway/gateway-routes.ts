// /sys/gatewayRoute/* (list, updateAll = add or edit, delete; JeecgBoot's SysGatewayRouteController)
// and the live reverse proxy under <API prefix>/gateway/<Path predicate>. The proxy sits behind the
// API's authentication (a signed-in user with a usable tenant) and never passes the token on.
import { allow } from '../../auth/route-access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../../shared/date-format';
import { GATEWAY_CODES, GATEWAY_PATHS, GATEWAY_TEXTS } from '../../../shared/tenants/gateway-texts';
import type { GatewayRoute } from '../../../shared/tenants/gateway-types';
import { authOf } from '../../auth/authenticate';
import { newId } from '../../db/ids';
import type { Database } from '../../db/tables';
import { AppError, Errors } from '../../errors';
import { requireCode } from '../../engine/principal';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { forward, targetUrl } from './proxy';
import { parseRouteInput } from './route-input';
import type { RouteInput } from './route-input';
import { createRouteTable } from './route-table';
import type { RouteTable } from './route-table';

type Row = Awaited<ReturnType<typeof listRows>>[number];

const listRows = (db: Kysely<Database>) =>
  db.selectFrom('sysGatewayRoute').selectAll().orderBy('createTime').orderBy('id').execute();

const parsed = (text: string): unknown[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

const toRoute = (row: Row): GatewayRoute => ({
  id: row.id,
  routerId: row.routeId,
  name: row.name,
  uri: row.uri,
  predicates: parsed(row.predicates) as GatewayRoute['predicates'],
  filters: parsed(row.filters) as GatewayRoute['filters'],
  status: row.status,
  createBy: row.createBy,
  createTime: row.createTime,
  updateBy: row.updateBy,
  updateTime: row.updateTime,
});

async function save(db: Kysely<Database>, input: RouteInput, username: string): Promise<string> {
  const values = {
    routeId: input.routeId,
    name: input.name,
    uri: input.uri,
    predicates: JSON.stringify(input.predicates),
    filters: JSON.stringify(input.filters),
    status: input.status,
  };
  return db.transaction().execute(async (trx) => {
    let taken = trx.selectFrom('sysGatewayRoute').select('id').where('routeId', '=', input.routeId);
    if (input.id) taken = taken.where('id', '<>', input.id);
    if (await taken.executeTakeFirst()) throw Errors.gatewayRouteInvalid(GATEWAY_TEXTS.routerIdTaken);
    const now = formatDateTime();
    if (input.id) {
      const result = await trx
        .updateTable('sysGatewayRoute')
        .set({ ...values, updateBy: username, updateTime: now })
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw Errors.recordNotFound();
      return input.id;
    }
    const id = newId();
    await trx
      .insertInto('sysGatewayRoute')
      .values({ id, ...values, createBy: username, createTime: now, updateBy: null, updateTime: null })
      .execute();
    return id;
  });
}

/** Request path segments after the proxy prefix; null when one could climb out of the target path. */
function pathSegments(url: string, prefix: string): { segments: string[]; search: URLSearchParams } | null {
  const [pathname = '', query = ''] = url.split(/\?(.*)/s);
  if (!pathname.startsWith(prefix)) return null;
  const segments = pathname
    .slice(prefix.length)
    .split('/')
    .filter((s) => s !== '');
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || /[/\\]/.test(decoded)) return null;
  }
  return { segments, search: new URLSearchParams(query) };
}

function registerProxy(api: FastifyInstance, table: RouteTable, config: AppServices['config']) {
  const prefix = `${config.apiPrefix}${GATEWAY_PATHS.proxyPrefix}`;
  return api.register(async (proxy) => {
    // Bodies stay unread streams and go to the target as they are.
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      // The authentication hook lets OPTIONS through (CORS preflight); the proxy never does.
      authOf(request);
      const found = pathSegments(request.url, prefix);
      if (!found) throw Errors.badRequest('path');
      const route = table.match(request.method, found.segments);
      if (!route) throw new AppError(404, GATEWAY_TEXTS.noRoute, 404);
      return forward(
        request,
        reply,
        targetUrl(route, found.segments, found.search),
        config.gatewayAllowedHosts,
      );
    };
    proxy.all(GATEWAY_PATHS.proxyPrefix, allow.signedIn, handler);
    proxy.all(`${GATEWAY_PATHS.proxyPrefix}/*`, allow.signedIn, handler);
  });
}

export async function registerGatewayRoutes(
  api: FastifyInstance,
  { db, config }: AppServices,
): Promise<void> {
  const table = createRouteTable(db);
  await table.reload();
  table.start((error) => api.log.warn({ err: error }, 'gateway routes: reload failed'));
  api.addHook('onClose', async () => table.stop());

  api.get(GATEWAY_PATHS.list, allow.anyOf(GATEWAY_CODES.list), async () => {
    return ok((await listRows(db)).map(toRoute));
  });

  api.post(
    GATEWAY_PATHS.updateAll,
    allow.anyOf(GATEWAY_CODES.add, GATEWAY_CODES.edit),
    async (request: FastifyRequest<{ Body: unknown }>) => {
      const body = request.body as { id?: unknown; router?: { id?: unknown } } | null;
      const editing = !!(body?.router?.id ?? body?.id);
      const { user } = await requireCode(request, db, editing ? GATEWAY_CODES.edit : GATEWAY_CODES.add);
      const input = parseRouteInput(request.body, config.gatewayAllowedHosts);
      await save(db, input, user.username);
      await table.reload();
      return ok(null, GATEWAY_TEXTS.saved);
    },
  );

  api.delete(
    GATEWAY_PATHS.delete,
    allow.anyOf(GATEWAY_CODES.delete),
    async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>) => {
      const id = typeof request.query.id === 'string' ? request.query.id : '';
      const result = await db.deleteFrom('sysGatewayRoute').where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw Errors.recordNotFound();
      await table.reload();
      return ok(null, GATEWAY_TEXTS.deleted);
    },
  );

  await registerProxy(api, table, config);
}
