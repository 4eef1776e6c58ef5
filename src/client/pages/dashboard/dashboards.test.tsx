// The home page's KPI tiles and trends and the monitoring board against msw: figures with their
// units, a tile opening the list it counts with its filter, figures on lists the menu does not
// route to shown without a link, trends drawn whose bars open their month's
// list, the period asked of the server and its refusal shown, counters re-read.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DASHBOARD_PATHS } from '../../../shared/dashboard/kpi-api';
import type { KpiOverview, LiveCounters } from '../../../shared/dashboard/kpi-api';
import {
  DASHBOARD_TEXTS,
  KPI_LABELS,
  LIVE_REFRESH_MS,
  PERIOD_LABELS,
  PERIOD_PROBLEMS,
  TREND_LABELS,
} from '../../../shared/dashboard/kpi-texts';
import { savePermissions } from '../../session/sessionState';
import { menuItem } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import { KpiOverviewSection } from './KpiOverviewSection';
import MonitorPage from './MonitorPage';
import { entityListPaths, listLink } from './entityListPaths';

const WAIT = { timeout: 10_000 };
const ok = (result: unknown) =>
  HttpResponse.json({ success: true, code: 200, message: '', result, timestamp: 0 });

const MENU = [
  menuItem({
    path: '/safetyinfo',
    title: '安全信息',
    component: 'layouts/RouteView',
    children: [
      menuItem({ path: '/safetyinfo/hazards', title: '隐患排查', component: 'entity/hiddenDanger' }),
    ],
  }),
];

const OVERVIEW: KpiOverview = {
  kpis: [
    { key: 'hazardClosed', value: 3, unit: 'count', entity: 'hiddenDanger', filter: { status: '60' } },
    { key: 'rectifyRate', value: 66.7, unit: 'percent', entity: 'hiddenDanger', filter: { status: '60' } },
    { key: 'avgRectifyDays', value: null, unit: 'days', entity: 'hiddenDanger', filter: { status: '60' } },
    {
      key: 'investigationCount',
      value: 4,
      unit: 'count',
      entity: 'investigation',
      filter: { status_MultiString: '2,3' },
    },
  ],
  period: { key: 'last12', start: '2025-12-01', end: '2026-11-30' },
  months: ['2026-10', '2026-11'],
  trends: [
    {
      key: 'hazardsFound',
      entity: 'hiddenDanger',
      values: [2, 5],
      filters: [
        { discoverTime_begin: '2026-10-01', discoverTime_end: '2026-10-31' },
        { discoverTime_begin: '2026-11-01', discoverTime_end: '2026-11-30' },
      ],
    },
    {
      key: 'hazardsClosed',
      entity: 'hiddenDanger',
      values: [1, 3],
      filters: [
        { status: '60', closeTime_begin: '2026-10-01', closeTime_end: '2026-10-31' },
        { status: '60', closeTime_begin: '2026-11-01', closeTime_end: '2026-11-30' },
      ],
    },
  ],
};

describe('entity list paths', () => {
  it('finds the list of each entity the menu routes to and puts the filter in its query', () => {
    const paths = entityListPaths(MENU, new Set());
    expect(paths.get('hiddenDanger')).toBe('/safetyinfo/hazards');
    expect(paths.has('investigation')).toBe(false);
    expect(listLink('/safetyinfo/hazards', { status: '60', isOverdue: '1' })).toBe(
      '/safetyinfo/hazards?status=60&isOverdue=1',
    );
    expect(listLink('/a?x=1', { status: '2,3' })).toBe('/a?x=1&status=2%2C3');
  });
});

