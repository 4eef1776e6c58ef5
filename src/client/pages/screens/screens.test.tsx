// The public big screens against msw: tiles from the served answer with their units, the charts
// and the city map fed (the set-up's probes), the district ranking, 大屏未开放 when the server says
// so, and a re-read every SCREEN_REFRESH_MS keeping the wall up to date.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DANGER_TILE_LABELS,
  INSURED_TILE_LABELS,
  SCREEN_PATHS,
  SCREEN_REFRESH_MS,
  SCREEN_TEXTS,
} from '../../../shared/screens';
import type { DangerScreenData, InsuredScreenData } from '../../../shared/screens';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import DangerScreenPage from './DangerScreenPage';
import InsuredScreenPage from './InsuredScreenPage';

const WAIT = { timeout: 10_000 };
const ok = (result: unknown) =>
  HttpResponse.json({ success: true, code: 200, message: '', result, timestamp: 0 });

const DANGER: DangerScreenData = {
  tiles: [
    { key: 'hazardTotal', value: 1234, unit: 'count' },
    { key: 'rectifyRate', value: 66.7, unit: 'percent' },
    { key: 'avgRectifyDays', value: null, unit: 'days' },
  ],
  months: ['2026-10', '2026-11'],
  found: [4, 6],
  closed: [1, 3],
  districts: [{ code: '450102', label: '兴宁区', open: 5, closed: 2 }],
  sectors: [{ code: '03', label: '危险化学品', value: 7 }],
  funnel: [{ code: '20', label: '待整改', value: 5 }],
  topDistricts: [{ code: '450102', label: '兴宁区', value: 5 }],
  topEnterprises: [{ code: '1', label: '南宁****有限公司', value: 4 }],
  riskColours: [
    { code: '1', label: '重大风险', value: 3 },
    { code: '2', label: '较大风险', value: 0 },
  ],
  latestHazards: [
    {
      discoverTime: '2026-11-25 09:00:00',
      enterprise: '青秀***有限公司',
      district: '青秀区',
      level: '重大事故隐患',
      levelCode: '2',
      status: '待整改',
      deadline: '2026-12-01',
      overdue: true,
    },
  ],
  experts: [{ name: '赵*', investigations: 12, hazards: 37 }],
  at: '2026-11-26 10:00:01',
};

