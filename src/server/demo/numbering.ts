// The business numbers of one enterprise's records: a sequence per prefix, so that the numbers of
// enterprise i depend on nothing but its own records (codes.ts: businessNumber).
import { dateOf, dayOfInstant } from './calendar';
import { businessNumber } from './codes';

export class Numbering {
  private readonly sequences = new Map<string, number>();

  constructor(private readonly enterpriseIndex: number) {}

  /** The next number with the prefix, dated the day of `at`. */
  next(prefix: string, at: number): string {
    const sequence = (this.sequences.get(prefix) ?? 0) + 1;
    this.sequences.set(prefix, sequence);
    return businessNumber(prefix, dateOf(dayOfInstant(at)), this.enterpriseIndex, sequence);
  }
}
