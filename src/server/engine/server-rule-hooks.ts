// The kinds of hook behind an entity's server rules (src/shared/schema-language/server-rules.ts):
// option rules narrowing a table dictionary, advice warning about a form's values, maintained values
// kept in a stored column. Business code registers them by name (src/server/business); the schema
// binds each input to a field of its form. A hook builds conditions through the registry's table
// and column names and binds every value: no request text reaches SQL.
import type { Expression } from 'kysely';
import type { Dialect } from '../db/database';
import type { EngineDb } from './engine-db';
import type { Principal } from './principal';
import type { EntityRegistry, ResolvedEntity } from './registry';
import type { Condition } from './sql-conditions';

/** An entity and the fields of it a hook works with; checked with the definition files. */
export type SchemaNeed = readonly [entity: string, ...fields: string[]];

export interface ServerRuleContext {
  db: EngineDb;
  dialect: Dialect;
  registry: EntityRegistry;
  principal: Principal;
  /** The hook's inputs by name, from the fields the schema binds them to; null when a field is empty. */
  inputs: Readonly<Record<string, unknown>>;
  /** The record the form edits or steps, null on add: a rule about other records leaves it out. */
  recordId: string | null;
}

export interface OptionRule {
  /** The target's rows allowed. */
  where: Condition;
  /** Why a row fits, shown beside its option: a text expression over the target's row. */
  reason?: Expression<string>;
}

export interface OptionRuleHook {
  /** The entity whose rows it narrows: the dictionary's target. */
  target: string;
  /** The inputs it reads; the schema binds each (`rule.reads`). */
  inputs: readonly string[];
  needs: readonly SchemaNeed[];
  /** Why a new value the rule does not allow is refused on save (shown after the field's label). */
  refusal: string;
  /** The rule for these inputs; null narrows nothing (no input has a value yet). */
  rule(context: ServerRuleContext): Promise<OptionRule | null>;
}

export interface AdviceHook {
  inputs: readonly string[];
  needs: readonly SchemaNeed[];
  /** A warning about these inputs, or null. */
  advise(context: ServerRuleContext): Promise<string | null>;
}

export interface MaintainedValueContext {
  dialect: Dialect;
  registry: EntityRegistry;
  /** The entity holding the value, and the one whose records it follows. */
  owner: ResolvedEntity;
  source: ResolvedEntity;
  /** Today in GMT+8 (YYYY-MM-DD). */
  today: string;
  /** Whether the owner's row has a matching source record meeting `where`, built with `column`. */
  exists(where: Condition): Condition;
  /** A source column for conditions inside `exists`. */
  column(key: string): string;
}

export interface MaintainedValueHook {
  needs: readonly SchemaNeed[];
  /** The value of each owner row on `today`, as an SQL expression over it; never null. */
  value(context: MaintainedValueContext): Expression<unknown>;
}

/** The server rules of the registry, by kind. */
export interface ServerRuleHooks {
  optionRules: Readonly<Record<string, OptionRuleHook>>;
  advice: Readonly<Record<string, AdviceHook>>;
  maintainedValues: Readonly<Record<string, MaintainedValueHook>>;
}
