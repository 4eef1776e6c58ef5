// What the business registers into the engine by name (style-examples items 2–3): row-level data
// rules, guards that may refuse an operation, and effects an operation runs in its transaction.
// Entities name them in their schema; the engine never imports business code, buildApp hands the
// registry in (BuildOptions.hooks adds to it, as jobHandlers do for jobs).
import type { OperationDefinition } from '../../shared/schema-language/entity';
import type { EntityAccess } from './access';
import type { EngineDb } from './engine-db';
import type { Dialect } from '../db/database';
import type { Principal } from './principal';
import type { EntityRegistry } from './registry';
import type { ServerRuleHooks } from './server-rule-hooks';
import type { NoticeRecipients } from './operations/step-notices';
import type { Condition } from './sql-conditions';
import type { FileCheckHook } from './write/file-checks';
import type { DataRuleMemo } from './data-rule-memo';

export interface DataRuleContext {
  db: EngineDb;
  dialect: Dialect;
  registry: EntityRegistry;
  principal: Principal;
  /** Hook values kept across requests (app.ts); none: read per request. */
  rules?: DataRuleMemo | null;
}

export interface DataRuleHook {
  /** The role codes whose users the hook restricts; users holding none of them are not restricted. */
  roles: readonly string[];
  /** Why the hook cannot work with these schemas, or null. */
  checkSchemas(registry: EntityRegistry): string | null;
  /** The values the rule's field may hold for a user holding one of `roles`. */
  allowedValues(context: DataRuleContext): Promise<readonly string[]>;
  /**
   * The entities whose records the values follow from (besides the user's account): declared, the
   * values are kept across requests until one of them is written (data-rule-memo.ts); without it,
   * read again on every request.
   */
  reads?: readonly string[];
}

/** One operation on one record, inside its transaction. */
export interface OperationContext {
  db: EngineDb;
  registry: EntityRegistry;
  access: EntityAccess;
  operation: OperationDefinition;
  /** The record before the step, every column by field key. */
  before: Readonly<Record<string, unknown>>;
  /** What the step writes (step fields, set fields, the new state), by field key. */
  changes: Readonly<Record<string, unknown>>;
  opinion: string | null;
  /**
   * Takes another declared operation inside this transaction, as the same user and without its
   * permission code (a consequence of this step, e.g. submitting an investigation issues its hazards);
   * its refusal undoes this step too. `opinion`: the step's opinion (an operation requiring one).
   */
  operate(
    entityName: string,
    operationName: string,
    ids: readonly string[],
    values?: Record<string, unknown>,
    opinion?: string | null,
  ): Promise<void>;
  /**
   * Adds records of an entity inside this transaction, as the same user and with the rules of add
   * (form rules, references, unique fields, serial numbers); a refused record undoes the step.
   * Answers the new ids.
   */
  insert(entityName: string, records: readonly Record<string, unknown>[]): Promise<string[]>;
  /**
   * Sends the users (by account id or login name) a system message about this record once the step's
   * transaction has committed: a step undone sends nothing, a failed delivery is logged and never
   * undoes the step.
   */
  notify(recipients: NoticeRecipients, title: string, content: string): void;
}

/** A guard answers why the step is refused (a message for the user), or null to let it pass. */
export type OperationGuard = (context: OperationContext) => Promise<string | null>;

/** An effect runs after the record is written, in the same transaction; throwing undoes the step. */
export type OperationEffect = (
  context: OperationContext & { after: Readonly<Record<string, unknown>> },
) => Promise<void>;

/** A collection operation (target: collection): no record, its form's values, one transaction. */
export interface CollectionContext {
  db: EngineDb;
  registry: EntityRegistry;
  /** The user's access to the operation's entity. */
  access: EntityAccess;
  principal: Principal;
  operation: OperationDefinition;
  /** The form's values, checked by the field rules, by field key. */
  values: Readonly<Record<string, unknown>>;
  /** Conditions selecting the rows of an entity the user may see: their tenant's, within the data rules. */
  scope(entityName: string): Promise<Condition[]>;
  operate: OperationContext['operate'];
  insert: OperationContext['insert'];
}

/** Does a collection operation's work; answers how many records it created or changed. Throwing undoes it. */
export type CollectionEffect = (context: CollectionContext) => Promise<number>;

/** Option rules, advice and maintained values (server-rule-hooks.ts). */
export interface EngineHooks extends ServerRuleHooks {
  dataRules: Readonly<Record<string, DataRuleHook>>;
  guards: Readonly<Record<string, OperationGuard>>;
  effects: Readonly<Record<string, OperationEffect>>;
  /** The effects collection operations name in `hooks`. */
  collectionEffects: Readonly<Record<string, CollectionEffect>>;
  /** The checks upload fields name in `fileCheck` (write/file-checks.ts). */
  fileChecks: Readonly<Record<string, FileCheckHook>>;
}

export const NO_HOOKS: EngineHooks = {
  dataRules: {},
  guards: {},
  effects: {},
  collectionEffects: {},
  fileChecks: {},
  optionRules: {},
  advice: {},
  maintainedValues: {},
};

/** Two registries as one; the second wins on a name both have. */
export function mergeHooks(base: EngineHooks, extra: Partial<EngineHooks> = {}): EngineHooks {
  return {
    dataRules: { ...base.dataRules, ...extra.dataRules },
    guards: { ...base.guards, ...extra.guards },
    effects: { ...base.effects, ...extra.effects },
    collectionEffects: { ...base.collectionEffects, ...extra.collectionEffects },
    fileChecks: { ...base.fileChecks, ...extra.fileChecks },
    optionRules: { ...base.optionRules, ...extra.optionRules },
    advice: { ...base.advice, ...extra.advice },
    maintainedValues: { ...base.maintainedValues, ...extra.maintainedValues },
  };
}

/** Role codes some data-rule hook restricts: such roles see only part of an entity's rows. */
export const dataRuledRoles = (hooks: EngineHooks): ReadonlySet<string> =>
  new Set(Object.values(hooks.dataRules).flatMap((hook) => hook.roles));

/** An own property of a registry (a name like 'constructor' is not a hook). */
export function hookNamed<T>(registry: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
}
