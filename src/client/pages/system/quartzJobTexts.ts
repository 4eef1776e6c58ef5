// Texts of the scheduled-job page (JeecgBoot's QuartzJobList): columns, buttons, the form.
import { JOB_FIELD_LABELS } from '../../../shared/jobs/jobs-api';

export const QUARTZ_PAGE_TEXTS = {
  ...JOB_FIELD_LABELS,
  start: '启动',
  stop: '停止',
  execute: '立即执行',
  executeConfirm: '确定立即执行一次该任务吗？',
  history: '执行记录',
  addTitle: '新增定时任务',
  editTitle: '编辑定时任务',
  jobClassNameRequired: '请选择任务类名',
  cronRequired: '请输入Cron表达式',
  historyTitle: (name: string) => `执行记录：${name}`,
  refresh: '刷新',
  fireTime: '触发时间',
  triggerType: '触发方式',
  outcome: '结果',
  startTime: '开始时间',
  duration: '耗时(毫秒)',
  message: '信息',
  instance: '执行实例',
} as const;
