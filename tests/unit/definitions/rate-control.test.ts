// The 'rate' control in entity files: stars on an 'int' field whose max (1 to RATE_MAX_STARS) is the
// number of stars, so the server refuses what the stars cannot show.
import { describe, expect, it } from 'vitest';
import { checkControls } from '../../../src/server/definitions/control-checks';
import type { EntityDefinition, FieldDefinition } from '../../../src/shared/schema-language/entity';

const SATISFACTION: FieldDefinition = {
  key: 'satisfaction',
  label: '满意度',
  type: 'int',
  min: 1,
  max: 5,
  form: { control: 'rate' },
};

const reasons = (...fields: FieldDefinition[]) =>
  checkControls([{ name: 'visit', title: '回访', table: 'nanli_visit', fields } as EntityDefinition], []).map(
    (p) => `${p.pointer} ${p.reason}`,
  );

describe("the 'rate' control", () => {
  it('accepts an int field with a max of stars', () => {
    expect(reasons(SATISFACTION, { ...SATISFACTION, key: 'score', min: undefined, max: 10 })).toEqual([]);
  });

  it('refuses another type, a missing or impossible max, and dictionary values', () => {
    const max = "control 'rate' shows max stars: give the field a whole max from 1 to 10";
    expect(
      reasons(
        { ...SATISFACTION, type: 'decimal', max: 4.5 },
        { ...SATISFACTION, key: 'noMax', max: undefined },
        { ...SATISFACTION, key: 'tooMany', max: 11 },
        { ...SATISFACTION, key: 'coded', dict: { code: 'nl_level' } },
      ),
    ).toEqual([
      "/fields/0/type control 'rate' stores a number of stars: the field's type is 'int'",
      `/fields/0/max ${max}`,
      `/fields/1/max ${max}`,
      `/fields/2/max ${max}`,
      "/fields/3/form/control control 'rate' picks a number, not dictionary values",
    ]);
  });
});
