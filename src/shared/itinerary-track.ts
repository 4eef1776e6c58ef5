// The GPS track of an engineer's itinerary (domain §2.17, nanli_itinerary_track): what the app uploads,
// the limits and messages of that upload, and the day's itineraries the appointment map draws.
import { MAP_BOUNDS } from './maps';

export const ITINERARY_TRACK_PATHS = {
  /** The app's upload of track points to one itinerary. */
  upload: '/nanli/expertItinerary/track',
  /** The itineraries of a day with their tracks (the appointment map's layer). */
  mapDay: '/nanli/map/itineraries',
} as const;

/** Who sees the appointment map's itinerary layer: the itinerary list's permission code. */
export const ITINERARY_LIST_CODE = 'nanli:expertItinerary:list';

/** The entities behind the track (schemas/entities). */
export const ITINERARY_ENTITY = 'expertItinerary';
export const TRACK_ENTITY = 'itineraryTrack';

/** nl_itinerary_status while the engineer is on the road or on site: 已出发, 已到达, 服务中, 已离开. */
export const TRACKING_STATES: readonly string[] = ['1', '2', '3', '4'];

/** The app reports GCJ-02 (as the city's map data and the enterprises' coordinates are). */
export const TRACK_COORD_SYSTEM = 'GCJ-02';

export const TRACK_LIMITS = {
  /** Points one request may carry (about 4–8 hours at one point a minute). */
  pointsPerRequest: 500,
  /** A phone's clock may run this far ahead of the server's. */
  futureToleranceMs: 5 * 60_000,
  /** The map draws at most this many points of one itinerary (first and last kept). */
  mapPointsPerItinerary: 200,
  /** At most this many itineraries of one day on the map. */
  mapItinerariesPerDay: 2_000,
} as const;

const point = (index: number) => `第 ${index + 1} 个轨迹点`;

/** Why an upload was refused, and what it answers (Chinese, the answer's message). */
export const TRACK_TEXTS = {
  itineraryId: '请指定行程（itineraryId）',
  noPoints: '请上传至少一个轨迹点（points）',
  tooManyPoints: `一次最多上传 ${TRACK_LIMITS.pointsPerRequest} 个轨迹点，请分批上传`,
  notTracking: (state: string) => `行程${state}，只有已出发、已到达、服务中或已离开的行程可以上传轨迹`,
  format: (index: number) => `${point(index)}格式不正确`,
  coordinates: (index: number) =>
    `${point(index)}坐标不在中国境内：经度须在${MAP_BOUNDS.minLng}到${MAP_BOUNDS.maxLng}之间，` +
    `纬度须在${MAP_BOUNDS.minLat}到${MAP_BOUNDS.maxLat}之间`,
  gpsTime: (index: number) => `${point(index)}的定位时间不正确，须为“yyyy-MM-dd HH:mm:ss”`,
  futureTime: (index: number) => `${point(index)}的定位时间晚于当前时间`,
  negative: (index: number, what: '速度' | '精度') => `${point(index)}的${what}不能为负数`,
  saved: (saved: number, repeated: number) =>
    repeated > 0 ? `已保存 ${saved} 个轨迹点，${repeated} 个已上传过` : `已保存 ${saved} 个轨迹点`,
  date: 'date 格式不正确',
} as const;

/** One point as the app sends it: GCJ-02 degrees, China time, metres per second, metres. */
export interface TrackPointInput {
  longitude: number;
  latitude: number;
  gpsTime: string;
  speed?: number | null;
  accuracy?: number | null;
}

export interface TrackUpload {
  itineraryId: string;
  points: TrackPointInput[];
}

export interface TrackUploadResult {
  /** Points stored by this request. */
  saved: number;
  /** Points already stored (same itinerary and time): a retry's. */
  repeated: number;
}

/** [longitude, latitude] */
export type TrackPoint = [number, number];

export interface MapItinerary {
  id: string;
  expertId: string;
  expertName: string | null;
  toAddress: string | null;
  status: string | null;
  status_dictText: string | null;
  /** The track in time order, thinned to TRACK_LIMITS.mapPointsPerItinerary (first and last kept). */
  track: TrackPoint[];
  /** The last point received: where the engineer was last known to be (null without a track). */
  lastPoint: TrackPoint | null;
  lastTime: string | null;
}

export interface MapItineraryDay {
  date: string;
  itineraries: MapItinerary[];
}
