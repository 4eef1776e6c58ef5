// `personal` on entity fields: the report columns' kinds (phone, idNumber) in the meta-schema; the
// definition check keeps it to one-value text without a dictionary, and refuses a table dictionary
// showing, filling or defaulting from it (option lists would answer it unmasked); the schemas declare
// it where people's numbers are.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUSINESS_HOOKS } from '../../../src/server/business';
import { loadDefinitions } from '../../../src/server/definitions';
import { checkPersonalFields } from '../../../src/server/definitions/personal-field-checks';
import { maskArrayRows, maskStoredValue } from '../../../src/shared/personal-data';
import { EntityDefinition } from '../../../src/shared/schema-language/entity';
import type { FieldDefinition } from '../../../src/shared/schema-language/entity';
import { checkDefinition } from '../../../src/shared/schema-language/validate';

const MOBILE: FieldDefinition = {
  key: 'mobile',
  label: '手机号',
  type: 'string',
  length: 11,
  personal: 'phone',
};
const NAME: FieldDefinition = { key: 'name', label: '姓名', type: 'string' };

const entity = (name: string, fields: FieldDefinition[]) =>
  ({ name, title: name, table: `nanli_${name}`, fields }) as EntityDefinition;

const reasons = (...entities: EntityDefinition[]) =>
  checkPersonalFields(entities).map((p) => `${p.file} ${p.pointer} ${p.reason}`);

describe('the meta-schema', () => {
  it("takes the report columns' kinds, nothing else", () => {
    // The file as read from disk: any JSON, the meta-schema judging it.
    const file = (personal: string): unknown => ({
      ...entity('person', [NAME]),
      fields: [{ ...MOBILE, personal }],
    });
    expect(checkDefinition(EntityDefinition, file('phone'), 'person.json').ok).toBe(true);
    expect(checkDefinition(EntityDefinition, file('idNumber'), 'person.json').ok).toBe(true);
    expect(checkDefinition(EntityDefinition, file('email'), 'person.json').ok).toBe(false);
  });
});

describe('the definition check', () => {
  it('accepts a one-value string field, and fields that only refer to its records', () => {
    const person = entity('person', [NAME, MOBILE]);
    const visit = entity('visit', [
      {
        key: 'personId',
        label: '人员',
        type: 'string',
        dict: { entity: 'person', text: 'name', fill: { who: 'name' } },
      },
      { key: 'who', label: '姓名', type: 'string', defaultFrom: 'personId.name' },
    ]);
    expect(reasons(person, visit)).toEqual([]);
  });

  it('refuses another type, a dictionary and several values', () => {
    expect(
      reasons(
        entity('person', [
          { ...MOBILE, type: 'int' },
          { ...MOBILE, key: 'coded', dict: { code: 'sex' } },
          { ...MOBILE, key: 'several', multiple: true },
        ]),
      ),
    ).toEqual([
      "schemas/entities/person.json /fields/0/personal personal data is text: the field's type is 'string', not 'int'",
      'schemas/entities/person.json /fields/1/personal personal data holds one value without a dictionary',
      'schemas/entities/person.json /fields/2/personal personal data holds one value without a dictionary',
    ]);
  });

  it('refuses a table dictionary that shows, fills or defaults from personal data', () => {
    const person = entity('person', [NAME, MOBILE]);
    const visit = entity('visit', [
      { key: 'byPhone', label: '人员', type: 'string', dict: { entity: 'person', text: 'mobile' } },
      {
        key: 'personId',
        label: '人员',
        type: 'string',
        dict: { entity: 'person', text: 'name', fill: { phone: 'mobile' } },
      },
      { key: 'phone', label: '电话', type: 'string', defaultFrom: 'personId.mobile' },
    ]);
    const unmasked = '"person.mobile" is personal data: an option list or a fill would show it unmasked';
    expect(reasons(person, visit)).toEqual([
      `schemas/entities/visit.json /fields/0/dict/text ${unmasked}`,
      `schemas/entities/visit.json /fields/1/dict/fill/phone ${unmasked}`,
      `schemas/entities/visit.json /fields/2/defaultFrom ${unmasked}`,
    ]);
  });
});

describe('masking stored values', () => {
  it('masks text and numbers alike and leaves empty values alone', () => {
    expect(maskStoredValue('phone', '13912345678')).toBe('139****5678');
    expect(maskStoredValue('idNumber', '450102199001010011')).toBe('4501**********0011');
    expect([null, undefined, ''].map((v) => maskStoredValue('phone', v))).toEqual([null, undefined, '']);
    const rows = [
      ['a', '13912345678', 'x'],
      ['b', null, 'y'],
    ];
    maskArrayRows(rows, [{ at: 1, kind: 'phone' }]);
    expect(rows).toEqual([
      ['a', '139****5678', 'x'],
      ['b', null, 'y'],
    ]);
  });
});

describe('the schemas', () => {
  it("declare people's ID numbers and phones as personal data", () => {
    const { entities } = loadDefinitions(path.resolve('schemas'), BUSINESS_HOOKS);
    const declared = entities.flatMap((e) =>
      e.fields.filter((f) => f.personal).map((f) => `${e.name}.${f.key}:${f.personal}`),
    );
    expect(declared.sort()).toEqual([
      'appointment.contactPhone:phone',
      'enterprise.contactPhone:phone',
      'enterprise.principalPhone:phone',
      'enterprise.safetyManagerPhone:phone',
      'enterpriseStaff.idCardNo:idNumber',
      'enterpriseStaff.mobile:phone',
      'expert.idCardNo:idNumber',
      'expert.mobile:phone',
      'hiddenDanger.responsiblePhone:phone',
      'serviceOrg.contactPhone:phone',
      'trainingAttendee.idCardNo:idNumber',
      'trainingAttendee.mobile:phone',
    ]);
  });
});
