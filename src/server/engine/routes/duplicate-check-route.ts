// GET /sys/duplicate/check?tableName=&fieldName=&fieldVal=&dataId= — whether a value is still free
// for a unique field. Only table/field pairs the schemas declare unique are served (anything else is
// refused before any SQL); scoped rules need their scope values as parameters (by key or column).
// Only a user who may add or edit the entity may ask: the check exists for its form. Tables outside the
// engine (users, roles) bring their own checks, each with the codes of the form it serves.
import type { FastifyInstance } from 'fastify';
import { ENGINE_PATHS } from '../../../shared/engine-api';
import { normalizeFieldValue } from '../../../shared/validation/field-values';
import { authOf } from '../../auth/authenticate';
import { allow } from '../../auth/route-access';
import { mayUse } from '../principal';
import { isAllowed } from '../../../shared/permission-rules';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { Engine } from '../index';
import { paramText } from '../filters';
import type { QueryParams } from '../filters';
import type { ResolvedEntity, UniqueRule } from '../registry';
import { allOf, compare, inList } from '../sql-conditions';
import { comparableValues } from '../filter-values';
import type { Condition } from '../sql-conditions';

/** A unique column of a table the engine does not serve, as JeecgBoot's client checks it. */
export interface SystemUniqueCheck {
  table: string;
  /** The names the client may send for the column (JeecgBoot sends the column, e.g. work_no). */
  fields: readonly string[];
  /** Permission codes of the forms that ask (any one suffices). */
  codes: readonly string[];
  /** Whether a row other than exceptId already holds the value. */
  taken(value: string, exceptId: string | null): Promise<boolean>;
}

export function registerDuplicateCheckRoute(
  api: FastifyInstance,
  engine: Engine,
  systemChecks: readonly SystemUniqueCheck[] = [],
): void {
  const systemAllowed = new Map<string, SystemUniqueCheck>(
    systemChecks.flatMap((check) => check.fields.map((field) => [`${check.table}|${field}`, check] as const)),
  );
  /** 'table|column' of the checked field -> its entity and rule. */
  const allowed = new Map<string, { entity: ResolvedEntity; rule: UniqueRule }>();
  for (const entity of engine.registry.entities) {
    for (const rule of entity.uniqueRules) {
      const target = rule.fields[rule.fields.length - 1]!;
      allowed.set(`${entity.table}|${target.column}`, { entity, rule });
      allowed.set(`${entity.table}|${target.key}`, { entity, rule });
    }
  }

  api.get(ENGINE_PATHS.duplicateCheck, allow.inHandler, async (request) => {
    const params = (request.query ?? {}) as QueryParams;
    const text = (name: string) => paramText(params[name]).trim();
    const key = `${text('tableName')}|${text('fieldName')}`;
    const system = systemAllowed.get(key);
    if (system) {
      const principal = await engine.principal(request);
      if (!system.codes.some((code) => isAllowed(code, principal.held, principal.switchedOff)))
        throw Errors.noPermission();
      const value = text('fieldVal');
      if (!value) throw Errors.duplicateCheckEmpty();
      if (await system.taken(value, text('dataId') || null)) throw Errors.duplicateValueTaken();
      return ok(null, SuccessMessages.valueAvailable);
    }
    const found = allowed.get(key);
    if (!found) throw Errors.duplicateCheckRefused();
    const { entity, rule } = found;
    const principal = await engine.principal(request);
    if (!mayUse(principal, entity, 'add') && !mayUse(principal, entity, 'edit')) throw Errors.noPermission();
    const target = rule.fields[rule.fields.length - 1]!;
    const normalized = normalizeFieldValue(target.definition, text('fieldVal'));
    if ('error' in normalized || normalized.value === null) throw Errors.duplicateCheckEmpty();
    const conditions: Condition[] = [compare(target.column, '=', normalized.value)];
    for (const scope of rule.fields.slice(0, -1)) {
      const value = text(scope.key) || text(scope.column);
      if (!value) throw Errors.duplicateCheckRefused();
      conditions.push(inList(scope.column, comparableValues(scope, [value])));
    }
    if (rule.tenant) conditions.push(compare('tenant_id', '=', authOf(request).tenantId));
    const dataId = text('dataId');
    if (dataId) conditions.push(compare('id', '<>', dataId));
    const taken = await engine.deps.db
      .selectFrom(entity.table)
      .select('id')
      .where(allOf(conditions))
      .limit(1)
      .executeTakeFirst();
    if (taken) throw Errors.duplicateValueTaken();
    return ok(null, SuccessMessages.valueAvailable);
  });
}
