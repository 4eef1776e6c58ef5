// The words of the entity language as plain values. Kept apart from entity.ts (whose values are
// TypeBox schemas) so that client bundles can use them without pulling TypeBox in.

export const ENTITY_NAME_PATTERN = '^[a-z][a-zA-Z0-9]{1,40}$';
export const FIELD_KEY_PATTERN = '^[a-z][a-zA-Z0-9]{0,40}$';

export const FIELD_TYPES = ['string', 'text', 'int', 'decimal', 'date', 'datetime'] as const;
export const FORM_CONTROLS = [
  'input',
  'textarea',
  'password',
  'number',
  'select',
  'radio',
  'checkbox',
  'switch',
  'date',
  'datetime',
  'searchSelect',
  'treeSelect',
  'area',
  'upload',
  'image',
  'richText',
  'popup',
  'selectUser',
  'selectDepart',
  'selectRole',
  'selectPosition',
] as const;
export const QUERY_MODES = ['single', 'range', 'like'] as const;
/** Toolbar buttons, in toolbar order; all of them when an entity declares none. */
export const TOOLBAR_ACTIONS = ['add', 'exportXls', 'importExcel', 'superQuery', 'deleteBatch'] as const;
/** Row buttons, in column order; all of them when an entity declares none. 添加下级 (addChild) only on tree entities. */
export const ROW_ACTIONS = ['edit', 'addChild', 'detail', 'delete'] as const;
/** Server endpoints an entity yields; each is guarded by the permission code `<prefix>:<action>`. */
export const ENTITY_ACTIONS = [
  'list',
  'add',
  'edit',
  'delete',
  'deleteBatch',
  'exportXls',
  'importExcel',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];
export type FormControl = (typeof FORM_CONTROLS)[number];
export type QueryMode = (typeof QUERY_MODES)[number];
export type ToolbarAction = (typeof TOOLBAR_ACTIONS)[number];
export type RowAction = (typeof ROW_ACTIONS)[number];
export type EntityAction = (typeof ENTITY_ACTIONS)[number];

/** The server action, and so the permission, behind each button; reading rows is 'list'. */
export const BUTTON_ACTION: Record<ToolbarAction | RowAction, EntityAction> = {
  add: 'add',
  exportXls: 'exportXls',
  importExcel: 'importExcel',
  superQuery: 'list',
  deleteBatch: 'deleteBatch',
  edit: 'edit',
  addChild: 'add',
  detail: 'list',
  delete: 'delete',
};

/** Whether an operation's step asks for an opinion (意见). */
export const OPINION_MODES = ['required', 'optional'] as const;
export type OpinionMode = (typeof OPINION_MODES)[number];

/** Values an operation may set that the server fills at the time of the step. */
export const OPERATION_VALUE_TOKENS = [
  '$now',
  '$today',
  '$userId',
  '$username',
  '$realname',
  '$opinion',
] as const;
export type OperationValueToken = (typeof OPERATION_VALUE_TOKENS)[number];
