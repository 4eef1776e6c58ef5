// Captcha, login and logout (contract §5.1, §5.2, §5.6).
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../shared/api-paths';
import type { LoginRequest } from '../../../shared/api-types';
import { readToken } from '../../auth/authenticate';
import { clearStaticTokenCookie } from '../../auth/static-cookie';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { writeLoginLog } from './login-log';
import { completeLogin } from '../account/login-completion';
import { checkPassword } from '../account/password-check';

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

export function registerLoginRoutes(app: FastifyInstance, services: AppServices): void {
  const { db, captcha, sessions } = services;

  app.get<{ Params: { key: string } }>(
    API_PATHS.randomImage,
    { config: { access: 'public' } },
    async (request) => {
      if (!captcha.isValidKey(request.params.key)) throw Errors.captchaKeyInvalid();
      return ok(await captcha.issue(request.params.key));
    },
  );

  app.post<{ Body: LoginRequest }>(
    API_PATHS.login,
    { config: { access: 'public' }, schema: { body: loginBodySchema } },
    async (request, reply) => {
      // Frozen and deleted accounts are named only after the right password (in completeLogin).
      const user = await checkPassword(services, request, request.body);
      const result = await completeLogin(services, request, reply, user);
      return ok(result, SuccessMessages.login);
    },
  );

  // Public so that a client whose session already expired can still log out cleanly.
  app.post(API_PATHS.logout, { config: { access: 'public' } }, async (request, reply) => {
    clearStaticTokenCookie(reply, services.config.apiPrefix);
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
