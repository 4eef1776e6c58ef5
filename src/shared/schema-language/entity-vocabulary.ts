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
  /** A pad the user signs on: one stored PNG path. */
  'signature',
  'richText',
  /**
   * On a longitude field: a button that fills it and its form.latitudeField (both decimal) from the
   * device's position (GPS check-in); the latitude field has no box of its own.
   */
  'geolocation',
  'popup',
  /** Stars for a score on an 'int' field (满意度): as many as its max (at most RATE_MAX_STARS). */
  'rate',
  'selectUser',
  'selectDepart',
  'selectRole',
  'selectPosition',
] as const;
/** Stars the control 'rate' may show: more than ten cannot be told apart at a glance. */
export const RATE_MAX_STARS = 10;
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

/**
 * Values filled at the time of a write (src/shared/value-tokens.ts evaluates them on both ends): a
 * field's `default` (the form starts from it, the server applies it on insert when the value is
 * absent) and an operation's `set`. The time is GMT+8; $orgCode is the user's current department.
 */
export const DEFAULT_VALUE_TOKENS = [
  '$now',
  '$today',
  '$userId',
  '$username',
  '$realname',
  '$orgCode',
] as const;
/** An operation's `set` may also write the step's opinion. */
export const OPERATION_VALUE_TOKENS = [...DEFAULT_VALUE_TOKENS, '$opinion'] as const;
export type DefaultValueToken = (typeof DEFAULT_VALUE_TOKENS)[number];
export type OperationValueToken = (typeof OPERATION_VALUE_TOKENS)[number];

/** The field types a token's value fits (text fields take any of them). */
export const VALUE_TOKEN_TYPES: Record<OperationValueToken, readonly FieldType[]> = {
  $now: ['datetime', 'date', 'string', 'text'],
  $today: ['date', 'datetime', 'string', 'text'],
  $userId: ['string', 'text'],
  $username: ['string', 'text'],
  $realname: ['string', 'text'],
  $orgCode: ['string', 'text'],
  $opinion: ['string', 'text'],
};

/** Operators of a cross-field rule: `field <op> other`, on two numbers or two dates/times. */
export const COMPARISON_OPERATORS = ['<', '<=', '>', '>=', '=', '!='] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

/** The date part of a serial number; its counter restarts when the part changes (absent: never). */
export const SERIAL_DATE_FORMATS = ['yyyyMMdd', 'yyyyMM', 'yyyy'] as const;
export type SerialDateFormat = (typeof SERIAL_DATE_FORMATS)[number];
