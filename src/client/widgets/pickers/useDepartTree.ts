// The department tree (GET /sys/sysDepart/queryTreeList, contract §11.3) for every page and picker:
// one swr key, so a page that changes departments reloads the pickers' tree too.
import { useCallback } from 'react';
import useSWR from 'swr';
import { getAction } from '../../api/http';

export interface DepartTreeNode {
  key: string;
  title: string;
  children?: DepartTreeNode[];
}

export const DEPART_TREE_URL = '/sys/sysDepart/queryTreeList';

async function fetchTree<T>(): Promise<T[]> {
  const reply = await getAction<T[]>(DEPART_TREE_URL);
  return reply.success && Array.isArray(reply.result) ? reply.result : [];
}

const EMPTY: never[] = [];

export function useDepartTree<T extends DepartTreeNode = DepartTreeNode>() {
  const { data, isLoading, mutate } = useSWR(DEPART_TREE_URL, fetchTree<T>, { revalidateOnFocus: false });
  const reload = useCallback(() => mutate(), [mutate]);
  return { tree: data ?? (EMPTY as T[]), loading: isLoading, reload };
}

/** Nodes whose title holds the keyword, with the branches leading to them. */
export function filterDepartTree<T extends { title: string; children?: T[] }>(
  nodes: readonly T[],
  keyword: string,
): T[] {
  if (!keyword) return [...nodes];
  return nodes.flatMap((node) => {
    const children = filterDepartTree(node.children ?? [], keyword);
    return node.title.includes(keyword) || children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Every node's title by key. */
export function departTitles(
  tree: readonly DepartTreeNode[],
  into = new Map<string, string>(),
): Map<string, string> {
  for (const node of tree) {
    into.set(node.key, node.title);
    if (node.children) departTitles(node.children, into);
  }
  return into;
}
