// Messages of a value that names another entity's record (a table dictionary) which does not fit the
// form: the dictionary's filter ties it to another field of the same form.
export const REFERENCE_MESSAGES = {
  notOfSelected: (label: string) => `不属于所选${label}`,
} as const;