const INSURED: InsuredScreenData = {
  tiles: [
    { key: 'insuredEnterprises', value: 321, unit: 'count' },
    { key: 'premiumTotal', value: 3.5, unit: 'wan' },
    { key: 'coverTotal', value: 1.25, unit: 'yi' },
  ],
  months: ['2026-11'],
  newPolicies: [2],
  newPremium: [0.5],
  districts: [{ code: '450103', label: '青秀区', value: 9 }],
  sectors: [],
  riskLevels: [],
  at: '2026-11-26 10:00:00',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('隐患大屏', () => {
  it('renders its tiles, charts, map and ranking from the served answer', async () => {
    server.use(http.get(api(SCREEN_PATHS.danger), () => ok(DANGER)));
    renderWithApp(<DangerScreenPage />);
    const total = await screen.findByTestId('tile-hazardTotal', undefined, WAIT);
    expect(within(total).getByText(DANGER_TILE_LABELS.hazardTotal)).toBeTruthy();
    expect(total.textContent).toContain('1,234');
    expect(screen.getByTestId('tile-rectifyRate').textContent).toContain('66.7%');
    expect(screen.getByTestId('tile-avgRectifyDays').textContent).toContain(SCREEN_TEXTS.noValue);
    expect(screen.getByText(SCREEN_TEXTS.updatedAt(DANGER.at))).toBeTruthy();
    const charts = await screen.findAllByTestId('chart', undefined, WAIT);
    expect(charts.map((c) => c.textContent)).toContain(
      JSON.stringify([
        [4, 6],
        [1, 3],
      ]),
    );
    expect(await screen.findByTestId('city-map', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText(SCREEN_TEXTS.topDistricts)).toBeTruthy();
    // The rankings, the risk colours, the ticker and the experts (names as the server masked them).
    const panel = (title: string) => screen.getByText(title).closest('section')!;
    expect(within(panel(SCREEN_TEXTS.topEnterprises)).getByText('南宁****有限公司')).toBeTruthy();
    expect(within(panel(SCREEN_TEXTS.topEnterprises)).getByText('4')).toBeTruthy();
    expect(screen.getByTestId('risk-colour-1').textContent).toBe('3重大风险');
    expect(screen.getByTestId('risk-colour-2').textContent).toBe('0较大风险');
    const ticker = within(panel(SCREEN_TEXTS.latestHazards));
    expect(ticker.getByText('青秀***有限公司')).toBeTruthy();
    expect(ticker.getByText('重大事故隐患')).toBeTruthy();
    expect(ticker.getByText(SCREEN_TEXTS.deadline('2026-12-01'), { exact: false })).toBeTruthy();
    expect(ticker.getByText(SCREEN_TEXTS.overdue)).toBeTruthy();
    const experts = panel(SCREEN_TEXTS.experts);
    expect(within(experts).getByText('赵*').closest('li')!.textContent).toBe('1赵*1237');
  });

  it('shows 大屏未开放 when no tenant is configured', async () => {
    server.use(
      http.get(api(SCREEN_PATHS.danger), () =>
        HttpResponse.json({ success: false, code: 500, message: SCREEN_TEXTS.notOpen, result: null }),
      ),
    );
    renderWithApp(<DangerScreenPage />);
    expect(await screen.findByText(SCREEN_TEXTS.notOpen, undefined, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('tile-hazardTotal')).toBeNull();
  });

  it('re-reads the answer every SCREEN_REFRESH_MS and keeps it on a refused call', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(
      http.get(api(SCREEN_PATHS.danger), () => {
        calls += 1;
        if (calls === 3)
          return HttpResponse.json(
            { success: false, code: 429, message: SCREEN_TEXTS.rateLimited },
            { status: 429 },
          );
        return ok({ ...DANGER, at: `2026-11-26 10:0${calls}:00` });
      }),
    );
    renderWithApp(<DangerScreenPage />);
    expect(
      await screen.findByText(SCREEN_TEXTS.updatedAt('2026-11-26 10:01:00'), undefined, WAIT),
    ).toBeTruthy();
    await vi.advanceTimersByTimeAsync(SCREEN_REFRESH_MS - 1_000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(
      await screen.findByText(SCREEN_TEXTS.updatedAt('2026-11-26 10:02:00'), undefined, WAIT),
    ).toBeTruthy();
    await vi.advanceTimersByTimeAsync(SCREEN_REFRESH_MS);
    expect(await screen.findByText(SCREEN_TEXTS.loadFailed, undefined, WAIT)).toBeTruthy();
    expect(screen.getByTestId('tile-hazardTotal')).toBeTruthy();
  });
});

describe('参保企业大屏', () => {
  it('renders its tiles and the district map from the served answer', async () => {
    server.use(http.get(api(SCREEN_PATHS.insured), () => ok(INSURED)));
    renderWithApp(<InsuredScreenPage />);
    const insured = await screen.findByTestId('tile-insuredEnterprises', undefined, WAIT);
    expect(within(insured).getByText(INSURED_TILE_LABELS.insuredEnterprises)).toBeTruthy();
    expect(insured.textContent).toContain('321');
    expect(screen.getByTestId('tile-premiumTotal').textContent).toContain('3.5万元');
    const cover = screen.getByTestId('tile-coverTotal');
    expect(cover.textContent).toBe(`${INSURED_TILE_LABELS.coverTotal}1.25亿元`);
    expect(await screen.findByTestId('city-map', undefined, WAIT)).toBeTruthy();
  });
});
