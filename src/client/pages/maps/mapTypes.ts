// The city map's props, apart from ECharts so pages build their layers without loading it.

/** One layer of markers: points of one colour, or sized circles (grid cells). */
export interface MapLayer {
  id: string;
  name: string;
  colour: string;
  /** [longitude, latitude] */
  points: [number, number][];
  /** Per point: a count drawn as the circle's size (grid cells). */
  counts?: number[];
  symbol?: 'circle' | 'pin' | 'triangle' | 'diamond';
  /** Per point: the lines of its tooltip (plain text; none: no tooltip). */
  tooltips?: string[][];
}

/** A line through points (an itinerary's GPS track), with the lines of its tooltip (plain text). */
export interface MapRoute {
  id: string;
  colour: string;
  /** [longitude, latitude] in order */
  points: [number, number][];
  tooltip: string[];
}

/** A district's figure for the choropleth, by district name (as in the bundled boundaries). */
export interface MapRegion {
  name: string;
  value: number;
  /** Extra lines of the district's tooltip. */
  details?: string[];
}

/** Where the map looks: the visible box [minLng, minLat, maxLng, maxLat], its centre and zoom. */
export interface MapView {
  bbox: [number, number, number, number];
  center: [number, number];
  zoom: number;
}

export interface CityMapProps {
  regions: MapRegion[];
  /** What the region value counts (visual map caption). */
  regionCaption: string;
  layers: MapLayer[];
  /** Lines drawn under the markers, named `routeCaption` in the legend. */
  routes?: MapRoute[];
  routeCaption?: string;
  height: number;
  /** A marker was clicked: its layer id and index in the layer's points. */
  onPick?(layerId: string, index: number): void;
  /** A heat layer: [longitude, latitude, weight] per cell. */
  heat?: [number, number, number][] | null;
  /** Keeps the user's zoom and centre across new answers (the chart's option is set whole). */
  view?: Pick<MapView, 'center' | 'zoom'> | null;
  /** The user zoomed or moved the map. */
  onView?(view: MapView): void;
}
