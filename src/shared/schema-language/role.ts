// The seeded roles (schemas/roles.json) and the menus each one is granted.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { MENU_SLUG_PATTERN } from './menu';

export const RoleDefinition = Type.Object(
  {
    code: Type.String({ pattern: '^[a-z][a-zA-Z0-9_]*$', maxLength: 100 }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.Optional(Type.String({ maxLength: 255 })),
    grants: Type.Union([
      Type.Literal('*', { description: 'Every menu and button' }),
      Type.Array(Type.String({ pattern: MENU_SLUG_PATTERN }), {
        description: 'Menu slugs; each grants its subtree and, for the menu, its ancestors',
      }),
    ]),
    buttons: Type.Optional(
      Type.Record(Type.String({ pattern: MENU_SLUG_PATTERN }), Type.Array(Type.String({ minLength: 1 })), {
        description:
          'Per granted menu, the only button codes the role gets there (the others are left out), e.g. an ' +
          "enterprise user's operations on hidden dangers",
      }),
    ),
  },
  { additionalProperties: false },
);

export const RoleFile = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    roles: Type.Array(RoleDefinition, { minItems: 1 }),
  },
  { additionalProperties: false, title: 'Anze seeded roles' },
);

export type RoleDefinition = Static<typeof RoleDefinition>;
export type RoleFile = Static<typeof RoleFile>;
