// The security headers of every answer (helmet's: Content-Security-Policy, HSTS, nosniff, frame and
// referrer policies…), from helmet's middleware built once at start. @fastify/helmet built it again on
// every request (helmet(options) per request, parsing the policy each time): about 0.1 ms of each
// answer, on the smallest as on the largest. A route that needs another policy sets its own header.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

export const SECURITY_HEADER_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd writes its CSS-in-JS into style elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet(SECURITY_HEADER_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
