// Data rules configured per menu (sys_permission_data_rule) and applied by the engine: a rule names a
// field of the entity the menu shows (allowlist: the entity's schema fields), a condition and a value
// or a system variable. The rules a user's roles selected for any menu showing the entity are ANDed
// into every read of that entity (JeecgBoot: "data-permission rules are ANDed in automatically").
import { CamelCasePlugin } from 'kysely';
import type { Kysely } from 'kysely';
import { entityNameOf } from '../../../shared/engine-api';
import { RULE_VARIABLES, ROLE_MESSAGES, isRuleCondition } from '../../../shared/roles/roles-texts';
import type { RuleCondition } from '../../../shared/roles/roles-texts';
import type { Dialect } from '../../db/database';
import type { DynamicDatabase } from '../../engine/engine-db';
import type { Principal } from '../../engine/principal';
import type { EntityRegistry, ResolvedEntity, ResolvedField } from '../../engine/registry';
import { compare, escapeLike, inList, like, notInList } from '../../engine/sql-conditions';
import type { Condition } from '../../engine/sql-conditions';
import { Errors } from '../../errors';
import { heldGrants } from './held-grants';
import type { DataRuleRow, RolesDb } from './tables';

/** System columns a rule may name besides the schema's fields (the JeecgBoot rule targets). */
const RULE_SYSTEM_KEYS = new Set(['createBy', 'sysOrgCode', 'createTime', 'updateBy']);

/** The entity a menu row shows (its component 'entity/<name>'), if any. */
export function entityOfComponent(registry: EntityRegistry, component: string | null): ResolvedEntity | null {
  const name = entityNameOf(component);
  return name ? (registry.get(name) ?? null) : null;
}

/** The field a rule may name on the entity: a schema field, or an allowed system column. */
export function ruleField(entity: ResolvedEntity, key: string): ResolvedField | null {
  const field = entity.field(key);
  if (!field) return null;
  return !field.system || RULE_SYSTEM_KEYS.has(field.key) ? field : null;
}

const numeric = (field: ResolvedField) => ['integer', 'bigint', 'numeric'].includes(field.sqlType.kind);
const isVariable = (value: string) => (Object.values(RULE_VARIABLES) as string[]).includes(value);

/** Refuses a rule that names an unknown field or condition, or a value its column cannot hold. */
export function checkRule(
  entity: ResolvedEntity | null,
  column: string,
  conditions: string,
  value: string,
): void {
  if (!entity) throw Errors.roleRefused(ROLE_MESSAGES.ruleNoEntity);
  const field = ruleField(entity, column);
  if (!field) throw Errors.roleRefused(ROLE_MESSAGES.ruleColumnUnknown(column.slice(0, 50)));
  if (!isRuleCondition(conditions)) throw Errors.roleRefused(ROLE_MESSAGES.ruleConditionUnknown);
  if (numeric(field) && !isVariable(value) && conditions !== 'IN' && !conditions.includes('LIKE')) {
    if (!Number.isFinite(Number(value))) throw Errors.roleRefused(ROLE_MESSAGES.ruleColumnUnknown(column));
  }
}

function resolveValue(value: string, principal: Principal): string {
  if (value === RULE_VARIABLES.userCode) return principal.user.username;
  if (value === RULE_VARIABLES.orgCode) return principal.user.orgCode ?? '';
  return value;
}

/** The SQL condition of one rule; null when the rule no longer fits the entity (then it is skipped). */
export function ruleCondition(
  entity: ResolvedEntity,
  rule: DataRuleRow,
  principal: Principal,
  dialect: Dialect,
): Condition | null {
  const field = ruleField(entity, rule.ruleColumn);
  if (!field || !isRuleCondition(rule.ruleConditions)) return null;
  const value = resolveValue(rule.ruleValue, principal);
  const op: RuleCondition = rule.ruleConditions;
  const scalar = numeric(field) && Number.isFinite(Number(value)) ? Number(value) : value;
  switch (op) {
    case 'IN':
      return inList(
        field.column,
        value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      );
    case 'LIKE':
      return like(field, `%${escapeLike(value)}%`, dialect);
    case 'LEFT_LIKE':
      return like(field, `%${escapeLike(value)}`, dialect);
    case 'RIGHT_LIKE':
      return like(field, `${escapeLike(value)}%`, dialect);
    case '!=':
      return notInList(field.column, [scalar]);
    default:
      if (numeric(field) && typeof scalar !== 'number') return null;
      return compare(field.column, op, scalar);
  }
}

/**
 * The enabled rules the user's grants selected on menus that show this entity (null: on any menu),
 * memoised with the grants (every table read here is one of the auth cache's AUTH_TABLES, so a change
 * drops them).
 */
function rulesFor(db: RolesDb, principal: Principal, entity: ResolvedEntity | null): Promise<DataRuleRow[]> {
  const key = `menuRules:${entity?.name ?? '*'}`;
  let rules = principal.grantsMemo.get(key) as Promise<DataRuleRow[]> | undefined;
  if (!rules) {
    rules = (async () => {
      let grants = db
        .selectFrom(heldGrants(db, principal.user.id).as('held'))
        .innerJoin('sysPermission', 'sysPermission.id', 'held.permissionId')
        .select(['held.dataRuleIds'])
        .where('sysPermission.delFlag', '=', 0)
        .where('held.dataRuleIds', 'is not', null);
      if (entity) grants = grants.where('sysPermission.component', '=', `entity/${entity.name}`);
      const ids = [
        ...new Set((await grants.execute()).flatMap((g) => (g.dataRuleIds ?? '').split(',').filter(Boolean))),
      ];
      if (ids.length === 0) return [];
      return db
        .selectFrom('sysPermissionDataRule')
        .selectAll()
        .where('id', 'in', ids)
        .where('status', '=', '1')
        .execute();
    })();
    principal.grantsMemo.set(key, rules);
    // A failed read is not remembered.
    rules.catch(() => principal.grantsMemo.delete(key));
  }
  return rules;
}

/** Whether any grant of the user selects an enabled data rule, on any menu. */
export async function hasMenuDataRules(db: Kysely<DynamicDatabase>, principal: Principal): Promise<boolean> {
  const roles = db.withPlugin(new CamelCasePlugin()) as unknown as RolesDb;
  return (await rulesFor(roles, principal, null)).length > 0;
}

/** The conditions the user's data rules put on reads of the entity. */
export async function menuRuleConditions(
  db: RolesDb,
  dialect: Dialect,
  principal: Principal,
  entity: ResolvedEntity,
): Promise<Condition[]> {
  return (await rulesFor(db, principal, entity)).flatMap(
    (rule) => ruleCondition(entity, rule, principal, dialect) ?? [],
  );
}

/** The same, from the engine's plugin-free handle (access.ts). */
export function engineMenuRuleConditions(
  db: Kysely<DynamicDatabase>,
  dialect: Dialect,
  principal: Principal,
  entity: ResolvedEntity,
): Promise<Condition[]> {
  return menuRuleConditions(
    db.withPlugin(new CamelCasePlugin()) as unknown as RolesDb,
    dialect,
    principal,
    entity,
  );
}
