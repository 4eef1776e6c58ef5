// msw handlers for a signed-in session: permission list, notices and logout.
import { http, HttpResponse } from 'msw';
import type { AuthItem, MenuItem, NotificationResult } from '../../shared/api-types';
import { answers, emptyNotices } from './answers';
import { sampleMenu } from './serverData';
import { api, server } from './server';

export interface SessionServer {
  permissionCalls: () => number;
  logoutCalls: () => number;
}

export function serveSession({
  menu = sampleMenu(),
  auth = [],
  notices = emptyNotices(),
}: { menu?: MenuItem[] | null; auth?: AuthItem[]; notices?: NotificationResult } = {}): SessionServer {
  let permissionCalls = 0;
  let logoutCalls = 0;
  server.use(
    http.get(api('/sys/permission/getUserPermissionByToken'), () => {
      permissionCalls += 1;
      return HttpResponse.json(answers.permissions(menu, auth));
    }),
    http.get(api('/sys/annountCement/listByUser'), () => HttpResponse.json(answers.notices(notices))),
    // The home page's visit card.
    http.get(api('/sys/loginfo'), () => HttpResponse.json(answers.loginInfo())),
    http.get(api('/sys/visitInfo'), () => HttpResponse.json(answers.visitInfo())),
    // The appointment map's day (empty: tests of the maps serve their own).
    http.get(api('/nanli/map/appointments'), ({ request }) =>
      HttpResponse.json({
        success: true,
        code: 200,
        result: { date: new URL(request.url).searchParams.get('date'), appointments: [], checkIns: [] },
      }),
    ),
    // The home page's KPIs (none: tests of the KPIs serve their own).
    http.get(api('/dashboard/kpis'), () => HttpResponse.json(answers.kpis())),
    http.post(api('/sys/logout'), () => {
      logoutCalls += 1;
      return HttpResponse.json(answers.logout());
    }),
  );
  return { permissionCalls: () => permissionCalls, logoutCalls: () => logoutCalls };
}

/** happy-dom does no layout; the shell reads the window width to pick desktop or mobile. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

export function serveCaptcha(): void {
  server.use(http.get(api('/sys/randomImage/:key'), () => HttpResponse.json(answers.captcha())));
}
