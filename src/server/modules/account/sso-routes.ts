// Sign-on through an identity provider (sso/): JeecgBoot's CAS client call and its third-party login's
// getLoginUser. The provider names an existing account; the rest is an ordinary sign-in
// (completeLogin: frozen and deleted accounts refused, session, login log, the login result).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../../shared/api-paths';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { createSsoProviders } from '../../sso/sso-provider';
import type { SsoProof, SsoProvider } from '../../sso/sso-provider';
import { completeLogin } from './login-completion';

const MAX_PROOF_LENGTH = 2000;

export function registerSsoRoutes(api: FastifyInstance, services: AppServices): void {
  const providers = createSsoProviders(services.config.sso);

  const signOn = async (
    provider: SsoProvider | null,
    proof: SsoProof,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    if (!provider) throw Errors.ssoOff();
    if (!proof.token || proof.token.length > MAX_PROOF_LENGTH) throw Errors.ssoRefused();
    const username = await provider.identify(proof, request.log);
    if (!username) throw Errors.ssoRefused();
    const user = await services.db
      .selectFrom('sysUser')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
    if (!user) throw Errors.ssoUserUnknown();
    return ok(await completeLogin(services, request, reply, user), SuccessMessages.login);
  };

  api.get<{ Querystring: { ticket?: string; service?: string } }>(
    API_PATHS.casValidateLogin,
    { config: { access: 'public' } },
    (request, reply) =>
      signOn(
        providers.cas,
        { token: String(request.query.ticket ?? '').trim(), service: String(request.query.service ?? '') },
        request,
        reply,
      ),
  );

  api.get<{ Params: { token: string; thirdType: string } }>(
    API_PATHS.thirdLoginUser,
    { config: { access: 'public' } },
    (request, reply) =>
      signOn(
        providers.third(request.params.thirdType),
        { token: request.params.token.trim() },
        request,
        reply,
      ),
  );
}
