// Every API route declares who may call it, and the declaration holds: the routes open to anyone and
// to any signed-in user are exactly the reviewed lists below (a new one fails here until it is
// reviewed), and every route guarded by permission codes answers 510 to a signed-in user without
// roles — before it reads a parameter or a body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccessEntry } from '../../src/server/auth/route-access';
import { startEngineServer, userWith } from './engine/support';
import type { EngineServer } from './engine/support';

/** No session needed: signing in, registering, captcha, SMS; sockets check their own token. */
const PUBLIC = [
  'GET /sys/randomImage/:key',
  'POST /sys/login',
  'POST /sys/logout',
  'POST /sys/phoneLogin',
  'POST /sys/enterpriseLogin',
  'POST /sys/sms',
  'POST /account/sms',
  'POST /sys/user/register',
  'POST /sys/user/phoneVerification',
  'POST /sys/user/passwordChange',
  'GET /sys/user/checkOnlyUser',
  // Single sign-on: the identity provider vouches for the proof; off unless configured.
  'GET /sys/cas/client/validateLogin',
  'GET /sys/thirdLogin/getLoginUser/:token/:thirdType',
  'GET /websocket/:userId',
  'GET /vxeSocket/:userId/:pageId',
  // The public big screens: aggregates of the configured tenant only, cached and rate-limited per IP.
  'GET /screen/insured',
  'GET /screen/danger',
  // /companylist: one company's insurance status by its exact credit code, rate-limited per IP.
  'GET /public/companyCheck',
  // Operational probes at the root, outside the API prefix: liveness and readiness for the proxy.
  'GET /healthz',
  'GET /readyz',
];

/** Any signed-in user: their own account, settings and notices, and the look-ups every page needs. */
const SIGNED_IN = [
  'GET /sys/loginfo',
  'GET /sys/visitInfo',
  'GET /sys/permission/getUserPermissionByToken',
  'PUT /sys/user/updatePassword',
  'POST /sys/user/updatePassword',
  'GET /sys/user/getCurrentUserDeparts',
  'PUT /sys/selectDepart',
  'POST /sys/selectDepart',
  'GET /sys/user/getCurrentUser',
  'PUT /sys/user/editByUser',
  'POST /sys/user/editByUser',
  'POST /sys/user/changePhone',
  'GET /sys/dict/queryAllDictItems',
  'GET /sys/dict/getDictItems/:code',
  'GET /sys/dict/loadDict/:code',
  'GET /sys/dict/loadDictItem/:code',
  'GET /sys/dict/loadTreeData',
  'GET /sys/dict/fillValues/:code',
  'GET /sys/category/loadTreeRoot',
  'GET /sys/category/loadTreeChildren',
  'GET /sys/category/loadOne',
  'GET /sys/category/loadTreeData',
  'GET /sys/category/loadDictItem/',
  'GET /sys/category/loadDictItem',
  'GET /sys/category/checkCode',
  'GET /sys/category/loadAllData',
  'GET /sys/annountCement/listByUser',
  'GET /sys/annountCement/queryById',
  // Without anntId it reloads only the caller's own bells; with one it checks annountCement:release.
  'GET /sys/annountCement/syncNotic',
  'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId',
  'POST /sys/sysAnnouncementSend/editByAnntIdAndUserId',
  'PUT /sys/sysAnnouncementSend/readAll',
  'GET /sys/sysAnnouncementSend/getMyAnnouncementSend',
  'GET /sys/sysDepart/queryTreeList',
  'GET /sys/sysDepart/queryDepartTreeSync',
  'GET /sys/sysDepart/queryIdTree',
  'GET /sys/sysDepart/searchBy',
  'GET /sys/sysDepart/queryMyDeptTreeList',
  'POST /sys/common/upload',
  // JeecgBoot compatibility (docs/compatibility.md): departments by ids (the tree shows the same
  // rows), a form value checked against an administrator's code rule, the demo mock calls (only while
  // demo data is on, never in production).
  'GET /sys/api/queryDepartsByIds',
  'GET /sys/checkRule/checkByCode',
  'GET /mock/api/user',
  'GET /mock/api/role',
  'GET /mock/api/service',
  'GET /mock/api/permission',
  'GET /mock/api/permission/no-pager',
  'GET /engine/savedQueries',
  'POST /engine/savedQueries',
  'DELETE /engine/savedQueries',
  'GET /engine/preferences/:key',
  'PUT /engine/preferences/:key',
  'GET /engine/exportJobs/:id',
  'GET /engine/exportJobs/:id/file',
  'GET /engine/importErrors/:id',
  ...['GET', 'TRACE', 'DELETE', 'OPTIONS', 'PATCH', 'PUT', 'POST', 'QUERY'].flatMap((method) => [
    `${method} /gateway`,
    `${method} /gateway/*`,
  ]),
];

