// The one catalogue of business errors: result code, HTTP status and the Chinese message the
// contract (reference/api-contract.md §3, §5) or the spec gives. Handlers throw these; the error
// handler in http/error-handler.ts turns them into the Result envelope.
import { RESULT_CODES } from '../shared/api-types';
import { EXPORT_JOB_TEXTS } from './excel/messages';
import { REPORT_TEXTS } from '../shared/reports';
import { OPERATION_TEXTS } from '../shared/engine-operations';
import { QUERY_TEXTS, VALIDATION_TEXTS } from '../shared/texts';
import { TENANT_TEXTS } from '../shared/tenants/tenant-texts';
import { REDIS_TEXTS } from '../shared/monitor/monitor-texts';
import { JOB_TEXTS } from '../shared/jobs/jobs-api';
import { ANNOUNCEMENT_TEXTS } from '../shared/announcements/announcements';
import { USER_TEXTS } from '../shared/users/texts';
import { UPLOAD_TEXTS } from '../shared/uploads';
import { COMPANY_CHECK_TEXTS } from '../shared/company-check';
import { RULE_MESSAGES } from '../shared/validation/rules';
import { ROLE_MESSAGES } from '../shared/roles/roles-texts';
import { SCREEN_TEXTS } from '../shared/screens';
import { PDF_TEXTS } from '../shared/pdf';
import { COMPAT_TEXTS } from '../shared/compatibility/compat-api';
import { OUTAGE_TEXTS } from '../shared/outages';

export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** HTTP status; business errors travel as 200 with success:false (contract §3.2). */
    readonly httpStatus = 200,
    /** `result` of the answer (e.g. which fields failed); null for most errors. */
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Why no PDF was made (src/server/pdf); a caller may fall back to the .docx on `converterMissing`. */
export type PdfFailure = 'converterMissing' | 'conversionFailed' | 'conversionTimedOut' | 'shuttingDown';

export class PdfError extends AppError {
  constructor(
    readonly reason: PdfFailure,
    /** What the converter said, for the log only: never part of the message. */
    readonly detail = '',
  ) {
    super(RESULT_CODES.error, PDF_TEXTS[reason]);
    this.name = 'PdfError';
  }
}

const business = (message: string) => () => new AppError(RESULT_CODES.error, message);
const clip = (text: string) => (text.length > 50 ? `${text.slice(0, 50)}…` : text);

