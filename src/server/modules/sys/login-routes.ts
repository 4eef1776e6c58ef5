// Captcha, login and logout (contract §5.1, §5.2, §5.6).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../../shared/api-paths';
import type { LoginRequest, LoginResult } from '../../../shared/api-types';
import { readToken } from '../../auth/authenticate';
import type { CaptchaCheck } from '../../auth/captcha';
import { LOGIN_THROTTLE } from '../../auth/login-throttle';
import { UNMATCHABLE_HASH, verifyPassword } from '../../auth/password-hash';
import type { AppError } from '../../errors';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import type { UserRow } from '../../db/tables';
import { writeLoginLog } from './login-log';
import { isTenantUsable } from '../../../shared/tenants/tenant-rules';
import { departsOfUser, tenantsOfUser, toDepart, toTenant, toUserInfo } from './user-profile';

const loginBodySchema = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', maxLength: 100 },
    password: { type: 'string', maxLength: 200 },
    captcha: { type: 'string', maxLength: 20 },
    checkKey: { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'number' }] },
    remember_me: { type: 'boolean' },
  },
} as const;

const captchaErrors: Record<Exclude<CaptchaCheck, 'ok'>, () => AppError> = {
  missing: Errors.captchaMissing,
  expired: Errors.captchaExpired,
  wrong: Errors.captchaWrong,
};

export function registerLoginRoutes(app: FastifyInstance, services: AppServices): void {
  const { db, captcha, throttle, sessions, dictionaries } = services;

  app.get<{ Params: { key: string } }>(
    API_PATHS.randomImage,
    { config: { public: true } },
    async (request) => {
      if (!captcha.isValidKey(request.params.key)) throw Errors.captchaKeyInvalid();
      return ok(await captcha.issue(request.params.key));
    },
  );

  /** Records a failed password and answers with the attempts left or the lock. */
  async function refuse(
    request: FastifyRequest,
    username: string,
    user: UserRow | undefined,
  ): Promise<never> {
    const left = await throttle.recordFailure(username);
    await writeLoginLog(db, request, {
      content: `用户名: ${username},登录失败：用户名或密码错误`,
      userId: user?.id ?? null,
      username,
    });
    throw left > 0 ? Errors.loginFailed(left) : Errors.loginLocked(LOGIN_THROTTLE.lockMs / 60_000);
  }

  app.post<{ Body: LoginRequest }>(
    API_PATHS.login,
    { config: { public: true }, schema: { body: loginBodySchema } },
    async (request) => {
      const username = request.body.username.trim();
      const { password } = request.body;
      if (!username || !password) throw Errors.credentialsRequired();

      const check = await captcha.check(
        request.body.checkKey === undefined ? undefined : String(request.body.checkKey),
        request.body.captcha,
      );
      if (check !== 'ok') throw captchaErrors[check]();

      const lockedFor = await throttle.lockedMinutes(username);
      if (lockedFor !== null) throw Errors.loginLocked(lockedFor);

      const user = await db
        .selectFrom('sysUser')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
      // Unknown users cost one hash too, so timing does not tell which usernames exist.
      const passwordMatches = await verifyPassword(password, user?.passwordHash ?? UNMATCHABLE_HASH);
      if (!user || !passwordMatches) return refuse(request, username, user);
      if (user.delFlag === 1) throw Errors.userDeleted();
      if (user.status !== 1) throw Errors.userFrozen();

      const [departs, tenants] = await Promise.all([departsOfUser(db, user.id), tenantsOfUser(db, user.id)]);
      // JeecgBoot's queryEffectiveTenant: a user with tenants needs one usable now (tenants module).
      const usableTenants = tenants.filter((t) => isTenantUsable(t));
      if (tenants.length > 0 && usableTenants.length === 0) throw Errors.tenantsFrozen();

      // One department becomes the current one; with several, keep a valid choice or take the first.
      const currentOrgCode = departs.some((d) => d.orgCode === user.orgCode)
        ? user.orgCode
        : (departs[0]?.orgCode ?? null);
      if (currentOrgCode !== user.orgCode) {
        await db.updateTable('sysUser').set({ orgCode: currentOrgCode }).where('id', '=', user.id).execute();
        user.orgCode = currentOrgCode;
      }

      await throttle.reset(username);
      const token = await sessions.create(user.id, {
        ip: request.ip,
        userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
      });
      await writeLoginLog(db, request, {
        content: `用户名: ${username},登录成功！`,
        userId: user.id,
        username,
      });

      const result: LoginResult = {
        token,
        userInfo: toUserInfo(user, departs, tenants),
        departs: departs.map(toDepart),
        multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
        sysAllDictItems: await dictionaries.all(),
        tenantList: usableTenants.map(toTenant),
      };
      return ok(result, SuccessMessages.login);
    },
  );

  // Public so that a client whose session already expired can still log out cleanly.
  app.post(API_PATHS.logout, { config: { public: true } }, async (request) => {
    const token = readToken(request);
    if (!token) throw Errors.logoutFailed();
    const session = await sessions.revoke(token);
    if (!session) throw Errors.logoutTokenUnknown();
    const user = await db
      .selectFrom('sysUser')
      .select(['id', 'username', 'realname'])
      .where('id', '=', session.userId)
      .executeTakeFirst();
    if (user) {
      await writeLoginLog(db, request, {
        content: `用户名: ${user.realname},退出成功！`,
        userId: user.id,
        username: user.username,
      });
    }
    return ok(null, SuccessMessages.logout);
  });
}
