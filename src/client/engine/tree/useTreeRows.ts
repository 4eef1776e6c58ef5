// Lazy children of a tree entity's list (contract "Tree table"): expanding a row fetches
// `childList?pid=<id>` once; an answer of unknown shape warns 返回数据类型不识别 and the row folds.
import { App } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { EntityDefinition } from '../../../shared/schema-language/entity';
import { entityEndpoints } from '../../../shared/engine-api';
import { WIDGET_TEXTS } from '../../../shared/texts';
import { getAction } from '../../api/http';
import type { ListRow } from '../list/useListData';
import { childRowsOf, weaveTree } from './treeRows';

export function useTreeRows(entity: EntityDefinition, rows: ListRow[]) {
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<ReadonlyMap<string, ListRow[]>>(() => new Map());
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const [seenRows, setSeenRows] = useState(rows);
  const tree = entity.tree;

  // A new page, query or reload starts with every row folded (derived state, no effect needed).
  if (seenRows !== rows) {
    setSeenRows(rows);
    setLoaded(new Map());
    setExpandedKeys([]);
  }

  const dataSource = useMemo(
    () => (tree ? weaveTree(rows, loaded, { hasChildField: tree.hasChildField }) : rows),
    [tree, rows, loaded],
  );

  const onExpand = useCallback(
    async (expanded: boolean, row: ListRow) => {
      const collapse = () => setExpandedKeys((keys) => keys.filter((key) => key !== row.id));
      if (!expanded) return collapse();
      setExpandedKeys((keys) => [...keys, row.id]);
      if (loaded.has(row.id)) return;
      const response = await getAction<unknown>(entityEndpoints(entity).childList, { pid: row.id }).catch(
        () => null,
      );
      if (!response) return collapse();
      if (!response.success) {
        if (response.message) void message.warning(response.message);
        return collapse();
      }
      const children = childRowsOf(response.result);
      if (!children) {
        void message.warning(WIDGET_TEXTS.treeTableUnknownResponse);
        return collapse();
      }
      setLoaded((previous) => new Map(previous).set(row.id, children));
    },
    [entity, loaded, message],
  );

  return {
    enabled: Boolean(tree),
    dataSource,
    expandedKeys,
    onExpand,
  };
}
