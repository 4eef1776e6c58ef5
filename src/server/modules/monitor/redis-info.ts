// Parses the text of Redis INFO ('# Section' headers, 'key:value' lines) into the rows of the Redis
// monitor page, with the Chinese descriptions JeecgBoot's page showed for the well-known keys.
import type { RedisInfoItem } from '../../../shared/monitor/monitor-api';

const DESCRIPTIONS: Record<string, string> = {
  redis_version: 'Redis 服务器版本',
  redis_mode: '运行模式（单机、哨兵或集群）',
  os: 'Redis 服务器的宿主操作系统',
  arch_bits: '架构（32 或 64 位）',
  process_id: '服务器进程的 PID',
  tcp_port: 'TCP/IP 监听端口',
  uptime_in_seconds: '自 Redis 服务器启动以来，经过的秒数',
  uptime_in_days: '自 Redis 服务器启动以来，经过的天数',
  connected_clients: '已连接客户端的数量（不包括通过从属服务器连接的客户端）',
  blocked_clients: '正在等待阻塞命令（BLPOP、BRPOP、BRPOPLPUSH）的客户端的数量',
  used_memory: '由 Redis 分配器分配的内存总量，以字节（byte）为单位',
  used_memory_human: '以人类可读的格式返回 Redis 分配的内存总量',
  used_memory_rss: '从操作系统的角度，返回 Redis 已分配的内存总量（俗称常驻集大小）',
  used_memory_peak: 'Redis 的内存消耗峰值（以字节为单位）',
  used_memory_peak_human: '以人类可读的格式返回 Redis 的内存消耗峰值',
  maxmemory: 'Redis 可用的最大内存（0 表示不限制）',
  mem_fragmentation_ratio: '内存碎片率（used_memory_rss 与 used_memory 之比）',
  total_connections_received: '服务器已接受的连接请求数量',
  total_commands_processed: '服务器已执行的命令数量',
  instantaneous_ops_per_sec: '服务器每秒钟执行的命令数量',
  rejected_connections: '因为最大客户端数量限制而被拒绝的连接请求数量',
  expired_keys: '因为过期而被自动删除的数据库键数量',
  evicted_keys: '因为最大内存容量限制而被驱逐的键数量',
  keyspace_hits: '查找数据库键成功的次数',
  keyspace_misses: '查找数据库键失败的次数',
  role: '角色（master 或 slave）',
  connected_slaves: '已连接的从服务器数量',
  aof_enabled: '是否开启了 AOF 持久化',
  rdb_last_save_time: '最近一次成功创建 RDB 文件的 UNIX 时间戳',
  used_cpu_sys: 'Redis 服务器耗费的系统 CPU',
  used_cpu_user: 'Redis 服务器耗费的用户 CPU',
};

export interface ParsedRedisInfo {
  items: RedisInfoItem[];
  /** Keys of every database in the keyspace section. */
  keys: number;
  usedMemory: number;
}

export function parseRedisInfo(text: string): ParsedRedisInfo {
  const items: RedisInfoItem[] = [];
  let keys = 0;
  let usedMemory = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = line.slice(0, colon);
    const value = line.slice(colon + 1);
    items.push({ key, value, description: DESCRIPTIONS[key] ?? '' });
    if (key === 'used_memory') usedMemory = Number(value) || 0;
    // Keyspace lines: db0:keys=3,expires=1,avg_ttl=0
    const count = /^db\d+$/.test(key) ? /(?:^|,)keys=(\d+)/.exec(value) : null;
    if (count) keys += Number(count[1]);
  }
  return { items, keys, usedMemory };
}
