// The department tree with a search box (spec §7 Departments), shared by the user page (filter on
// the left) and the department page. Searching keeps matching nodes and their ancestors, expanded.
import { Empty, Input, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { DEPART_TEXTS } from '../../../shared/users/texts';
import { filterDepartTree } from '../../widgets/pickers/useDepartTree';
import type { DepartNode } from './UserListApi';

const allKeys = (nodes: readonly DepartNode[]): string[] =>
  nodes.flatMap((n) => [n.key, ...allKeys(n.children)]);

const toData = (nodes: readonly DepartNode[]): TreeDataNode[] =>
  nodes.map((n) => ({
    key: n.key,
    title: n.title,
    isLeaf: n.children.length === 0,
    children: toData(n.children),
  }));

export interface DepartListTreeProps {
  tree: readonly DepartNode[];
  loading: boolean;
  selectedKey: string | null;
  onSelect: (node: DepartNode | null) => void;
}

export function DepartListTree({ tree, loading, selectedKey, onSelect }: DepartListTreeProps) {
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => filterDepartTree(tree, keyword.trim()), [tree, keyword]);
  // Expansion is the tree's own state, reset (by remounting) when the data or the search changes:
  // roots open at first, every match open while searching.
  const treeKey = useMemo(() => `${keyword.trim()}#${allKeys(tree).join(',')}`, [tree, keyword]);
  const initiallyExpanded = useMemo(
    () => (keyword.trim() ? allKeys(shown) : tree.map((n) => n.key)),
    [tree, shown, keyword],
  );
  const byKey = useMemo(() => {
    const map = new Map<string, DepartNode>();
    const walk = (nodes: readonly DepartNode[]) =>
      nodes.forEach((n) => {
        map.set(n.key, n);
        walk(n.children);
      });
    walk(tree);
    return map;
  }, [tree]);

  return (
    <div>
      <Input.Search
        allowClear
        placeholder={DEPART_TEXTS.searchPlaceholder}
        onSearch={setKeyword}
        onChange={(event) => {
          if (!event.target.value) setKeyword('');
        }}
        style={{ marginBottom: 8 }}
      />
      <Spin spinning={loading}>
        {shown.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Tree
            key={treeKey}
            blockNode
            treeData={toData(shown)}
            defaultExpandedKeys={initiallyExpanded}
            selectedKeys={selectedKey ? [selectedKey] : []}
            onSelect={(keys) => onSelect(keys.length > 0 ? (byKey.get(String(keys[0])) ?? null) : null)}
          />
        )}
      </Spin>
    </div>
  );
}
