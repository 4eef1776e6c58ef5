// msw stand-in for the server in client component tests (DESIGN §5: msw only here).
import { http, HttpResponse, ws } from 'msw';
import { setupServer } from 'msw/node';

/** Absolute URL of an API path as the client builds it (location.origin + '/api'). */
export function api(path: string): string {
  return `${window.location.origin}/api${path}`;
}

// The bell's and the editable grids' sockets connect in many tests; by default they are accepted and
// stay silent. A test that cares adds its own link with server.use.
const silentSockets = ['/websocket/*', '/vxeSocket/*'].map((path) =>
  ws.link(api(path).replace(/^http/, 'ws')).addEventListener('connection', () => undefined),
);

// The menu's big screens (dataanalysis/*) open in tests of the layout and its tabs; by default their
// answer is a refusal without figures. A test of a screen serves its own answer with server.use.
const quietScreens = http.get(api('/nanli/screens/*'), () =>
  HttpResponse.json({ success: false, code: 510, message: '', result: null }),
);

export const server = setupServer(...silentSockets, quietScreens);
