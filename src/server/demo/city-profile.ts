// What the demo data needs to know about the platform's city beyond src/shared/platform.ts: the
// area a point may fall in, industrial parks, road and street names, the landline area code and
// the short names used in company names and licence numbers. Names and centres are approximate
// and illustrative (domain §6.1, §6.2). Another city in CITY gets the generic profile until its
// own entry is added here; nothing Nanning-specific leaks into it.
import { CITY } from '../../shared/platform';

export interface Park {
  name: string;
  districtCode: string;
  /** GCJ-02 longitude, latitude. */
  center: readonly [number, number];
}

export interface CityProfile {
  /** Landline area code, e.g. '0771'. */
  areaCode: string;
  /** One-character province abbreviation used in licence numbers, e.g. '桂'. */
  provinceAbbr: string;
  parks: readonly Park[];
  /** Roads per district code; districts not listed use GENERIC_ROADS. */
  roads: Readonly<Record<string, readonly string[]>>;
  /** Sub-district (街道/镇) names per district code. */
  streets: Readonly<Record<string, readonly string[]>>;
}

export const GENERIC_ROADS = [
  '工业大道',
  '创业路',
  '创新路',
  '发展大道',
  '科技路',
  '兴业路',
  '振兴路',
  '建设路',
  '和平路',
  '友爱路',
] as const;

const NANNING: CityProfile = {
  areaCode: '0771',
  provinceAbbr: '桂',
  parks: [
    { name: '南宁经济技术开发区', districtCode: '450105', center: [108.262, 22.757] },
    { name: '南宁高新技术产业开发区', districtCode: '450107', center: [108.271, 22.852] },
    { name: '六景工业园区', districtCode: '450181', center: [108.941, 22.862] },
    { name: '伶俐工业园区', districtCode: '450109', center: [108.713, 22.813] },
  ],
  roads: {
    '450102': ['民生路', '朝阳路', '长堽路', '昆仑大道', '望州路'],
    '450103': ['民族大道', '东葛路', '竹溪大道', '凤岭南路', '青山路', '长湖路'],
    '450105': ['星光大道', '白沙大道', '亭洪路', '壮锦大道', '那洪大道'],
    '450107': ['大学东路', '明秀西路', '友谊路', '科园大道', '秀厢大道', '高新大道'],
    '450108': ['五象大道', '银海大道', '平乐大道', '玉洞大道', '良玉大道'],
    '450109': ['蒲兴大道', '龙岗大道', '邕宁大道'],
    '450110': ['灵源路', '起凤路', '香山路'],
    '450126': ['宾州大道', '新宾路', '黎塘大道'],
    '450181': ['茉莉花大道', '槎江路', '江南大道'],
  },
  streets: {
    '450102': ['民生街道', '朝阳街道', '三塘镇', '五塘镇'],
    '450103': ['新竹街道', '中山街道', '南湖街道', '津头街道', '长塘镇'],
    '450105': ['福建园街道', '江南街道', '沙井街道', '那洪街道', '吴圩镇'],
    '450107': ['衡阳街道', '北湖街道', '安吉街道', '心圩街道', '石埠街道'],
    '450108': ['大沙田街道', '玉洞街道', '良庆镇', '那马镇'],
    '450109': ['蒲庙镇', '那楼镇', '新江镇', '百济镇'],
    '450110': ['城厢镇', '双桥镇', '锣圩镇', '府城镇'],
    '450126': ['宾州镇', '黎塘镇', '新桥镇', '大桥镇'],
    '450181': ['横州镇', '六景镇', '峦城镇', '百合镇'],
  },
};

const GENERIC: CityProfile = { areaCode: '0000', provinceAbbr: '', parks: [], roads: {}, streets: {} };

const PROFILES: Readonly<Record<string, CityProfile>> = { '450100': NANNING };

export const CITY_PROFILE: CityProfile = PROFILES[CITY.cityCode] ?? GENERIC;

/** Degrees around the outermost district centres that still count as the city. */
const BBOX_MARGIN_DEG = 0.2;

export interface BoundingBox {
  minLng: number;
  maxLng: number;
  minLat: number;
  maxLat: number;
}

/**
 * The box generated points must stay in: the district centres plus a margin. Derived from CITY so a
 * swapped city needs no second configuration; for Nanning it lies inside the municipality's real
 * extent (about 107.4–109.6 E, 22.2–23.6 N).
 */
export const CITY_BBOX: BoundingBox = (() => {
  const lngs = CITY.districts.map((d) => d.center[0]);
  const lats = CITY.districts.map((d) => d.center[1]);
  return {
    minLng: Math.min(...lngs) - BBOX_MARGIN_DEG,
    maxLng: Math.max(...lngs) + BBOX_MARGIN_DEG,
    minLat: Math.min(...lats) - BBOX_MARGIN_DEG,
    maxLat: Math.max(...lats) + BBOX_MARGIN_DEG,
  };
})();

export function isInsideCity(longitude: number, latitude: number): boolean {
  return (
    longitude >= CITY_BBOX.minLng &&
    longitude <= CITY_BBOX.maxLng &&
    latitude >= CITY_BBOX.minLat &&
    latitude <= CITY_BBOX.maxLat
  );
}

/** '南宁市' → '南宁'; used as the optional prefix of company names. */
export const CITY_SHORT_NAME = CITY.name.replace(/(市|地区|自治州|盟)$/, '');

/** '广西壮族自治区' → '广西'; '四川省' → '四川'. */
export const PROVINCE_SHORT_NAME = CITY.provinceName.replace(
  /(壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区|省|市)$/,
  '',
);

/** '青秀区' → '青秀'; '横州市' → '横州'; names of two characters are kept whole. */
export function districtShortName(name: string): string {
  return name.length > 2 ? name.replace(/(区|县|市)$/, '') : name;
}
