// The data map and the appointment map (domain §5.4): paths, limits and the shapes both sides speak.

export const MAP_PATHS = {
  /** District aggregates and enterprise points (or grid cells) within the user's scope. */
  overview: '/nanli/map/overview',
  /** The info window of one enterprise. */
  enterprise: '/nanli/map/enterprise',
  /** Appointments of a day and the engineers' check-ins of that day. */
  appointments: '/nanli/map/appointments',
} as const;

/** More points than this are sent as grid cells counted on the server (a 200k data set stays smooth). */
export const MAP_POINT_LIMIT = 5_000;

/** Side of a grid cell in degrees for the whole city (≈ 2 km at the city's latitude). */
export const MAP_GRID_CELL_DEGREES = 0.02;
/** A viewport (`bbox`) is cut into about this many cells across, down to the smallest cell. */
export const MAP_GRID_CELLS_ACROSS = 40;
export const MAP_MIN_CELL_DEGREES = 0.001;

/** Where a viewport may lie (the coordinate rules of domain §2.23: China). */
export const MAP_BOUNDS = { minLng: 73.5, maxLng: 135.1, minLat: 3.8, maxLat: 53.6 } as const;

/** Heat of an open hazard by nl_hazard_level: a major one (重大事故隐患) weighs more. */
export const HAZARD_HEAT_WEIGHTS: Record<string, number> = { '1': 1, '2': 5 };
export const DEFAULT_HAZARD_HEAT_WEIGHT = 1;

/** Why the server refused a map request (the answer's message). */
export const MAP_REQUEST_TEXTS = {
  bboxFormat: '地图范围不正确：bbox 须为“最小经度,最小纬度,最大经度,最大纬度”四个数字',
  bboxOrder: '地图范围不正确：最小经纬度须小于最大经纬度',
  bboxBounds: `地图范围不正确：经度须在${MAP_BOUNDS.minLng}到${MAP_BOUNDS.maxLng}之间，纬度须在${MAP_BOUNDS.minLat}到${MAP_BOUNDS.maxLat}之间`,
  colourBy: '着色依据不正确：只能按风险等级或投保状态着色',
  heatmap: '热力图参数不正确：heatmap 只能为 0 或 1',
} as const;

/** Enterprise fields the map filters on and colours by (schemas/entities/enterprise.json). */
export const MAP_FILTER_KEYS = ['districtCode', 'highRiskSector', 'riskLevel', 'insureStatus'] as const;
export type MapFilterKey = (typeof MAP_FILTER_KEYS)[number];

export const MAP_COLOUR_KEYS = ['riskLevel', 'insureStatus'] as const;
export type MapColourKey = (typeof MAP_COLOUR_KEYS)[number];

/** Hazard states that count as closed or no longer open (nl_hazard_status: 已销号, 已撤销). */
export const HAZARD_CLOSED_STATUS = '60';
export const HAZARD_REVOKED_STATUS = '90';
/** The other states of nl_hazard_status: the hazard is still open (an IN list the status index serves). */
export const HAZARD_OPEN_STATUSES = ['10', '20', '30', '40', '45', '50', '70'];

export interface MapDistrictFigure {
  /** GB/T 2260 code (nl_district). */
  code: string;
  enterprises: number;
  openHazards: number;
}

/** [id, longitude, latitude, colour value] */
export type MapPoint = [string, number, number, string | null];
/** [longitude, latitude] of the cell centre and the number of enterprises (or heat) in it. */
export type MapCell = [number, number, number];

export interface MapOverview {
  districts: MapDistrictFigure[];
  /** The viewport the points or cells are of (null: the whole scope). */
  bbox: [number, number, number, number] | null;
  /** Enterprises matching the filters (with or without coordinates). */
  total: number;
  colourBy: MapColourKey;
  /** Individual points when at most `limit` would be sent, else grid cells. */
  points: MapPoint[] | null;
  cells: MapCell[] | null;
  cellDegrees: number;
  limit: number;
  /** Asked with heatmap=1: open hazards by grid cell, [lng, lat, weight] (HAZARD_HEAT_WEIGHTS). */
  heat: MapCell[] | null;
}

export interface MapEnterpriseInfo {
  id: string;
  enterpriseName: string;
  address: string | null;
  contactName: string | null;
  contactPhone: string | null;
  highRiskSector: string | null;
  highRiskSector_dictText: string | null;
  insureStatus: string | null;
  insureStatus_dictText: string | null;
  policyEndDate: string | null;
  riskLevel: string | null;
  riskLevel_dictText: string | null;
  /** Investigations planned this calendar year / all of them. */
  servicesThisYear: number;
  servicesTotal: number;
  hazardsTotal: number;
  hazardsClosed: number;
  hazardsOpen: number;
  /** Date of the latest investigation (check-in, else plan date). */
  lastServiceDate: string | null;
}

export interface MapAppointment {
  id: string;
  enterpriseId: string;
  enterpriseName: string | null;
  status: string | null;
  timeSlot: string | null;
  lng: number;
  lat: number;
}

export interface MapCheckIn {
  id: string;
  enterpriseName: string | null;
  checkInTime: string | null;
  lng: number;
  lat: number;
}

export interface MapAppointmentDay {
  date: string;
  appointments: MapAppointment[];
  /** Engineers' check-in points of the day (empty without the investigation list permission). */
  checkIns: MapCheckIn[];
}
