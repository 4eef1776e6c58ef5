// Rows of the enterprise list (schemas/entities/enterprise.json) as the list API gives them, made up
// without a database for the Excel benchmarks: every column filled the way the seeded data fills
// it (Chinese names and addresses, dictionary values with their `_dictText` siblings, decimals as
// PostgreSQL gives them, dates), and valid under the entity's rules so that an import saves them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { columnsFromEntity } from '../../../src/server/excel';
import type { DictionaryItem, ExcelColumn } from '../../../src/server/excel';
import type { EntityDefinition } from '../../../src/shared/schema-language/entity';
import { creditCodeCheckChar } from '../../../src/shared/validation/check-digits';

const here = path.dirname(fileURLToPath(import.meta.url));

export const enterpriseEntity = JSON.parse(
  readFileSync(path.join(here, '../../../schemas/entities/enterprise.json'), 'utf8'),
) as EntityDefinition;

/**
 * The columns an administrator's export holds: every field but those the list never shows to
 * them (the column-permission field 营业收入 and the attachment paths), 41 in all.
 */
const NOT_EXPORTED = new Set(['annualRevenue', 'attachments']);
export const exportKeys = enterpriseEntity.fields
  .filter((field) => !field.hidden && !NOT_EXPORTED.has(field.key))
  .map((field) => field.key);

export const enterpriseExportColumns: ExcelColumn[] = columnsFromEntity(enterpriseEntity, {
  purpose: 'export',
  keys: exportKeys,
});

const items = (texts: string[], value = (i: number) => String(i + 1)): DictionaryItem[] =>
  texts.map((text, i) => ({ value: value(i), text }));

/** Items of each dictionary field, by field key. */
export const enterpriseDictionaries: Record<string, DictionaryItem[]> = {
  districtCode: items(
    ['兴宁区', '青秀区', '江南区', '西乡塘区', '良庆区', '邕宁区', '武鸣区', '隆安县'],
    (i) => String(450102 + i),
  ),
  highRiskSector: items(['危险化学品', '非煤矿山', '烟花爆竹', '金属冶炼', '建筑施工', '交通运输']),
  industryCode: items(
    ['化学原料和化学制品制造业', '非金属矿采选业', '房屋建筑业', '道路运输业'],
    (i) => ['C26', 'B10', 'E47', 'G54'][i]!,
  ),
  enterpriseScale: items(['大型', '中型', '小型', '微型']),
  economicType: items(['国有', '集体', '私营', '股份制', '外商投资']),
  supervisorDept: items(['应急管理局', '住房和城乡建设局', '交通运输局', '市场监督管理局']),
  standardizationLevel: items(['一级', '二级', '三级', '小微达标']),
  riskLevel: items(['重大风险', '较大风险', '一般风险', '低风险']),
  hasMajorHazardSource: items(['是', '否'], (i) => ['Y', 'N'][i]!),
  majorHazardSourceLevel: items(['一级', '二级', '三级', '四级']),
  insureStatus: items(['未投保', '已投保', '已过期'], (i) => String(i)),
  serviceOrgId: items(
    Array.from({ length: 25 }, (_, i) => `广西安信安全技术服务有限公司第${i + 1}分公司`),
    (i) => `org${String(i).padStart(29, '0')}`,
  ),
  responsibleExpertId: items(
    Array.from({ length: 60 }, (_, i) => `${['张', '王', '李', '刘', '陈', '黄'][i % 6]}工程师${i}`),
    (i) => `exp${String(i).padStart(29, '0')}`,
  ),
  status: items(['启用', '停用'], (i) => ['1', '0'][i]!),
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function creditCode(i: number): string {
  const first17 = `91450100MA${String(i).padStart(7, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}

const SURNAMES = ['张', '王', '李', '刘', '陈', '杨', '黄', '赵', '周', '吴'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '洋', '艳', '勇', '军'];

/** `count` rows as the list API answers them (stored values plus `_dictText` siblings). */
export function* enterpriseRows(count: number): Generator<Record<string, unknown>> {
  for (let i = 0; i < count; i++) {
    const row: Record<string, unknown> = {
      id: `ent${String(i).padStart(29, '0')}`,
      enterpriseName: `南宁市${['兴宁', '青秀', '江南', '西乡塘'][i % 4]}区安全生产示范企业第${i}号有限公司`,
      shortName: `示范企业${i}`,
      creditCode: creditCode(i),
      legalPerson: `${SURNAMES[i % 10]}${GIVEN[i % 12]}${GIVEN[(i >> 3) % 12]}`,
      principalName: `${SURNAMES[(i + 3) % 10]}${GIVEN[(i + 5) % 12]}`,
      principalPhone: `138${String(i % 100_000_000).padStart(8, '0')}`,
      safetyManagerName: `${SURNAMES[(i + 7) % 10]}${GIVEN[(i + 1) % 12]}`,
      safetyManagerPhone: `0771-${String(5_000_000 + (i % 4_000_000))}`,
      contactName: `${SURNAMES[(i + 1) % 10]}${GIVEN[(i + 9) % 12]}`,
      contactPhone: `139${String((i * 7) % 100_000_000).padStart(8, '0')}`,
      email: `contact${i}@example.com`,
      provinceCode: '450000',
      cityCode: '450100',
      streetName: `${['朝阳', '新竹', '南湖', '津头'][i % 4]}街道`,
      parkName: i % 3 === 0 ? '南宁高新技术产业开发区' : null,
      address: `广西壮族自治区南宁市青秀区民族大道${(i % 999) + 1}号${(i % 30) + 1}栋${(i % 20) + 1}层`,
      // PostgreSQL's numeric comes back as text; SQLite's as numbers.
      longitude: (108.2 + (i % 1000) / 10_000).toFixed(6),
      latitude: (22.7 + (i % 1000) / 10_000).toFixed(6),
      employeeCount: (i % 2000) + 1,
      registeredCapital: ((i % 100_000) * 10 + 0.5).toFixed(2),
      annualRevenue: null,
      establishDate: `20${pad(i % 24)}-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`,
      businessScope: i % 2 === 0 ? '危险化学品经营（不带储存设施）；化工产品销售；安全技术咨询服务' : null,
      safetyLicenseNo: `(桂)WH安许证字[2024]${String(i).padStart(6, '0')}`,
      safetyLicenseExpire: `2027-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`,
      policyEndDate: i % 5 === 0 ? null : `2026-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`,
      plannedServiceTimes: i % 13,
      attachments: null,
      remark: i % 4 === 0 ? '重点监管对象，每季度检查一次' : null,
    };
    let n = i;
    for (const [key, list] of Object.entries(enterpriseDictionaries)) {
      const item = list[n % list.length]!;
      n = Math.floor(n / 3) + 7;
      row[key] = item.value;
      row[`${key}_dictText`] = item.text;
    }
    if (row.hasMajorHazardSource === 'N') {
      row.majorHazardSourceLevel = null;
      row.majorHazardSourceLevel_dictText = null;
    }
    yield row;
  }
}
