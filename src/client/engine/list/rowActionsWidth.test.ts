// The 操作 column is as wide as its widest cell, so no link wraps (详情 broke into 详 / 情 under the
// four links of a tree's rows at the old fixed 160px).
import { describe, expect, it } from 'vitest';
import type { OperationDefinition } from '../../../shared/schema-language/entity';
import { rowActionsWidth } from './RowActions';

const operation = (label: string) => ({ name: label, label }) as OperationDefinition;

describe('row actions width', () => {
  it('fits the four links of a tree row: 编辑 | 添加下级 | 详情 | 删除', () => {
    expect(rowActionsWidth(['edit', 'addChild', 'detail', 'delete'], [], 160)).toBe(32 + 10 * 14 + 3 * 17);
  });

  it('keeps the least width for a short cell', () => {
    expect(rowActionsWidth(['edit', 'delete'], [], 160)).toBe(160);
  });

  it('counts the longest labels a row can show and 更多 when the links are folded', () => {
    const operations = ['提交', '审核通过', '驳回', '整改完成', '销号'].map(operation);
    // Seven links: the three longest shown (4 + 4 + 2 characters), then 更多 with its icon.
    expect(rowActionsWidth(['edit', 'delete'], operations, 160)).toBe(32 + 12 * 14 + 3 * 17 + 18);
  });
});
