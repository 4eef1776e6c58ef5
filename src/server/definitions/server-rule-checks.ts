// The server rules an entity names (option rules on table dictionaries, advice, maintained values):
// each hook must be registered — the message lists the registered ones — its inputs bound exactly to
// fields of the entity, the entities and fields it works with present; an option rule narrows its
// own target; a maintained value is a single-valued stored field following an entity and field that
// exist (readonly), or computed by a row hook of its own entity (readonly unless the hook reads it).
import type { EntityDefinition } from '../../shared/schema-language/entity';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import type { ServerRuleHooks, SchemaNeed } from '../engine/server-rule-hooks';
import { hookNamed } from '../engine/hooks';
import { SYSTEM_FIELDS, entityFile } from './entity-checks';

type Problem = (pointer: string, reason: string) => void;

const storedKeys = (entity: EntityDefinition) =>
  new Set([...entity.fields.filter((f) => !f.derived).map((f) => f.key), ...SYSTEM_FIELDS]);

/** What is missing for a hook's needs, or null. */
function unmetNeed(
  needs: readonly SchemaNeed[],
  byName: ReadonlyMap<string, EntityDefinition>,
): string | null {
  for (const [name, ...keys] of needs) {
    const entity = byName.get(name);
    if (!entity) return `needs the entity "${name}"`;
    const present = storedKeys(entity);
    const missing = keys.filter((key) => !present.has(key));
    if (missing.length) return `needs the fields ${missing.join(', ')} on "${name}"`;
  }
  return null;
}

interface HookUse {
  kind: string;
  name: string;
  /** Pointer of the declaration (…/hook is the name). */
  at: string;
  registry: Readonly<Record<string, { needs: readonly SchemaNeed[]; inputs?: readonly string[] }>>;
  reads?: Readonly<Record<string, string>>;
}

function checkHookUse(
  use: HookUse,
  entity: EntityDefinition,
  byName: ReadonlyMap<string, EntityDefinition>,
  problem: Problem,
): boolean {
  const hook = hookNamed(use.registry, use.name);
  if (!hook) {
    const known = Object.keys(use.registry).join(', ') || 'none';
    problem(`${use.at}/hook`, `unknown ${use.kind} "${use.name}" (registered: ${known})`);
    return false;
  }
  const need = unmetNeed(hook.needs, byName);
  if (need) problem(`${use.at}/hook`, `${use.kind} "${use.name}" ${need}`);
  if (!hook.inputs) return !need;
  const reads = use.reads ?? {};
  const missing = hook.inputs.filter((input) => !(input in reads));
  if (missing.length)
    problem(`${use.at}/reads`, `${use.kind} "${use.name}" reads ${missing.join(', ')}: bind each to a field`);
  const own = storedKeys(entity);
  for (const [input, key] of Object.entries(reads)) {
    if (!hook.inputs.includes(input))
      problem(`${use.at}/reads/${input}`, `${use.kind} "${use.name}" has no input "${input}"`);
    else if (!own.has(key)) problem(`${use.at}/reads/${input}`, `unknown field "${key}"`);
  }
  return !need;
}

/** A value computed from the row itself: the hook must be one that reads rows, of this entity. */
function checkFromRow(entity: EntityDefinition, index: number, hooks: ServerRuleHooks, problem: Problem) {
  const field = entity.fields[index]!;
  const at = `/fields/${index}/maintained`;
  const name = field.maintained!.hook;
  const hook = hookNamed(hooks.maintainedValues, name);
  if (!hook) return; // reported as unknown
  if (hook.from !== 'row')
    return problem(`${at}/hook`, `maintained value "${name}" follows records: declare its entity and match`);
  const [rowEntity, ...read] = hook.needs[0];
  if (rowEntity !== entity.name)
    return problem(`${at}/hook`, `maintained value "${name}" is computed from "${rowEntity}" rows`);
  // An entry the hook never reads would be replaced on save without the user knowing why.
  if (!field.readonly && !read.includes(field.key))
    problem(at, `maintained value "${name}" does not read "${field.key}": declare the field readonly`);
}

function checkMaintained(
  entity: EntityDefinition,
  index: number,
  byName: ReadonlyMap<string, EntityDefinition>,
  hooks: ServerRuleHooks,
  problem: Problem,
) {
  const field = entity.fields[index]!;
  const at = `/fields/${index}/maintained`;
  const declared = field.maintained!;
  if ('entity' in declared && !field.readonly)
    problem(at, 'a maintained value is the server’s: declare the field readonly');
  if (field.derived || field.multiple || field.serial || field.default?.toString().startsWith('$'))
    problem(at, 'a maintained value is one stored value: not derived, multiple, serial or a token default');
  if (!('entity' in declared)) return checkFromRow(entity, index, hooks, problem);
  if (hookNamed(hooks.maintainedValues, declared.hook)?.from === 'row')
    problem(`${at}/hook`, `maintained value "${declared.hook}" is computed from the row: declare no entity`);
  const source = byName.get(declared.entity);
  if (!source) return problem(`${at}/entity`, `unknown entity "${declared.entity}"`);
  for (const [sourceKey, ownKey] of Object.entries(declared.match)) {
    if (!storedKeys(source).has(sourceKey))
      problem(`${at}/match/${sourceKey}`, `entity "${source.name}" has no field "${sourceKey}"`);
    if (!storedKeys(entity).has(ownKey)) problem(`${at}/match/${sourceKey}`, `unknown field "${ownKey}"`);
  }
}

export function checkServerRules(
  entities: readonly EntityDefinition[],
  hooks: ServerRuleHooks,
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const byName = new Map(entities.map((e) => [e.name, e]));
  for (const entity of entities) {
    const file = entityFile(entity.name);
    const problem: Problem = (pointer, reason) => problems.push({ file, pointer, reason });
    entity.fields.forEach((field, index) => {
      const dict = field.dict;
      if (dict && 'entity' in dict && dict.rule) {
        const at = `/fields/${index}/dict/rule`;
        const use = { kind: 'option rule', name: dict.rule.hook, at, registry: hooks.optionRules };
        const known = checkHookUse({ ...use, reads: dict.rule.reads ?? {} }, entity, byName, problem);
        const target = hookNamed(hooks.optionRules, dict.rule.hook)?.target;
        if (known && target !== dict.entity)
          problem(`${at}/hook`, `option rule "${dict.rule.hook}" narrows "${target}", not "${dict.entity}"`);
      }
      if (field.maintained) {
        const use = {
          kind: 'maintained value',
          name: field.maintained.hook,
          registry: hooks.maintainedValues,
        };
        checkHookUse({ ...use, at: `/fields/${index}/maintained` }, entity, byName, problem);
        checkMaintained(entity, index, byName, hooks, problem);
      }
    });
    const own = storedKeys(entity);
    entity.advice?.forEach((advice, index) => {
      const at = `/advice/${index}`;
      checkHookUse(
        { kind: 'advice', name: advice.hook, at, registry: hooks.advice, reads: advice.reads ?? {} },
        entity,
        byName,
        problem,
      );
      if (!own.has(advice.field)) problem(`${at}/field`, `unknown field "${advice.field}"`);
    });
  }
  return problems;
}
