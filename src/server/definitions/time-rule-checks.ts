// Rules of declared time rules beyond the meta-schema: unique names; a 'date' or 'datetime' deadline;
// a flag field of its own — a readonly 'string' with a plain dictionary holding '1' and '0' — that is
// neither the deadline nor the state; states (and the states keeping the flag, keptIn, none of which
// the rule applies in) only with a life cycle, and values of its dictionary; an
// operation of the entity that the system can take (no required step field or opinion) from one of
// the rule's states; notify fields holding usernames ('string' fields or createBy), or paths through a
// table dictionary to another entity's 'string' field (leaderExpertId.userName), and a title whose
// {placeholders} name fields.
import type { DictionaryFile } from '../../shared/schema-language/dictionary';
import type { EntityDefinition, FieldDefinition } from '../../shared/schema-language/entity';
import { isCollectionOperation } from '../../shared/schema-language/operations';
import type { TimeRuleDefinition } from '../../shared/schema-language/time-rules';
import { TITLE_PLACEHOLDER, applyingStates, notifyPath } from '../../shared/schema-language/time-rules';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { OVERDUE_FLAG } from '../../shared/time-rules';
import { dictionaryValueSets } from './each-entity';
import { SYSTEM_FIELDS, entityFile } from './entity-checks';

type Problem = (pointer: string, reason: string) => void;

/** The audit column holding a username, which a rule may notify besides its own fields. */
const USERNAME_SYSTEM_FIELDS = new Set(['createBy', 'updateBy']);

interface Context {
  entity: EntityDefinition;
  entityNamed: (name: string) => EntityDefinition | undefined;
  fields: ReadonlyMap<string, FieldDefinition>;
  values: (dict: FieldDefinition['dict']) => ReadonlySet<string> | null;
  problem: Problem;
}

function checkFlag({ entity, fields, values, problem }: Context, rule: TimeRuleDefinition, at: string) {
  const flag = fields.get(rule.flag);
  if (!flag) return problem(`${at}/flag`, `unknown field "${rule.flag}"`);
  if (flag.type !== 'string' || flag.derived)
    problem(`${at}/flag`, "the flag is a 'string' field with a column");
  if (!flag.readonly) problem(`${at}/flag`, 'the flag is kept by the server: declare the field readonly');
  if (rule.flag === rule.deadline || rule.flag === entity.lifecycle?.field)
    problem(`${at}/flag`, 'the flag is a field of its own, neither the deadline nor the state');
  const dictionary = values(flag.dict);
  if (!dictionary || !dictionary.has(OVERDUE_FLAG.overdue) || !dictionary.has(OVERDUE_FLAG.onTime))
    problem(`${at}/flag`, "the flag needs a plain dictionary with the values '1' and '0' (e.g. nl_overdue)");
}

function checkStates({ entity, values, fields, problem }: Context, rule: TimeRuleDefinition, at: string) {
  if (!rule.states && !rule.keptIn) return;
  if (!entity.lifecycle) {
    if (rule.states) problem(`${at}/states`, 'states need a lifecycle on the entity');
    if (rule.keptIn) problem(`${at}/keptIn`, 'keptIn needs a lifecycle on the entity');
    return;
  }
  const states = values(fields.get(entity.lifecycle.field)?.dict);
  rule.states?.forEach((state, i) => {
    if (states && !states.has(state))
      problem(`${at}/states/${i}`, `"${state}" is not a value of the state dictionary`);
  });
  const applying = applyingStates(entity, rule) ?? [];
  rule.keptIn?.forEach((state, i) => {
    if (states && !states.has(state))
      problem(`${at}/keptIn/${i}`, `"${state}" is not a value of the state dictionary`);
    else if (applying.includes(state))
      problem(
        `${at}/keptIn/${i}`,
        `"${state}" is a state the rule applies in, not one a record leaves it for`,
      );
  });
}

