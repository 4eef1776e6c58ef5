// The platform's downloadable files (文件下载, domain §2.22): laws, standards, templates, courseware,
// emergency-plan and report templates, accident cases — each a small real file stored as an upload
// of the file field would be (<biz>/<random>/<name>.<ext>, a sys_file row linked to the record), so
// 下载 serves it. Two superseded ones are taken down (下架): engineers and enterprises, who see only
// what is up (data rule onlineOnly), do not see them. The texts are short illustrative summaries.
import { UPLOAD_LIMITS } from '../../shared/uploads';
import { dateTimeOf } from './calendar';
import type { DemoContext } from './context';
import { workdayAfter } from './context';
import type { StoredFile } from './cycle-rows';
import { documentBytes } from './documents';
import type { DocumentExtension } from './documents';
import type { FileDownloadRow } from './platform-rows';
import type { Random } from './random';

interface Download {
  name: string;
  /** nl_file_category */
  category: string;
  extension: DocumentExtension;
  lines: readonly string[];
  /** Taken down (下架), with the reason in the remark. */
  down?: string;
  remark?: string;
}

export const DEMO_FILE_NOTICE = '（本文件为演示数据生成的示例摘要，正式内容以有关部门发布的文本为准。）';

const DOWNLOADS: readonly Download[] = [
  {
    name: '中华人民共和国安全生产法（2021年修正）',
    category: '1',
    extension: 'pdf',
    lines: [
      '中华人民共和国安全生产法（2021年修正）',
      '要点摘编：',
      '一、生产经营单位的主要负责人是本单位安全生产第一责任人。',
      '二、属于国家规定的高危行业、领域的生产经营单位，应当投保安全生产责任保险。',
      '三、生产经营单位应当建立安全风险分级管控和隐患排查治理双重预防工作机制。',
    ],
  },
  {
    name: '中华人民共和国安全生产法（2014年修正）',
    category: '1',
    extension: 'txt',
    lines: [
      '中华人民共和国安全生产法（2014年修正）',
      '要点摘编：生产经营单位应当建立健全安全生产责任制和安全生产规章制度。',
    ],
    down: '已被2021年修正版替代',
  },
  {
    name: '安全生产责任保险实施办法',
    category: '1',
    extension: 'txt',
    lines: [
      '安全生产责任保险实施办法',
      '要点摘编：',
      '一、保险机构应当为投保单位提供事故预防服务。',
      '二、事故预防服务费用按照不高于保费的21%的比例计提。',
      '三、事故预防服务包括安全风险评估、隐患排查、安全培训、应急演练等。',
    ],
  },
  {
    name: '生产安全事故应急条例',
    category: '1',
    extension: 'txt',
    lines: [
      '生产安全事故应急条例',
      '要点摘编：生产经营单位应当制定生产安全事故应急救援预案，并定期组织演练。',
    ],
  },
  {
    name: '生产经营单位安全培训规定',
    category: '1',
    extension: 'txt',
    lines: [
      '生产经营单位安全培训规定',
      '要点摘编：主要负责人和安全生产管理人员初次安全培训时间不得少于32学时，每年再培训时间不得少于12学时。',
    ],
  },
  {
    name: 'GB/T 33000-2016 企业安全生产标准化基本规范',
    category: '2',
    extension: 'txt',
    lines: [
      'GB/T 33000-2016 企业安全生产标准化基本规范',
      '要点摘编：规定了企业安全生产标准化管理体系建立、保持与评定的原则和一般要求。',
    ],
  },
  {
    name: 'AQ/T 9007-2019 生产安全事故应急演练基本规范',
    category: '2',
    extension: 'txt',
    lines: [
      'AQ/T 9007-2019 生产安全事故应急演练基本规范',
      '要点摘编：演练按内容分为综合演练和单项演练，按形式分为实战演练和桌面演练。',
    ],
  },
  {
    name: 'AQ/T 9009-2015 生产安全事故应急演练评估规范',
    category: '2',
    extension: 'txt',
    lines: [
      'AQ/T 9009-2015 生产安全事故应急演练评估规范',
      '要点摘编：演练评估结论分为优秀、良好、合格和不合格。',
    ],
  },
  {
    name: 'GB 6441-1986 企业职工伤亡事故分类',
    category: '2',
    extension: 'txt',
    lines: [
      'GB 6441-1986 企业职工伤亡事故分类',
      '要点摘编：按起因物、致害物等将事故类别分为物体打击、车辆伤害、机械伤害等20类。',
    ],
  },
  {
    name: '企业全员安全生产责任制模板',
    category: '3',
    extension: 'txt',
    lines: [
      '企业全员安全生产责任制（模板）',
      '一、主要负责人安全生产职责',
      '二、分管负责人安全生产职责',
      '三、安全生产管理机构及人员职责',
      '四、班组长及岗位人员安全生产职责',
    ],
  },
  {
    name: '事故隐患排查治理制度模板',
    category: '3',
    extension: 'txt',
    lines: [
      '事故隐患排查治理制度（模板）',
      '第一条 为建立事故隐患排查治理长效机制，制定本制度。',
      '第二条 隐患排查实行定期排查与日常检查相结合。',
    ],
  },
  {
    name: '新员工三级安全教育培训课件',
    category: '4',
    extension: 'pdf',
    lines: [
      '新员工三级安全教育培训课件',
      '第一部分 公司级安全教育：安全生产法律法规、企业安全生产规章制度。',
      '第二部分 车间级安全教育：车间危险有害因素、安全操作规程。',
      '第三部分 班组级安全教育：岗位操作规程、劳动防护用品使用。',
    ],
  },
  {
    name: '有限空间作业安全培训课件',
    category: '4',
    extension: 'txt',
    lines: ['有限空间作业安全培训课件', '要点：先通风、再检测、后作业；严禁盲目施救。'],
  },
  {
    name: '生产安全事故综合应急预案模板',
    category: '5',
    extension: 'txt',
    lines: [
      '生产安全事故综合应急预案（模板）',
      '1 总则',
      '2 应急组织机构及职责',
      '3 应急响应',
      '4 后期处置',
      '5 应急保障',
    ],
  },
  {
    name: '火灾事故现场处置方案模板',
    category: '5',
    extension: 'txt',
    lines: ['火灾事故现场处置方案（模板）', '1 事故风险描述', '2 应急工作职责', '3 应急处置', '4 注意事项'],
  },
  {
    name: '隐患排查服务报告模板',
    category: '6',
    extension: 'csv',
    lines: [
      '序号\t隐患描述\t隐患等级\t整改建议\t整改期限\t整改情况',
      '1\t示例：配电箱未上锁\t一般隐患\t加装门锁并专人管理\t3天\t已整改',
    ],
  },
  {
    name: '隐患排查服务报告模板（旧版）',
    category: '6',
    extension: 'csv',
    lines: ['序号\t隐患描述\t整改建议', '1\t示例\t示例'],
    down: '已由新版报告模板替代',
  },
  {
    name: '安全培训签到表模板',
    category: '6',
    extension: 'csv',
    lines: ['序号\t姓名\t人员类别\t签到时间\t考核成绩\t签名'],
  },
  {
    name: '典型生产安全事故案例汇编',
    category: '7',
    extension: 'pdf',
    lines: [
      '典型生产安全事故案例汇编',
      '案例一：有限空间作业中毒窒息事故——未检测、未通风、盲目施救。',
      '案例二：动火作业火灾事故——未办理动火作业票、未清理可燃物。',
      '案例三：高处坠落事故——未系挂安全带、脚手架未验收。',
    ],
  },
  {
    name: '平台企业端使用手册',
    category: '9',
    extension: 'txt',
    lines: ['平台企业端使用手册', '一、登录与企业信息维护', '二、隐患整改与回复', '三、培训与演练记录填报'],
    remark: '企业用户操作说明',
  },
];

export function generateFileDownloads(
  random: Random,
  context: DemoContext,
  files: StoredFile[],
): FileDownloadRow[] {
  return DOWNLOADS.map((download) => {
    const publishedAt = workdayAfter(random, context.asOfDay, [-720, -20]);
    const id = context.newId();
    const at = dateTimeOf(publishedAt);
    // A stored name keeps no '/': GB/T becomes GB-T.
    const name = `${download.name.replaceAll('/', '-')}.${download.extension}`;
    const storedPath = `${UPLOAD_LIMITS.engineBiz}/${context.newId()}/${name}`;
    files.push({
      id: context.newId(),
      storedPath,
      originalName: name,
      entity: 'fileDownload',
      recordId: id,
      fieldKey: 'fileUrl',
      uploaderId: context.platform.id,
      at,
      bytes: documentBytes(download.extension, [...download.lines, DEMO_FILE_NOTICE]),
    });
    return {
      id,
      createTime: at,
      fileName: download.name,
      fileCategory: download.category,
      fileUrl: storedPath,
      publishTime: at,
      status: download.down ? '0' : '1',
      remark: download.down ?? download.remark ?? null,
    };
  });
}
