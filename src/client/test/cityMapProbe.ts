// What the city map was last asked to draw. happy-dom has no canvas, so setup.tsx puts a stand-in in
// place of CityMapCore that records its props here: a page test reads the layers and calls the map's
// handlers (a pick, a zoom) as a user's click on the canvas would.
import type { CityMapProps } from '../pages/maps/mapTypes';

export const cityMapProbe: { props: CityMapProps | null } = { props: null };
