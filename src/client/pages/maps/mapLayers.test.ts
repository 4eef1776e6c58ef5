// From the map API's answers to layers: grid cells keep their counts and lead to no record; the
// appointment day puts appointments by status and check-ins on their own layers.
import { describe, expect, it } from 'vitest';
import type { MapAppointmentDay, MapOverview } from '../../../shared/maps';
import { appointmentLayers, overviewLayers } from './mapLayers';

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
});
