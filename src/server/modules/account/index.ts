// Account flows: SMS codes, phone and enterprise login, register, forgot password, own profile,
// single sign-on (CAS, third-party).
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services';
import { registerForgotPasswordRoutes } from './forgot-password-routes';
import { registerLoginByPhoneRoutes } from './login-routes';
import { registerProfileRoutes } from './profile-routes';
import { registerRegisterRoutes } from './register-routes';
import { registerSmsRoutes } from './sms-routes';
import { registerSsoRoutes } from './sso-routes';

export function registerAccountFlowRoutes(api: FastifyInstance, services: AppServices): void {
  registerSmsRoutes(api, services);
  registerLoginByPhoneRoutes(api, services);
  registerRegisterRoutes(api, services);
  registerForgotPasswordRoutes(api, services);
  registerProfileRoutes(api, services);
  registerSsoRoutes(api, services);
}
