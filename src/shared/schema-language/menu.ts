// The menu definition language (schemas/menus.json): the seeded menu tree, its buttons and
// route permission tags. The TypeBox value is both the TypeScript type and the JSON meta-schema.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

export const MENU_SLUG_PATTERN = '^[a-z][a-zA-Z0-9-]{1,40}$';

export const ButtonDefinition = Type.Object(
  {
    code: Type.String({
      pattern: '^[a-zA-Z][a-zA-Z0-9_:.-]*$',
      maxLength: 100,
      description: 'Permission code, e.g. user:add',
    }),
    title: Type.String({ minLength: 1, maxLength: 100 }),
    type: Type.Optional(
      Type.Union([Type.Literal('1'), Type.Literal('2')], {
        description: "'1' hide when not granted, '2' disable",
      }),
    ),
    status: Type.Optional(
      Type.Union([Type.Literal('0'), Type.Literal('1')], { description: "'0' rule switched off globally" }),
    ),
  },
  { additionalProperties: false },
);

const menuFields = {
  id: Type.String({
    pattern: MENU_SLUG_PATTERN,
    description: 'Stable slug; the database id is derived from it',
  }),
  title: Type.String({ minLength: 1, maxLength: 100 }),
  path: Type.String({
    minLength: 1,
    maxLength: 255,
    description: 'Route path, a path with a query (route false) or an external URL',
  }),
  component: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9/_-]*$', maxLength: 255 })),
  componentName: Type.Optional(Type.String({ maxLength: 100 })),
  redirect: Type.Optional(Type.String({ maxLength: 255 })),
  icon: Type.Optional(Type.String({ maxLength: 100 })),
  tag: Type.Optional(
    Type.String({ pattern: '^[a-z][a-z0-9]*$', description: 'Route permission tag (spec §6)' }),
  ),
  hidden: Type.Optional(Type.Boolean()),
  alwaysShow: Type.Optional(Type.Boolean()),
  keepAlive: Type.Optional(Type.Boolean()),
  route: Type.Optional(Type.Boolean({ description: 'false: a menu entry only, no route of its own' })),
  internalOrExternal: Type.Optional(
    Type.Boolean({ description: 'true: an external URL opened in a new window' }),
  ),
  buttons: Type.Optional(Type.Array(ButtonDefinition)),
};

export const MenuDefinition = Type.Recursive(
  (self) =>
    Type.Object(
      { ...menuFields, children: Type.Optional(Type.Array(self)) },
      { additionalProperties: false },
    ),
  { $id: 'MenuDefinition' },
);

export const MenuFile = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    menus: Type.Array(MenuDefinition, { minItems: 1 }),
  },
  { additionalProperties: false, title: 'Anze menu tree' },
);

export type MenuDefinition = Static<typeof MenuDefinition>;
export type MenuFile = Static<typeof MenuFile>;
export type ButtonDefinition = Static<typeof ButtonDefinition>;
