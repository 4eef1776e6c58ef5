// The life of one demo record as the steps it takes (its schema's operations), each at an instant.
// A generator plans the whole life and asks for each step in turn; a step happens only if it falls
// before the reference day, and once one does not, none after it does. What the record looks like
// today — its state, the fields its steps set, its flow log — is therefore always one prefix of a
// possible life, never a mix.
import { dateTimeOf } from './calendar';
import type { DemoContext } from './context';
import type { CycleEntity, FlowStep } from './cycle-rows';
import type { Operator } from './operators';

/** Steps of one record are at least this far apart, so the flow log keeps their order. */
const MIN_GAP_MS = 60_000;

export class Timeline {
  /** The state after the last step taken. */
  state: string;
  private last: number;
  private open = true;

  constructor(
    private readonly context: DemoContext,
    private readonly steps: FlowStep[],
    readonly entity: CycleEntity,
    readonly recordId: string,
    initial: string,
    createdAt: number,
  ) {
    this.state = initial;
    this.last = createdAt;
  }

  /**
   * Takes the step when it happens before the reference day and answers its instant (never before
   * the previous step); answers null otherwise, and for every step asked for after that.
   */
  step(
    operation: string,
    to: string,
    at: number,
    by: Operator,
    opinion: string | null = null,
  ): number | null {
    if (!this.open) return null;
    const when = Math.max(at, this.last + MIN_GAP_MS);
    if (when >= this.context.cutoff) {
      this.open = false;
      return null;
    }
    this.steps.push({
      id: this.context.newId(),
      entity: this.entity,
      recordId: this.recordId,
      operation,
      fromState: this.state,
      toState: to,
      opinion,
      operator: by,
      at: dateTimeOf(when),
    });
    this.state = to;
    this.last = when;
    return when;
  }
}
