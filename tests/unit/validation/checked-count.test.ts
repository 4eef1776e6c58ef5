// A multiple check-box field's min and max count its checked items, in the shared check the server's
// writes run (so a request cannot get round the form's 最少选择N项 / 最多选择N项).
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../src/shared/schema-language/entity';
import { checkFieldValue } from '../../../src/shared/validation/field-values';

const items: FieldDefinition = {
  key: 'serviceItems',
  label: '服务项目',
  type: 'string',
  dict: { code: 'nl_service_item' },
  multiple: true,
  min: 2,
  max: 3,
  form: { control: 'checkbox' },
};

describe('checked counts', () => {
  it('refuse fewer than min and more than max checked items', () => {
    expect(checkFieldValue(items, 'a')).toBe('最少选择2项');
    expect(checkFieldValue(items, 'a,b,c,d')).toBe('最多选择3项');
    expect(checkFieldValue(items, 'a,b')).toBeNull();
    expect(checkFieldValue(items, 'a,b,c')).toBeNull();
  });

  it('leave other controls’ min and max to numbers', () => {
    expect(checkFieldValue({ ...items, form: { control: 'select' } }, 'a')).toBeNull();
  });
});
