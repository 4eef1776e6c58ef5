// The dictionary endpoints the form and its controls call (contract §7.2-7.5). Each answers plain
// data; a refused answer becomes a DictRequestError carrying the server's message.
import type { DictItem } from '../../../shared/api-types';
import { API_PATHS, fillPath } from '../../../shared/api-paths';
import type { DictFill } from '../../../shared/engine-api';
import { getAction } from '../../api/http';

export const DICT_PATHS = {
  getDictItems: API_PATHS.getDictItems,
  loadDict: '/sys/dict/loadDict/:code',
  loadDictItem: '/sys/dict/loadDictItem/:code',
  loadTreeData: '/sys/dict/loadTreeData',
} as const;

/**
 * The form field a table-dictionary request comes from and the form's values its `filter` and option
 * rule read: the server narrows the options to the field's where, filter and rule.
 */
export interface DictScope {
  field: string;
  values: Record<string, unknown>;
  /** The record the form edits or steps: the server reads the fields the form does not show from it. */
  recordId?: string;
}

const scopeParams = (scope?: DictScope | null) =>
  scope
    ? {
        field: scope.field,
        values: JSON.stringify(scope.values),
        ...(scope.recordId ? { recordId: scope.recordId } : {}),
      }
    : {};

export class DictRequestError extends Error {
  override readonly name = 'DictRequestError';
}

/** An option as the server may spell it (contract §7.1: text, or label/title). */
interface RawDictItem {
  value?: unknown;
  text?: unknown;
  label?: unknown;
  title?: unknown;
  color?: string;
  reason?: unknown;
}

export function toDictItem(raw: RawDictItem): DictItem {
  const text = String(raw.text ?? raw.label ?? raw.title ?? raw.value ?? '');
  const item: DictItem = { value: String(raw.value ?? ''), text, title: text };
  if (raw.color) item.color = raw.color;
  if (typeof raw.reason === 'string' && raw.reason) item.reason = raw.reason;
  return item;
}

async function resultOf<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const response = await getAction<T>(url, params);
  if (!response?.success) throw new DictRequestError(response?.message ?? '');
  return response.result;
}

/** GET /sys/dict/getDictItems/{code}: every option of a plain or table dictionary. */
export async function fetchDictItems(code: string, scope?: DictScope | null): Promise<DictItem[]> {
  const result = await resultOf<RawDictItem[] | null>(
    fillPath(DICT_PATHS.getDictItems, { code }),
    scopeParams(scope),
  );
  return (result ?? []).map(toDictItem);
}

/** GET /sys/dict/loadDict/{code}?keyword=&pageSize=: the first options of a table dictionary matching. */
export async function searchTableDict(
  code: string,
  keyword: string,
  pageSize: number,
  scope?: DictScope | null,
): Promise<DictItem[]> {
  const result = await resultOf<RawDictItem[] | null>(fillPath(DICT_PATHS.loadDict, { code }), {
    keyword,
    pageSize,
    ...scopeParams(scope),
  });
  return (result ?? []).map(toDictItem);
}

/**
 * GET /sys/dict/fillValues/{code}: the form values choosing `value` fills (the field's `fill` and
 * `defaultFrom`) and those it forces (`forces`).
 */
export async function fetchFillValues(code: string, field: string, value: string): Promise<DictFill | null> {
  return resultOf<DictFill | null>(fillPath(API_PATHS.dictFillValues, { code }), {
    field,
    value,
  });
}

/** GET /sys/dict/loadDictItem/{code}?key=a,b: the texts of those values, in key order. */
export async function loadDictLabels(code: string, keys: readonly string[]): Promise<string[]> {
  const result = await resultOf<unknown>(fillPath(DICT_PATHS.loadDictItem, { code }), {
    key: keys.join(','),
  });
  // 2.0.x servers answered one string; 2.1.1+ a list (contract §7.4).
  if (Array.isArray(result)) return result.map(String);
  return typeof result === 'string' && result !== '' ? result.split(',') : [];
}

/** The query of GET /sys/dict/loadTreeData (contract §7.5); every key is sent, empty when unused. */
export interface TreeDataQuery {
  pid: string;
  pidField: string;
  tableName: string;
  text: string;
  code: string;
  hasChildField: string;
  condition: string;
}

export interface TreeNode {
  key: string;
  title: string;
  leaf: boolean;
  parentId?: string | null;
}

export async function loadTreeData(query: TreeDataQuery): Promise<TreeNode[]> {
  const result = await resultOf<TreeNode[] | null>(DICT_PATHS.loadTreeData, { ...query });
  return (result ?? []).map((node) => ({ ...node, key: String(node.key), leaf: !!node.leaf }));
}
