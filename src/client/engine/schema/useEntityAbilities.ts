// Which buttons and columns the list page shows (spec §6, contract §6.2): a button needs the entity
// to declare its action (all by default), the server to allow it (schema.allowed) and the user's
// stored button permissions to allow it; a permission-guarded column is hidden by the column rule.
import { useMemo } from 'react';
import type { AllAuthItem, AuthItem } from '../../../shared/api-types';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import {
  guardedCodes,
  heldCodes,
  isAllowed,
  isColumnHidden,
  switchedOffCodes,
} from '../../../shared/permission-rules';
import type {
  EntityDefinition,
  FieldDefinition,
  OperationDefinition,
} from '../../../shared/schema-language/entity';
import { usePermissionLists } from '../../session/useButtonCodes';
import {
  actionCode,
  columnCode,
  operationCode,
  rowActionsOf,
} from '../../../shared/schema-language/entity-permissions';
import { BUTTON_ACTION } from '../../../shared/schema-language/entity-vocabulary';
import type { RowAction, ToolbarAction } from '../../../shared/schema-language/entity-vocabulary';
import { declaredToolbar } from './entityModel';
import { conditionHolds } from '../../../shared/validation/record-rules';
import { waitOver } from '../../../shared/operation-wait';
import { isCollectionOperation } from '../../../shared/schema-language/operations';

export interface EntityAbilities {
  toolbar: ReadonlySet<ToolbarAction>;
  /** Row actions in column order. */
  row: readonly RowAction[];
  /** Declared operations on records the user holds the code of, in schema order. */
  operations: readonly OperationDefinition[];
  /** Collection operations the user holds the code of (toolbar buttons), in schema order. */
  collectionOperations: readonly OperationDefinition[];
  isColumnVisible: (field: FieldDefinition) => boolean;
}

/**
 * The operations a row offers: those whose `from` holds the row's state (all when none is declared),
 * whose `when` the row meets and whose `after` wait is over.
 */
export function rowOperations(
  entity: EntityDefinition,
  operations: readonly OperationDefinition[],
  row: Readonly<Record<string, unknown>>,
): OperationDefinition[] {
  const stateKey = entity.lifecycle?.field;
  const state = stateKey === undefined ? null : String(row[stateKey] ?? '');
  return operations.filter(
    (op) =>
      (!op.from || (state !== null && op.from.includes(state))) &&
      (!op.when || conditionHolds(entity, op.when, row)) &&
      (!op.after || waitOver(entity, op.after, row)),
  );
}

/** Plain edit and delete are not offered for a record in a locked state of its life cycle. */
const LOCKABLE: ReadonlySet<RowAction> = new Set<RowAction>(['edit', 'delete']);

export function rowActionsFor(
  entity: EntityDefinition,
  actions: readonly RowAction[],
  row: Readonly<Record<string, unknown>>,
): readonly RowAction[] {
  const { lifecycle } = entity;
  if (!lifecycle?.locked?.includes(String(row[lifecycle.field] ?? ''))) return actions;
  return actions.filter((action) => !LOCKABLE.has(action));
}

export function entityAbilities(
  schema: EntitySchemaResult,
  auth: readonly AuthItem[],
  allAuth: readonly AllAuthItem[],
): EntityAbilities {
  const { entity } = schema;
  const held = heldCodes(auth);
  const off = switchedOffCodes(allAuth);
  const guarded = guardedCodes(allAuth);
  const serverAllowed = new Set(schema.allowed);
  const may = (action: ToolbarAction | RowAction) => {
    const permission = BUTTON_ACTION[action];
    return serverAllowed.has(permission) && isAllowed(actionCode(entity, permission), held, off);
  };
  const allowedOperations = (entity.operations ?? []).filter((op) =>
    isAllowed(operationCode(entity, op), held, off),
  );
  return {
    toolbar: new Set(declaredToolbar(entity).filter(may)),
    row: rowActionsOf(entity).filter(may),
    operations: allowedOperations.filter((op) => !isCollectionOperation(op)),
    collectionOperations: allowedOperations.filter(isCollectionOperation),
    isColumnVisible: (field) =>
      !field.hidden && !(field.columnPermission && isColumnHidden(columnCode(entity, field), held, guarded)),
  };
}

export function useEntityAbilities(schema: EntitySchemaResult): EntityAbilities {
  const { auth, allAuth } = usePermissionLists();
  return useMemo(() => entityAbilities(schema, auth, allAuth), [schema, auth, allAuth]);
}
