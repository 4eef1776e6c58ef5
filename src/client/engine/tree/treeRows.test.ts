import { describe, expect, it } from 'vitest';
import type { ListRow } from '../list/useListData';
import { childRowsOf, hasChildren, isLoadingPlaceholder, weaveTree } from './treeRows';

const options = { hasChildField: 'hasChild' };
const node = (id: string, hasChild?: unknown): ListRow => ({ id, hasChild });

describe('tree rows', () => {
  it.each([
    ['1', true],
    [1, true],
    [true, true],
    ['true', true],
    ['0', false],
    [null, false],
    [undefined, false],
  ])('has-child value %s -> %s', (value, expected) => {
    expect(hasChildren(node('a', value), options)).toBe(expected);
  });

  it('reads an array or result.records, and nothing else', () => {
    expect(childRowsOf([node('a')])).toEqual([node('a')]);
    expect(childRowsOf({ records: [node('b')], total: 1 })).toEqual([node('b')]);
    expect(childRowsOf({ rows: [] })).toBeNull();
    expect(childRowsOf('x')).toBeNull();
    expect(childRowsOf(null)).toBeNull();
  });

  it('gives parents a placeholder until loaded, then their children; none loaded makes a leaf', () => {
    const rows = [node('a', '1'), node('b', '1'), node('c', '0')];
    const initial = weaveTree(rows, new Map(), options);
    expect(isLoadingPlaceholder((initial[0]!.children as ListRow[])[0]!)).toBe(true);
    expect(initial[2]!.children).toBeUndefined();
    const loaded = new Map([
      ['a', [node('a1', '1')]],
      ['b', []],
    ]);
    const woven = weaveTree(rows, loaded, options);
    const children = woven[0]!.children as ListRow[];
    expect(children.map((child) => child.id)).toEqual(['a1']);
    expect(isLoadingPlaceholder((children[0]!.children as ListRow[])[0]!)).toBe(true);
    expect(woven[1]!.children).toBeUndefined();
  });
});
