// GET /sys/checkRule/checkByCode?ruleCode=&value=: checks a form value against an administrator's
// code rule (check-rule.ts). Any signed-in user's forms use it, as in JeecgBoot; the rules themselves
// are the sysCheckRule entity (its list page under 系统管理, guarded by system:checkRule:*).
import type { FastifyInstance } from 'fastify';
import { COMPAT_PATHS } from '../../../shared/compatibility/compat-api';
import { allow } from '../../auth/route-access';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { checkValue, parseRuleParts } from './check-rule';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** JeecgBoot's client encodes the value once more (encodeURIComponent) and the server decodes it. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function registerCheckRuleRoutes(api: FastifyInstance, { db }: AppServices): void {
  api.get(COMPAT_PATHS.checkByCode, allow.signedIn, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const ruleCode = text(query.ruleCode).trim();
    const rule = ruleCode
      ? await db
          .selectFrom('sysCheckRule')
          .select('ruleJson')
          .where('ruleCode', '=', ruleCode)
          .executeTakeFirst()
      : undefined;
    if (!rule) throw Errors.checkRuleUnknown();
    const failure = checkValue(parseRuleParts(rule.ruleJson), decoded(text(query.value)));
    if (failure) throw Errors.checkRuleFailed(failure.message, failure);
    return ok(null);
  });
}
