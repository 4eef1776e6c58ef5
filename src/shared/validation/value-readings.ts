// What a field's value tells about another field: a cross-field rule may compare its field with it
// (`otherAs`) rather than with the other value itself — a staff member's 性别 with the sex their ID
// number gives. One shared reading, so the form, the grid and the server judge a record alike.
import type { FieldType } from '../schema-language/entity-vocabulary';
import { isValidIdCard, sexFromIdCard } from './check-digits';

export interface ValueReading {
  /** The type of the field it reads. */
  reads: FieldType;
  /** The type of what it tells: what the rule's field is compared with. */
  gives: FieldType;
  /** What the value tells, or null when it tells nothing (the value fails its own rule). */
  read(value: string): string | null;
}

export const VALUE_READINGS = {
  // An ID number that is not valid tells nothing: its own rule (idCard) refuses it.
  idCardSex: {
    reads: 'string',
    gives: 'string',
    read: (id) => (isValidIdCard(id) ? sexFromIdCard(id) : null),
  },
} as const satisfies Record<string, ValueReading>;

export type ValueReadingName = keyof typeof VALUE_READINGS;

export const VALUE_READING_NAMES = Object.keys(VALUE_READINGS) as ValueReadingName[];
