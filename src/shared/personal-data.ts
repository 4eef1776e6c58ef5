// Personal data a column may hold (phone numbers, ID numbers): shown masked to users who do not hold
// the column's permission. The server masks; the client only shows what it receives.

export const PERSONAL_DATA_KINDS = ['phone', 'idNumber'] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

/** Characters kept visible at the start and the end of each kind (the rest become '*'). */
const KEPT: Readonly<Record<PersonalDataKind, { head: number; tail: number }>> = {
  phone: { head: 3, tail: 4 },
  idNumber: { head: 4, tail: 4 },
};

/** 138****0000, 4501**********1234; a value too short to keep both ends is masked whole. */
export function maskPersonal(kind: PersonalDataKind, value: string): string {
  const { head, tail } = KEPT[kind];
  if (value.length <= head + tail) return '*'.repeat(value.length);
  return `${value.slice(0, head)}${'*'.repeat(value.length - head - tail)}${value.slice(-tail)}`;
}

/** 138****0000: enough to recognise one's own number. */
export const maskPhone = (phone: string): string => maskPersonal('phone', phone);

/** A stored value masked (as text); an empty value stays as it is. */
export function maskStoredValue(kind: PersonalDataKind, value: unknown): unknown {
  return value === null || value === undefined || value === '' ? value : maskPersonal(kind, String(value));
}

/** Positions of rows read as arrays (an export's batch) that hold personal data shown masked. */
export type MaskedPositions = readonly { at: number; kind: PersonalDataKind }[];

/** Masks, in place, those positions of the rows. */
export function maskArrayRows(rows: readonly unknown[][], positions: MaskedPositions): void {
  for (const { at, kind } of positions) for (const row of rows) row[at] = maskStoredValue(kind, row[at]);
}
