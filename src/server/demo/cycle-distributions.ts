// Distributions of the service cycle (domain §6.4): how planned visits turn out, how appointments
// go, how hazards are rectified and reviewed, how often deep services are dispatched. Durations are
// in days unless named otherwise; everything is a tunable default, not a rule of the platform.
import type { Weighted } from './random';

/**
 * What becomes of a planned visit: done (the completion share of domain §6.4), stuck after
 * dispatch or acceptance (overdue once its deadline passes), cancelled, or sent back once at
 * review before it is approved.
 */
export type TaskFate = 'complete' | 'stall' | 'cancel' | 'returned';
export const TASK_FATES: Weighted<TaskFate> = [
  ['complete', 87],
  ['stall', 8],
  ['cancel', 3],
  ['returned', 2],
];

/** The task is dispatched this many days before the visit, accepted within a few days. */
export const DISPATCH_DAYS_BEFORE_VISIT: readonly [number, number] = [15, 45];
/** Share of tasks with a member besides the leader; share led by the responsible engineer. */
export const MEMBER_SHARE = 0.25;
export const LEADER_IS_RESPONSIBLE_SHARE = 0.8;

/** How the visit was arranged (domain §6.4: 70 % confirmed first time, 15 % rescheduled, 2 % no-show). */
export type AppointmentPlan = 'none' | 'direct' | 'rescheduled' | 'missed';
export const APPOINTMENT_PLANS: Weighted<AppointmentPlan> = [
  ['none', 25],
  ['direct', 60],
  ['rescheduled', 12],
  ['missed', 3],
];

/** nl_initiator: 专家 mostly, then the enterprise, rarely the platform. */
export const INITIATORS: Weighted<string> = [
  ['2', 60],
  ['1', 30],
  ['3', 10],
];

/** nl_time_slot: 上午, 下午, 全天; check-in falls inside the slot. */
export const TIME_SLOTS: Weighted<string> = [
  ['1', 60],
  ['2', 30],
  ['3', 10],
];

/** nl_check_type of a planned visit: mostly comprehensive. */
export const CHECK_TYPES: Weighted<string> = [
  ['1', 70],
  ['2', 10],
  ['3', 12],
  ['4', 8],
];

/** Share of visits done remotely (nl_service_mode 2, no check-in position). */
export const REMOTE_SHARE = 0.06;
/** Share of investigations finished the day after the visit (the task is 执行中 meanwhile). */
export const NEXT_DAY_SUBMIT_SHARE = 0.2;
/** Share of submitted investigations the platform audits (已审核) once the task is approved. */
export const AUDITED_SHARE = 0.8;
/** Share of audited investigations the platform has followed up (回访) by phone, and how many days after. */
export const FOLLOWED_UP_SHARE = 0.6;
export const FOLLOW_UP_DAYS: readonly [number, number] = [3, 15];
/** What enterprises say when called, and how satisfied they are (1–5). */
export const FOLLOW_UP_RESULTS: readonly string[] = [
  '企业对本次排查服务满意，发现的隐患正在按期整改',
  '企业认可排查结果，一般隐患已整改完毕',
  '企业希望增加现场培训内容，对服务总体满意',
  '企业反映部分整改资金尚未落实，已提醒按期整改',
  '企业负责人表示排查细致，建议下次提前告知检查重点',
];
export const SATISFACTION: Weighted<number> = [
  [5, 50],
  [4, 35],
  [3, 12],
  [2, 3],
];
/** Checklist lines that found nothing, per investigation. */
export const CONFORMING_ITEMS: readonly [number, number] = [2, 4];

/** Share of major hazards (domain §6.4: 2–4 %), higher in red-risk enterprises. */
export const MAJOR_SHARE = 0.03;
export const MAJOR_SHARE_RED = 0.06;
/** 基础管理类 35 %, 现场管理类 65 % (domain §6.4). */
export const BASIC_CATEGORY_SHARE = 0.35;
/** Registered by mistake and revoked before being issued. */
export const REVOKED_SHARE = 0.01;
/** Rectified late, well after the deadline (overdue until then). */
export const LAGGARD_SHARE = 0.1;
/** The enterprise marks the start of rectification (整改中) before submitting it. */
export const STARTED_SHARE = 0.5;
/** The enterprise asks for more time; most requests are approved. */
export const EXTENSION_SHARE = 0.03;
export const EXTENSION_APPROVED_SHARE = 0.8;
/** The first review fails and the rectification is done again (domain §6.4: 5 %). */
export const REVIEW_FAIL_SHARE = 0.05;
/** Days from the rectification to its review. */
export const REVIEW_DELAY: readonly [number, number] = [1, 7];

/** Deep services: after a major hazard, or for a red-risk enterprise (a few per hundred). */
export const DEEP_AFTER_MAJOR_SHARE = 0.12;
export const DEEP_FOR_RED_SHARE = 0.15;
export type DeepFate = 'serve' | 'reject' | 'cancel';
export const DEEP_FATES: Weighted<DeepFate> = [
  ['serve', 86],
  ['reject', 8],
  ['cancel', 6],
];
/**
 * The platform calls back (回访) this share of completed deep services, this many days after the day of
 * their acceptance: from a day more than the 30 days deepService.json's followUp waits (its `after`),
 * so the wait is over whatever the hours.
 */
export const DEEP_FOLLOWED_UP_SHARE = 0.7;
export const DEEP_FOLLOW_UP_DAYS: readonly [number, number] = [31, 45];
export const DEEP_FOLLOW_UP_RESULTS: readonly string[] = [
  '企业对深度服务满意，治理方案已落实，重大隐患已完成整改',
  '企业认可专家组意见，部分隐患仍在整改中，已督促按期完成',
  '企业反映整改资金已到位，希望专家组再次现场指导',
  '企业负责人表示深度服务针对性强，安全管理制度已修订完善',
];
