// Row-level data rules: an entity's `dataRules` name hooks of the registry (hooks.ts). A hook names
// the roles it restricts and answers, for a user holding one, the values the rule's field may hold.
// Reads are filtered to those values; writes and deletes outside them are refused.
import path from 'node:path';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { DEFINITION_FILES } from '../definitions/definition-files';
import { hookNamed } from './hooks';
import type { DataRuleContext, EngineHooks } from './hooks';
import type { EntityRegistry, ResolvedEntity, ResolvedField } from './registry';

export type { DataRuleContext, DataRuleHook } from './hooks';

/** Every data rule naming an unknown hook, or a hook the schemas cannot serve, as definition problems. */
export function checkDataRuleHooks(registry: EntityRegistry, hooks: EngineHooks): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  for (const entity of registry.entities) {
    const file = path.join('schemas', DEFINITION_FILES.entities, `${entity.name}.json`);
    entity.definition.dataRules?.forEach((rule, index) => {
      const pointer = `/dataRules/${index}/hook`;
      const hook = hookNamed(hooks.dataRules, rule.hook);
      if (!hook) {
        const known = Object.keys(hooks.dataRules).join(', ');
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

/** The values a hook allows this user (memoised per request), or null when it does not restrict them. */
function hookValues(
  context: DataRuleContext,
  hooks: EngineHooks,
  name: string,
): Promise<readonly string[] | null> {
  const key = `dataRule:${name}`;
  let values = context.principal.memo.get(key) as Promise<readonly string[] | null> | undefined;
  if (!values) {
    const hook = hookNamed(hooks.dataRules, name)!;
    const { principal, registry, rules } = context;
    const load = () =>
      principal
        .roleCodes()
        .then((codes) => (hook.roles.some((role) => codes.has(role)) ? hook.allowedValues(context) : null));
    const tables = hook.reads?.map((entity) => registry.get(entity)?.table ?? entity);
    // The user's roles are part of the key's owner: grants changes drop the auth cache, not these.
    values =
      rules && tables
        ? principal
            .roleCodes()
            .then((codes) =>
              rules.values(
                `${name}\u0000${principal.user.id}\u0000${principal.user.username}\u0000${principal.tenantId}\u0000${[...codes].sort().join(',')}`,
                tables,
                load,
              ),
            )
        : load();
    context.principal.memo.set(key, values);
  }
  return values;
}

/** Whether any data-rule hook restricts this user (on any entity). */
export async function isRestrictedByHooks(context: DataRuleContext, hooks: EngineHooks): Promise<boolean> {
  const codes = await context.principal.roleCodes();
  return Object.values(hooks.dataRules).some((hook) => hook.roles.some((role) => codes.has(role)));
}

/** The restrictions the entity's data rules put on this user (unrestricted rules are left out). */
export async function restrictionsOf(
  context: DataRuleContext,
  hooks: EngineHooks,
  entity: ResolvedEntity,
): Promise<DataRestriction[]> {
  const restrictions: DataRestriction[] = [];
  for (const rule of entity.definition.dataRules ?? []) {
    const allowed = await hookValues(context, hooks, rule.hook);
    if (allowed) restrictions.push({ field: entity.field(rule.field)!, allowed: new Set(allowed) });
  }
  return restrictions;
}
