// The engineers' itineraries (工程师行程, domain §2.17) of the service cycle's visits: for each visit
// checked in on site, the leader's trip from the service organisation to the enterprise and back —
// planned the day or two before, then departed, arrived and signed in (the investigation's check-in),
// served, left (after the last hazard was registered, or when the investigation was submitted) and
// returned, each step stamping its time in that order (已返回). A confirmed appointment still to
// come has its trip planned (计划); one nobody turned up for had its trip called off (已取消).
import { dateOf, dateTimeOf, dayNumber, dayOfInstant, instantOf, instantOfDateTime } from './calendar';
import type { ExpertRef } from './context';
import { workdayAfter } from './context';
import type { AppointmentRow, InvestigationRow } from './cycle-rows';
import { expertOperator } from './cycle-team';
import type { Random, Weighted } from './random';
import type { WorkSetting } from './safety-work';
import { Timeline } from './timeline';
import type { ExpertItineraryRow } from './work-rows';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** nl_transport: 自驾, 单位派车, 公共交通 — with the average speeds (km/h) in town and on expressways. */
const TRANSPORTS: Weighted<readonly [code: string, town: number, expressway: number]> = [
  [['1', 32, 80], 60],
  [['2', 32, 80], 30],
  [['3', 18, 50], 10],
];
/** The first kilometres of a trip are in town; public transport only for trips within it. */
const TOWN_KM = 20;
const PUBLIC_TRANSPORT = '3';
/** Roads are this much longer than the straight line. */
const ROAD_FACTOR = 1.35;
const KM_PER_DEGREE = 111.32;
/** Without coordinates on either side, a trip across town. */
const UNKNOWN_DISTANCE_KM: readonly [number, number] = [6, 35];
const MISSED_REASON = '企业临时通知当天无人接待，行程取消';
const ON_SITE = '1';