export const Errors = {
  // Captcha and login (contract §5.1, §5.2)
  captchaMissing: business('验证码无效'),
  captchaWrong: business('验证码错误'),
  captchaExpired: business('验证码已失效，请点击图片刷新'),
  captchaKeyInvalid: business('获取验证码出错，请刷新页面重试'),
  loginFailed: (attemptsLeft: number) =>
    new AppError(RESULT_CODES.error, `用户名或密码错误，还可尝试${attemptsLeft}次`),
  loginLocked: (minutes: number) =>
    new AppError(RESULT_CODES.error, `登录失败次数过多，账号已锁定，请${minutes}分钟后再试`),
  credentialsRequired: business('请输入用户名和密码'),
  userFrozen: business('该用户已冻结'),
  userDeleted: business('该用户已注销'),
  ssoOff: business('未启用该单点登录方式'),
  ssoRefused: business('单点登录验证失败，请重新登录'),
  ssoUserUnknown: business('该账号未在本系统开通，请联系管理员'),
  tenantsFrozen: business('与该用户关联的租户均已被冻结，无法登录！'),
  logoutFailed: business('退出登录失败！'),
  logoutTokenUnknown: business('Token无效!'),

  // Session (contract §3.3): answered with HTTP 401 and a Result body.
  tokenInvalid: () => new AppError(401, 'Token失效，请重新登录', 401),

  // Generic (contract §3.2)
  noPermission: () => new AppError(RESULT_CODES.noPermission, '没有权限，请联系管理员授权'),
  routeNotFound: () => new AppError(404, '路径不存在，请检查路径是否正确', 404),
  methodNotAllowed: (method: string) => new AppError(405, `不支持${method}请求方法`, 405),
  badRequest: (detail: string) => new AppError(RESULT_CODES.error, `请求参数不正确：${detail}`),
  bodyTooLarge: business('请求内容过大'),
  // Outages (db/connection-errors.ts, docs/deploy.md "Faults")
  databaseUnavailable: business(OUTAGE_TEXTS.databaseUnavailable),
  diskFull: business(OUTAGE_TEXTS.diskFull),
  /** The spec's generic failure, followed by the request id a user can quote to an operator. */
  internal: (requestId: string) =>
    new AppError(RESULT_CODES.error, `操作失败，请稍后重试或联系管理员（请求编号：${requestId}）`),

  // Own password (contract §5.7)
  passwordOnlyOwn: business('只允许修改自己的密码！'),
  userNotFound: business('用户不存在！'),
  oldPasswordWrong: business('旧密码输入错误!'),
  newPasswordEmpty: business('新密码不允许为空!'),
  passwordConfirmMismatch: business('两次输入密码不一致!'),
  passwordTooShort: (min: number) => new AppError(RESULT_CODES.error, `新密码长度不能少于${min}位!`),
  passwordTooLong: (max: number) => new AppError(RESULT_CODES.error, `新密码长度不能超过${max}位!`),

  // Departments (contract §5.4, §5.5)
  departQueryFailed: business('查询失败！'),
  departRequired: business('请选择部门！'),
  departNotMember: business('您不属于该部门，无法切换！'),
  departOnlyOwn: business('只允许切换自己的部门！'),

  // Dictionaries (contract §7.2)
  dictCodeFormat: business('字典Code格式不正确！'),
  dictCodeEmpty: business('字典Code不能为空!'),

  // Announcements (contract §10)
  announcementNotFound: business('未找到对应实体'),

  // Generic entity endpoints (contract §8)
  recordNotFound: business('未找到对应实体'),
  idsUnrecognized: business('参数不识别！'),
  tooManyIds: (max: number) => new AppError(RESULT_CODES.error, `一次最多处理${max}条记录`),
  dataForbidden: () => new AppError(RESULT_CODES.noPermission, '无权操作该数据'),
  entityUnknown: business('实体不存在'),
  /** A refused add/edit: the first problem as the message, every problem in `result` (ValidationFailure). */
  validationFailed: (message: string, failure: unknown) =>
    new AppError(RESULT_CODES.error, message, 200, failure),
  sortColumnUnknown: (name: string) => new AppError(RESULT_CODES.error, `不支持按“${clip(name)}”排序`),
  filterValueInvalid: (label: string, reason: string) =>
    new AppError(RESULT_CODES.error, `查询条件“${label}”的值不正确：${reason}`),
  superQueryFormat: business('高级查询条件格式不正确'),
  superQueryFieldUnknown: (field: string) =>
    new AppError(RESULT_CODES.error, `高级查询条件的字段“${clip(field)}”不存在`),
  superQueryRuleUnknown: (rule: string) =>
    new AppError(RESULT_CODES.error, `高级查询条件的规则“${clip(rule)}”不支持`),
  subRowForeign: (title: string) =>
    new AppError(RESULT_CODES.error, `${title}中有不属于当前记录的数据，无法保存`),
  subRowsTooMany: (title: string, max: number) =>
    new AppError(RESULT_CODES.error, `${title}最多保存${max}行`),
  treeHasChildren: business('该节点存在下级节点，请先删除下级节点'),
  recordReferenced: (entityTitle: string, fieldLabel: string) =>
    new AppError(RESULT_CODES.error, `该记录已被引用，无法删除（被“${entityTitle}”的“${fieldLabel}”引用）`),
  valueTooLong: business('字段太长,超出数据库字段的长度'),
  valueOutOfRange: business('数值超出数据库字段允许的范围'),
  duplicateKey: business('数据库中已存在该记录'),
  // Keyed adds (engine/write/request-keys.ts)
  requestKeyInvalid: business('请求标识格式不正确：须为8到64位字母、数字、-或_'),
  requestKeyReused: business('请求标识已用于其他数据，请刷新后重试'),
  serialExhausted: (label: string, max: number) =>
    new AppError(RESULT_CODES.error, `${label}：流水号已达上限${max}，请联系管理员`),

  // Table dictionaries and tree selects (contract §7.3-§7.5)
  treeSelectCondition: business(VALIDATION_TEXTS.treeSelectCondition),
  treeSelectTable: business('树形字典的表或字段不受支持！'),

  // Duplicate check (spec §5)
  duplicateCheckRefused: business('该字段不支持重复校验！'),
  duplicateCheckEmpty: business('数据为空,不作处理！'),
  duplicateValueTaken: business('该值不可用，系统中已存在！'),

  // JeecgBoot 2.4 compatibility calls (docs/compatibility.md)
  dictItemValueTaken: business(COMPAT_TEXTS.dictItemValueTaken),
  dictNotFound: business(COMPAT_TEXTS.dictNotFound),
  checkRuleUnknown: business(COMPAT_TEXTS.checkRuleUnknown),
  checkRuleInvalid: business(COMPAT_TEXTS.checkRuleInvalid),
  checkRuleTooSlow: business(COMPAT_TEXTS.checkRuleTooSlow),
  checkRuleValueTooLong: business(COMPAT_TEXTS.checkRuleValueTooLong),
  /** A value a code rule refuses: the failing part's message, the part's details in `result`. */
  checkRuleFailed: (message: string, part: unknown) => new AppError(RESULT_CODES.error, message, 200, part),

  // Saved advanced queries and preferences (spec §5, §3)
  savedQueryEmpty: business(QUERY_TEXTS.emptySave),
  savedQueryTitleEmpty: business(QUERY_TEXTS.emptyName),
  savedQueryExists: (title: string, code: number) => new AppError(code, QUERY_TEXTS.overwrite(title)),
  savedQueryNotFound: business('未找到对应实体'),
  pageKeyInvalid: business('页面标识不正确'),
  preferenceKeyInvalid: business('设置项名称不正确'),
  preferenceTooLarge: (kb: number) => new AppError(RESULT_CODES.error, `设置内容不能超过${kb}KB`),

  // Categories (contract §7, spec §7)
  categoryCodeUnknown: (code: string) =>
    new AppError(RESULT_CODES.error, `该编码【${clip(code)}】不存在，请核实!`),
  categoryCodeAmbiguous: (code: string) =>
    new AppError(RESULT_CODES.error, `该编码【${clip(code)}】存在多个，请核实!`),
  categoryFieldRefused: business('只能按编码或主键查询分类'),
  categoryCodeEmpty: business(VALIDATION_TEXTS.treeCodeEmpty),
  categoryCodePrefix: (prefix: string) =>
    new AppError(RESULT_CODES.error, VALIDATION_TEXTS.treeCodePrefix(clip(prefix))),
  categoryNoData: business('无数据,参数有误.[code]'),

  // Excel files (owner-only downloads)
  exportJobNotFound: business(EXPORT_JOB_TEXTS.notFound),
  importReportNotFound: business(EXPORT_JOB_TEXTS.errorsFileNotFound),

  // Online reports (contract §11.4)
  reportNotFound: business(REPORT_TEXTS.notFound),
  reportSqlFailed: business(REPORT_TEXTS.sqlFailed),
  // Declared operations (life-cycle transitions and plain actions)
  operationStateChanged: business(OPERATION_TEXTS.stateChanged),
  recordLocked: (state: string) => new AppError(RESULT_CODES.error, OPERATION_TEXTS.locked(state)),
  operationNotFromState: (label: string, state: string) =>
    new AppError(RESULT_CODES.error, OPERATION_TEXTS.notFromState(label, state)),
  operationNotForRecord: (label: string) =>
    new AppError(RESULT_CODES.error, OPERATION_TEXTS.notForRecord(label)),
  operationNotYet: (label: string, fieldLabel: string, days: number) =>
    new AppError(RESULT_CODES.error, OPERATION_TEXTS.notYet(label, fieldLabel, days)),
  /** A guard's refusal, in its own words. */
  operationRefused: (message: string) => new AppError(RESULT_CODES.error, message),
  opinionRequired: business(OPERATION_TEXTS.opinionRequired),
  opinionTooLong: business(OPERATION_TEXTS.opinionTooLong),
  reportForbidden: (name: string) => new AppError(RESULT_CODES.noPermission, REPORT_TEXTS.forbidden(name)),
  reportUnscoped: (name: string) => new AppError(RESULT_CODES.noPermission, REPORT_TEXTS.unscoped(name)),

  // Tenants and gateway routes (modules/tenants, modules/gateway). A tenant-id the user may not act
  // in is an authentication failure (contract §2: mismatch -> auth failure): HTTP 401, with the reason.
  tenantNotMember: () => new AppError(401, TENANT_TEXTS.notMember, 401),
  tenantFrozen: () => new AppError(401, TENANT_TEXTS.tenantFrozen, 401),
  tenantExpired: () => new AppError(401, TENANT_TEXTS.tenantExpired, 401),
  tenantInvalid: (message: string) => new AppError(RESULT_CODES.error, message),
  sharedDataPlatformOnly: () => new AppError(RESULT_CODES.noPermission, TENANT_TEXTS.sharedDataPlatformOnly),
  tenantHasUsers: (count: number) => new AppError(RESULT_CODES.error, TENANT_TEXTS.hasUsers(count)),
  gatewayRouteInvalid: (message: string) => new AppError(RESULT_CODES.error, message),

  // Monitor
  redisConnectionFailed: business(REDIS_TEXTS.connectionFailed),

  // Account: SMS codes, phone and enterprise login, register, forgot password, own profile
  mobileRequired: business(VALIDATION_TEXTS.mobileRequired),
  mobileInvalid: business(VALIDATION_TEXTS.mobileInvalid),
  smsModeInvalid: business('短信类型不正确'),
  smsRefusedInProduction: business('短信服务未配置，无法发送验证码，请联系管理员'),
  smsSendFailed: business('短信验证码发送失败,请稍后重试'),
  smsTooFrequent: (seconds: number) => new AppError(RESULT_CODES.error, `验证码已发送，请${seconds}秒后再试`),
  smsPhoneLimit: business('该手机号获取验证码次数过多，请明天再试'),
  smsIpLimit: business('短信接口请求太多，请稍后再试！'),
  smsPhoneRegistered: business('该手机号已经注册，请直接登录！'),
  smsPhoneUnknown: business('该用户不存在或未绑定手机号'),
  smsPhoneBound: business('该手机号已被其他账号绑定'),
  smsCodeRequired: business('请输入手机验证码'),
  smsCodeWrong: business('手机验证码错误'),
  smsCodeExpired: business('手机验证码已失效，请重新获取'),
  phoneAmbiguous: business('该手机号绑定了多个账号，请使用账号密码登录'),
  userNotRegistered: business('该用户不存在，请注册'),
  creditCodeRequired: business('请输入统一社会信用代码'),
  enterpriseMismatch: business('该账号不属于此企业'),
  enterpriseDisabled: business('该企业已停用，无法登录'),
  usernameRequired: business(VALIDATION_TEXTS.userNameRequired),
  usernameTaken: business('用户名已注册'),
  phoneTaken: business('该手机号已注册'),
  emailTaken: business('邮箱已被注册'),
  fieldInvalid: (message: string) => new AppError(RESULT_CODES.error, message),
  passwordRequired: business('请输入密码'),
  resetFailed: business('重置密码失败！'),
  resetTicketInvalid: business('验证已失效，请重新验证手机号'),
  resetUserMismatch: business('当前登录用户和绑定的手机号不匹配，无法修改密码！'),

  // Announcement administration and WebSockets (contract §10)
  announcementNotDraft: business(ANNOUNCEMENT_TEXTS.onlyDraftEditable),
  announcementCannotRelease: business(ANNOUNCEMENT_TEXTS.notDraft),
  announcementCannotRevoke: business(ANNOUNCEMENT_TEXTS.notPublished),
  announcementNotPublished: business(ANNOUNCEMENT_TEXTS.syncOnlyPublished),
  announcementInvalid: (message: string) => new AppError(RESULT_CODES.error, message),
  socketRefused: () => new AppError(403, '拒绝访问', 403),

  // Users, departments and uploads (area: users; texts in src/shared/users/texts.ts)
  userInvalid: (message: string) => new AppError(RESULT_CODES.error, message),
  userTaken: (message: string) => new AppError(RESULT_CODES.error, message),
  userSelfFrozen: business(USER_TEXTS.selfFrozen),
  userSelfDeleted: business(USER_TEXTS.selfDeleted),
  userStatusInvalid: business(USER_TEXTS.statusInvalid),
  userAdminProtected: () => new AppError(RESULT_CODES.noPermission, USER_TEXTS.adminProtected),
  userRoleCeiling: () => new AppError(RESULT_CODES.noPermission, USER_TEXTS.roleCeiling),
  departInvalid: (message: string) => new AppError(RESULT_CODES.error, message),
  uploadRefused: (message: string) => new AppError(RESULT_CODES.error, message),
  // Served files (modules/files): the answer's status is what an <img> or a download sees.
  fileMissing: () => new AppError(404, UPLOAD_TEXTS.fileMissing, 404),
  fileForbidden: () => new AppError(403, UPLOAD_TEXTS.readForbidden, 403),
  fileNotForRecord: (name: string) => new AppError(RESULT_CODES.error, UPLOAD_TEXTS.notForRecord(clip(name))),

  // Roles, menus, data rules, department permissions and roles (texts in src/shared/roles/roles-texts.ts)
  roleRefused: (message: string) => new AppError(RESULT_CODES.error, message),
  grantCeiling: () => new AppError(RESULT_CODES.noPermission, ROLE_MESSAGES.grantCeiling),

  // Scheduled jobs (modules/jobs)
  jobNotFound: business(JOB_TEXTS.notFound),
  jobClassNameRequired: business(JOB_TEXTS.classNameRequired),
  jobClassNameExists: business(JOB_TEXTS.classNameExists),
  jobStatusUnknown: business(JOB_TEXTS.statusUnknown),
  jobHandlerUnknown: (name: string, available: readonly string[]) =>
    new AppError(RESULT_CODES.error, JOB_TEXTS.unknownHandler(clip(name), available)),
  jobCronInvalid: (detail: string) => new AppError(RESULT_CODES.error, JOB_TEXTS.badCron(detail)),

  // Public big screens (modules/screens): too many calls is HTTP 429, so proxies and monitors see it.
  screenNotOpen: business(SCREEN_TEXTS.notOpen),
  screenRateLimited: () => new AppError(429, SCREEN_TEXTS.rateLimited, 429),

  // The public insurance check (modules/company-check), rate-limited like the screens.
  companyNotFound: business(COMPANY_CHECK_TEXTS.notFound),
  companyCodeInvalid: business(RULE_MESSAGES.creditCode),
  companyCheckRateLimited: () => new AppError(429, COMPANY_CHECK_TEXTS.tooMany, 429),
  usernameChecksLimited: () => new AppError(429, USER_TEXTS.checksTooFrequent, 429),

  // PDFs made from Word documents (src/server/pdf) and their preview page (modules/pdf-preview).
  pdfConverterMissing: () => new PdfError('converterMissing'),
  pdfConversionFailed: (detail: string) => new PdfError('conversionFailed', detail),
  pdfShuttingDown: () => new PdfError('shuttingDown'),
  pdfConversionTimedOut: () => new PdfError('conversionTimedOut'),
  pdfPreviewUrlInvalid: business(PDF_TEXTS.previewUrlInvalid),
} as const;

/** Messages about one field of a refused write (they travel inside a ValidationFailure). */
export const FieldMessages = {
  treeParentMissing: '上级节点不存在',
  treeParentCycle: '上级节点不能是自身或其下级',
  rowForbidden: '无权操作该数据',
} as const;

/** Success messages the contract fixes. */
export const SuccessMessages = {
  default: '操作成功！',
  login: '登录成功',
  logout: '退出登录成功！',
  query: '查询成功',
  passwordChanged: '密码重置成功!',
  cacheRefreshed: '刷新缓存完成！',
  added: '添加成功！',
  edited: '修改成功!',
  deleted: '删除成功!',
  saved: QUERY_TEXTS.saved,
  valueAvailable: '该值可用！',
} as const;
