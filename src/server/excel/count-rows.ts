// The import's row-cap check: rows counted in the worksheet's raw XML, before anything is saved.
import type { ExcelInput } from './input-check';
import { firstSheetXml } from './open-workbook';
import type { OpenOptions } from './open-workbook';

const ROW_START = Buffer.from('<row');
const ROW_NUMBER = /\br="(\d+)"/;
const EMPTY = Buffer.alloc(0);

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
  let carry = EMPTY;
  let lastRow = 0;
  for await (const chunk of firstSheetXml(input, options)) {
    const bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    let at = 0;
    for (let start = bytes.indexOf(ROW_START); start >= 0; start = bytes.indexOf(ROW_START, at)) {
      const end = bytes.indexOf(0x3e /* > */, start);
      // A tag cut by the chunk boundary: finish it with the next chunk.
      if (end < 0) break;
      at = end + 1;
      // <rowBreaks> and the like are other elements.
      const after = bytes[start + ROW_START.length]!;
      if (
        after !== 0x20 &&
        after !== 0x3e &&
        after !== 0x2f &&
        after !== 0x09 &&
        after !== 0x0a &&
        after !== 0x0d
      )
        continue;
      const attributes = bytes.toString('latin1', start + ROW_START.length, end);
      const numbered = ROW_NUMBER.exec(attributes);
      lastRow = numbered ? Number(numbered[1]) : lastRow + 1;
      // A self-closing row has no cells (only a height or a style).
      if (!attributes.endsWith('/') && lastRow > options.headerRowNumber) count += 1;
    }
    const open = bytes.lastIndexOf(0x3c /* < */);
    carry = open >= at ? Buffer.from(bytes.subarray(open)) : EMPTY;
  }
  return count;
}
