// The password half of signing in, shared by /sys/login and /sys/enterpriseLogin: captcha, lock,
// lookup and scrypt check, failures counted towards the lock and written to the login log.
import type { FastifyRequest } from 'fastify';
import type { CaptchaCheck } from '../../auth/captcha';
import { LOGIN_THROTTLE } from '../../auth/login-throttle';
import { UNMATCHABLE_HASH, verifyPassword } from '../../auth/password-hash';
import type { UserRow } from '../../db/tables';
import type { AppError } from '../../errors';
import { Errors } from '../../errors';
import type { AppServices } from '../../services';
import { writeLoginLog } from '../sys/login-log';

export interface PasswordCredentials {
  username: string;
  password: string;
  captcha?: string | undefined;
  checkKey?: string | number | undefined;
}

const captchaErrors: Record<Exclude<CaptchaCheck, 'ok'>, () => AppError> = {
  missing: Errors.captchaMissing,
  expired: Errors.captchaExpired,
  wrong: Errors.captchaWrong,
};

type Deps = Pick<AppServices, 'db' | 'captcha' | 'throttle'>;

/** Records a failed sign-in and answers with the attempts left or the lock. */
export async function refuseLogin(
  { db, throttle }: Deps,
  request: FastifyRequest,
  username: string,
  user: UserRow | undefined,
): Promise<never> {
  const left = await throttle.recordFailure({ username, address: request.ip });
  await writeLoginLog(db, request, {
    content: `用户名: ${username},登录失败：用户名或密码错误`,
    userId: user?.id ?? null,
    username,
  });
  throw left > 0 ? Errors.loginFailed(left) : Errors.loginLocked(LOGIN_THROTTLE.lockMs / 60_000);
}

/** The user whose password matched; throws the contract's refusal otherwise. */
export async function checkPassword(
  deps: Deps,
  request: FastifyRequest,
  credentials: PasswordCredentials,
): Promise<UserRow> {
  const username = credentials.username.trim();
  const { password } = credentials;
  if (!username || !password) throw Errors.credentialsRequired();

  const check = await deps.captcha.check(
    credentials.checkKey === undefined ? undefined : String(credentials.checkKey),
    credentials.captcha,
  );
  if (check !== 'ok') throw captchaErrors[check]();

  const attempt = { username, address: request.ip };
  const lockedFor = await deps.throttle.lockedMinutes(attempt);
  if (lockedFor !== null) throw Errors.loginLocked(lockedFor);

  const user = await deps.db
    .selectFrom('sysUser')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirst();
  // Unknown users cost one hash too, so timing does not tell which usernames exist.
  const passwordMatches = await verifyPassword(password, user?.passwordHash ?? UNMATCHABLE_HASH);
  if (!user || !passwordMatches) return refuseLogin(deps, request, username, user);
  await deps.throttle.reset(attempt);
  return user;
}
