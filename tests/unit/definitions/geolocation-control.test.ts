// The 'geolocation' control in entity files: it sits on a decimal longitude field and names a decimal
// latitude field; the pair is shown together, taken by a step together, and never in a grid cell.
import { describe, expect, it } from 'vitest';
import { checkControls } from '../../../src/server/definitions/control-checks';
import type {
  EntityDefinition,
  FieldDefinition,
  OperationDefinition,
} from '../../../src/shared/schema-language/entity';

const LONGITUDE: FieldDefinition = {
  key: 'lng',
  label: '经度',
  type: 'decimal',
  precision: 10,
  scale: 6,
  min: 73.5,
  max: 135.1,
  form: { control: 'geolocation', latitudeField: 'lat' },
};
const LATITUDE: FieldDefinition = {
  key: 'lat',
  label: '纬度',
  type: 'decimal',
  precision: 10,
  scale: 6,
  min: 3.8,
  max: 53.6,
};
const CHECK_IN: OperationDefinition = {
  name: 'checkIn',
  label: '签到',
  from: ['0'],
  to: '1',
  optionalFields: ['lng', 'lat'],
};

const entity = (fields: FieldDefinition[], overrides: Partial<EntityDefinition> = {}) =>
  ({ name: 'visit', title: '走访', table: 'nanli_visit', fields, ...overrides }) as EntityDefinition;

const reasons = (...definitions: EntityDefinition[]) =>
  checkControls(definitions, []).map((p) => `${p.pointer} ${p.reason}`);

describe("the 'geolocation' control", () => {
  it('accepts a longitude paired with a latitude, both taken by a step', () => {
    expect(reasons(entity([LONGITUDE, LATITUDE], { operations: [CHECK_IN] }))).toEqual([]);
  });

  it('refuses a pair that is not two decimal fields of their axis', () => {
    expect(
      reasons(
        entity([
          { ...LONGITUDE, type: 'string', min: -200 },
          { ...LATITUDE, type: 'int', max: 135 },
        ]),
      ),
    ).toEqual([
      "/fields/0/type control 'geolocation' fills a longitude: the field's type is 'decimal'",
      "/fields/0 control 'geolocation' is declared on the longitude: its range lies within ±180",
      `/fields/0/form/latitudeField the latitude field "lat" is not 'decimal'`,
      '/fields/0/form/latitudeField the latitude field "lat" has a range beyond ±90',
    ]);
  });

  it('refuses a missing or unknown latitude field, and latitudeField without the control', () => {
    expect(
      reasons(
        entity([
          { ...LONGITUDE, form: { control: 'geolocation' } },
          { ...LONGITUDE, key: 'lng2', form: { control: 'geolocation', latitudeField: 'nowhere' } },
          { ...LATITUDE, form: { latitudeField: 'lng' } },
        ]),
      ),
    ).toEqual([
      "/fields/0/form control 'geolocation' needs form.latitudeField",
      '/fields/1/form/latitudeField "nowhere" is not another field of the entity',
      "/fields/2/form/latitudeField latitudeField belongs to the control 'geolocation'",
    ]);
  });

  it('refuses a latitude shared by two pairs, with its own control, or shown apart', () => {
    expect(
      reasons(
        entity([
          LONGITUDE,
          { ...LONGITUDE, key: 'lng2' },
          { ...LATITUDE, form: { control: 'number', hidden: true } },
        ]),
      ),
    ).toEqual([
      '/fields/0/form/latitudeField the latitude field "lat" has no control of its own (the pair shares one)',
      '/fields/0/form/latitudeField the longitude and latitude fields are shown or hidden together',
      '/fields/1/form/latitudeField the latitude field "lat" has no control of its own (the pair shares one)',
      '/fields/1/form/latitudeField "lat" is already the latitude of "lng"',
      '/fields/1/form/latitudeField the longitude and latitude fields are shown or hidden together',
    ]);
  });

  it('refuses a step that takes only one of the pair', () => {
    const step = { ...CHECK_IN, optionalFields: ['lng'] };
    expect(reasons(entity([LONGITUDE, LATITUDE], { operations: [step] }))).toEqual([
      '/operations/0 the step takes "lng" and "lat" (one geolocation control) together',
    ]);
  });

  it('refuses the control in a sub-table edited as a grid', () => {
    const line = { ...entity([LONGITUDE, LATITUDE]), name: 'visitLine', table: 'nanli_visit_line' };
    const head = entity([{ key: 'name', label: '名称', type: 'string' }], {
      subTables: [{ entity: 'visitLine', foreignKey: 'visitId', relation: 'oneToMany' }],
    });
    expect(reasons(head, line)).toEqual([
      "/fields/0/form/control a grid sub-table's cells cannot hold 'geolocation'",
    ]);
  });
});
