// Row ids: 32 lower-case hex characters laid out as a UUIDv7 (RFC 9562) without dashes, so ids
// sort by creation time and look like the 32-char ids of the contract (§1.2).
import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

export function newId(now = Date.now()): string {
  // A 12-bit counter in rand_a keeps ids created within the same millisecond in order.
  if (now === lastMs) {
    sequence = (sequence + 1) & 0xfff;
  } else {
    lastMs = now;
    sequence = randomBytes(2).readUInt16BE(0) & 0x7ff;
  }
  const random = randomBytes(8);
  const time = now.toString(16).padStart(12, '0').slice(-12);
  const randA = (0x7000 | sequence).toString(16);
  random[0] = (random[0]! & 0x3f) | 0x80;
  return time + randA + random.toString('hex');
}
