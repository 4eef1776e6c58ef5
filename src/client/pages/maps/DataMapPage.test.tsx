// The data map page: it loads the overview, hands the city map its districts and coloured points,
// and a click on a point (the map's pick handler, called directly: happy-dom has no canvas) shows the
// enterprise's figures in the info window, with the buttons of the actions the user may take; a
// zoom (the map's view handler) asks for the visible box and keeps the view, the switch the heat.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MapEnterpriseInfo, MapOverview } from '../../../shared/maps';
import { MAP_PATHS } from '../../../shared/maps';
import { cityMapProbe } from '../../test/cityMapProbe';
import { ok, signInHolding } from '../../test/holdingCodes';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import DataMapPage from './DataMapPage';
import { MAP_TEXTS } from './mapTexts';

const WAIT = { timeout: 10_000 };

const overview: MapOverview = {
  districts: [{ code: '450103', enterprises: 2, openHazards: 5 }],
  total: 2,
  colourBy: 'riskLevel',
  points: [
    ['e1', 108.49, 22.78, '1'],
    ['e2', 108.5, 22.79, '4'],
  ],
  cells: null,
  cellDegrees: 0.02,
  limit: 5000,
  bbox: null,
  heat: null,
};

const info: MapEnterpriseInfo = {
  id: 'e2',
  enterpriseName: '鑫源化工有限公司',
  address: '南宁市青秀区民族大道1号',
  contactName: '王五',
  contactPhone: '13800000002',
  highRiskSector: '01',
  highRiskSector_dictText: '危险化学品',
  insureStatus: '1',
  insureStatus_dictText: '保障中',
  policyEndDate: '2027-03-31',
  riskLevel: '4',
  riskLevel_dictText: '低风险',
  servicesThisYear: 3,
  servicesTotal: 7,
  hazardsTotal: 11,
  hazardsClosed: 8,
  hazardsOpen: 3,
  lastServiceDate: '2026-11-02',
};

describe('the data map', { timeout: 30_000 }, () => {
  it('draws the districts and points and shows the figures of a clicked enterprise', async () => {
    signInHolding(['nanli:enterprise:list', 'nanli:task:add', 'nanli:appointment:add']);
    const asked: string[] = [];
    server.use(
      http.get(api(MAP_PATHS.overview), () => ok(overview)),
      http.get(api(MAP_PATHS.enterprise), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('id') ?? '');
        return ok(info);
      }),
    );
    renderWithApp(<DataMapPage title="数据地图" />);
    await screen.findByText('共 2 家企业', undefined, WAIT);
    await waitFor(() => expect(cityMapProbe.props?.layers).toHaveLength(2), WAIT);
    expect(cityMapProbe.props!.regions).toEqual([{ name: '青秀区', value: 2, details: ['未整改隐患：5'] }]);
    expect(cityMapProbe.props!.layers.map((l) => [l.name, l.colour])).toEqual([
      ['重大风险', '#F5222D'],
      ['低风险', '#1890FF'],
    ]);

    act(() => cityMapProbe.props!.onPick!('p:4', 0));
    const title = await screen.findByText(info.enterpriseName, undefined, WAIT);
    const panel = title.closest('.ant-card') as HTMLElement;
    expect(asked).toEqual(['e2']);
    for (const text of ['保障中', '2027-03-31', '王五 13800000002', '11', '8', '2026-11-02'])
      expect(within(panel).getByText(text)).toBeTruthy();
    expect(await within(panel).findByRole('button', { name: '派发任务' }, WAIT)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '预 约' })).toBeTruthy();
  });

  it('is busy (aria-busy) while it asks for the points, and not once they are in', async () => {
    signInHolding(['nanli:enterprise:list']);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api(MAP_PATHS.overview), async () => {
        await answered;
        return ok(overview);
      }),
    );
    const { container } = renderWithApp(<DataMapPage title="数据地图" />);
    const card = () => container.querySelector('.ant-card')!;
    await waitFor(() => expect(card().getAttribute('aria-busy')).toBe('true'), WAIT);
    answer();
    await screen.findByText('共 2 家企业', undefined, WAIT);
    await waitFor(() => expect(card().getAttribute('aria-busy')).toBe('false'), WAIT);
  });

  it('offers no 派发任务 to a user who may not add tasks', async () => {
    signInHolding(['nanli:enterprise:list', 'nanli:appointment:add']);
    server.use(
      http.get(api(MAP_PATHS.overview), () => ok(overview)),
      http.get(api(MAP_PATHS.enterprise), () => ok(info)),
    );
    renderWithApp(<DataMapPage title="数据地图" />);
    await waitFor(() => expect(cityMapProbe.props?.layers).toHaveLength(2), WAIT);
    act(() => cityMapProbe.props!.onPick!('p:4', 0));
    const title = await screen.findByText(info.enterpriseName, undefined, WAIT);
    const panel = title.closest('.ant-card') as HTMLElement;
    await within(panel).findByRole('button', { name: '预 约' }, WAIT);
    expect(within(panel).queryByRole('button', { name: '派发任务' })).toBeNull();
  });

  it('asks for the visible box once zoomed in, keeps the view, and adds the heat when switched on', async () => {
    signInHolding(['nanli:enterprise:list']);
    const asked: URLSearchParams[] = [];
    const heat: [number, number, number][] = [[108.49, 22.79, 6]];
    server.use(
      http.get(api(MAP_PATHS.overview), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const bbox = query.get('bbox');
        return ok({
          ...overview,
          bbox: bbox ? bbox.split(',').map(Number) : null,
          heat: query.get('heatmap') === '1' ? heat : null,
        });
      }),
    );
    renderWithApp(<DataMapPage title="数据地图" />);
    await waitFor(() => expect(cityMapProbe.props?.layers).toHaveLength(2), WAIT);
    expect(asked[0]!.get('bbox')).toBeNull();
    act(() =>
      cityMapProbe.props!.onView!({ bbox: [108.3, 22.7, 108.41234, 22.8], center: [108.35, 22.75], zoom: 4 }),
    );
    await waitFor(() => expect(asked.at(-1)!.get('bbox')).toBe('108.3000,22.7000,108.4123,22.8000'), WAIT);
    expect(await screen.findByText(MAP_TEXTS.viewportNote, undefined, WAIT)).toBeTruthy();
    expect(cityMapProbe.props!.view).toEqual({ center: [108.35, 22.75], zoom: 4 });
    expect(cityMapProbe.props!.heat).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: MAP_TEXTS.heatmapSwitch }));
    await waitFor(() => expect(cityMapProbe.props!.heat).toEqual(heat), WAIT);
    expect(asked.at(-1)!.get('heatmap')).toBe('1');
    expect(asked.at(-1)!.get('bbox')).toBe('108.3000,22.7000,108.4123,22.8000');
  });
});
