// What a number cell accepts while typing (spec §5: an optional minus, digits, one decimal point) and
// what it keeps when the user leaves it: a number, or nothing when the text is not one.
const WHILE_TYPING = /^-?\d*\.?\d*$/;
const COMPLETE = /^-?(\d+\.?\d*|\.\d+)$/;

export function acceptsTyping(text: string): boolean {
  return WHILE_TYPING.test(text);
}

export function numberOnBlur(text: string): number | undefined {
  return COMPLETE.test(text) ? Number(text) : undefined;
}
