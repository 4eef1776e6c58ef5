// Tree codes (field option treeCode): a child's code is its parent's code followed by one segment of
// a letter and two digits — A01 … A99, B01 … Z99, as JeecgBoot's category codes (YouBianCode) go.
export const TREE_CODE_SEGMENT = /^[A-Z]\d\d$/;
const LAST_NUMBER = 99;

/** The segment after the highest one given (A01 when none); null when Z99 is taken. */
export function nextTreeSegment(taken: readonly string[]): string | null {
  let highest = 0;
  for (const segment of taken) {
    if (!TREE_CODE_SEGMENT.test(segment)) continue;
    const ordinal = (segment.charCodeAt(0) - 65) * LAST_NUMBER + Number(segment.slice(1));
    highest = Math.max(highest, ordinal);
  }
  const next = highest + 1;
  const letter = Math.floor((next - 1) / LAST_NUMBER);
  if (letter > 25) return null;
  const number = next - letter * LAST_NUMBER;
  return `${String.fromCharCode(65 + letter)}${String(number).padStart(2, '0')}`;
}
