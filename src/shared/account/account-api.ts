// Paths, request shapes and constants of the account flows (register, SMS codes, phone and
// enterprise login, forgot password, own profile) that both the server and the client use.

export const ACCOUNT_PATHS = {
  /** JeecgBoot's path; the Vue client's `/account/sms` is served too. */
  sms: '/sys/sms',
  smsAlias: '/account/sms',
  phoneLogin: '/sys/phoneLogin',
  enterpriseLogin: '/sys/enterpriseLogin',
  register: '/sys/user/register',
  phoneVerification: '/sys/user/phoneVerification',
  passwordChange: '/sys/user/passwordChange',
  currentUser: '/sys/user/getCurrentUser',
  editByUser: '/sys/user/editByUser',
  changePhone: '/sys/user/changePhone',
} as const;

/** `smsmode` of /sys/sms (JeecgBoot's SMS_TPL_TYPE): what the code may be used for. */
export const SMS_MODES = {
  login: '0',
  register: '1',
  forgot: '2',
  /** Binding a new phone to the signed-in account (account settings). */
  bindPhone: '3',
} as const;
export type SmsMode = (typeof SMS_MODES)[keyof typeof SMS_MODES];
export const SMS_MODE_VALUES: readonly string[] = Object.values(SMS_MODES);

/** What the client needs to know about SMS codes (the server's limits are in src/server/sms). */
export const SMS_CODE = {
  length: 6,
  /** The send button counts down this long before a new code may be asked for. */
  resendSeconds: 60,
} as const;

export interface SmsRequest {
  mobile: string;
  smsmode: SmsMode;
}

export interface PhoneLoginRequest {
  mobile: string;
  /** The SMS code (JeecgBoot names it `captcha`). */
  captcha: string;
}

export interface EnterpriseLoginRequest {
  creditCode: string;
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string | number;
}

export interface RegisterRequest {
  username: string;
  password: string;
  phone: string;
  smscode: string;
  email?: string;
  realname?: string;
}

export interface PhoneVerificationRequest {
  phone: string;
  smscode: string;
}

/** Answer of phoneVerification: `smscode` is a single-use reset ticket, not the SMS code. */
export interface PhoneVerificationResult {
  smscode: string;
  username: string;
}

export interface PasswordChangeRequest {
  username: string;
  password: string;
  phone: string;
  /** The reset ticket from phoneVerification. */
  smscode: string;
}

/** Fields a user may change on their own account (never roles, status, departments or tenants). */
export interface EditByUserRequest {
  realname?: string;
  sex?: number | null;
  birthday?: string | null;
  email?: string | null;
  telephone?: string | null;
  avatar?: string | null;
}

export interface ChangePhoneRequest {
  phone: string;
  smscode: string;
}

export const PROFILE_LIMITS = {
  realnameMax: 50,
  emailMax: 100,
  telephoneMax: 45,
  avatarMax: 255,
} as const;

/** Role a self-registered account receives (schemas/roles.json: 企业用户). */
export const REGISTER_DEFAULT_ROLE = 'enterprise';

/** Length of every new password (register, reset, own change); the server's PASSWORD_RULES use it. */
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;
