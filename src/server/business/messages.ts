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
  trainingNotYetDay: (day: string) => `培训计划于 ${day} 开始，当天起才能开始培训`,
  trainingNotYetHeld: (startTime: string) => `培训计划于 ${startTime} 开始，开始时间之前不能完成培训`,
  trainingWithoutAttendees: '尚无参训人员，请先在“参训人员”中登记实到人员再完成培训',
  trainingExamMissing: (count: number) =>
    `本培训需要考核，尚有${count}名参训人员未录入考核成绩或结果（缺考、免考也请注明）`,
  drillNotYetHeld: (drillTime: string) => `演练计划于 ${drillTime} 进行，演练时间之前不能完成演练`,
  appointmentOwnInitiative: (proposer: string, responder: string, step: string) =>
    `该预约由${proposer}发起，须由${responder}${step}`,
  appointmentOwnReschedule: (proposer: string, responder: string, step: string) =>
    `该预约的改期由${proposer}提出，须由${responder}${step}`,
  enterpriseStaffOnly: (step: string) => `“${step}”须由该企业的人员办理`,
} as const;

/** What the appointment rules name: the parties, and why a task's appointments were cancelled. */
export const APPOINTMENT_TEXTS = {
  sides: { enterprise: '企业', expert: '服务专家' },
  taskDone: '关联任务已审核通过，未确认的预约自动取消',
  taskCancelled: '关联任务已取消，预约自动取消',
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
