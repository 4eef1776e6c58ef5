import { describe, expect, it } from 'vitest';
import type { AllAuthItem, AuthItem } from '../../src/shared/api-types';
import { isButtonDisabled } from '../../src/shared/permission-rules';

const allAuth: AllAuthItem[] = [
  { action: 'role:edit', type: '2', status: '1', describe: '' },
  { action: 'role:off', type: '2', status: '0', describe: '' },
  { action: 'role:add', type: '1', status: '1', describe: '' },
];

describe('isButtonDisabled (type 2, disable strategy)', () => {
  it('disables a declared, enabled type-2 code the user does not hold', () => {
    expect(isButtonDisabled('role:edit', [], allAuth)).toBe(true);
  });
  it('enables it when the user holds a type-2 entry listing the code', () => {
    const auth: AuthItem[] = [{ action: 'role:x, role:edit', type: '2', describe: '' }];
    expect(isButtonDisabled('role:edit', auth, allAuth)).toBe(false);
  });
  it('ignores a type-1 entry of the user, switched-off rules and undeclared codes', () => {
    const auth: AuthItem[] = [{ action: 'role:edit', type: '1', describe: '' }];
    expect(isButtonDisabled('role:edit', auth, allAuth)).toBe(true);
    expect(isButtonDisabled('role:off', [], allAuth)).toBe(false);
    expect(isButtonDisabled('role:add', [], allAuth)).toBe(false);
    expect(isButtonDisabled('role:none', [], allAuth)).toBe(false);
  });
});
