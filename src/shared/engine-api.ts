// The HTTP surface the schema engine yields, shared by the server routes and the client pages.
// Entity endpoints follow the JeecgBoot list/CRUD conventions (contract §8); the /engine/* paths are ours.
import type { EntityDefinition } from './schema-language/entity';
import type { EntityAction } from './schema-language/entity-vocabulary';
import { canonicalComponent } from './jeecg-components';

/** A menu component 'entity/<name>' shows the generic list page of that entity. */
export const ENTITY_COMPONENT_PREFIX = 'entity/';

/** The entity name of an 'entity/<name>' component, or null for any other component. */
export function entityNameOf(component: string | null | undefined): string | null {
  const canonical = component ? canonicalComponent(component) : '';
  if (!canonical.startsWith(ENTITY_COMPONENT_PREFIX)) return null;
  const name = canonical.slice(ENTITY_COMPONENT_PREFIX.length);
  return name === '' ? null : name;
}

/** Endpoints of an entity with an `api` base path. */
export function entityEndpoints(entity: Pick<EntityDefinition, 'api'>) {
  const base = entity.api ?? '';
  return {
    list: `${base}/list`,
    queryById: `${base}/queryById`,
    add: `${base}/add`,
    edit: `${base}/edit`,
    delete: `${base}/delete`,
    deleteBatch: `${base}/deleteBatch`,
    exportXls: `${base}/exportXls`,
    importExcel: `${base}/importExcel`,
    importTemplate: `${base}/importTemplate`,
    /** Children of a tree node (tree entities): ?pid=<id>. */
    childList: `${base}/childList`,
    /** A page of the roots (tree entities), the list's filters applying; JeecgBoot's rootList. */
    rootList: `${base}/rootList`,
    /** Children of several nodes in one page (tree entities): ?parentIds=a,b. */
    childListBatch: `${base}/getChildListBatch`,
    /** Rows of a sub-table by the main row's id: ?id=<main id>. */
    subList: (subEntityName: string) =>
      `${base}/query${subEntityName[0]!.toUpperCase()}${subEntityName.slice(1)}ByMainId`,
  };
}

/** Key of a sub-table's rows in an add/edit body: `<subEntityName>List` (JeecgBoot's one-to-many convention). */
export const subListKey = (subEntityName: string) => `${subEntityName}List`;

/** Suffix of the translated dictionary text beside a field in list rows (contract §7.7). */
export const DICT_TEXT_SUFFIX = '_dictText';

/**
 * The header of a keyed add: a client sends one key per record it means to create and the same key
 * when it repeats the request, so a retry after a lost answer returns that record instead of a second
 * one (engine/write/request-keys.ts). Optional: a request without it adds as before.
 */
export const REQUEST_KEY_HEADER = 'Idempotency-Key';
/** Letters, digits, '-' and '_', 8 to 64 of them (a UUID fits). */
export const REQUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const ENGINE_PATHS = {
  /** The entity as the signed-in user may see and use it: GET, answers EntitySchemaResult. */
  entitySchema: '/engine/entities/:name',
  /** Saved advanced queries of the user for one page: GET ?pageKey=, POST SavedQueryInput, DELETE ?id=. */
  savedQueries: '/engine/savedQueries',
  /** Per-user preferences such as list column settings: GET / PUT {value}. */
  preference: '/engine/preferences/:key',
  /** Progress of a background export: GET, answers ExportJob. */
  exportJob: '/engine/exportJobs/:id',
  /** The file of a finished background export: GET (blob). */
  exportJobFile: '/engine/exportJobs/:id/file',
  /** A failed-rows file of an import: GET (blob), only for the user who imported. */
  importErrors: '/engine/importErrors/:id',
  duplicateCheck: '/sys/duplicate/check',
  /** The advice warnings for an entity's form: GET ?values=<JSON>&recordId=, answers AdviceWarning[]. */
  advice: '/engine/advice/:name',
} as const;

/** A warning of an entity's advice about the form's values, shown under `field`; it never refuses a save. */
export interface AdviceWarning {
  field: string;
  message: string;
}

/**
 * GET /sys/dict/fillValues/:code: what choosing a row of a table dictionary fills into the form
 * (`fill`, `defaultFrom`), and which of those fields the row forces (`forces`: the form holds them
 * at that value while the choice stands).
 */
export interface DictFill {
  values: Record<string, unknown>;
  forced: string[];
}

/** The preference key of a user's list column settings for an entity. */
export const columnPreferenceKey = (entityName: string) => `list-columns:${entityName}`;

/** GET /engine/entities/:name */
export interface TableDictTree {
  pidField: string;
  hasChildField: string;
}

export interface EntitySchemaResult {
  /** The entity minus the fields this user may not see (hidden and column-permission fields). */
  entity: EntityDefinition;
  /** Sub-table entities by name, filtered the same way. */
  subEntities: Record<string, EntityDefinition>;
  /**
   * For each field (of the entity and its sub-entities, keyed '<entity>.<field>') whose dictionary
   * is another entity: the table dictionary code 'table,text_column,value_column' that
   * /sys/dict/loadDict, loadDictItem and getDictItems accept.
   */
  tableDictCodes: Record<string, string>;
  /**
   * For those of them whose entity is a tree (same keys): the parent and has-child columns a tree
   * select sends to /sys/dict/loadTreeData. Absent: no such field.
   */
  tableDictTrees?: Record<string, TableDictTree>;
  /** The actions this user may use (held, or their rule switched off globally). */
  allowed: EntityAction[];
}

/** `result` of a refused add/edit: which fields failed, so the form can mark them. */
export interface ValidationFailure {
  fields: Record<string, string>;
  /** Per sub-table list key: failing rows with their index in the submitted list. */
  subTables?: Record<string, { row: number; field: string; message: string }[]>;
}

export type SuperQueryRule =
  'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'like' | 'right_like' | 'left_like' | 'in';
export const SUPER_QUERY_RULES: readonly SuperQueryRule[] = [
  'eq',
  'like',
  'right_like',
  'left_like',
  'in',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
];

/** One condition of the advanced query (contract §8.4). */
export interface SuperQueryCondition {
  field: string;
  rule: SuperQueryRule;
  val: string;
  type?: string;
  dbType?: string;
  dictCode?: string;
}

export type MatchType = 'and' | 'or';

export interface SavedQuery {
  id: string;
  pageKey: string;
  title: string;
  matchType: MatchType;
  records: SuperQueryCondition[];
  createTime: string;
}

/** POST /engine/savedQueries; `overwrite` replaces a query of the same title. */
export interface SavedQueryInput {
  pageKey: string;
  title: string;
  matchType: MatchType;
  records: SuperQueryCondition[];
  overwrite?: boolean;
}

/** Result code of a save whose title exists and overwrite was not asked for. */
export const SAVED_QUERY_EXISTS_CODE = 409;

/** Answer of exportXls when the rows exceed the direct-download cap: a background job. */
export interface ExportJob {
  id: string;
  status: 'running' | 'done' | 'failed';
  /** Rows written so far and in all. */
  written: number;
  total: number;
  fileName: string;
  message?: string;
}

/** `result` of an import with failed rows (code 201, contract §8.7). */
export interface ImportPartialResult {
  totalCount: number;
  errorCount: number;
  successCount: number;
  msg: string;
  fileUrl: string;
  fileName: string;
}