describe('home page KPIs', () => {
  it('shows each figure with its unit and opens the counted list filtered', async () => {
    savePermissions({ menu: MENU, auth: [], allAuth: [] });
    server.use(http.get(api(DASHBOARD_PATHS.kpis), () => ok(OVERVIEW)));
    renderWithApp(<KpiOverviewSection />);
    const rate = await screen.findByText(KPI_LABELS.rectifyRate, undefined, WAIT);
    expect(rate.closest('[data-kpi]')?.textContent).toContain('66.7%');
    expect(document.querySelector('[data-kpi="avgRectifyDays"]')?.textContent).toContain(
      DASHBOARD_TEXTS.noValue,
    );
    // The hazard trend is drawn; no investigation series, so no second chart.
    expect(
      await screen.findByLabelText(`${TREND_LABELS.hazardsFound} 2026-11: 5`, undefined, WAIT),
    ).toBeTruthy();
    expect(screen.getByLabelText(`${TREND_LABELS.hazardsClosed} 2026-10: 1`)).toBeTruthy();
    expect(document.querySelectorAll('.anze-chart')).toHaveLength(1);
    // The investigation list is not in this user's menu: its figure does not link.
    expect(
      screen.queryByRole('link', { name: DASHBOARD_TEXTS.openList(KPI_LABELS.investigationCount) }),
    ).toBeNull();
    await userEvent.click(
      screen.getByRole('link', { name: DASHBOARD_TEXTS.openList(KPI_LABELS.hazardClosed) }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/safetyinfo/hazards?status=60');
  });

  it('opens, from a trend point, the list of its month', async () => {
    savePermissions({ menu: MENU, auth: [], allAuth: [] });
    server.use(http.get(api(DASHBOARD_PATHS.kpis), () => ok(OVERVIEW)));
    renderWithApp(<KpiOverviewSection />);
    // The closed series (the second), its November bar.
    await userEvent.click(
      await screen.findByRole('button', { name: `${TREND_LABELS.hazardsClosed} 2026-11: 3` }, WAIT),
    );
    expect(screen.getByTestId('location').textContent).toBe(
      '/safetyinfo/hazards?status=60&closeTime_begin=2026-11-01&closeTime_end=2026-11-30',
    );
  });

  it('asks the server for the chosen period and shows why it refuses one', async () => {
    savePermissions({ menu: MENU, auth: [], allAuth: [] });
    const asked: string[] = [];
    server.use(
      http.get(api(DASHBOARD_PATHS.kpis), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.get('period') ?? '');
        if (query.get('period') === 'quarter')
          return HttpResponse.json({
            success: false,
            code: 500,
            message: PERIOD_PROBLEMS.tooLong,
            result: null,
          });
        const key = query.get('period') ?? 'last12';
        return ok({ ...OVERVIEW, period: { key, start: '2026-01-01', end: '2026-12-31' } });
      }),
    );
    renderWithApp(<KpiOverviewSection />);
    await screen.findByText(DASHBOARD_TEXTS.periodNote('2026-01-01', '2026-12-31'), undefined, WAIT);
    await userEvent.click(screen.getByText(PERIOD_LABELS.year));
    await waitFor(() => expect(asked).toEqual(['', 'year']), WAIT);
    expect(screen.getByRole('radio', { name: PERIOD_LABELS.year }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByText(PERIOD_LABELS.quarter));
    expect(await screen.findByText(PERIOD_PROBLEMS.tooLong, undefined, WAIT)).toBeTruthy();
    // The figures of the last period stay.
    expect(document.querySelector('[data-kpi="rectifyRate"]')?.textContent).toContain('66.7%');
  });

  it('loads the date-range picker only when a custom period is asked for, and sends the range', async () => {
    savePermissions({ menu: MENU, auth: [], allAuth: [] });
    const asked: string[] = [];
    server.use(
      http.get(api(DASHBOARD_PATHS.kpis), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('start') ?? ''}~${query.get('end') ?? ''}`);
        return ok(OVERVIEW);
      }),
    );
    renderWithApp(<KpiOverviewSection />);
    await screen.findByText(DASHBOARD_TEXTS.customPeriod, undefined, WAIT);
    expect(screen.queryByLabelText(DASHBOARD_TEXTS.periodRange)).toBeNull();
    await userEvent.click(screen.getByText(DASHBOARD_TEXTS.customPeriod));
    const [from, to] = await screen.findAllByPlaceholderText(/日期/, undefined, WAIT);
    await userEvent.type(from!, '2026-03-01{Enter}');
    await userEvent.type(to!, '2026-05-31{Enter}');
    await waitFor(() => expect(asked).toContain('2026-03-01~2026-05-31'), WAIT);
  });

  it('shows nothing to a user who may count nothing', async () => {
    let asked = false;
    server.use(
      http.get(api(DASHBOARD_PATHS.kpis), () => {
        asked = true;
        return HttpResponse.json({
          success: false,
          code: 510,
          message: '没有权限，请联系管理员授权',
          result: null,
        });
      }),
    );
    renderWithApp(<KpiOverviewSection />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByText(DASHBOARD_TEXTS.kpiTitle)).toBeNull();
  });
});

describe('monitoring board', () => {
  it('shows the live counters, linking to their lists', async () => {
    savePermissions({ menu: MENU, auth: [], allAuth: [] });
    const live: LiveCounters = {
      at: '2026-11-26 10:00:00',
      kpis: [
        {
          key: 'todayHazards',
          value: 7,
          unit: 'count',
          entity: 'hiddenDanger',
          filter: { discoverTime_begin: '2026-11-26', discoverTime_end: '2026-11-26' },
        },
        { key: 'tasksInProgress', value: 2, unit: 'count', entity: 'task', filter: { status: '4' } },
      ],
    };
    server.use(http.get(api(DASHBOARD_PATHS.live), () => ok(live)));
    renderWithApp(<MonitorPage title="监控看板" />);
    expect(await screen.findByText(DASHBOARD_TEXTS.liveUpdatedAt(live.at), undefined, WAIT)).toBeTruthy();
    expect(document.querySelector('[data-kpi="tasksInProgress"]')?.textContent).toContain('2');
    // Without monitor codes the board asks no runtime endpoint (msw would fail an unhandled one) and
    // shows no runtime card at all: no dead end saying what the user may not see.
    expect(screen.queryByText(DASHBOARD_TEXTS.runtimeTitle)).toBeNull();
    expect(screen.queryByText('无权查看运行指标')).toBeNull();
    await userEvent.click(
      screen.getByRole('link', { name: DASHBOARD_TEXTS.openList(KPI_LABELS.todayHazards) }),
    );
    expect(screen.getByTestId('location').textContent).toBe(
      '/safetyinfo/hazards?discoverTime_begin=2026-11-26&discoverTime_end=2026-11-26',
    );
  });

  it('re-reads the counters every LIVE_REFRESH_MS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(
      http.get(api(DASHBOARD_PATHS.live), () => {
        calls += 1;
        return ok({ at: `2026-11-26 10:00:0${calls}`, kpis: [] });
      }),
    );
    renderWithApp(<MonitorPage title="监控看板" />);
    expect(
      await screen.findByText(DASHBOARD_TEXTS.liveUpdatedAt('2026-11-26 10:00:01'), undefined, WAIT),
    ).toBeTruthy();
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS - 1_000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(
      await screen.findByText(DASHBOARD_TEXTS.liveUpdatedAt('2026-11-26 10:00:02'), undefined, WAIT),
    ).toBeTruthy();
  });
});
