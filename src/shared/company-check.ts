// The public insurance check of /companylist (spec §2): anyone may ask whether a construction company
// holds a valid work-safety liability policy, by its exact 统一社会信用代码. The answer names the
// company and says 有效 (with the policy's end date) or 无有效保单 — nothing about people, premiums
// or other records.

export const COMPANY_CHECK_PATH = '/public/companyCheck';

export const COMPANY_CHECK_STATUS = { valid: '1', none: '0' } as const;
export type CompanyCheckStatus = (typeof COMPANY_CHECK_STATUS)[keyof typeof COMPANY_CHECK_STATUS];

export interface CompanyCheckResult {
  enterpriseName: string;
  status: CompanyCheckStatus;
  statusText: string;
  /** The last day the valid cover lasts (YYYY-MM-DD); null without a valid policy. */
  policyEndDate: string | null;
}

export const COMPANY_CHECK_TEXTS = {
  title: '企业保单查询',
  intro: '输入建筑施工企业的统一社会信用代码，查询其是否持有有效的安全生产责任保险保单。',
  codeLabel: '统一社会信用代码',
  codePlaceholder: '请输入18位统一社会信用代码',
  codeRequired: '请输入统一社会信用代码',
  search: '查询',
  valid: '有效',
  none: '无有效保单',
  notFound: '未查询到该企业',
  tooMany: '查询过于频繁，请稍后再试',
  enterpriseName: '企业名称',
  status: '保单状态',
  policyEndDate: '保单到期日',
  failed: '查询失败，请稍后重试',
} as const;