function checkOperation({ entity, problem }: Context, rule: TimeRuleDefinition, at: string) {
  if (!rule.operation) return;
  const operation = entity.operations?.find((o) => o.name === rule.operation);
  if (!operation) return problem(`${at}/operation`, `unknown operation "${rule.operation}"`);
  if (isCollectionOperation(operation))
    return problem(
      `${at}/operation`,
      `"${rule.operation}" acts on the collection, not on the overdue records`,
    );
  if (operation.fields?.length || operation.opinion === 'required')
    problem(
      `${at}/operation`,
      'the system takes it without a form: no required step field, no required opinion',
    );
  const applying = applyingStates(entity, rule);
  if (operation.from && applying && !operation.from.some((state) => applying.includes(state)))
    problem(`${at}/operation`, `"${rule.operation}" starts from none of the states the rule applies in`);
}

const holdsUsernames = (field: FieldDefinition | undefined) =>
  !!field && field.type === 'string' && !field.derived;

/** A path's problem: its field names no records of an entity, or that entity's field holds no usernames. */
function pathProblem({ fields, entityNamed }: Context, key: string, target: string): string | null {
  const field = fields.get(key);
  const dict = field?.dict;
  if (!field || field.derived || !dict || !('entity' in dict))
    return `"${key}" is not a field naming records of another entity (a table dictionary)`;
  const referenced = entityNamed(dict.entity);
  if (!referenced) return `"${key}" names records of unknown entity "${dict.entity}"`;
  return holdsUsernames(referenced.fields.find((f) => f.key === target))
    ? null
    : `"${target}" is not a 'string' field of entity "${dict.entity}" holding usernames`;
}

function checkNotify(context: Context, rule: TimeRuleDefinition, at: string) {
  const { fields, problem } = context;
  if (!rule.notify) return;
  const isColumn = (key: string) => (SYSTEM_FIELDS as readonly string[]).includes(key) || !!fields.get(key);
  const derived = (key: string) => !!fields.get(key)?.derived;
  rule.notify.fields.forEach((entry, i) => {
    const { field: key, target } = notifyPath(entry);
    if (target !== null) {
      const reason = pathProblem(context, key, target);
      if (reason) problem(`${at}/notify/fields/${i}`, reason);
    } else if (fields.has(key) ? !holdsUsernames(fields.get(key)) : !USERNAME_SYSTEM_FIELDS.has(key))
      problem(`${at}/notify/fields/${i}`, `"${key}" is not a 'string' field holding usernames`);
  });
  for (const [, key] of rule.notify.title.matchAll(TITLE_PLACEHOLDER))
    if (!isColumn(key!) || derived(key!)) problem(`${at}/notify/title`, `unknown field "${key}" in {${key}}`);
}

export function checkTimeRules(
  entities: readonly EntityDefinition[],
  dictionaries: readonly DictionaryFile[],
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const dictionaryValues = dictionaryValueSets(dictionaries);
  const byName = new Map(entities.map((e) => [e.name, e]));
  for (const entity of entities) {
    if (!entity.timeRules?.length) continue;
    const file = entityFile(entity.name);
    const context: Context = {
      entity,
      entityNamed: (name) => byName.get(name),
      fields: new Map(entity.fields.map((f) => [f.key, f])),
      values: (dict) => (dict && 'code' in dict ? (dictionaryValues.get(dict.code) ?? null) : null),
      problem: (pointer, reason) => problems.push({ file, pointer, reason }),
    };
    const names = new Set<string>();
    const flags = new Set<string>();
    entity.timeRules.forEach((rule, index) => {
      const at = `/timeRules/${index}`;
      if (names.has(rule.name)) context.problem(`${at}/name`, `duplicate time rule "${rule.name}"`);
      names.add(rule.name);
      if (flags.has(rule.flag))
        context.problem(`${at}/flag`, `field "${rule.flag}" is the flag of another rule`);
      flags.add(rule.flag);
      const deadline = context.fields.get(rule.deadline);
      if (!deadline) context.problem(`${at}/deadline`, `unknown field "${rule.deadline}"`);
      else if ((deadline.type !== 'date' && deadline.type !== 'datetime') || deadline.derived)
        context.problem(`${at}/deadline`, "the deadline is a 'date' or 'datetime' field");
      checkFlag(context, rule, at);
      checkStates(context, rule, at);
      checkOperation(context, rule, at);
      checkNotify(context, rule, at);
    });
  }
  return problems;
}
