// Tree table rows (spec §4, contract "Tree table"): a row whose has-child field is set gets a
// loading placeholder child so it can be expanded; expanding loads `childList?pid=`; no children
// makes the row a leaf. Loaded children are kept by parent id and woven into the page's rows.
import type { ListRow } from '../list/useListData';

const PLACEHOLDER_FLAG = '__treeLoading';

export interface TreeOptions {
  hasChildField: string;
}

export const isLoadingPlaceholder = (row: ListRow): boolean => row[PLACEHOLDER_FLAG] === true;

const placeholderFor = (parentId: string): ListRow => ({
  id: `${parentId}__loading`,
  [PLACEHOLDER_FLAG]: true,
});

/** '1' (JeecgBoot's convention), true, 1 or 'true' mean the row has children. */
export function hasChildren(row: ListRow, { hasChildField }: TreeOptions): boolean {
  const value = row[hasChildField];
  return value === '1' || value === 1 || value === true || value === 'true';
}

/** Rows of a childList answer: an array or `result.records`; anything else is not understood. */
export function childRowsOf(result: unknown): ListRow[] | null {
  if (Array.isArray(result)) return result as ListRow[];
  if (result !== null && typeof result === 'object') {
    const records = (result as { records?: unknown }).records;
    if (Array.isArray(records)) return records as ListRow[];
  }
  return null;
}

/**
 * The rows as the table shows them. `loaded` holds the children fetched per parent id: an empty
 * list makes a leaf, a missing entry a placeholder (when the row says it has children).
 */
export function weaveTree(
  rows: ListRow[],
  loaded: ReadonlyMap<string, ListRow[]>,
  options: TreeOptions,
): ListRow[] {
  return rows.map((row) => {
    const children = loaded.get(row.id);
    if (children) {
      return children.length > 0 ? { ...row, children: weaveTree(children, loaded, options) } : row;
    }
    return hasChildren(row, options) ? { ...row, children: [placeholderFor(row.id)] } : row;
  });
}
