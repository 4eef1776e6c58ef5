import { describe, expect, it } from 'vitest';
import { parseRedisInfo } from '../../../src/server/modules/monitor/redis-info';

const SAMPLE = [
  '# Server',
  'redis_version:7.0.15',
  'redis_mode:standalone',
  'tcp_port:6379',
  '',
  '# Memory',
  'used_memory:1048576',
  'used_memory_human:1.00M',
  '',
  '# Keyspace',
  'db0:keys=12,expires=3,avg_ttl=1000',
  'db2:keys=5,expires=0,avg_ttl=0',
  '',
].join('\r\n');

describe('parseRedisInfo', () => {
  it('turns key:value lines into rows with descriptions, skipping headers and blanks', () => {
    const { items } = parseRedisInfo(SAMPLE);
    expect(items.map((i) => i.key)).toEqual([
      'redis_version',
      'redis_mode',
      'tcp_port',
      'used_memory',
      'used_memory_human',
      'db0',
      'db2',
    ]);
    expect(items[0]).toEqual({ key: 'redis_version', value: '7.0.15', description: 'Redis 服务器版本' });
    expect(items.find((i) => i.key === 'db0')).toMatchObject({
      value: 'keys=12,expires=3,avg_ttl=1000',
      description: '',
    });
  });

  it('sums the keys of every database and reads the used memory', () => {
    expect(parseRedisInfo(SAMPLE)).toMatchObject({ keys: 17, usedMemory: 1048576 });
  });

  it('keeps colons inside values and tolerates empty or malformed input', () => {
    const { items } = parseRedisInfo('executable:/usr/bin/redis-server\nnot a pair\n:novalue\n');
    expect(items).toEqual([{ key: 'executable', value: '/usr/bin/redis-server', description: '' }]);
    expect(parseRedisInfo('')).toEqual({ items: [], keys: 0, usedMemory: 0 });
  });
});
