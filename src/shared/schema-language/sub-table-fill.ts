// `fillFrom` on a sub-table: the rows a new record starts with, copied from the records of another
// entity (a library of templates) that match it — an investigation of a 危险化学品 enterprise gets the
// check items of the 危险化学品 checklist:
//
//   "fillFrom": {
//     "entity": "checkTemplate",
//     "match": { "highRiskSector": "enterpriseId.highRiskSector" },
//     "where": { "status": ["1"] },
//     "map": { "riskTypeId": "riskTypeId", "checkContent": "checkContent", "checkBasis": "basis" }
//   }
//
// The server fills them when a record is added without rows of the sub-table (the form, an import, a
// step adding records); they are then ordinary rows, edited and saved with the record.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { ENTITY_NAME_PATTERN, FIELD_KEY_PATTERN } from './entity-vocabulary';

/** A field of the record ('enterpriseId'), or a field of the record one of its references names. */
export const FILL_SOURCE_PATTERN = '^[a-z][a-zA-Z0-9]{0,40}(\\.[a-z][a-zA-Z0-9]{0,40})?$';

const fieldKey = Type.String({ pattern: FIELD_KEY_PATTERN });

export const SubTableFill = Type.Object(
  {
    entity: Type.String({
      pattern: ENTITY_NAME_PATTERN,
      description:
        "The entity whose records become the rows (a template library; read whatever the user's permissions on it)",
    }),
    match: Type.Record(fieldKey, Type.String({ pattern: FILL_SOURCE_PATTERN }), {
      minProperties: 1,
      description:
        "Template field → the record's field whose value it must equal ('enterpriseId'), or through a " +
        "table-dictionary field a field of the record it references ('enterpriseId.highRiskSector'); " +
        'no value, no rows',
    }),
    where: Type.Optional(
      Type.Record(fieldKey, Type.Array(Type.String(), { minItems: 1 }), {
        description: "Only templates whose field holds one of these values (e.g. { status: ['1'] })",
      }),
    ),
    map: Type.Record(fieldKey, fieldKey, {
      minProperties: 1,
      description:
        'Row field → the template field it is copied from; the other row fields take their defaults. ' +
        "Rows come in the template entity's default order",
    }),
  },
  {
    additionalProperties: false,
    description: 'The rows a record added without rows of this sub-table starts with',
  },
);

export type SubTableFill = Static<typeof SubTableFill>;

/** A match source split into the record's field and, through a reference, the referenced field. */
export function fillSource(source: string): { field: string; through: string | null } {
  const [field, through] = source.split('.') as [string, string | undefined];
  return { field, through: through ?? null };
}
