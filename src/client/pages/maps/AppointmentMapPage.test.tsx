// The appointment map page: the day's appointments, and for a user who may list itineraries the
// day's itineraries as tracks (a line each, with start, end and last-place markers); a user without
// that permission is not asked about itineraries at all.
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MapItineraryDay } from '../../../shared/itinerary-track';
import { ITINERARY_LIST_CODE, ITINERARY_TRACK_PATHS } from '../../../shared/itinerary-track';
import type { MapAppointmentDay } from '../../../shared/maps';
import { MAP_PATHS } from '../../../shared/maps';
import { cityMapProbe } from '../../test/cityMapProbe';
import { ok, signInHolding } from '../../test/holdingCodes';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import AppointmentMapPage from './AppointmentMapPage';

const WAIT = { timeout: 10_000 };

const appointments: MapAppointmentDay = {
  date: '2026-11-20',
  appointments: [
    { id: 'a1', enterpriseId: 'e1', enterpriseName: '甲', status: '1', timeSlot: '1', lng: 108.3, lat: 22.8 },
  ],
  checkIns: [],
};

const itineraries: MapItineraryDay = {
  date: '2026-11-20',
  itineraries: [
    {
      id: 'i1',
      expertId: 'x1',
      expertName: '赵工',
      toAddress: '甲厂区',
      status: '2',
      status_dictText: '已到达',
      track: [
        [108.25, 22.75],
        [108.28, 22.78],
        [108.3, 22.8],
      ],
      lastPoint: [108.3, 22.8],
      lastTime: '2026-11-20 09:30:00',
    },
  ],
};

describe('the appointment map', { timeout: 30_000 }, () => {
  it('draws the day’s itineraries as tracks beside the appointments', async () => {
    signInHolding(['nanli:appointment:list', ITINERARY_LIST_CODE]);
    server.use(
      http.get(api(MAP_PATHS.appointments), () => ok(appointments)),
      http.get(api(ITINERARY_TRACK_PATHS.mapDay), () => ok(itineraries)),
    );
    renderWithApp(<AppointmentMapPage title="预约地图" />);
    await screen.findByText('行程 1 条', undefined, WAIT);
    await waitFor(() => expect(cityMapProbe.props?.routes).toHaveLength(1), WAIT);
    expect(cityMapProbe.props!.routes![0]!.points).toEqual(itineraries.itineraries[0]!.track);
    expect(cityMapProbe.props!.layers.map((l) => l.id)).toEqual(['a:1', 'trackStart', 'lastPositions']);
  });

  it('does not ask for itineraries without their list permission', async () => {
    signInHolding(['nanli:appointment:list']);
    let asked = false;
    server.use(
      http.get(api(MAP_PATHS.appointments), () => ok(appointments)),
      http.get(api(ITINERARY_TRACK_PATHS.mapDay), () => {
        asked = true;
        return ok(itineraries);
      }),
    );
    renderWithApp(<AppointmentMapPage title="预约地图" />);
    await screen.findByText('当日预约 1 条', undefined, WAIT);
    await waitFor(() => expect(cityMapProbe.props?.layers).toHaveLength(1), WAIT);
    expect(cityMapProbe.props!.routes).toBeUndefined();
    expect(asked).toBe(false);
  });
});
