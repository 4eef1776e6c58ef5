// What the business registers into the engine by name (style-examples items 2–3): row-level data
// rules, guards that may refuse an operation, and effects an operation runs in its transaction.
// Entities name them in their schema; the engine never imports business code, buildApp hands the
// registry in (BuildOptions.hooks adds to it, as jobHandlers do for jobs).
import type { OperationDefinition } from '../../shared/schema-language/entity';
import type { EntityAccess } from './access';
import type { EngineDb } from './engine-db';
import type { Principal } from './principal';
import type { EntityRegistry } from './registry';

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
}

/** A guard answers why the step is refused (a message for the user), or null to let it pass. */
export type OperationGuard = (context: OperationContext) => Promise<string | null>;

/** An effect runs after the record is written, in the same transaction; throwing undoes the step. */
export type OperationEffect = (
  context: OperationContext & { after: Readonly<Record<string, unknown>> },
) => Promise<void>;

export interface EngineHooks {
  dataRules: Readonly<Record<string, DataRuleHook>>;
  guards: Readonly<Record<string, OperationGuard>>;
  effects: Readonly<Record<string, OperationEffect>>;
}

export const NO_HOOKS: EngineHooks = { dataRules: {}, guards: {}, effects: {} };

/** Two registries as one; the second wins on a name both have. */
export function mergeHooks(base: EngineHooks, extra: Partial<EngineHooks> = {}): EngineHooks {
  return {
    dataRules: { ...base.dataRules, ...extra.dataRules },
    guards: { ...base.guards, ...extra.guards },
    effects: { ...base.effects, ...extra.effects },
  };
}

/** Role codes some data-rule hook restricts: such roles see only part of an entity's rows. */
export const dataRuledRoles = (hooks: EngineHooks): ReadonlySet<string> =>
  new Set(Object.values(hooks.dataRules).flatMap((hook) => hook.roles));

/** An own property of a registry (a name like 'constructor' is not a hook). */
export function hookNamed<T>(registry: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
}
