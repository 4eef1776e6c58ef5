import { describe, expect, it } from 'vitest';
import { entityNameOf } from '../../src/shared/engine-api';
import { canonicalComponent } from '../../src/shared/jeecg-components';

describe('JeecgBoot component names', () => {
  it('names the entity behind a JeecgBoot system page, as behind ours (data rules of migrated menus)', () => {
    expect(entityNameOf('system/LogList')).toBe('sysLog');
    expect(entityNameOf('entity/sysLog')).toBe('sysLog');
    expect(entityNameOf('modules/monitor/RedisInfo')).toBeNull();
  });

  it('leaves our own and unknown strings alone, prototype names included', () => {
    expect(canonicalComponent('system/UserList')).toBe('system/UserList');
    expect(canonicalComponent('constructor')).toBe('constructor');
    expect(canonicalComponent('account/center/Index')).toBe('account/Center');
  });
});
