// What the demo's safety trainings are (nl_training_type 4–8, domain §2.11): new hires' three-level
// education, the yearly re-training, special topics by sector, warning education, emergency
// knowledge — for whom (nl_ent_staff_type), how long, how often with an exam, in which forms
// (nl_training_form) and where. Types 1–3 (principals, safety managers, special operators) are
// trained by the authorities in regional sessions, not in an enterprise's own.
import { CITY } from '../../shared/platform';
import type { Random, Weighted } from './random';
import type { RosterPerson } from './training-attendees';

export interface TrainingKind {
  /** nl_training_type */
  type: string;
  topics: readonly string[];
  /** nl_ent_staff_type, comma-joined. */
  targets: string;
  hours: readonly [number, number];
  /** Share of sessions with an exam. */
  examShare: number;
  /** nl_training_form */
  forms: Weighted<string>;
  /** Those who pass get a training certificate. */
  certified: boolean;
}

export const SPECIAL_TOPICS: Readonly<Record<string, readonly string[]>> = {
  '03': ['危险化学品安全管理专项培训', '特殊作业安全管理专项培训'],
  '06': ['高处作业及脚手架安全专项培训', '施工临时用电安全专项培训'],
  '05': ['危险货物道路运输安全专项培训', '驾驶员防御性驾驶专项培训'],
  '10': ['粉尘防爆安全专项培训', '有限空间作业安全专项培训'],
  '08': ['高温熔融金属作业安全专项培训', '煤气安全专项培训'],
  '02': ['爆破作业安全专项培训', '边坡安全管理专项培训'],
};
const GENERAL_SPECIAL_TOPICS = ['有限空间作业安全专项培训', '动火作业安全专项培训', '消防安全知识专项培训'];

const KINDS: readonly (readonly [TrainingKind, number])[] = [
  [
    {
      type: '4',
      topics: ['新员工三级安全教育培训'],
      targets: '4',
      hours: [24, 24],
      examShare: 1,
      forms: [
        ['1', 80],
        ['4', 20],
      ],
      certified: true,
    },
    15,
  ],
  [
    {
      type: '5',
      topics: ['从业人员年度安全生产再培训'],
      targets: '3,4',
      hours: [8, 8],
      examShare: 0.9,
      forms: [
        ['1', 60],
        ['2', 25],
        ['3', 15],
      ],
      certified: true,
    },
    30,
  ],
  [
    {
      type: '6',
      topics: GENERAL_SPECIAL_TOPICS,
      targets: '2,3,4',
      hours: [4, 8],
      examShare: 0.8,
      forms: [
        ['1', 60],
        ['4', 40],
      ],
      certified: false,
    },
    25,
  ],
  [
    {
      type: '7',
      topics: ['典型生产安全事故案例警示教育'],
      targets: '1,2,3,4',
      hours: [2, 3],
      examShare: 0.3,
      forms: [
        ['1', 70],
        ['2', 30],
      ],
      certified: false,
    },
    15,
  ],
  [
    {
      type: '8',
      topics: ['应急救援与自救互救知识培训'],
      targets: '2,3,4',
      hours: [3, 4],
      examShare: 0.6,
      forms: [
        ['1', 60],
        ['4', 30],
        ['5', 10],
      ],
      certified: false,
    },
    15,
  ],
];

/** Warning education is for everyone: what an enterprise with nobody of a drawn kind's targets gets. */
const FOR_EVERYONE = KINDS.find(([kind]) => kind.type === '7')![0];

/** A kind of training some of the roster is for. */
export function drawKind(random: Random, roster: readonly RosterPerson[]): TrainingKind {
  const kind = random.weighted(KINDS);
  const types = new Set(kind.targets.split(','));
  return roster.some((p) => types.has(p.staffType)) ? kind : FOR_EVERYONE;
}

/** Where a form of training takes place (nl_training_form 1–5). */
export const LOCATIONS: Readonly<Record<string, (address: string) => string>> = {
  '1': (address) => `${address}会议室`,
  '2': () => '安责险风控服务平台线上直播间',
  '3': () => '安责险风控服务平台在线课堂',
  '4': (address) => `${address}生产现场`,
  '5': () => `${CITY.name}安全生产宣传教育体验馆`,
};
