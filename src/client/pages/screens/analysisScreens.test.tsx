// The signed-in big screens against msw: tiles with their units, the charts, the city map and the
// rankings fed from the served answer, the latest hazards scrolling, the server's refusal shown in
// place of the figures, and the answer re-read every SCREEN_REFRESH_MS.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYSIS_TEXTS,
  BIG_TILE_LABELS,
  INDEX_TILE_LABELS,
  SECOND_TILE_LABELS,
} from '../../../shared/analysis-screen-texts';
import { ANALYSIS_SCREEN_PATHS } from '../../../shared/analysis-screens';
import type { BigScreenData, IndexScreenData, SecondScreenData } from '../../../shared/analysis-screens';
import { SCREEN_REFRESH_MS, SCREEN_TEXTS } from '../../../shared/screens';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import BigScreenPage from './BigScreenPage';
import IndexScreenPage from './IndexScreenPage';
import SecondScreenPage from './SecondScreenPage';

const WAIT = { timeout: 10_000 };
const ok = (result: unknown) =>
  HttpResponse.json({ success: true, code: 200, message: '', result, timestamp: 0 });

const DISTRICT = {
  code: '450102',
  label: '兴宁区',
  index: 65.7,
  enterprises: 3,
  insured: 1,
  openHazards: 2,
  openMajor: 0,
  overdue: 1,
  insuredShare: 33.3,
};
const hazard = (enterprise: string, overdue = false) => ({
  discoverTime: '2026-11-26 09:00:00',
  enterprise,
  district: '兴宁区',
  level: '重大事故隐患',
  levelCode: '2',
  status: '待整改',
  deadline: '2026-11-30',
  overdue,
});

const BIG: BigScreenData = {
  tiles: [
    { key: 'hazardTotal', value: 1234, unit: 'count' },
    { key: 'rectifyRate', value: 60, unit: 'percent' },
    { key: 'riskIndex', value: 51.5, unit: 'index' },
  ],
  months: ['2026-10', '2026-11'],
  found: [3, 5],
  closed: [1, 2],
  investigations: [4, 4],
  districts: [DISTRICT],
  topDistricts: [{ code: '450102', label: '兴宁区', value: 2 }],
  riskLevels: [{ code: '1', label: '重大风险', value: 1 }],
  // More rows than the ticker shows at once, so it scrolls.
  latestHazards: Array.from({ length: 8 }, (_, i) => hazard(`企业${i}`, i === 0)),
  at: '2026-11-26 10:00:00',
};

const INDEX: IndexScreenData = {
  tiles: [
    { key: 'riskIndex', value: 51.5, unit: 'index' },
    { key: 'insuredShare', value: 50, unit: 'percent' },
  ],
  months: ['2026-10', '2026-11'],
  trend: [26.5, 51.5],
  districts: [DISTRICT, { ...DISTRICT, code: '450103', label: '青秀区', index: 9 }],
  sectors: [{ ...DISTRICT, code: '03', label: '危险化学品' }],
  at: '2026-11-26 10:00:00',
};

