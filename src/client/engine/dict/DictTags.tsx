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

/** Text on tags whose colour is light (yellow, orange): white on them could hardly be read. */
const DARK_TEXT = 'rgba(0, 0, 0, 0.88)';
/** Relative luminance above which a background takes dark text (WCAG's formula). */
const LIGHT_BACKGROUND = 0.3;

const channel = (byte: number) => {
  const c = byte / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Whether a '#rrggbb' colour is light enough to need dark text; other colour forms keep antd's. */
export function isLightColour(colour: string): boolean {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return false;
  const [r, g, b] = [0, 2, 4].map((at) => channel(parseInt(hex.slice(at, at + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > LIGHT_BACKGROUND;
}

export function DictTags({ items, values, texts = [] }: DictTagsProps) {
  return (
    <>
      {values.map((value, index) => {
        const item = items.find((candidate) => String(candidate.value) === value);
        return (
          <Tag
            key={value}
            color={item?.color}
            style={item?.color && isLightColour(item.color) ? { color: DARK_TEXT } : undefined}
          >
            {texts[index] ?? item?.text ?? value}
          </Tag>
        );
      })}
    </>
  );
}
