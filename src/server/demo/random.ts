// A small seeded pseudo-random source for the demo data. Only 32-bit integer arithmetic and IEEE
// additions/multiplications are used (no Math.random, no sin/log/exp), so a seed yields the same
// numbers byte for byte on every machine and Node version.

/** One 32-bit avalanche step (the finaliser of MurmurHash3); mixes a value into a well-spread seed. */
function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes text to 32 bits (FNV-1a), for seed labels such as 'enterprise'. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A seed for an independent stream, from the run's seed and a path such as ('enterprise', 1234).
 * Each row draws from its own stream, so row i is the same whatever the rows before it drew.
 */
export function deriveSeed(seed: number, ...path: (string | number)[]): number {
  let h = mix32(seed ^ 0x9e3779b9);
  for (const part of path) {
    const value = typeof part === 'number' ? mix32(part + 0x632be5ab) : hashText(part);
    h = mix32(h ^ Math.imul(value, 0x27d4eb2d) ^ (h >>> 7));
  }
  return h;
}

export type Weighted<T> = readonly (readonly [T, number])[];

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: a float in [0, 1) with 32 bits of state. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One value drawn by its weight. */
  weighted<T>(choices: Weighted<T>): T {
    let total = 0;
    for (const [, weight] of choices) total += weight;
    let ticket = this.next() * total;
    for (const [value, weight] of choices) {
      ticket -= weight;
      if (ticket < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }

  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    const wanted = Math.min(count, items.length);
    while (chosen.size < wanted) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((index) => items[index]!);
  }

  /**
   * A standard normal deviate, approximated by the Irwin–Hall sum of twelve uniforms minus six: plain
   * additions keep it identical on every machine (Box–Muller's log/cos need not be), and the tails
   * end at ±6σ, which suits coordinates.
   */
  gaussian(): number {
    let sum = 0;
    for (let i = 0; i < 12; i++) sum += this.next();
    return sum - 6;
  }

  /** Number of successes in `trials` Bernoulli trials: a cheap, deterministic Poisson stand-in. */
  binomial(trials: number, probability: number): number {
    let successes = 0;
    for (let i = 0; i < trials; i++) if (this.next() < probability) successes++;
    return successes;
  }

  /** `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(this.next() * alphabet.length)];
    return text;
  }

  digits(length: number): string {
    return this.chars('0123456789', length);
  }
}
