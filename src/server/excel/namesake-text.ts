// How a sheet tells namesakes apart: a dictionary text several selectable rows share (two experts
// named 张伟) is written with the row's stored value in full-width brackets, 张伟（1790…）, so that
// an exported file imports back to the same rows instead of being refused as ambiguous.

export const qualifiedText = (text: string, value: string): string => `${text}（${value}）`;

const QUALIFIED = /^(.*)（([^（）]+)）$/s;

/** The text and value of a cell written by qualifiedText, or undefined for any other cell. */
export function parseQualifiedText(cell: string): { text: string; value: string } | undefined {
  const match = QUALIFIED.exec(cell);
  return match ? { text: match[1]!.trim(), value: match[2]!.trim() } : undefined;
}
