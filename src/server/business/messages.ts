// What the service cycle's guards answer when they refuse a step (shown to the user as is).
export const BUSINESS_MESSAGES = {
  reviewerIsRectifier: '复查人不能是提交整改的人',
  extensionNotLater: '延期期限应晚于原整改期限',
  notTaskLeader: '只有该任务的组长可以执行此操作',
  taskWithoutInvestigation: '请先提交该任务的排查记录',
  appointmentConflict: '该专家在该日期时段已有确认的预约',
  rescheduleLimit: (limit: number) => `改期次数已达上限（${limit}次）`,
  rescheduleTooLate: '已确认的预约须至少提前一天改期',
  inspectionHazardsOpen: (count: number) => `尚有${count}项隐患未销号，不能闭环`,
  versionCodeNotAbove: (highest: number) => `版本代码须大于已发布的版本代码（${highest}）`,
  checkInTooFar: (metres: number, radius: number) =>
    `签到位置距企业约${metres}米，超出${radius}米签到范围，请到企业现场签到`,
} as const;

/** How far from its enterprise an on-site investigation may be checked in (domain §2.7 geofence). */
export const CHECK_IN_RADIUS_METRES = 500;

/** How many times one appointment may be rescheduled (domain §4.3). */
export const APPOINTMENT_RESCHEDULE_LIMIT = 2;

/** The tasks the yearly service plan generates (named as the demo data names them). */
export const PLANNED_TASK_TEXTS = {
  name: (year: number, order: number) => `${year}年度第${order}次隐患排查`,
  description: (year: number, order: number) => `按${year}年度服务计划开展第${order}次事故隐患排查服务`,
} as const;

/** The system messages of a major hazard's life cycle (domain §4.1): titles, then the text. */
export const HAZARD_NOTICES = {
  majorIssuedTitle: (hazardNo: string) => `重大事故隐患整改通知（${hazardNo}）`,
  majorIssued: (hazard: {
    enterpriseName: string;
    hazardNo: string;
    location: string;
    description: string;
    deadline: string;
  }) =>
    `${hazard.enterpriseName}：经排查发现重大事故隐患（编号 ${hazard.hazardNo}，部位：${hazard.location}）：` +
    `${hazard.description}。请主要负责人立即组织整改，落实整改措施、责任、资金、时限和预案` +
    (hazard.deadline ? `，于 ${hazard.deadline} 前完成整改。` : '。'),
  closeApprovalTitle: (hazardNo: string) => `重大事故隐患待批准销号（${hazardNo}）`,
  closeApproval: (hazard: { enterpriseName: string; hazardNo: string; reviewerName: string }) =>
    `${hazard.enterpriseName}的重大事故隐患 ${hazard.hazardNo} 已由 ${hazard.reviewerName} 复查通过，请审批销号。`,
} as const;
