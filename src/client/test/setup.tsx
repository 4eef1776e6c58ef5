// Client test setup: msw server lifecycle, the app's logout wiring, and a clean slate per test
// (storage, session, antd toasts and modals, rendered trees).
import './disableMotion';
import { cleanup, configure } from '@testing-library/react';
import { Modal, message, notification } from 'antd';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setLogoutHandler } from '../api/httpErrors';
import type { CityMapProps } from '../pages/maps/mapTypes';
import { logout } from '../session/logout';
import { clearSession } from '../session/sessionState';
import { reloadSettings } from '../settings/layoutSettings';
import { cityMapProbe } from './cityMapProbe';
import { waitForReactIdle } from './reactIdle';
import { server } from './server';

setLogoutHandler(logout);

// happy-dom has no canvas, so ECharts cannot draw here: every test that reaches an ECharts chart (the
// monitor pages, the big screens) gets a probe that shows the series data instead.
vi.mock('../pages/monitor/EChartCore', () => ({
  default: ({ option }: { option: { series?: { data?: unknown[] }[] } }) => (
    <div data-testid="chart">{JSON.stringify(option.series?.map((s) => s.data) ?? [])}</div>
  ),
}));

// The city map draws with ECharts too: its stand-in lists the layers and their point counts, and
// records the props it was given in cityMapProbe.
vi.mock('../pages/maps/CityMapCore', async () => {
  const { cityMapProbe } = await import('./cityMapProbe');
  return {
    default: (props: CityMapProps) => {
      cityMapProbe.props = props;
      return (
        <div data-testid="city-map">{JSON.stringify(props.layers.map((l) => [l.name, l.points.length]))}</div>
      );
    },
  };
});

// Lazy routes and Formily forms take longer than the default 1 s on a busy 2-core CI machine; a
// user-visible state still has to appear, only the wait is longer.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// antd's toast and modal roots re-render after destroy(). That render has to finish before the next
// test looks at the page (a toast of the test before would still show), and before the test
// environment's window is torn down (React's scheduler would fire into a missing window).
afterEach(async () => {
  cleanup();
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearSession();
  reloadSettings();
  cityMapProbe.props = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
  await waitForReactIdle();
});

afterAll(() => server.close());