/** The handler authorises by what the request names: an entity's action, a report, a stored file. */
const IN_HANDLER = [
  'GET /sys/common/static/*',
  // The PDF preview page: answered only to a reader of the stored file it frames.
  'GET /sys/common/pdf/pdfPreviewIframe',
  'GET /engine/entities/:name',
  'GET /engine/advice/:name',
  'GET /sys/duplicate/check',
  'GET /online/cgreport/api/getRpColumns/:code',
  'GET /online/cgreport/api/getQueryInfo/:code',
  'GET /online/cgreport/api/getData/:code',
  // At the root: the configured scraper's token or address (METRICS_TOKEN, METRICS_ALLOW); 404 when off.
  'GET /metrics',
];

let server: EngineServer;
let routes: RouteAccessEntry[];

beforeAll(async () => {
  server = await startEngineServer();
  const prefix = server.config.apiPrefix;
  // API routes without their prefix; the operational ones live at the root.
  routes = server.app.routeAccess.map((r) => ({
    ...r,
    url: r.url.startsWith(`${prefix}/`) ? r.url.slice(prefix.length) : r.url,
  }));
});
afterAll(() => server.close());

const named = (kind: RouteAccessEntry['access']) =>
  routes
    .filter((r) => r.access === kind)
    .map((r) => `${r.method} ${r.url}`)
    .sort();

describe('declared route access', () => {
  it('opens exactly the reviewed routes to anyone', () => {
    expect(named('public')).toEqual([...PUBLIC].sort());
  });

  it('opens exactly the reviewed routes to any signed-in user', () => {
    expect(named('signedIn')).toEqual([...SIGNED_IN].sort());
  });

  it('leaves exactly the reviewed routes to their handler', () => {
    expect(named('inHandler')).toEqual([...IN_HANDLER].sort());
  });

  it('guards every other route by permission codes', () => {
    const guarded = routes.filter((r) => typeof r.access === 'object');
    expect(guarded.length).toBe(routes.length - PUBLIC.length - SIGNED_IN.length - IN_HANDLER.length);
    expect(guarded.length).toBeGreaterThan(150);
  });

  it('guards the map routes by the list permission of the entity they show', () => {
    const access = (url: string) => routes.find((r) => r.url === url)?.access;
    expect(access('/nanli/map/overview')).toEqual({ anyOf: ['nanli:enterprise:list'] });
    expect(access('/nanli/map/enterprise')).toEqual({ anyOf: ['nanli:enterprise:list'] });
    expect(access('/nanli/map/appointments')).toEqual({ anyOf: ['nanli:appointment:list'] });
    expect(access('/nanli/map/itineraries')).toEqual({ anyOf: ['nanli:expertItinerary:list'] });
  });

  it('guards the track upload by the itinerary steps taken on the way', () => {
    const access = routes.find((r) => r.url === '/nanli/expertItinerary/track')?.access;
    expect(access).toEqual({
      anyOf: [
        'nanli:expertItinerary:arrive',
        'nanli:expertItinerary:startService',
        'nanli:expertItinerary:leave',
        'nanli:expertItinerary:returnBack',
        'nanli:expertItinerary:cancel',
      ],
    });
  });

  it('guards each signed-in big screen by its menu button', () => {
    const access = (url: string) => routes.find((r) => r.url === url)?.access;
    expect(access('/nanli/screens/big')).toEqual({ anyOf: ['dataanalysis:bigScreen:list'] });
    expect(access('/nanli/screens/index')).toEqual({ anyOf: ['dataanalysis:indexScreen:list'] });
    expect(access('/nanli/screens/second')).toEqual({ anyOf: ['dataanalysis:secondScreen:list'] });
  });

  it('refuses a server whose route declares no access, naming the route', async () => {
    const { default: Fastify } = await import('fastify');
    const { enforceRouteAccess } = await import('../../src/server/auth/route-access');
    const app = Fastify();
    enforceRouteAccess(app, []);
    app.get('/forgotten', async () => 'x');
    await expect(app.ready()).rejects.toThrow(/GET \/forgotten/);
    await app.close();
  });
});

describe('guarded routes', () => {
  it('answer 510 to a signed-in user without roles, whatever they send', async () => {
    const nobody = await userWith(server, []);
    const guarded = routes.filter((r) => typeof r.access === 'object');
    const answers = await Promise.all(
      guarded.map(async (route) => {
        const path = route.url.replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'x');
        const reply = await server.api.request(route.method, path, {
          token: nobody.token,
          ...(['POST', 'PUT'].includes(route.method) ? { body: {} } : {}),
        });
        return `${route.method} ${route.url} -> ${reply.body?.code}`;
      }),
    );
    expect(answers.filter((a) => !a.endsWith('-> 510'))).toEqual([]);
    // Some 460 requests at once: on a busy 2-core machine they need more than the default 20 s.
  }, 60_000);
});
