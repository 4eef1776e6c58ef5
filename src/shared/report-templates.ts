// Word report templates (domain §2.18, §4.5): the parts of the catalogues of the data the report
// generator offers a template (report-catalogue.ts puts them together per report type), and the
// placeholder syntax templates write it with. The syntax is
// docxtemplater's (stack-notes: the generator's library), so a checked template merges as it is:
//   {name}            a value                       {%name}   an image (signatures, photos)
//   {#list} … {/list} the rows of a table or list   {^list} … {/list}  shown when the list is empty
// Inside a loop a tag names a column of that list's rows or any top-level value.

export interface PlaceholderLoop {
  label: string;
  /** The row's values. */
  fields: Readonly<Record<string, string>>;
  /** The row's images. */
  images: Readonly<Record<string, string>>;
}

/** What a template of one report type may name: values, images and loops by placeholder name. */
export interface PlaceholderCatalogue {
  values: Readonly<Record<string, string>>;
  images: Readonly<Record<string, string>>;
  loops: Readonly<Record<string, PlaceholderLoop>>;
}

/** What every report offers, whatever its source: the cover, the enterprise profile and its policy. */
export const COMMON_CATALOGUE: PlaceholderCatalogue = {
  values: {
    // Cover and report
    reportNo: '报告编号',
    reportName: '报告名称',
    reportDate: '报告日期',
    serviceOrgName: '服务机构',
    // Enterprise profile
    enterpriseName: '企业名称',
    creditCode: '统一社会信用代码',
    enterpriseAddress: '企业地址',
    legalPerson: '法定代表人',
    principalName: '主要负责人',
    principalPhone: '负责人电话',
    industryName: '所属行业',
    highRiskSector: '高危行业类别',
    enterpriseScale: '企业规模',
    employeeCount: '从业人数',
    riskLevel: '风险等级',
    enterpriseRiskLevel: '企业档案风险等级',
    // Policy
    policyNo: '保单号',
    insurerName: '承保机构',
    policyStartDate: '起保日期',
    policyEndDate: '终保日期',
    insuredPersonCount: '参保人数',
  },
  images: {},
  loops: {},
};

/**
 * Data extensions a `reportSource` may name (`data`): values a declaration cannot express, computed
 * by server code registered under the same name (modules/report-generation).
 */
export const REPORT_DATA_EXTENSIONS: Readonly<Record<string, PlaceholderCatalogue>> = {
  hazardInvestigation: {
    values: {
      // Investigation
      investigationNo: '排查编号',
      checkDate: '排查日期',
      checkType: '排查类型',
      checkScope: '排查范围',
      checkBasis: '排查依据',
      expertNames: '排查人员',
      // Counts and conclusion
      hazardCount: '隐患总数',
      generalHazardCount: '一般隐患数',
      majorHazardCount: '重大隐患数',
      rectifiedCount: '已整改数',
      riskLevel: '风险等级（本次评估，未评估时为企业档案等级）',
      conclusion: '风险评估结论',
      rectifyRequirement: '整改要求与复查安排',
    },
    images: {
      expertSignature: '专家签名',
      enterpriseSignature: '企业负责人签名',
      serviceOrgSeal: '服务机构印章',
    },
    loops: {
      hazards: {
        label: '隐患汇总表',
        fields: {
          index: '序号',
          hazardNo: '隐患编号',
          location: '隐患部位',
          description: '隐患描述',
          hazardLevel: '隐患等级',
          hazardCategory: '隐患类别',
          riskType: '隐患类型',
          basis: '判定依据',
          suggestion: '整改建议',
          rectifyDeadline: '整改期限',
          status: '整改状态',
        },
        images: { photo1: '隐患照片1', photo2: '隐患照片2' },
      },
      hazardCounts: {
        label: '隐患分类统计',
        fields: { category: '隐患类别', general: '一般隐患数', major: '重大隐患数', total: '小计' },
        images: {},
      },
      checkItems: {
        label: '检查项目',
        fields: { index: '序号', checkContent: '检查内容', checkResult: '检查结果', remark: '备注' },
        images: {},
      },
    },
  },
};

/** Images drawn in the signature box rather than the photo box. */
export const SIGNATURE_IMAGES: ReadonlySet<string> = new Set([
  'expertSignature',
  'enterpriseSignature',
  'serviceOrgSeal',
]);

/** The catalogues in order, a later name replacing an earlier one. */
export const mergeCatalogues = (...catalogues: readonly PlaceholderCatalogue[]): PlaceholderCatalogue => ({
  values: Object.assign({}, ...catalogues.map((c) => c.values)) as Record<string, string>,
  images: Object.assign({}, ...catalogues.map((c) => c.images)) as Record<string, string>,
  loops: Object.assign({}, ...catalogues.map((c) => c.loops)) as Record<string, PlaceholderLoop>,
});

/** The domain's report embeds at most two photos per hazard row. */
export const REPORT_PHOTOS_PER_HAZARD = 2;

/** Texts the generator writes into reports. */
export const REPORT_DATA_TEXTS = {
  uncategorised: '未分类',
  noHazards: '本次排查未发现事故隐患，请企业保持现有安全管理水平，定期开展自查。',
  requirement: (total: number, major: number, latest: string) =>
    `本次排查共发现事故隐患${total}项，其中重大事故隐患${major}项。请企业按隐患汇总表所列整改建议于整改期限内完成整改${
      latest ? `（最迟${latest}）` : ''
    }，整改完成后提交复查；重大事故隐患须制定治理方案并落实责任人、资金与时限。`,
  scope: (items: number) => `按行业检查表逐项检查，共${items}项`,
} as const;

export const REPORT_TEMPLATE_TEXTS = {
  unknownPlaceholder: (tags: readonly string[]) => `模板包含未知占位符：${tags.join('、')}`,
  unclosedLoop: (tag: string) => `模板的循环未结束：${tag}`,
  unexpectedClose: (tag: string) => `模板的循环结束标记没有对应的开始：${tag}`,
  unbalancedBrace: '模板的占位符括号不成对，请检查“{”和“}”',
  notDocx: '模板文件不是有效的 Word（.docx）文档',
  oneFile: '请只上传一个模板文件',
} as const;

/** Separator of the placeholders the template's readonly field lists. */
export const PLACEHOLDER_LIST_SEPARATOR = '、';
