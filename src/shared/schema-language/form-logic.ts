// The form logic an entity declares, judged alike by the form and the server: conditions on another
// field's value (a field shown or required only then, a rule applying only then), rules comparing two
// fields (or a field with what another's value tells: 性别 with the ID number's), and serial numbers the server assigns on insert. Kept small and typed on purpose: a
// condition names one field and its values, a rule one comparison.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { VALUE_READING_NAMES } from '../validation/value-readings';
import { COMPARISON_OPERATORS, FIELD_KEY_PATTERN, SERIAL_DATE_FORMATS } from './entity-vocabulary';

const fieldKey = (description: string) => Type.String({ pattern: FIELD_KEY_PATTERN, description });

export const FieldCondition = Type.Union(
  [
    Type.Object(
      {
        field: fieldKey('A field of the same record (not a multiple-value one: see includes)'),
        in: Type.Array(Type.String({ minLength: 1 }), {
          minItems: 1,
          description: 'Holds when the field holds one of these values',
        }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        field: fieldKey('A multiple-value field of the same record'),
        includes: Type.String({
          minLength: 1,
          description: "Holds when the field's values include this one (an add-on among those chosen)",
        }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        field: fieldKey('A field of the same record'),
        filled: Type.Literal(true, { description: 'Holds when the field has a value' }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        field: fieldKey('A field of the same record'),
        empty: Type.Literal(true, {
          description: 'Holds while the field has no value (a step taken once: 回访 until it is recorded)',
        }),
      },
      { additionalProperties: false },
    ),
  ],
  {
    description:
      "A condition on another field's value, e.g. { field: 'hazardLevel', in: ['2'] }, or " +
      "{ field: 'addOnCoverages', includes: '1' } on a multiple-value field",
  },
);

export const CrossFieldRule = Type.Object(
  {
    field: fieldKey('The field judged; the message shows on it'),
    op: Type.Union(COMPARISON_OPERATORS.map((op) => Type.Literal(op))),
    other: fieldKey(
      'The field it is compared with: two numbers, two dates/times (a date compares days), or two strings (= and != only)',
    ),
    otherAs: Type.Optional(
      Type.Union(
        VALUE_READING_NAMES.map((name) => Type.Literal(name)),
        {
          description:
            "Compare with what the other field's value tells instead (src/shared/validation/value-readings.ts): " +
            "idCardSex — the sex a valid ID number gives, '1' 男 or '2' 女 (its 17th digit's parity); " +
            'nothing to compare while it tells nothing',
        },
      ),
    ),
    message: Type.String({ minLength: 1, maxLength: 200 }),
    when: Type.Optional(FieldCondition),
  },
  {
    additionalProperties: false,
    description: '`field <op> other`, judged only when both have a value (and `when` holds)',
  },
);

export const SerialDefinition = Type.Object(
  {
    prefix: Type.String({ pattern: '^[A-Za-z0-9]{1,10}$' }),
    date: Type.Optional(Type.Union(SERIAL_DATE_FORMATS.map((format) => Type.Literal(format)))),
    digits: Type.Integer({ minimum: 1, maximum: 12, description: 'Width of the counter, zero-padded' }),
  },
  {
    additionalProperties: false,
    description:
      'A number the server assigns on insert (add and import), never taken from a request: ' +
      '<prefix>-<date>-<counter>, e.g. YH-20261126-0001; the counter restarts when the date part ' +
      'changes and is kept per tenant. The field is readonly, a string, and unique.',
  },
);

export type FieldCondition = Static<typeof FieldCondition>;
export type CrossFieldRule = Static<typeof CrossFieldRule>;
export type SerialDefinition = Static<typeof SerialDefinition>;
