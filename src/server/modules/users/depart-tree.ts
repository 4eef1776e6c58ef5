// The department tree: one query for all live departments, then trees, subtrees and hierarchical
// org codes (A01, A01A01, A01A02 …) computed in memory — departments number in the hundreds.
import type { Kysely } from 'kysely';
import type { Depart } from '../../../shared/api-types';
import type { Database, DepartRow } from '../../db/tables';
import { toDepart } from '../sys/user-profile';

export interface DepartTreeNode extends Depart {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children: DepartTreeNode[];
}

export interface DepartIdNode {
  key: string;
  value: string;
  title: string;
  children: DepartIdNode[];
}

export function liveDeparts(db: Kysely<Database>): Promise<DepartRow[]> {
  return db
    .selectFrom('sysDepart')
    .selectAll()
    .where('delFlag', '=', '0')
    .orderBy('departOrder')
    .orderBy('orgCode')
    .orderBy('id')
    .execute();
}

const isRoot = (row: DepartRow, ids: ReadonlySet<string>) => !row.parentId || !ids.has(row.parentId);

function childrenByParent(rows: readonly DepartRow[]): Map<string, DepartRow[]> {
  const map = new Map<string, DepartRow[]>();
  for (const row of rows)
    if (row.parentId) (map.get(row.parentId) ?? map.set(row.parentId, []).get(row.parentId)!).push(row);
  return map;
}

/** Tree nodes of the given roots (default: every department without a live parent). */
export function buildTree(rows: readonly DepartRow[], rootIds?: readonly string[]): DepartTreeNode[] {
  const byParent = childrenByParent(rows);
  const ids = new Set(rows.map((r) => r.id));
  const node = (row: DepartRow): DepartTreeNode => {
    const children = (byParent.get(row.id) ?? []).map(node);
    return {
      ...toDepart(row),
      key: row.id,
      value: row.id,
      title: row.departName,
      isLeaf: children.length === 0,
      children,
    };
  };
  const roots = rootIds ? rows.filter((r) => rootIds.includes(r.id)) : rows.filter((r) => isRoot(r, ids));
  return roots.map(node);
}

/** One level: the children of `pid` (roots when empty), each marked leaf or not. */
export function treeLevel(rows: readonly DepartRow[], pid: string | undefined): DepartTreeNode[] {
  const byParent = childrenByParent(rows);
  const ids = new Set(rows.map((r) => r.id));
  const level = pid ? (byParent.get(pid) ?? []) : rows.filter((r) => isRoot(r, ids));
  return level.map((row) => flatNode(row, !byParent.get(row.id)?.length));
}

/** Search hits as a flat list of leaves: a hit inside another hit is listed too, not hidden under it. */
export function flatLeaves(rows: readonly DepartRow[]): DepartTreeNode[] {
  return rows.map((row) => flatNode(row, true));
}

function flatNode(row: DepartRow, isLeaf: boolean): DepartTreeNode {
  return { ...toDepart(row), key: row.id, value: row.id, title: row.departName, isLeaf, children: [] };
}

export function idTree(nodes: readonly DepartTreeNode[]): DepartIdNode[] {
  return nodes.map((n) => ({ key: n.key, value: n.value, title: n.title, children: idTree(n.children) }));
}

/** The ids of a department and all its descendants (org codes are hierarchical prefixes). */
export function subtreeIds(rows: readonly DepartRow[], rootId: string): string[] {
  const root = rows.find((r) => r.id === rootId);
  if (!root) return [];
  return rows.filter((r) => r.orgCode.startsWith(root.orgCode)).map((r) => r.id);
}

const SEGMENT = /^([A-Z])(\d{2})$/;
const PER_LETTER = 99;
const MAX_SEQUENCE = 26 * PER_LETTER;

/**
 * The next org code under a parent code ('' for a root): parent + one letter + two digits, after
 * the highest code any sibling ever had (deleted ones included: codes are never reused).
 */
export function nextOrgCode(parentCode: string, siblingCodes: readonly string[]): string | null {
  let highest = 0;
  for (const code of siblingCodes) {
    if (!code.startsWith(parentCode) || code.length !== parentCode.length + 3) continue;
    const match = SEGMENT.exec(code.slice(parentCode.length));
    if (!match) continue;
    const sequence = (match[1]!.charCodeAt(0) - 65) * PER_LETTER + Number(match[2]);
    highest = Math.max(highest, sequence);
  }
  const next = highest + 1;
  if (next > MAX_SEQUENCE) return null;
  const letter = String.fromCharCode(65 + Math.floor((next - 1) / PER_LETTER));
  const number = ((next - 1) % PER_LETTER) + 1;
  return `${parentCode}${letter}${String(number).padStart(2, '0')}`;
}
