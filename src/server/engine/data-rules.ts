// Row-level data rules: an entity's `dataRules` name hooks registered here. A hook names the roles it
// restricts and answers, for a user holding one, the values the rule's field may hold. Reads are
// filtered to those values; writes and deletes outside them are refused.
import path from 'node:path';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { DEFINITION_FILES } from '../definitions/definition-files';
import type { EngineDb } from './engine-db';
import type { Principal } from './principal';
import type { EntityRegistry, ResolvedEntity, ResolvedField } from './registry';

export interface DataRuleContext {
  db: EngineDb;
  registry: EntityRegistry;
  principal: Principal;
}

export interface DataRuleHook {
  /** The role codes whose users the hook restricts; users holding none of them are not restricted. */
  roles: readonly string[];
  /** Why the hook cannot work with these schemas, or null. */
  checkSchemas(registry: EntityRegistry): string | null;
  /** The values the rule's field may hold for a user holding one of `roles`. */
  allowedValues(context: DataRuleContext): Promise<readonly string[]>;
}

/** Users holding this role see only the enterprises they are staff of. */
export const ENTERPRISE_ROLE_CODE = 'enterprise';

const STAFF = { entity: 'enterpriseStaff', enterprise: 'enterpriseId', user: 'userId' } as const;

const ownEnterprise: DataRuleHook = {
  roles: [ENTERPRISE_ROLE_CODE],
  checkSchemas(registry) {
    const staff = registry.get(STAFF.entity);
    if (!staff) return `needs the entity "${STAFF.entity}"`;
    const missing = [STAFF.enterprise, STAFF.user].filter((key) => !staff.field(key));
    return missing.length ? `needs the fields ${missing.join(', ')} on "${STAFF.entity}"` : null;
  },
  async allowedValues({ db, registry, principal }) {
    const staff = registry.get(STAFF.entity)!;
    const enterprise = staff.field(STAFF.enterprise)!.column;
    let query = db
      .selectFrom(staff.table)
      .select(enterprise)
      .distinct()
      .where(staff.field(STAFF.user)!.column, '=', principal.user.id);
    if (staff.tenantScoped) query = query.where('tenant_id', '=', principal.tenantId);
    const rows = await query.execute();
    return rows.map((row) => String(row[enterprise]));
  },
};

export const DATA_RULE_HOOKS: Readonly<Record<string, DataRuleHook>> = { ownEnterprise };

/** Role codes some data-rule hook restricts: such roles see only part of an entity's rows. */
export const DATA_RULED_ROLE_CODES: ReadonlySet<string> = new Set(
  Object.values(DATA_RULE_HOOKS).flatMap((hook) => hook.roles),
);

/** The values a hook allows this user (memoised per request), or null when it does not restrict them. */
function hookValues(context: DataRuleContext, name: string): Promise<readonly string[] | null> {
  const key = `dataRule:${name}`;
  let values = context.principal.memo.get(key) as Promise<readonly string[] | null> | undefined;
  if (!values) {
    const hook = DATA_RULE_HOOKS[name]!;
    values = context.principal
      .roleCodes()
      .then((codes) => (hook.roles.some((role) => codes.has(role)) ? hook.allowedValues(context) : null));
    context.principal.memo.set(key, values);
  }
  return values;
}

/** Whether any data-rule hook restricts this user (on any entity). */
export async function isRestrictedByHooks(context: DataRuleContext): Promise<boolean> {
  const codes = await context.principal.roleCodes();
  return [...DATA_RULED_ROLE_CODES].some((role) => codes.has(role));
}

/** Every data rule naming an unknown hook, or a hook the schemas cannot serve, as definition problems. */
export function checkDataRuleHooks(registry: EntityRegistry): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  for (const entity of registry.entities) {
    const file = path.join('schemas', DEFINITION_FILES.entities, `${entity.name}.json`);
    entity.definition.dataRules?.forEach((rule, index) => {
      const pointer = `/dataRules/${index}/hook`;
      const hook = Object.prototype.hasOwnProperty.call(DATA_RULE_HOOKS, rule.hook)
        ? DATA_RULE_HOOKS[rule.hook]
        : undefined;
      if (!hook) {
        const known = Object.keys(DATA_RULE_HOOKS).join(', ');
        problems.push({
          file,
          pointer,
          reason: `unknown data rule hook "${rule.hook}" (registered: ${known})`,
        });
        return;
      }
      const reason = hook.checkSchemas(registry);
      if (reason) problems.push({ file, pointer, reason: `data rule hook "${rule.hook}" ${reason}` });
    });
  }
  return problems;
}

export interface DataRestriction {
  field: ResolvedField;
  allowed: ReadonlySet<string>;
}

/** The restrictions the entity's data rules put on this user (unrestricted rules are left out). */
export async function restrictionsOf(
  context: DataRuleContext,
  entity: ResolvedEntity,
): Promise<DataRestriction[]> {
  const restrictions: DataRestriction[] = [];
  for (const rule of entity.definition.dataRules ?? []) {
    const allowed = await hookValues(context, rule.hook);
    if (allowed) restrictions.push({ field: entity.field(rule.field)!, allowed: new Set(allowed) });
  }
  return restrictions;
}
