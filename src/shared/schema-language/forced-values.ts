// A value a referenced row imposes on the record citing it: a hazard citing a suggestion that is a
// major-hazard criterion (重大事故隐患判定标准) must be a major hazard, whatever the user picks. Declared
// on the reference's table dictionary; the server refuses a write breaking it, and the form sets and
// holds the value while such a row is chosen.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { FIELD_KEY_PATTERN } from './entity-vocabulary';

export const ForcedValue = Type.Object(
  {
    where: Type.Record(
      Type.String({ pattern: FIELD_KEY_PATTERN }),
      Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
      {
        minProperties: 1,
        description:
          "A referenced row whose fields hold one of these values (e.g. { isMajorCriteria: ['Y'] })",
      },
    ),
    field: Type.String({ pattern: FIELD_KEY_PATTERN, description: 'The field of this record it forces' }),
    value: Type.String({ minLength: 1, description: 'The value that field must hold' }),
    message: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'The refusal of a write citing such a row with another value, shown on the field',
    }),
  },
  {
    additionalProperties: false,
    description:
      'Citing a row matching `where` forces `field` to `value`: the form sets and holds it while such a ' +
      'row is chosen; the server refuses a save, import or step setting either with another value',
  },
);

export type ForcedValue = Static<typeof ForcedValue>;

/** Whether a referenced row (by its field keys) matches a force's `where`. */
export const rowForces = (force: ForcedValue, row: Readonly<Record<string, unknown>>): boolean =>
  Object.entries(force.where).every(([key, values]) => values.includes(String(row[key] ?? '')));
