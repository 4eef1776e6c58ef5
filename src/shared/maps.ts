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

/** Side of a grid cell in degrees (≈ 2 km at the city's latitude). */
export const MAP_GRID_CELL_DEGREES = 0.02;

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
/** [longitude, latitude] of the cell centre and the number of enterprises in it. */
export type MapCell = [number, number, number];

export interface MapOverview {
  districts: MapDistrictFigure[];
  /** Enterprises matching the filters (with or without coordinates). */
  total: number;
  colourBy: MapColourKey;
  /** Individual points when at most `limit` would be sent, else grid cells. */
  points: MapPoint[] | null;
  cells: MapCell[] | null;
  cellDegrees: number;
  limit: number;
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
