// Data push (domain §4.7): an entity declaring `dataPush` has its records sent to a receiving
// platform (a regulator's or an insurer's system) by the scheduled job pushData — each record once
// per version (its update time), every attempt kept in the push log.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { FIELD_KEY_PATTERN } from './entity-vocabulary';

export const DataPushDefinition = Type.Object(
  {
    bizType: Type.String({
      pattern: '^[0-9]{2}$',
      description: 'The kind of data the receiver is told (a value of dictionary nl_push_biz)',
    }),
    numberField: Type.String({
      pattern: FIELD_KEY_PATTERN,
      description: "The 'string' field holding the business number sent beside the id (policyNo, hazardNo)",
    }),
    states: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        minItems: 1,
        description: 'Only records in these states of the life cycle are pushed (absent: every record)',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Records are pushed by the scheduled job pushData, each new or changed record once, and every ' +
      'attempt is logged (entity pushLog)',
  },
);

export type DataPushDefinition = Static<typeof DataPushDefinition>;
