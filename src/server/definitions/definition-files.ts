// Where each kind of definition file lives under schemas/.
export const DEFINITION_FILES = {
  menus: 'menus.json',
  roles: 'roles.json',
  dictionaries: 'dictionaries',
  entities: 'entities',
  reports: 'reports',
} as const;
