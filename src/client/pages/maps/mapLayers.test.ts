// From the map API's answers to layers: grid cells keep their counts and lead to no record; the
// appointment day puts appointments by status and check-ins on their own layers.
import { describe, expect, it } from 'vitest';
import type { MapItinerary } from '../../../shared/itinerary-track';
import type { MapAppointmentDay, MapOverview } from '../../../shared/maps';
import { appointmentLayers, itineraryLayers, overviewLayers } from './mapLayers';

describe('map layers', () => {
  it('draws grid cells sized by their counts', () => {
    const overview: MapOverview = {
      districts: [],
      total: 9000,
      colourBy: 'riskLevel',
      points: null,
      cells: [
        [108.37, 22.85, 6000],
        [108.49, 22.79, 3000],
      ],
      cellDegrees: 0.02,
      bbox: null,
      heat: null,
      limit: 5000,
    };
    const { layers, enterpriseAt } = overviewLayers(overview, []);
    expect(layers).toMatchObject([
      {
        id: 'cells',
        counts: [6000, 3000],
        points: [
          [108.37, 22.85],
          [108.49, 22.79],
        ],
      },
    ]);
    expect(enterpriseAt('cells', 0)).toBeNull();
  });

  it('puts appointments by status in the dictionary’s order and the check-ins on their own layer', () => {
    const day: MapAppointmentDay = {
      date: '2026-11-20',
      appointments: [
        {
          id: 'a1',
          enterpriseId: 'e1',
          enterpriseName: '甲',
          status: '1',
          timeSlot: '1',
          lng: 108.3,
          lat: 22.8,
        },
        {
          id: 'a2',
          enterpriseId: 'e2',
          enterpriseName: '乙',
          status: '0',
          timeSlot: '2',
          lng: 108.4,
          lat: 22.9,
        },
      ],
      checkIns: [
        { id: 'i1', enterpriseName: '甲', checkInTime: '2026-11-20 09:30:00', lng: 108.31, lat: 22.81 },
      ],
    };
    const statuses = [
      { value: '0', text: '待确认', title: '待确认' },
      { value: '1', text: '已确认', title: '已确认' },
    ];
    const { layers, enterpriseAt } = appointmentLayers(day, statuses);
    expect(layers.map((l) => [l.id, l.name, l.points.length])).toEqual([
      ['a:0', '待确认', 1],
      ['a:1', '已确认', 1],
      ['checkIns', '工程师签到', 1],
    ]);
    expect(enterpriseAt('a:0', 0)).toBe('e2');
    expect(enterpriseAt('checkIns', 0)).toBeNull();
  });

  it('draws each tracked itinerary as a line with its start, and its end or the engineer’s last place', () => {
    const trip = (fields: Partial<MapItinerary>): MapItinerary => ({
      id: 'i1',
      expertId: 'x1',
      expertName: '赵工',
      toAddress: '本企业化工有限公司厂区',
      status: '5',
      status_dictText: '已返回',
      track: [
        [108.3, 22.8],
        [108.31, 22.81],
        [108.32, 22.82],
      ],
      lastPoint: [108.32, 22.82],
      lastTime: '2026-11-20 09:40:00',
      ...fields,
    });
    const { routes, layers } = itineraryLayers({
      date: '2026-11-20',
      itineraries: [
        trip({}),
        trip({ id: 'i2', expertName: '钱工', status: '1', status_dictText: '已出发' }),
        trip({ id: 'i3', status: '0', status_dictText: '计划', track: [], lastPoint: null, lastTime: null }),
      ],
    });
    expect(routes.map((r) => [r.id, r.points.length])).toEqual([
      ['i1', 3],
      ['i2', 3],
    ]);
    expect(routes[0]!.tooltip).toEqual([
      '工程师：赵工',
      '目的地：本企业化工有限公司厂区',
      '行程状态：已返回',
    ]);
    expect(layers.map((l) => [l.id, l.points])).toEqual([
      [
        'trackStart',
        [
          [108.3, 22.8],
          [108.3, 22.8],
        ],
      ],
      ['trackEnd', [[108.32, 22.82]]],
      ['lastPositions', [[108.32, 22.82]]],
    ]);
    expect(layers[2]!.tooltips![0]).toEqual([
      '工程师当前位置',
      '工程师：钱工',
      '目的地：本企业化工有限公司厂区',
      '行程状态：已出发',
      '最后定位：2026-11-20 09:40:00',
    ]);
  });
});
