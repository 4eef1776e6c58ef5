// The department tree (GET /sys/sysDepart/queryTreeList, contract §11.3), read once per page load.
import { useEffect, useState } from 'react';
import { getAction } from '../../api/http';

export interface DepartNode {
  key: string;
  value: string;
  title: string;
  orgCode?: string;
  isLeaf?: boolean;
  children?: DepartNode[];
}

export const DEPART_TREE_URL = '/sys/sysDepart/queryTreeList';

let request: Promise<DepartNode[]> | null = null;

function loadDepartTree(): Promise<DepartNode[]> {
  request ??= getAction<DepartNode[]>(DEPART_TREE_URL).then(
    (reply) => (reply.success && Array.isArray(reply.result) ? reply.result : []),
    () => [],
  );
  // A failed or empty answer is asked again next time.
  void request.then((tree) => tree.length === 0 && (request = null));
  return request;
}

/** Forget the tree (after departments changed, and between tests). */
export function resetDepartTree(): void {
  request = null;
}

export function useDepartTree(): { tree: DepartNode[]; loading: boolean } {
  const [tree, setTree] = useState<DepartNode[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadDepartTree().then((nodes) => live && setTree(nodes));
    return () => {
      live = false;
    };
  }, []);
  return { tree: tree ?? [], loading: tree === null };
}

/** Every node's title by key. */
export function departTitles(
  tree: readonly DepartNode[],
  into = new Map<string, string>(),
): Map<string, string> {
  for (const node of tree) {
    into.set(node.key, node.title);
    if (node.children) departTitles(node.children, into);
  }
  return into;
}
