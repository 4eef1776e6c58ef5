// Lazy children of a tree entity's list (contract "Tree table"): expanding a row fetches
// `childList?pid=<id>` once; an answer of unknown shape warns 返回数据类型不识别 and the row folds.
// A new page or query starts folded; a save or delete on the same query keeps the open rows open
// and fetches their children again (refresh), so a new or removed child shows where it belongs.
import { App } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { EntityDefinition } from '../../../shared/schema-language/entity';
import { entityEndpoints } from '../../../shared/engine-api';
import { WIDGET_TEXTS } from '../../../shared/texts';
import { getAction } from '../../api/http';
import type { ListRow } from '../list/useListData';
import { childRowsOf, weaveTree } from './treeRows';

/**
 * @param queryKey identifies the page and query the rows belong to; when it changes every row folds.
 */
export function useTreeRows(entity: EntityDefinition, rows: ListRow[], queryKey: string) {
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<ReadonlyMap<string, ListRow[]>>(() => new Map());
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const [seenQuery, setSeenQuery] = useState(queryKey);
  const tree = entity.tree;

  // Derived state, React's documented pattern: no effect needed to fold on a new query.
  if (seenQuery !== queryKey) {
    setSeenQuery(queryKey);
    setLoaded(new Map());
    setExpandedKeys([]);
  }

  const dataSource = useMemo(
    () => (tree ? weaveTree(rows, loaded, { hasChildField: tree.hasChildField }) : rows),
    [tree, rows, loaded],
  );

  /** The children of one row, or null (after a warning) when they cannot be had. */
  const fetchChildren = useCallback(
    async (id: string): Promise<ListRow[] | null> => {
      const response = await getAction<unknown>(entityEndpoints(entity).childList, { pid: id }).catch(
        () => null,
      );
      if (!response) return null;
      if (!response.success) {
        if (response.message) void message.warning(response.message);
        return null;
      }
      const children = childRowsOf(response.result);
      if (!children) void message.warning(WIDGET_TEXTS.treeTableUnknownResponse);
      return children;
    },
    [entity, message],
  );

  const onExpand = useCallback(
    async (expanded: boolean, row: ListRow) => {
      const collapse = () => setExpandedKeys((keys) => keys.filter((key) => key !== row.id));
      if (!expanded) return collapse();
      setExpandedKeys((keys) => [...keys, row.id]);
      if (loaded.has(row.id)) return;
      const children = await fetchChildren(row.id);
      if (!children) return collapse();
      setLoaded((previous) => new Map(previous).set(row.id, children));
    },
    [fetchChildren, loaded],
  );

  /**
   * Fetches the children of the open rows and of `openIds` (the parent a child was just added to)
   * again, in parallel; children of folded rows are forgotten and fetched on their next expand.
   */
  const refresh = useCallback(
    async (openIds: readonly string[] = []) => {
      if (!tree) return;
      const ids = [...new Set([...expandedKeys, ...openIds])];
      const answers = await Promise.all(ids.map(fetchChildren));
      const next = new Map<string, ListRow[]>();
      ids.forEach((id, index) => {
        const children = answers[index];
        if (children) next.set(id, children);
      });
      setLoaded(next);
      setExpandedKeys([...next.keys()]);
    },
    [tree, expandedKeys, fetchChildren],
  );

  return {
    enabled: Boolean(tree),
    dataSource,
    expandedKeys,
    onExpand,
    refresh,
  };
}
