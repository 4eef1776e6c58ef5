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

interface MaintainedContextBase {
  dialect: Dialect;
  registry: EntityRegistry;
  /** The entity holding the value. */
  owner: ResolvedEntity;
  /** Today in GMT+8 (YYYY-MM-DD). */
  today: string;
}

/** A value following another entity's matching records (`entity` and `match` in the schema). */
export interface RecordsValueContext extends MaintainedContextBase {
  /** The entity whose records it follows. */
  source: ResolvedEntity;
  /** Whether the owner's row has a matching source record meeting `where`, built with `column`. */
  exists(where: Condition): Condition;
  /** A source column for conditions inside `exists`. */
  column(key: string): string;
}

/** A value computed from the owner's own row (no `entity` in the schema). */
export interface RowValueContext extends MaintainedContextBase {
  /** A column of the owner's row, the maintained field's own (its stored value) included. */
  column(key: string): string;
}

export interface RecordsMaintainedValueHook {
  from: 'records';
  needs: readonly SchemaNeed[];
  /** The value of each owner row on `today`, as an SQL expression over it; never null. */
  value(context: RecordsValueContext): Expression<unknown>;
}

export interface RowMaintainedValueHook {
  from: 'row';
  /** The entity whose rows it reads (only a field of it may declare the hook) and the fields read. */
  needs: readonly [SchemaNeed];
  /**
   * The value of each row on `today`, as an SQL expression over it; null only where the row keeps none.
   * It may read the stored value (a state the user set and the hook keeps), so it must be settled: the
   * value of a row already holding it is the same (else every write and daily run would change it).
   */
  value(context: RowValueContext): Expression<unknown>;
}

/** A stored value the engine keeps right (engine/maintained-values.ts). */
export type MaintainedValueHook = RecordsMaintainedValueHook | RowMaintainedValueHook;

/** The server rules of the registry, by kind. */
export interface ServerRuleHooks {
  optionRules: Readonly<Record<string, OptionRuleHook>>;
  advice: Readonly<Record<string, AdviceHook>>;
  maintainedValues: Readonly<Record<string, MaintainedValueHook>>;
}
