// Declared time rules as users meet them (schema-language/time-rules.ts): the values of a rule's flag
// field (dictionary nl_overdue) and the texts of the evaluation job and of the system messages it sends.

export const OVERDUE_FLAG = { overdue: '1', onTime: '0' } as const;

export const TIME_RULE_LIMITS = {
  /** Records one message lists; the rest are counted. */
  noticeLines: 50,
} as const;

export interface TimeRuleOutcome {
  marked: number;
  cleared: number;
  notices: number;
  operated: number;
  failed: number;
}

export const TIME_RULE_TEXTS = {
  jobDescription: '评估时限规则：标记与解除逾期，通知责任人，执行规则的操作',
  jobDone: (o: TimeRuleOutcome) =>
    `标记${o.marked}条，解除${o.cleared}条，发送通知${o.notices}条，执行操作${o.operated}条` +
    (o.failed > 0 ? `（失败${o.failed}条）` : ''),
  /** The title of a message listing several records. */
  manyTitle: (entityTitle: string, label: string, count: number) => `${entityTitle}有${count}条记录${label}`,
  /** One record in a message: its title and its deadline. */
  line: (message: string, deadlineLabel: string, deadline: string) =>
    `${message}（${deadlineLabel}：${deadline}）`,
  more: (count: number) => `等共${count}条`,
} as const;
