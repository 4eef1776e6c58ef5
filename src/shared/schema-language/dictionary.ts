// A dictionary file (schemas/dictionaries/<code>.json): a code, a name and ordered items.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

export const DictionaryItemDefinition = Type.Object(
  {
    value: Type.String({ minLength: 1, maxLength: 100 }),
    text: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.Optional(Type.String({ maxLength: 255 })),
    color: Type.Optional(
      Type.String({ pattern: '^(#[0-9A-Fa-f]{6}|[a-z]+)$', description: 'Tag colour in lists' }),
    ),
  },
  { additionalProperties: false },
);

export const DictionaryFile = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    code: Type.String({ pattern: '^[a-z][a-z0-9_]*$', maxLength: 100 }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.Optional(Type.String({ maxLength: 255 })),
    items: Type.Array(DictionaryItemDefinition, { minItems: 1 }),
  },
  { additionalProperties: false, title: 'Anze dictionary' },
);

export type DictionaryFile = Static<typeof DictionaryFile>;
