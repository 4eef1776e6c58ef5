// The import's row-cap check: rows counted in the worksheet's raw XML, before anything is saved.
import type { ExcelInput } from './input-check';
import { guarded } from './input-guard';
import { readFirstSheet } from './open-workbook';
import type { OpenOptions } from './open-workbook';

const ROW_TAG = /<row\b([^>]*)>/g;
const ROW_NUMBER = /\br="(\d+)"/;

/**
 * Data rows (non-empty rows below the header) of the first worksheet, counted in its raw XML
 * without building cells: about a tenth of a full read. Lets an import refuse a file that is too
 * long before it saves anything. Rows whose cells are all blank still count, so this is an upper
 * bound of what readWorkbook yields.
 */
export async function countDataRows(
  input: ExcelInput,
  options: OpenOptions & { headerRowNumber: number },
): Promise<number> {
  let count = 0;
  const counted = readFirstSheet(input, options, async function* (_sheet, source, guard) {
    let carry = '';
    let lastRow = 0;
    for await (const chunk of guarded(source.text, guard)) {
      const text = carry + chunk;
      let end = 0;
      ROW_TAG.lastIndex = 0;
      for (let match = ROW_TAG.exec(text); match; match = ROW_TAG.exec(text)) {
        end = ROW_TAG.lastIndex;
        const attributes = match[1] ?? '';
        const numbered = ROW_NUMBER.exec(attributes);
        lastRow = numbered ? Number(numbered[1]) : lastRow + 1;
        // A self-closing row has no cells (only a height or a style).
        if (!attributes.endsWith('/') && lastRow > options.headerRowNumber) count += 1;
      }
      // Keep a tag cut by the chunk boundary for the next chunk.
      const open = text.lastIndexOf('<');
      carry = open >= end && !text.includes('>', open) ? text.slice(open) : '';
    }
    yield count;
  });
  for await (const _ of counted) {
    // The handler yields once, at the end.
  }
  return count;
}
