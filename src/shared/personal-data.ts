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
