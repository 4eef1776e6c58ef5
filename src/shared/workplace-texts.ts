// The Chinese texts of the workplace and the task board (kept beside src/shared/texts.ts, which is full).
/** The workplace (dashboard/Workplace) and the task board (dashboard/TaskIndex). */
export const WORKPLACE_TEXTS = {
  noGroupField: (key: string) => `“${key}”不是可统计的字典字段`,
  waiting: '待办事项',
  recent: '近期动态',
  nothingWaits: '暂无待办事项',
  noActivity: '暂无动态',
  overdue: (n: number) => `逾期 ${n}`,
  overdueTag: '逾期',
  openList: '查看全部',
  cardTitle: (todo: string, entity: string) => `${todo}${entity}`,
  stepDone: (label: string, state: string | null) => (state ? `${label} → ${state}` : label),
  loadFailed: '加载失败，请稍后重试',
} as const;

export const TASK_INDEX_TEXTS = {
  byState: '任务状态',
  byEngineer: '工程师任务',
  engineer: '工程师',
  openTasks: '未完成任务',
  overdueTasks: '逾期任务',
  /** The engineer's tasks ever overdue: open, and completed late (the flag stays, time rule keptIn). */
  overdueCount: '逾期（含逾期完成）',
  total: '任务总数',
  weekAppointments: '本周预约',
  unassigned: '未指派',
  noAppointments: '本周暂无预约',
  noOverdue: '暂无逾期任务',
  deadline: '截止日期',
  appointDate: '预约日期',
} as const;
