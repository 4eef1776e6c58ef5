// Codes of the validation rule catalogue (spec §5, domain §2.23). Entity files refer to rules by
// these codes; rules.ts implements them for the form, the editable grid and the server alike.
export const RULE_CODES = [
  // form rules of spec §5
  'mobile',
  'userName',
  'email',
  'naturalNumber',
  'letters',
  'landline',
  'phoneOrLandline',
  'bankCard',
  'idNumber',
  'nationalId',
  'qq',
  'url',
  'alnum20',
  'name2to100',
  'digitsLines',
  'max255',
  // domain rules (check digits and ranges)
  'creditCode',
  'idCard',
  'money',
  'percent',
  'longitude',
  'latitude',
  'pastDate',
  'notPastDate',
  // editable-grid pattern codes of spec §5
  'n6-16',
  '*6-16',
  's6-18',
  'e',
  'm',
  'p',
  's',
  'n',
  'z',
  '*',
] as const;

export type RuleCode = (typeof RULE_CODES)[number];
