// Who may call a route is part of its declaration (NocoBase-style: one check in front of every
// action): each API route states `config.access`, and registering one without it stops the server.
// The authentication hook enforces it, so a guard cannot be forgotten in a handler. The inventory
// lists every route with its access, for the security tests and for review.
import type { FastifyInstance } from 'fastify';

/**
 * - `public`: no session (login, captcha, registration, public screens).
 * - `signedIn`: any signed-in user — their own data and look-ups every page needs (dictionaries,
 *   notices, their menu). Every such route is listed in the security tests.
 * - `inHandler`: the handler authorises by what the request names (an entity's action, a report, a
 *   stored file), through `engine.authorize`, the report's own permission or the file's record.
 * - `{ anyOf }`: a signed-in user holding (or switched off globally, spec §6) one of the button codes.
 */
export type RouteAccess = 'public' | 'signedIn' | 'inHandler' | { readonly anyOf: readonly string[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (required on every API route). */
    access?: RouteAccess;
    /** Answers without changing anything although the contract has it POST: no operation-log entry. */
    readOnly?: boolean;
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

/** Route options declaring the access, to spread into a route's options. */
export const allow = {
  public: { config: { access: 'public' } },
  signedIn: { config: { access: 'signedIn' } },
  inHandler: { config: { access: 'inHandler' } },
  anyOf: (...codes: string[]) => ({ config: { access: { anyOf: codes } } }),
} as const satisfies Record<string, unknown>;

/** The codes an `anyOf` access names, or null for the other kinds. */
export const requiredCodes = (value: RouteAccess | undefined): readonly string[] | null =>
  typeof value === 'object' ? value.anyOf : null;

/**
 * Records every route of the scope with its declared access in `inventory`; when the app gets
 * ready, refuses to start if any route declared none, naming them all (HEAD routes Fastify adds for
 * GET are left out).
 */
export function enforceRouteAccess(api: FastifyInstance, inventory: RouteAccessEntry[]): void {
  const undeclared: string[] = [];
  api.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (methods.length === 0) return;
    const name = `${methods.join(',')} ${route.url}`;
    if (!declared || (typeof declared === 'object' && declared.anyOf.length === 0)) undeclared.push(name);
    else for (const method of methods) inventory.push({ method, url: route.url, access: declared });
  });
  api.addHook('onReady', async () => {
    if (undeclared.length > 0)
      throw new Error(
        `Routes without a declared access (config.access: 'public', 'signedIn', 'inHandler' or ` +
          `{ anyOf: [permission codes] }; see src/server/auth/route-access.ts):\n  ${undeclared.join('\n  ')}`,
      );
  });
}
