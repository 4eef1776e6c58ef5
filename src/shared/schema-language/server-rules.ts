// Business judgements an entity delegates to the server by name, each bound to the form's fields it
// reads: an option rule narrows a table dictionary's options (and is checked on save), an advice
// warns about a value without refusing it, a maintained value is a stored field the server keeps
// right from other records or from the record's own fields. The names are hooks registered in
// src/server/business; the schema says where they apply and which of the form's fields they read.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { ENTITY_NAME_PATTERN, FIELD_KEY_PATTERN } from './entity-vocabulary';

export const SERVER_HOOK_PATTERN = '^[a-z][a-zA-Z0-9]{1,40}$';

const hookName = (description: string) => Type.String({ pattern: SERVER_HOOK_PATTERN, description });

/** The hook's inputs → the fields of this entity holding them. */
const Reads = Type.Record(
  Type.String({ pattern: FIELD_KEY_PATTERN }),
  Type.String({ pattern: FIELD_KEY_PATTERN }),
  {
    description:
      "Each input the hook reads → the field of this form holding it (e.g. { from: 'expectedStart' }); " +
      'a field the form does not show is read from the stored record',
  },
);

export const OptionRuleReference = Type.Object(
  {
    hook: hookName('An option rule registered in the server (src/server/business)'),
    reads: Type.Optional(Reads),
  },
  {
    additionalProperties: false,
    description:
      'Only rows the named server rule allows for the form’s values (e.g. experts free on the days); ' +
      'a new value outside it is refused on save',
  },
);

export const AdviceDefinition = Type.Object(
  {
    hook: hookName('An advice registered in the server (src/server/business)'),
    field: Type.String({ pattern: FIELD_KEY_PATTERN, description: 'The field the warning is shown under' }),
    reads: Type.Optional(Reads),
  },
  { additionalProperties: false },
);

const maintainedHook = hookName('A maintained value registered in the server (src/server/business)');

/** A value following another entity's matching records (an enterprise's status from its policies). */
const MaintainedFromRecords = Type.Object(
  {
    hook: maintainedHook,
    entity: Type.String({
      pattern: ENTITY_NAME_PATTERN,
      description: 'The entity whose records the value follows',
    }),
    match: Type.Record(
      Type.String({ pattern: FIELD_KEY_PATTERN }),
      Type.String({ pattern: FIELD_KEY_PATTERN }),
      {
        minProperties: 1,
        maxProperties: 1,
        description: "Its field → this entity's field it holds (e.g. { enterpriseId: 'id' })",
      },
    ),
  },
  {
    additionalProperties: false,
    description:
      'A stored value (filtered and sorted like any column) the server recomputes whenever matching ' +
      'records of `entity` or this record are written, and every day as dates pass; readonly',
  },
);

/** A value computed from the record's own fields (a policy's status from its dates). */
const MaintainedFromRow = Type.Object(
  { hook: maintainedHook },
  {
    additionalProperties: false,
    description:
      "A stored value the server recomputes from this record's own fields whenever it is written, and " +
      'every day as dates pass. Readonly, unless the hook reads the field itself: then what the user ' +
      'enters is one of its inputs (kept or replaced as the hook decides — say so in form.tooltip)',
  },
);

export const MaintainedDefinition = Type.Union([MaintainedFromRecords, MaintainedFromRow]);

export type OptionRuleReference = Static<typeof OptionRuleReference>;
export type AdviceDefinition = Static<typeof AdviceDefinition>;
export type MaintainedDefinition = Static<typeof MaintainedDefinition>;
