// Names of people and trade names (字号) of companies (domain §6.2). Surnames are weighted roughly by
// frequency, with the regional ones of Guangxi (韦 覃 蒙 黄 …); trade names are two characters from
// a pool of auspicious characters, never one of the well-known brands in the deny-list, so the demo
// does not appear to name real companies.
import type { Random, Weighted } from './random';
import type { Sex } from './codes';

const SURNAMES: Weighted<string> = [
  ['王', 72],
  ['李', 70],
  ['张', 66],
  ['刘', 54],
  ['陈', 46],
  ['杨', 33],
  ['黄', 40],
  ['赵', 20],
  ['吴', 20],
  ['周', 19],
  ['徐', 15],
  ['孙', 13],
  ['马', 12],
  ['朱', 11],
  ['胡', 11],
  ['郭', 11],
  ['何', 10],
  ['林', 10],
  ['罗', 10],
  ['高', 9],
  ['梁', 12],
  ['韦', 18],
  ['覃', 12],
  ['蒙', 6],
  ['莫', 8],
  ['陆', 7],
  ['农', 5],
  ['卢', 6],
  ['蓝', 4],
  ['潘', 5],
  ['邓', 8],
  ['廖', 6],
  ['谢', 7],
  ['曾', 6],
  ['唐', 6],
  ['冯', 5],
  ['欧阳', 1],
];

const GIVEN_MALE = '伟强军明杰涛斌勇磊超鹏华建国志海波辉峰刚宇浩俊锋文龙平东林成亮武';
const GIVEN_FEMALE = '芳娜敏静丽艳燕婷霞玲娟红梅琳雪慧颖莉萍晶洁倩琴云兰凤秀英';
const GIVEN_NEUTRAL = '春晓小子一永德家新嘉金清世宏正丹思佳立秋玉';

export function personName(random: Random, sex: Sex): string {
  const surname = random.weighted(SURNAMES);
  const own = sex === '1' ? GIVEN_MALE : GIVEN_FEMALE;
  const first = random.chance(0.35) ? random.pick([...GIVEN_NEUTRAL]) : random.pick([...own]);
  // About a third of given names are one character (王伟), the rest two (王晓明).
  if (random.chance(0.32)) return surname + random.pick([...own]);
  return surname + first + random.pick([...own]);
}

/** Men 70 %, women 30 % by default (domain §6.2), configurable per role. */
export function drawSex(random: Random, maleShare = 0.7): Sex {
  return random.chance(maleShare) ? '1' : '2';
}

const TRADE_NAME_CHARS = [
  ...'鑫源恒通宏达华泰瑞丰中拓博远金桥永安联创顺盛隆新锐昌广兴嘉禾润祥和信德诚富宇晟弘荣裕邦凯力晨星海天正益明辉汇众',
  ...'鼎泓璟骏腾飞越卓铭凯晖宸洲桂邕绿城南湖青云锦程旭升骐鹏展誉澜峰岳川江河湘滨华夏东方亿佳合',
];

/** Trade names of well-known companies, never generated. */
const DENY_LIST = new Set([
  '华为',
  '中兴',
  '万科',
  '恒大',
  '华润',
  '中建',
  '中铁',
  '中海',
  '海尔',
  '美的',
  '格力',
  '联想',
  '平安',
  '太平',
  '大地',
  '阳光',
  '新华',
  '中信',
  '招商',
  '长城',
  '长安',
  '华能',
  '东方',
  '华夏',
  '中华',
  '正泰',
  '天正',
  '江河',
  '力帆',
  '宇通',
  '金桥',
  '德力',
]);

/** A trade name of `length` characters (2 normally, 3 when 2-character names keep colliding). */
export function tradeName(random: Random, length = 2): string {
  for (;;) {
    let name = '';
    while (name.length < length) {
      const char = random.pick(TRADE_NAME_CHARS);
      if (!name.includes(char)) name += char;
    }
    if (!DENY_LIST.has(name) && !DENY_LIST.has(name.slice(0, 2))) return name;
  }
}
