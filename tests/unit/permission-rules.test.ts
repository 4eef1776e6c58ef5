import { describe, expect, it } from 'vitest';
import type { AllAuthItem, AuthItem } from '../../src/shared/api-types';
import {
  guardedCodes,
  heldCodes,
  isAllowed,
  isColumnHidden,
  switchedOffCodes,
} from '../../src/shared/permission-rules';

const auth: AuthItem[] = [
  { action: 'user:add,user:edit', type: '1', describe: '' },
  { action: 'ent:phone', type: '1', describe: '' },
];
const allAuth: AllAuthItem[] = [
  { action: 'user:add', type: '1', describe: '', status: '1' },
  { action: 'user:delete', type: '1', describe: '', status: '1' },
  { action: 'user:export', type: '1', describe: '', status: '0' },
  { action: 'ent:phone', type: '1', describe: '', status: '1' },
  { action: 'ent:revenue', type: '1', describe: '', status: '1' },
  { action: 'ent:remark', type: '1', describe: '', status: '0' },
];

describe('permission rules', () => {
  const held = heldCodes(auth);
  const off = switchedOffCodes(allAuth);
  const guarded = guardedCodes(allAuth);

  it('allows held codes (also from a comma list) and codes whose rule is off; nothing else', () => {
    expect(isAllowed('user:add', held, off)).toBe(true);
    expect(isAllowed('user:edit', held, off)).toBe(true);
    expect(isAllowed('user:export', held, off)).toBe(true);
    expect(isAllowed('user:delete', held, off)).toBe(false);
    expect(isAllowed('user:undeclared', held, off)).toBe(false);
  });

  it('hides a column only when its enabled rule is not held', () => {
    expect(isColumnHidden('ent:revenue', held, guarded)).toBe(true);
    expect(isColumnHidden('ent:phone', held, guarded)).toBe(false);
    expect(isColumnHidden('ent:remark', held, guarded)).toBe(false);
    expect(isColumnHidden('ent:undeclared', held, guarded)).toBe(false);
  });
});

describe('entity components', () => {
  it("name the entity of an 'entity/<name>' component and nothing else", async () => {
    const { entityNameOf } = await import('../../src/shared/engine-api');
    expect(entityNameOf('entity/enterprise')).toBe('enterprise');
    expect(entityNameOf('entity/')).toBeNull();
    expect(entityNameOf('system/UserList')).toBeNull();
    expect(entityNameOf(null)).toBeNull();
  });
});
