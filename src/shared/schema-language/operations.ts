// The behaviour an entity declares (DESIGN §6): a life cycle on a dictionary-coded state field, and
// operations — named steps a user takes on one or several records. An operation with `to` is a
// transition (it also moves the state); one without is a plain action (publish, freeze, run once).
// Each has its permission code `<prefix>:<name>`, the step form's fields, an opinion, named server
// guards and effects (set fields, named hooks registered in the server), and writes a flow-log row.
// A collection operation (`target: 'collection'`) acts on no record: its form goes to its effects,
// which create or change records (generating a year's tasks).
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { FIELD_KEY_PATTERN, OPERATION_VALUE_TOKENS, OPINION_MODES } from './entity-vocabulary';
import { FieldCondition } from './form-logic';

const literals = <T extends string>(values: readonly T[], options: object = {}) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  );

export const OPERATION_NAME_PATTERN = '^[a-z][a-zA-Z0-9]{1,40}$';
/** `target` of an operation on the entity's collection (absent: the operation acts on records). */
export const OPERATION_TARGET_COLLECTION = 'collection';
const HOOK_NAME = Type.String({ pattern: '^[a-z][a-zA-Z0-9]{1,60}$' });

export const LifecycleDefinition = Type.Object(
  {
    field: Type.String({
      pattern: FIELD_KEY_PATTERN,
      description: 'The state field: a field with a plain dictionary; only operations change it',
    }),
    initial: Type.String({ minLength: 1, description: 'The state of a record when it is added or imported' }),
    closed: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        description: 'States in which the record is finished (not open, never overdue)',
      }),
    ),
    locked: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        description:
          'States in which the record can no longer be edited or deleted, only moved on by its operations (a published report: a correction is a new version)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const OperationDefinition = Type.Object(
  {
    name: Type.String({
      pattern: OPERATION_NAME_PATTERN,
      description: 'Unique in the entity; the permission code is <permission prefix>:<name>',
    }),
    label: Type.String({ minLength: 1, maxLength: 20, description: 'Button text' }),
    todo: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 20,
        description:
          'The work a record in a from-state waits for (待复查): the workplace counts such records for ' +
          'users holding the step; steps with the same todo make one card',
      }),
    ),
    target: Type.Optional(
      Type.Literal(OPERATION_TARGET_COLLECTION, {
        description:
          'Acts on the collection, not on records: a toolbar button whose form (fields) goes to its ' +
          'effects (hooks), which create or change records; no from, to, when, batch, set or guards',
      }),
    ),
    from: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        minItems: 1,
        description: 'States the record must be in (absent: any state)',
      }),
    ),
    to: Type.Optional(
      Type.String({
        minLength: 1,
        description: 'The state the record moves to (absent: it keeps its state)',
      }),
    ),
    when: Type.Optional({
      ...FieldCondition,
      description: "Offered only for records meeting the condition (e.g. a major hazard's review)",
    }),
    after: Type.Optional(
      Type.Object(
        {
          field: Type.String({
            pattern: FIELD_KEY_PATTERN,
            description: 'A date or date-time field of the record (e.g. completeTime)',
          }),
          days: Type.Integer({ minimum: 1, maximum: 3650, description: 'Whole days (24 hours each)' }),
        },
        {
          additionalProperties: false,
          description:
            'Offered only once the field holds a time at least this many days past (回访 30 days after ' +
            'completion); refused before, saying so; on the workplace from then on',
        },
      ),
    ),
    fields: Type.Optional(
      Type.Array(Type.String({ pattern: FIELD_KEY_PATTERN }), {
        description: 'Fields the user fills on this step (a small form with only these); required',
      }),
    ),
    optionalFields: Type.Optional(
      Type.Array(Type.String({ pattern: FIELD_KEY_PATTERN }), {
        description: 'Fields the step form offers without requiring them',
      }),
    ),
    opinion: Type.Optional(literals(OPINION_MODES, { description: 'An opinion (意见) on the step' })),
    attachments: Type.Optional(Type.Boolean({ description: 'Files may be attached to the step' })),
    confirm: Type.Optional(
      Type.String({ maxLength: 100, description: 'Asked before a step without a form' }),
    ),
    batch: Type.Optional(Type.Boolean({ description: 'Offered on the toolbar for the selected rows' })),
    danger: Type.Optional(Type.Boolean({ description: 'Shown as a destructive step' })),
    guards: Type.Optional(
      Type.Array(HOOK_NAME, { description: 'Server guards registered by name; any refusal stops the step' }),
    ),
    set: Type.Optional(
      Type.Record(
        Type.String({ pattern: FIELD_KEY_PATTERN }),
        Type.Union([
          literals(OPERATION_VALUE_TOKENS),
          Type.String({ maxLength: 200 }),
          Type.Number(),
          Type.Null(),
        ]),
        {
          description:
            'Fields the step sets: a value, or $now, $today, $userId, $username, $realname, $opinion',
        },
      ),
    ),
    hooks: Type.Optional(
      Type.Array(HOOK_NAME, {
        description: 'Server effects registered by name, run in the step transaction',
      }),
    ),
  },
  { additionalProperties: false },
);

export type LifecycleDefinition = Static<typeof LifecycleDefinition>;
export type OperationDefinition = Static<typeof OperationDefinition>;

/** Whether an operation acts on the collection (a toolbar button, no records chosen). */
export const isCollectionOperation = (operation: Pick<OperationDefinition, 'target'>): boolean =>
  operation.target === OPERATION_TARGET_COLLECTION;
