// Announcement administration (contract §10, JeecgBoot SysAnnouncementController): paths, button
// codes, texts, limits and the full admin row. Shared by the server routes and the client pages.
import type { Announcement } from '../api-types';

export const ANNOUNCEMENT_PATHS = {
  list: '/sys/annountCement/list',
  add: '/sys/annountCement/add',
  edit: '/sys/annountCement/edit',
  delete: '/sys/annountCement/delete',
  deleteBatch: '/sys/annountCement/deleteBatch',
  queryById: '/sys/annountCement/queryById',
  release: '/sys/annountCement/doReleaseData',
  /** Sic: the contract keeps JeecgBoot's spelling. */
  revoke: '/sys/annountCement/doReovkeData',
  exportXls: '/sys/annountCement/exportXls',
  importExcel: '/sys/annountCement/importExcel',
  /** Sends an announcement's socket message again (JeecgBoot 2.4's 同步消息); without anntId, the caller's bells. */
  syncNotice: '/sys/annountCement/syncNotic',
  readAll: '/sys/sysAnnouncementSend/readAll',
  mySends: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
} as const;

/** Button codes of the 通告管理 menu (schemas/menus.json); the server guards with them too. */
export const ANNOUNCEMENT_CODES = {
  list: 'annountCement:list',
  add: 'annountCement:add',
  edit: 'annountCement:edit',
  delete: 'annountCement:delete',
  release: 'annountCement:release',
  revoke: 'annountCement:revoke',
} as const;

export const SEND_STATUS = { draft: '0', published: '1', revoked: '2' } as const;
export const MSG_TYPES = ['ALL', 'USER'] as const;
export const PRIORITIES = ['L', 'M', 'H'] as const;
export const CATEGORIES = ['1', '2'] as const;
export const OPEN_TYPES = ['url', 'component'] as const;

export const ANNOUNCEMENT_LIMITS = {
  titleMax: 100,
  /** Sanitised HTML; a long notice with formatting stays well under it. */
  contentMax: 100_000,
  openPageMax: 255,
  abstractMax: 500,
  /** Chosen recipients of one USER announcement. */
  userIdsMax: 1000,
  defaultPageSize: 10,
  maxPageSize: 100,
} as const;

export const ANNOUNCEMENT_TEXTS = {
  released: '该系统通知发布成功',
  revoked: '该系统通知撤销成功',
  readAll: '全部已读',
  onlyDraftEditable: '只有未发布的通告可以编辑',
  notDraft: '只有未发布的通告可以发布',
  notPublished: '只有已发布的通告可以撤销',
  syncOnlyPublished: '只有已发布的通告可以同步',
  userIdsRequired: '请选择接收用户',
  unknownUsers: '接收用户不存在',
  openPageRequired: '请填写跳转地址',
  openPageInvalid: '跳转地址须为本系统内以 / 开头的路径',
  excelTitle: '系统通告',
  titleRequired: '标题不能为空',
  titleTooLong: `标题不能超过${ANNOUNCEMENT_LIMITS.titleMax}个字`,
  notOneOf: (label: string, texts: readonly string[]) => `${label}只能是：${texts.join('、')}`,
  timeOrder: '结束时间不能早于开始时间',
  idsRequired: '参数不识别！',
  // Page texts
  pageTitle: '通告管理',
  titleLabel: '标题',
  contentLabel: '内容',
  priorityLabel: '优先级',
  categoryLabel: '消息类型',
  msgTypeLabel: '通告对象',
  recipientsLabel: '指定用户',
  openTypeLabel: '打开方式',
  openPageLabel: '跳转地址',
  startTimeLabel: '开始时间',
  endTimeLabel: '结束时间',
  senderLabel: '发布人',
  sendStatusLabel: '发布状态',
  sendTimeLabel: '发布时间',
  actionLabel: '操作',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  release: '发布',
  revoke: '撤销',
  view: '查看',
  search: '查询',
  reset: '重置',
  deleteConfirm: '确定删除吗?',
  releaseConfirm: '确定发布吗?',
  revokeConfirm: '确定撤销吗?',
  markAllRead: '全部标注已读',
  readFlagLabel: '阅读状态',
  myMessagesTitle: '我的消息',
} as const;

export const SEND_STATUS_TEXTS: Record<string, string> = { '0': '未发布', '1': '已发布', '2': '已撤销' };
export const CATEGORY_TEXTS: Record<string, string> = { '1': '通知公告', '2': '系统消息' };
export const MSG_TYPE_TEXTS: Record<string, string> = { ALL: '全体用户', USER: '指定用户' };
export const READ_FLAG_TEXTS: Record<string, string> = { '0': '未读', '1': '已读' };

/** The admin row: the bell's fields plus scheduling, audience and audit columns. */
export interface AnnouncementRecord extends Announcement {
  startTime: string | null;
  endTime: string | null;
  cancelTime: string | null;
  userIds: string | null;
  createBy: string | null;
}

/** One row of 我的消息 (getMyAnnouncementSend). */
export interface MyAnnouncementSend {
  id: string;
  anntId: string;
  userId: string;
  titile: string;
  msgContent: string;
  sender: string | null;
  priority: string;
  msgCategory: string;
  sendTime: string | null;
  readFlag: string;
  openType: string | null;
  openPage: string | null;
  busId: string | null;
}

/** Body of add/edit. */
export interface AnnouncementInput {
  id?: string;
  titile: string;
  msgContent: string;
  priority: string;
  msgCategory: string;
  msgType: string;
  userIds?: string | null;
  openType?: string | null;
  openPage?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  msgAbstract?: string | null;
}