/** cos(x) by its Taylor series: plain arithmetic, the same on every machine (x within ±π/2). */
function cosine(x: number): number {
  const x2 = x * x;
  return 1 - (x2 / 2) * (1 - (x2 / 12) * (1 - x2 / 30));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** One-way road distance in km between two points (equirectangular: fine within a city). */
type Point = readonly [longitude: number | null, latitude: number | null];

function roadKm(random: Random, [lng1, lat1]: Point, [lng2, lat2]: Point): number {
  if (lng1 === null || lat1 === null || lng2 === null || lat2 === null)
    return round1(random.float(...UNKNOWN_DISTANCE_KM));
  const dx = (lng2 - lng1) * KM_PER_DEGREE * cosine((((lat1 + lat2) / 2) * Math.PI) / 180);
  const dy = (lat2 - lat1) * KM_PER_DEGREE;
  return Math.max(1, round1(Math.sqrt(dx * dx + dy * dy) * ROAD_FACTOR));
}

interface Trip {
  row: ExpertItineraryRow;
  /** Minutes and road km one way. */
  travel: number;
  km: number;
}

function planTrip(
  random: Random,
  setting: WorkSetting,
  expert: ExpertRef,
  args: { day: number; taskId: string; arriveAt: number; createdAt: number },
): Trip {
  const { draft, context } = setting;
  const org = draft.org!;
  const drawn = random.weighted(TRANSPORTS);
  const km = roadKm(random, [org.longitude, org.latitude], [draft.row.longitude, draft.row.latitude]);
  const [transport, town, expressway] =
    drawn[0] === PUBLIC_TRANSPORT && km > TOWN_KM ? TRANSPORTS[0]![0] : drawn;
  const hours = Math.min(km, TOWN_KM) / town + Math.max(0, km - TOWN_KM) / expressway;
  const travel = Math.max(10, Math.round(hours * 60));
  // The plan: arrive on the half hour, leave home base with ten minutes to spare.
  const planArrive = args.arriveAt - (args.arriveAt % (30 * MINUTE_MS));
  const planDepart = planArrive - Math.ceil((travel + 10) / 5) * 5 * MINUTE_MS;
  const row: ExpertItineraryRow = {
    id: context.newId(),
    createTime: dateTimeOf(args.createdAt),
    expertId: expert.id,
    itineraryDate: dateOf(args.day),
    status: '0',
    enterpriseId: draft.row.id,
    taskId: args.taskId,
    fromAddress: org.address,
    toAddress: draft.row.address,
    toLongitude: draft.row.longitude,
    toLatitude: draft.row.latitude,
    planDepartTime: dateTimeOf(planDepart),
    planArriveTime: dateTimeOf(planArrive),
    transport,
    distanceKm: null,
    departTime: null,
    arriveTime: null,
    checkInPhoto: null,
    leaveTime: null,
    returnTime: null,
    cancelReason: null,
    remark: null,
  };
  setting.work.itineraries.push(row);
  return { row, travel, km };
}

export function generateItineraries(random: Random, setting: WorkSetting): void {
  const { cycle, draft } = setting;
  if (!draft.org) return;
  const expertOf = (id: string) => draft.org!.experts.find((e) => e.id === id);
  for (const investigation of cycle.investigations) {
    const expert = expertOf(investigation.leaderExpertId);
    if (expert && investigation.checkInTime !== null && investigation.serviceMode === ON_SITE)
      travelToVisit(random, setting, expert, investigation);
  }
  for (const appointment of cycle.appointments) {
    const expert = expertOf(appointment.expertId);
    if (expert && appointment.confirmTime !== null) planAppointment(random, setting, expert, appointment);
  }
}

/** The trip of a visit that happened: every step, in order, before the reference day. */
function travelToVisit(
  random: Random,
  setting: WorkSetting,
  expert: ExpertRef,
  investigation: InvestigationRow,
): void {
  const { context, cycle } = setting;
  const arriveAt = instantOfDateTime(investigation.checkInTime!);
  const day = dayOfInstant(arriveAt);
  const planned = workdayAfter(random, day, [-3, -1]);
  const trip = planTrip(random, setting, expert, {
    day,
    taskId: investigation.taskId,
    arriveAt,
    createdAt: Math.min(planned, arriveAt - 3 * HOUR_MS),
  });
  const { row, travel, km } = trip;
  const engineer = expertOperator(context, expert);
  const life = new Timeline(
    context,
    cycle.flowSteps,
    'expertItinerary',
    row.id,
    '0',
    instantOfDateTime(row.createTime),
  );
  const departed = life.step('depart', '1', arriveAt - (travel + random.int(0, 10)) * MINUTE_MS, engineer);
  const arrived = life.step('arrive', '2', arriveAt, engineer);
  const serving = life.step('startService', '3', arriveAt + random.int(2, 8) * MINUTE_MS, engineer);
  // On site until the investigation was submitted there, else a while after the last hazard found.
  const lastFound = cycle.hazards
    .filter((h) => h.investigationId === investigation.id)
    .reduce((latest, h) => Math.max(latest, instantOfDateTime(h.discoverTime)), arriveAt);
  const checkOut = investigation.checkOutTime ? instantOfDateTime(investigation.checkOutTime) : null;
  const leaveAt =
    checkOut !== null && dayOfInstant(checkOut) === day
      ? checkOut + random.int(5, 20) * MINUTE_MS
      : lastFound + random.int(40, 90) * MINUTE_MS;
  const left = life.step('leave', '4', Math.max(leaveAt, (serving ?? arriveAt) + 20 * MINUTE_MS), engineer);
  const returned =
    left === null
      ? null
      : life.step('returnBack', '5', left + (travel + random.int(0, 15)) * MINUTE_MS, engineer);
  row.departTime = departed === null ? null : dateTimeOf(departed);
  row.arriveTime = arrived === null ? null : dateTimeOf(arrived);
  row.leaveTime = left === null ? null : dateTimeOf(left);
  if (returned !== null) {
    row.returnTime = dateTimeOf(returned);
    row.distanceKm = round1(2 * km);
  }
  row.status = life.state;
}

/** A confirmed appointment's trip: planned once it was confirmed; called off if nobody turned up. */
function planAppointment(
  random: Random,
  setting: WorkSetting,
  expert: ExpertRef,
  appointment: AppointmentRow,
): void {
  const { context, cycle } = setting;
  const missed = appointment.status === '6';
  const upcoming = appointment.status === '1' && appointment.appointDate >= context.asOf;
  if (!missed && !upcoming) return;
  const day = dayNumber(appointment.appointDate);
  const createdAt = instantOfDateTime(appointment.confirmTime!) + random.int(5, 120) * MINUTE_MS;
  if (createdAt >= context.cutoff) return;
  const slotStart = appointment.timeSlot === '2' ? 14 * 3600 : 8.5 * 3600;
  const arriveAt = instantOf(day, slotStart + random.int(0, 2) * 1800);
  const { row } = planTrip(random, setting, expert, { day, taskId: appointment.taskId, arriveAt, createdAt });
  if (!missed) return;
  const life = new Timeline(context, cycle.flowSteps, 'expertItinerary', row.id, '0', createdAt);
  // Called off in the early morning, before setting out.
  const cancelAt = Math.min(
    instantOf(day, 7.5 * 3600 + random.int(0, 45) * 60),
    instantOfDateTime(row.planDepartTime!) - 10 * MINUTE_MS,
  );
  const at = life.step('cancel', '9', cancelAt, expertOperator(context, expert), MISSED_REASON);
  if (at !== null) row.cancelReason = MISSED_REASON;
  row.status = life.state;
}
