// A translator for readWorkbook from dictionary items the caller already loaded (DictionaryService
// items, or the rows of a table dictionary): text -> value, looked up in a map, never per cell in
// the database.
import type { ExcelColumn } from './columns';
import { parseQualifiedText, qualifiedText } from './namesake-text';
import { AMBIGUOUS_TEXT } from './read-workbook';
import type { DictionaryTranslator } from './read-workbook';

export interface DictionaryItem {
  value: string;
  text: string;
  /** What tells the item apart from its namesakes in a sheet, when not its value (namesake-text.ts). */
  qualifier?: string;
}

/**
 * Items per column key. A cell holding a value instead of a text (a sheet filled from raw data) is
 * accepted too, unless that value is also the text of a different item. A text several items share
 * is never guessed: it answers AMBIGUOUS_TEXT, unless the cell names the row as an export writes
 * namesakes (qualifiedText); a qualified text of a unique name is taken when it names that row.
 */
export function dictionaryTranslator(
  itemsByKey: Readonly<Record<string, readonly DictionaryItem[]>>,
): DictionaryTranslator {
  const maps = new Map<string, Map<string, string | typeof AMBIGUOUS_TEXT>>();
  for (const [key, items] of Object.entries(itemsByKey)) {
    const map = new Map<string, string | typeof AMBIGUOUS_TEXT>();
    for (const item of items) if (!map.has(item.value)) map.set(item.value, item.value);
    // Texts win over values: set them last.
    const texts = new Map<string, string | typeof AMBIGUOUS_TEXT>();
    for (const item of items) {
      const text = item.text.trim();
      const earlier = texts.get(text);
      texts.set(text, earlier === undefined || earlier === item.value ? item.value : AMBIGUOUS_TEXT);
    }
    for (const [text, value] of texts) map.set(text, value);
    for (const item of items)
      if (texts.get(item.text.trim()) === AMBIGUOUS_TEXT)
        map.set(qualifiedText(item.text.trim(), item.qualifier ?? item.value), item.value);
    maps.set(key, map);
  }
  return (column: ExcelColumn, text: string) => {
    const map = maps.get(column.key);
    const found = map?.get(text);
    if (found !== undefined || !map) return found;
    const qualified = parseQualifiedText(text);
    return qualified && map.get(qualified.text) === qualified.value ? qualified.value : undefined;
  };
}

/** The texts of each dictionary, for columnsFromEntity's dictionaryTexts and the template. */
export const dictionaryTexts = (items: readonly DictionaryItem[]) => items.map((item) => item.text);
