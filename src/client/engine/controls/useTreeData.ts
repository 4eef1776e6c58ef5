// The nodes of a tree dictionary (JTreeSelect, contract §7.5): the roots under `pid` first, each
// node's children when it is expanded; a node that turns out to have none becomes a leaf. A condition
// that is not a JSON object string loads nothing and says so (spec §5). A node's children are asked
// for once: antd may call loadData again for a node still expanding (seen under load in CI).
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { VALIDATION_TEXTS } from '../../../shared/texts';
import { loadTreeData } from '../dict/dictApi';
import type { TreeDataQuery, TreeNode } from '../dict/dictApi';

export type TreeSource = Omit<TreeDataQuery, 'pid'> & { rootPid: string };

export interface FlatTreeNode {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

export function isJsonObjectString(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

const toFlat = (node: TreeNode, parent: string): FlatTreeNode => ({
  id: node.key,
  pId: parent,
  value: node.key,
  title: node.title,
  isLeaf: node.leaf,
});

export function useTreeData(source: TreeSource | null) {
  const { message } = App.useApp();
  const [nodes, setNodes] = useState<FlatTreeNode[]>([]);
  const conditionValid = !source?.condition || isJsonObjectString(source.condition);
  const { rootPid, pidField, tableName, text, code, hasChildField, condition } = source ?? {};

  const fetchUnder = useCallback(
    (pid: string) =>
      loadTreeData({
        pid,
        pidField: pidField ?? '',
        tableName: tableName ?? '',
        text: text ?? '',
        code: code ?? '',
        hasChildField: hasChildField ?? '',
        condition: condition ?? '',
      }),
    [pidField, tableName, text, code, hasChildField, condition],
  );

  useEffect(() => {
    if (!tableName) return;
    if (!conditionValid) {
      void message.error(VALIDATION_TEXTS.treeSelectCondition);
      return;
    }
    let live = true;
    fetchUnder(rootPid ?? '')
      .then((roots) => live && setNodes(roots.map((node) => toFlat(node, rootPid ?? ''))))
      .catch(() => live && setNodes([]));
    return () => {
      live = false;
    };
  }, [fetchUnder, rootPid, tableName, conditionValid, message]);

  const childLoads = useRef({ fetchUnder, byParent: new Map<string, Promise<void>>() });
  const loadChildren = useCallback(
    (parent: string) => {
      if (childLoads.current.fetchUnder !== fetchUnder)
        childLoads.current = { fetchUnder, byParent: new Map() };
      const started = childLoads.current.byParent.get(parent);
      if (started) return started;
      const load = fetchUnder(parent)
        .catch(() => [] as TreeNode[])
        .then((children) =>
          setNodes((current) => {
            const known = new Set(current.map((node) => node.id));
            const added = children.filter((node) => !known.has(node.key)).map((node) => toFlat(node, parent));
            const marked = children.length
              ? current
              : current.map((node) => (node.id === parent ? { ...node, isLeaf: true } : node));
            return [...marked, ...added];
          }),
        );
      childLoads.current.byParent.set(parent, load);
      return load;
    },
    [fetchUnder],
  );

  return { nodes, loadChildren, conditionValid };
}
