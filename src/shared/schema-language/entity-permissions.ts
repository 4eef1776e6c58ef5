// Permission codes an entity yields: one per endpoint action and one per permission-guarded column
// (NocoBase-style: the collection brings its ACL actions). The server checks them; the client hides
// buttons and columns with them; the seed creates them under the entity's menu.
// Types only from entity.ts, values from the vocabulary: this module runs in client bundles.
import type { EntityDefinition, FieldDefinition, OperationDefinition, SubTableDefinition } from './entity';
import { BUTTON_ACTION, ENTITY_ACTIONS, ROW_ACTIONS, TOOLBAR_ACTIONS } from './entity-vocabulary';
import type { EntityAction, RowAction } from './entity-vocabulary';

export const ENTITY_ACTION_TITLES: Record<EntityAction, string> = {
  list: '查询',
  add: '添加',
  edit: '编辑',
  delete: '删除',
  deleteBatch: '批量删除',
  exportXls: '导出',
  importExcel: '导入',
};

/**
 * The endpoint actions an entity offers: list always, every other one only behind a button the entity
 * declares (all buttons when it declares none). The server has no endpoint for the rest.
 */
export function offeredActions(entity: Pick<EntityDefinition, 'actions' | 'tree'>): EntityAction[] {
  const buttons = [...(entity.actions?.toolbar ?? TOOLBAR_ACTIONS), ...rowActionsOf(entity)];
  const offered = new Set<EntityAction>(['list', ...buttons.map((button) => BUTTON_ACTION[button])]);
  return ENTITY_ACTIONS.filter((action) => offered.has(action));
}

/** The row buttons an entity has, in column order: declared or all; 添加下级 only where rows form a tree. */
export function rowActionsOf(entity: Pick<EntityDefinition, 'actions' | 'tree'>): readonly RowAction[] {
  return (entity.actions?.row ?? ROW_ACTIONS).filter((action) => action !== 'addChild' || entity.tree);
}

export function actionCode(
  entity: Pick<EntityDefinition, 'permission' | 'name'>,
  action: EntityAction,
): string {
  return `${entity.permission ?? entity.name}:${action}`;
}

/** The permission code of a declared operation: `<prefix>:<name>`. */
export function operationCode(
  entity: Pick<EntityDefinition, 'permission' | 'name'>,
  operation: Pick<OperationDefinition, 'name'>,
): string {
  return `${entity.permission ?? entity.name}:${operation.name}`;
}

export function columnCode(
  entity: Pick<EntityDefinition, 'permission' | 'name'>,
  field: Pick<FieldDefinition, 'key'>,
): string {
  return `${entity.permission ?? entity.name}:${field.key}`;
}

/** The code that lets a user write an `editPermission` field: `<prefix>:<key>:edit`. */
export function fieldEditCode(
  entity: Pick<EntityDefinition, 'permission' | 'name'>,
  field: Pick<FieldDefinition, 'key'>,
): string {
  return `${entity.permission ?? entity.name}:${field.key}:edit`;
}

/** The code that lets a user write an `editPermission` sub-table's rows: `<prefix>:<entity>List:edit`. */
export function subTableEditCode(
  entity: Pick<EntityDefinition, 'permission' | 'name'>,
  sub: Pick<SubTableDefinition, 'entity'>,
): string {
  return `${entity.permission ?? entity.name}:${sub.entity}List:edit`;
}

export interface GeneratedPermission {
  code: string;
  title: string;
  /** Display strategy: an element the user may not use is removed (contract §6.2). */
  type: '1';
}

/** Every permission an entity yields, in a stable order. */
export function entityPermissions(entity: EntityDefinition): GeneratedPermission[] {
  return [
    ...offeredActions(entity).map((action) => ({
      code: actionCode(entity, action),
      title: ENTITY_ACTION_TITLES[action],
      type: '1' as const,
    })),
    ...(entity.operations ?? []).map((operation) => ({
      code: operationCode(entity, operation),
      title: operation.label,
      type: '1' as const,
    })),
    ...columnPermissions(entity),
    ...(entity.subTables ?? [])
      .filter((sub) => sub.editPermission)
      .map((sub) => ({
        code: subTableEditCode(entity, sub),
        title: `编辑${sub.title ?? sub.entity}`,
        type: '1' as const,
      })),
  ];
}

/**
 * The permissions of an entity's column-permission and edit-permission fields (a sub entity's join
 * its main's menu).
 */
export function columnPermissions(entity: EntityDefinition): GeneratedPermission[] {
  return [
    ...entity.fields
      .filter((field) => field.columnPermission)
      .map((field) => ({
        code: columnCode(entity, field),
        title: `${field.label}（字段）`,
        type: '1' as const,
      })),
    ...entity.fields
      .filter((field) => field.editPermission)
      .map((field) => ({
        code: fieldEditCode(entity, field),
        title: `编辑${field.label}（字段）`,
        type: '1' as const,
      })),
  ];
}
