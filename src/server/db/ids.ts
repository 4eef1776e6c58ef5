// Row ids: 32 lower-case hex characters laid out as a UUIDv7 (RFC 9562) without dashes, so ids
// sort by creation time and look like the 32-char ids of the contract (§1.2).
import { randomFillSync } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * Random bytes are taken from a pool refilled 8 KB at a time: one randomBytes call per id was the
 * largest single cost of writing millions of demo rows (a system call per id).
 */
const pool = Buffer.alloc(8192);
let poolOffset = pool.length;

function randomSlice(length: number): Buffer {
  if (poolOffset + length > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const slice = Buffer.from(pool.subarray(poolOffset, poolOffset + length));
  poolOffset += length;
  return slice;
}

export function newId(now = Date.now()): string {
  // A 12-bit counter in rand_a keeps ids created within the same millisecond in order.
  if (now === lastMs) {
    sequence = (sequence + 1) & 0xfff;
  } else {
    lastMs = now;
    sequence = randomSlice(2).readUInt16BE(0) & 0x7ff;
  }
  const random = randomSlice(8);
  const time = now.toString(16).padStart(12, '0').slice(-12);
  const randA = (0x7000 | sequence).toString(16);
  random[0] = (random[0]! & 0x3f) | 0x80;
  return time + randA + random.toString('hex');
}
