// The Android packages of the enterprise and engineer apps (安装包版本, domain §2.20): 8–15 versions
// of each over the two years, the version number rising by patch, minor or now and then major step
// (versionCode = major·10000 + minor·100 + patch, so it always increases), every third to fifth a
// forced update (minVersionCode its own code: older clients must update; the others name the last
// forced one). Each was registered a day or two before the platform published it; the versions a
// forced update superseded were taken offline a few days after it (已下线), the rest — the latest
// among them — stay published.
import { dateTimeOf, dayOfInstant, instantOfDateTime } from './calendar';
import type { DemoContext } from './context';
import { workdayAfter } from './context';
import type { FlowStep } from './cycle-rows';
import type { ApkVersionRow } from './platform-rows';
import type { Random } from './random';
import { Timeline } from './timeline';

interface App {
  /** nl_app_type */
  appType: string;
  packageName: string;
  changes: readonly string[];
}

const APPS: readonly App[] = [
  {
    appType: '1',
    packageName: 'anze-enterprise',
    changes: [
      '新增隐患整改在线回复，支持上传整改照片',
      '新增培训签到扫码功能',
      '优化企业信息维护页面',
      '新增应急演练记录填报',
      '优化消息提醒，整改期限临近时推送提醒',
      '修复部分机型照片上传失败的问题',
      '修复隐患列表筛选条件不生效的问题',
      '提升页面加载速度',
    ],
  },
  {
    appType: '2',
    packageName: 'anze-expert',
    changes: [
      '新增行程签到与轨迹记录',
      '排查记录支持离线保存，联网后自动上传',
      '新增整改建议库快速选用',
      '优化预约日历显示',
      '新增电子签名功能',
      '修复定位偶尔不准确的问题',
      '修复复查照片顺序错乱的问题',
      '提升检查表加载速度',
    ],
  },
];

const FORCED_NOTE = '本版本修复了重要安全问题，请务必升级';
const DOWNLOAD_BASE = 'https://download.example.com/anze';
const SPAN_DAYS = 720;
const LAST_RELEASE_DAYS_BEFORE = 3;

interface Version {
  name: string;
  code: number;
}

/** The next version: a patch mostly, a minor release often, a major one rarely. */
function nextVersion(random: Random, [major, minor, patch]: readonly number[]): number[] {
  const step = random.weighted<string>([
    ['patch', 65],
    ['minor', 30],
    ['major', 5],
  ]);
  if (step === 'major') return [major! + 1, 0, 0];
  if (step === 'minor') return [major!, minor! + 1, 0];
  return [major!, minor!, patch! + 1];
}

function versionsOf(random: Random, count: number): Version[] {
  const versions: Version[] = [];
  let parts = [1, 0, 0];
  for (let k = 0; k < count; k++) {
    if (k > 0) parts = nextVersion(random, parts);
    versions.push({ name: parts.join('.'), code: parts[0]! * 10_000 + parts[1]! * 100 + parts[2]! });
  }
  return versions;
}

export function generateApkVersions(
  random: Random,
  context: DemoContext,
  steps: FlowStep[],
): ApkVersionRow[] {
  const rows: ApkVersionRow[] = [];
  for (const app of APPS) {
    const count = random.int(8, 15);
    const versions = versionsOf(random, count);
    // Releases spread over the two years, a few weeks either way.
    const gap = Math.floor((SPAN_DAYS - LAST_RELEASE_DAYS_BEFORE) / count);
    const published = versions.map((_, k) =>
      workdayAfter(random, context.asOfDay - SPAN_DAYS + k * gap, [0, Math.max(1, gap - 7)]),
    );
    published[count - 1] = Math.min(
      published[count - 1]!,
      workdayAfter(random, context.asOfDay, [-LAST_RELEASE_DAYS_BEFORE - 4, -LAST_RELEASE_DAYS_BEFORE]),
    );
    const forced = new Set<number>();
    for (let k = random.int(3, 5) - 1; k < count; k += random.int(3, 5)) forced.add(k);
    let lastForced: number | null = null;
    const appRows = versions.map((version, k) => {
      if (forced.has(k)) lastForced = version.code;
      const changes = random.sample(app.changes, random.int(2, 4));
      if (forced.has(k)) changes.push(FORCED_NOTE);
      const createdAt = workdayAfter(random, dayOfInstant(published[k]!), [-3, -1]);
      return {
        id: context.newId(),
        createTime: dateTimeOf(createdAt),
        appType: app.appType,
        versionName: version.name,
        versionCode: version.code,
        status: '0',
        updateContent: changes.map((line, i) => `${i + 1}. ${line}`).join('\n'),
        apkUrl: `${DOWNLOAD_BASE}/${app.packageName}-${version.name}.apk`,
        md5: random.chars('0123456789abcdef', 32),
        forceUpdate: forced.has(k) ? 'Y' : 'N',
        minVersionCode: lastForced,
        publishTime: null as string | null,
      };
    });
    appRows.forEach((row, k) => {
      const life = new Timeline(context, steps, 'apkVersion', row.id, '0', instantOfDateTime(row.createTime));
      const at = life.step('publish', '1', published[k]!, context.platform);
      if (at !== null) row.publishTime = dateTimeOf(at);
      // Taken offline a few days after the first forced update that superseded it.
      const superseding = [...forced].find((f) => f > k);
      if (superseding !== undefined)
        life.step(
          'takeOffline',
          '2',
          workdayAfter(random, dayOfInstant(published[superseding]!), [1, 5]),
          context.platform,
        );
      row.status = life.state;
    });
    rows.push(...appRows);
  }
  return rows;
}
