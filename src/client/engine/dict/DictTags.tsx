// Values of a dictionary whose items have colours, as coloured tags: the list's cells, the grid's
// read-only cells and the detail view show a state (保单状态, 证书状态) alike.
import { Tag } from 'antd';
import type { DictItem } from '../../../shared/api-types';

export interface DictTagsProps {
  items: readonly DictItem[];
  values: readonly string[];
  /** The texts the server gave for the values, in their order; else the items' texts. */
  texts?: readonly string[];
}

/** Whether a dictionary shows its values as tags: when it gives its items a colour. */
export const hasTagColours = (items: readonly DictItem[] | null | undefined) =>
  !!items?.some((item) => item.color);

export function DictTags({ items, values, texts = [] }: DictTagsProps) {
  return (
    <>
      {values.map((value, index) => {
        const item = items.find((candidate) => String(candidate.value) === value);
        return (
          <Tag key={value} color={item?.color}>
            {texts[index] ?? item?.text ?? value}
          </Tag>
        );
      })}
    </>
  );
}