const SECOND: SecondScreenData = {
  tiles: [
    { key: 'tasksThisYear', value: 3, unit: 'count' },
    { key: 'deepServiceCost', value: 0.06, unit: 'wan' },
  ],
  taskStates: [{ code: '4', label: '执行中', value: 1 }],
  week: {
    days: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
    pending: [0, 0, 0, 1, 0, 0, 0],
    confirmed: [0, 0, 0, 1, 1, 0, 0],
    done: [0, 0, 0, 0, 0, 0, 0],
    dropped: [0, 0, 0, 0, 0, 0, 0],
  },
  engineers: [{ name: '赵工', open: 1, done: 1 }],
  deepServices: [{ code: '3', label: '服务中', value: 1 }],
  coverage: [{ code: '450102', label: '兴宁区', insured: 1, served: 1, coverage: 100 }],
  at: '2026-11-26 10:00:00',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('综合大屏', () => {
  it('renders tiles, charts, map, ranking and the scrolling latest hazards', async () => {
    server.use(http.get(api(ANALYSIS_SCREEN_PATHS.big), () => ok(BIG)));
    renderWithApp(<BigScreenPage />);
    const total = await screen.findByTestId('tile-hazardTotal', undefined, WAIT);
    expect(within(total).getByText(BIG_TILE_LABELS.hazardTotal)).toBeTruthy();
    expect(total.textContent).toContain('1,234');
    expect(screen.getByTestId('tile-riskIndex').textContent).toContain('51.5');
    expect(screen.getByText(ANALYSIS_TEXTS.bigTitle)).toBeTruthy();
    const charts = await screen.findAllByTestId('chart', undefined, WAIT);
    expect(charts.map((c) => c.textContent)).toContain(
      JSON.stringify([BIG.found, BIG.closed, BIG.investigations]),
    );
    expect(await screen.findByTestId('city-map', undefined, WAIT)).toBeTruthy();
    const ticker = screen.getByTestId('screen-ticker');
    // Eight rows shown twice for the endless scroll; the first is overdue.
    expect(within(ticker).getAllByText('重大事故隐患')).toHaveLength(16);
    expect(within(ticker).getAllByText(ANALYSIS_TEXTS.overdue)).toHaveLength(2);
    expect(ticker.querySelector('.anze-screen-ticker-moving')).toBeTruthy();
    expect(screen.getByText(ANALYSIS_TEXTS.fullscreen)).toBeTruthy();
  });

  it('shows the refusal in place of the figures', async () => {
    server.use(
      http.get(api(ANALYSIS_SCREEN_PATHS.big), () =>
        HttpResponse.json({ success: false, code: 510, message: '无权限访问', result: null }),
      ),
    );
    renderWithApp(<BigScreenPage />);
    expect(await screen.findByText('无权限访问', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText(ANALYSIS_TEXTS.closedHint)).toBeTruthy();
    expect(screen.queryByTestId('tile-hazardTotal')).toBeNull();
  });

  it('re-reads its answer every SCREEN_REFRESH_MS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(
      http.get(api(ANALYSIS_SCREEN_PATHS.big), () => {
        calls += 1;
        return ok({ ...BIG, at: `2026-11-26 10:0${calls}:00` });
      }),
    );
    renderWithApp(<BigScreenPage />);
    expect(
      await screen.findByText(SCREEN_TEXTS.updatedAt('2026-11-26 10:01:00'), undefined, WAIT),
    ).toBeTruthy();
    await vi.advanceTimersByTimeAsync(SCREEN_REFRESH_MS + 1_000);
    expect(
      await screen.findByText(SCREEN_TEXTS.updatedAt('2026-11-26 10:02:00'), undefined, WAIT),
    ).toBeTruthy();
    expect(calls).toBe(2);
  });
});

describe('指数大屏', () => {
  it('renders the index tiles, the district ranking, the map, the trend and the formula', async () => {
    server.use(http.get(api(ANALYSIS_SCREEN_PATHS.index), () => ok(INDEX)));
    renderWithApp(<IndexScreenPage />);
    const index = await screen.findByTestId('tile-riskIndex', undefined, WAIT);
    expect(within(index).getByText(INDEX_TILE_LABELS.riskIndex)).toBeTruthy();
    expect(screen.getByTestId('tile-insuredShare').textContent).toContain('50%');
    expect(screen.getByText('65.7')).toBeTruthy();
    expect(screen.getByText('9.0')).toBeTruthy();
    const charts = await screen.findAllByTestId('chart', undefined, WAIT);
    expect(charts.map((c) => c.textContent)).toContain(JSON.stringify([INDEX.trend]));
    expect(await screen.findByTestId('city-map', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText(ANALYSIS_TEXTS.formula)).toBeTruthy();
  });
});

describe('第二屏', () => {
  it('renders the service tiles, the week, the engineers and the coverage map', async () => {
    server.use(http.get(api(ANALYSIS_SCREEN_PATHS.second), () => ok(SECOND)));
    renderWithApp(<SecondScreenPage />);
    const tasks = await screen.findByTestId('tile-tasksThisYear', undefined, WAIT);
    expect(within(tasks).getByText(SECOND_TILE_LABELS.tasksThisYear)).toBeTruthy();
    expect(screen.getByTestId('tile-deepServiceCost').textContent).toContain('0.06万元');
    expect(screen.getByText('赵工')).toBeTruthy();
    const charts = await screen.findAllByTestId('chart', undefined, WAIT);
    const { pending, confirmed, done, dropped } = SECOND.week;
    expect(charts.map((c) => c.textContent)).toContain(JSON.stringify([pending, confirmed, done, dropped]));
    expect(await screen.findByTestId('city-map', undefined, WAIT)).toBeTruthy();
  });
});
