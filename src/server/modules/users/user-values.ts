// What an add or edit request may write (contract §8.5: the entity plus `selectedroles`,
// `selecteddeparts`, `relTenantIds`): an explicit list of fields, each checked. Status, flags,
// org code, ids and audit columns are never taken from a request.
import { UPLOAD_LIMITS } from '../../../shared/uploads';
import { EMAIL_PATTERN, MOBILE_PATTERN, USERNAME_PATTERN, USER_TEXTS } from '../../../shared/users/texts';
import { PASSWORD_RULES } from '../../auth/password-rules';
import { Errors } from '../../errors';

export interface UserBody {
  id?: string;
  username?: string;
  realname?: string;
  password?: string;
  avatar?: string | null;
  birthday?: string | null;
  sex?: number | string | null;
  email?: string | null;
  phone?: string | null;
  telephone?: string | null;
  workNo?: string | null;
  post?: string | null;
  userIdentity?: number | string | null;
  selectedroles?: string | null;
  selecteddeparts?: string | null;
  relTenantIds?: string | null;
}

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const smallInt = {
  anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 2 }, { type: 'null' }],
} as const;

export const userWriteSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 32 },
    username: { type: 'string', maxLength: 100 },
    realname: { type: 'string', maxLength: 100 },
    password: { type: 'string', maxLength: 200 },
    avatar: text(255),
    birthday: text(10),
    sex: smallInt,
    email: text(100),
    phone: text(45),
    telephone: text(45),
    workNo: text(100),
    post: text(100),
    userIdentity: smallInt,
    selectedroles: text(10_000),
    selecteddeparts: text(10_000),
    relTenantIds: text(2_000),
  },
} as const;

/** An uploaded file's stored path (see upload-routes): never a URL or a path of the client's. */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const ids = (value: string | null | undefined) => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

function optionInt(value: number | string | null | undefined, allowed: readonly number[]): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  if (!allowed.includes(number)) throw Errors.badRequest('取值不正确');
  return number;
}

export interface UserValues {
  realname: string;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  telephone: string | null;
  workNo: string | null;
  post: string | null;
  userIdentity: number | null;
}

export interface UserLinks {
  /** undefined: not sent, leave as is. */
  roleIds?: string[];
  departIds?: string[];
  tenantIds?: number[];
}

export function userValues(body: UserBody): UserValues {
  const realname = body.realname?.trim();
  if (!realname) throw Errors.userInvalid(USER_TEXTS.realnameRequired);
  const phone = blank(body.phone);
  if (phone && !MOBILE_PATTERN.test(phone)) throw Errors.userInvalid(USER_TEXTS.mobileFormat);
  const email = blank(body.email);
  if (email && !EMAIL_PATTERN.test(email)) throw Errors.userInvalid(USER_TEXTS.emailFormat);
  const avatar = blank(body.avatar);
  if (avatar && !UPLOAD_LIMITS.storedImagePattern.test(avatar)) throw Errors.badRequest('avatar 格式不正确');
  const birthday = blank(body.birthday);
  if (birthday && !DATE_PATTERN.test(birthday)) throw Errors.badRequest('birthday 格式不正确');
  return {
    realname,
    avatar,
    birthday,
    sex: optionInt(body.sex, [1, 2]),
    email,
    phone,
    telephone: blank(body.telephone),
    workNo: blank(body.workNo),
    post: blank(body.post),
    userIdentity: optionInt(body.userIdentity, [1, 2]),
  };
}

export function userLinks(body: UserBody): UserLinks {
  const links: UserLinks = {};
  if (body.selectedroles !== undefined) links.roleIds = ids(body.selectedroles);
  if (body.selecteddeparts !== undefined) links.departIds = ids(body.selecteddeparts);
  if (body.relTenantIds !== undefined) {
    const tenants = ids(body.relTenantIds).map(Number);
    if (tenants.some((t) => !Number.isInteger(t) || t <= 0))
      throw Errors.userInvalid(USER_TEXTS.tenantUnknown);
    links.tenantIds = tenants;
  }
  return links;
}

export function checkUsername(username: string | undefined): string {
  const value = username?.trim() ?? '';
  if (!value) throw Errors.userInvalid(USER_TEXTS.usernameRequired);
  if (!USERNAME_PATTERN.test(value)) throw Errors.userInvalid(USER_TEXTS.usernameFormat);
  return value;
}

export function checkNewPassword(password: string | undefined): string {
  if (!password) throw Errors.userInvalid(USER_TEXTS.passwordRequired);
  if (password.length < PASSWORD_RULES.minLength) throw Errors.passwordTooShort(PASSWORD_RULES.minLength);
  if (password.length > PASSWORD_RULES.maxLength) throw Errors.passwordTooLong(PASSWORD_RULES.maxLength);
  return password;
}
