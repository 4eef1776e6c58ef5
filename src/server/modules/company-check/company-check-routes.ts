// GET /public/companyCheck?creditCode= (spec §2 /companylist): whether a company holds a valid
// policy, for anyone. What keeps it from becoming a way to list the platform's enterprises:
// - exact match only: the code must be a well-formed 统一社会信用代码 (check digit included), so
//   no wildcard, prefix or partial code reaches the query, and the value is bound, never pasted;
// - the answer is the company's name, 有效 / 无有效保单 and the valid cover's end date, nothing else;
// - calls are counted per client IP in the shared store (as the public screens and SMS sends are),
//   so guessing codes at scale is answered 429.
// Tenants: all of them. The question is about the company, not about an insurer's book, and the
// answer names no tenant; a company insured in two tenants is valid when either policy is.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { COMPANY_CHECK_PATH, COMPANY_CHECK_STATUS, COMPANY_CHECK_TEXTS } from '../../../shared/company-check';
import type { CompanyCheckResult } from '../../../shared/company-check';
import { formatDate } from '../../../shared/date-format';
import { isValidCreditCode } from '../../../shared/validation/check-digits';
import { allow } from '../../auth/route-access';
import { CANCELLED_POLICY } from '../../business/insure-status';
import { engineDb } from '../../engine/engine-db';
import { allOf, compare, inList } from '../../engine/sql-conditions';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';

export const COMPANY_CHECK_LIMITS = {
  /** Checks one client IP may make per window: a person checking a few companies never meets it. */
  perIp: 20,
  windowMs: 60_000,
  /** Enterprise rows (one per tenant) read for one code at most. */
  maxTenants: 50,
} as const;

export const companyCheckRateKey = (ip: string) => `company-check:ip:${ip}`;

export function registerCompanyCheckRoutes(api: FastifyInstance, services: AppServices): void {
  const { store } = services;
  const db = engineDb(services.db);
  const enterprise = services.engine.registry.get('enterprise')!;
  const policy = services.engine.registry.get('policy')!;
  const column = (entity: typeof enterprise, key: string) => entity.field(key)!.column;

  api.get<{ Querystring: { creditCode?: string } }>(COMPANY_CHECK_PATH, allow.public, async (request) => {
    // Counted before anything is checked: malformed guesses cost the same as well-formed ones.
    const calls = await store.increment(companyCheckRateKey(request.ip), COMPANY_CHECK_LIMITS.windowMs);
    if (calls > COMPANY_CHECK_LIMITS.perIp) throw Errors.companyCheckRateLimited();
    const code = String(request.query.creditCode ?? '')
      .trim()
      .toUpperCase();
    if (!isValidCreditCode(code)) throw Errors.companyCodeInvalid();

    const nameColumn = column(enterprise, 'enterpriseName');
    const companies = await db
      .selectFrom(enterprise.table)
      .select(['id', nameColumn])
      .where(compare(column(enterprise, 'creditCode'), '=', code))
      .orderBy('id')
      .limit(COMPANY_CHECK_LIMITS.maxTenants)
      .execute();
    if (companies.length === 0) throw Errors.companyNotFound();

    const today = formatDate();
    const status = sql.ref(column(policy, 'policyStatus'));
    const endColumn = column(policy, 'endDate');
    const cover = await db
      .selectFrom(policy.table)
      .select(sql<string | null>`max(${sql.ref(endColumn)})`.as('endDate'))
      .where(
        allOf([
          inList(
            column(policy, 'enterpriseId'),
            companies.map((row) => String(row.id)),
          ),
          sql<SqlBool>`coalesce(${status}, '') <> ${CANCELLED_POLICY}`,
          compare(column(policy, 'startDate'), '<=', today),
          compare(endColumn, '>=', today),
        ]),
      )
      .executeTakeFirst();
    const endDate = cover?.endDate ? String(cover.endDate).slice(0, 10) : null;
    const result: CompanyCheckResult = {
      enterpriseName: String(companies[0]![nameColumn] ?? ''),
      status: endDate ? COMPANY_CHECK_STATUS.valid : COMPANY_CHECK_STATUS.none,
      statusText: endDate ? COMPANY_CHECK_TEXTS.valid : COMPANY_CHECK_TEXTS.none,
      policyEndDate: endDate,
    };
    return ok(result);
  });
}
