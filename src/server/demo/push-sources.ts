// The records the demo's push log can name (domain §2.21, §4.7): as the enterprises are generated,
// a small sample of each kind of data the platform pushes — enterprises, policies, submitted
// investigations, issued hazards, completed trainings and drills — kept by reservoir sampling, so a
// run of any size holds a few dozen per kind and the sample is the same for the same seed.
import { dateTimeOf } from './calendar';
import type { DemoContext } from './context';
import { deriveSeed, Random } from './random';
import type { EnterpriseBundle } from './rows';

/** A record the push log may name, with the copy of it the message carries. */
export interface PushSource {
  /** nl_push_biz */
  bizType: string;
  bizId: string;
  bizNo: string;
  /** Its version as the push job reads it: the creation time (the demo's rows were never updated). */
  version: string;
  /** The record's last change ('YYYY-MM-DD HH:mm:ss'): it can be pushed only after it. */
  changedAt: string;
  data: Readonly<Record<string, unknown>>;
}

/** Records kept per kind. */
const PER_KIND = 40;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

interface Reservoir {
  seen: number;
  kept: PushSource[];
}

type Row = { id: string; createTime: string; status?: string };

export class PushSources {
  private readonly random: Random;
  private readonly reservoirs = new Map<string, Reservoir>();
  private readonly cutoff: string;

  constructor(context: DemoContext) {
    this.random = new Random(deriveSeed(context.seed, 'pushSources'));
    this.cutoff = dateTimeOf(context.cutoff);
  }

  /** Offers the records of an enterprise's bundle. */
  add(bundle: EnterpriseBundle): void {
    const { enterprise } = bundle;
    this.offer('01', enterprise, enterprise.creditCode);
    for (const p of bundle.policies) this.offer('02', p, p.policyNo);
    for (const i of bundle.investigations)
      if (i.status === '2' || i.status === '3') this.offer('03', i, i.investigationNo);
    for (const h of bundle.hazards) if (h.status !== '10') this.offer('04', h, h.hazardNo);
    for (const t of bundle.trainings)
      if (t.status === '2' || t.status === '3') this.offer('06', t, t.trainingNo);
    for (const d of bundle.drills) if (['1', '2', '3'].includes(d.status)) this.offer('07', d, d.drillNo);
  }

  /** The kinds that have records, each with its sample. */
  kinds(): ReadonlyMap<string, readonly PushSource[]> {
    return new Map([...this.reservoirs].map(([kind, reservoir]) => [kind, reservoir.kept]));
  }

  private offer(bizType: string, row: Row, bizNo: string): void {
    let reservoir = this.reservoirs.get(bizType);
    if (!reservoir) this.reservoirs.set(bizType, (reservoir = { seen: 0, kept: [] }));
    const slot = reservoir.seen < PER_KIND ? reservoir.seen : this.random.int(0, reservoir.seen);
    reservoir.seen++;
    if (slot >= PER_KIND) return;
    reservoir.kept[slot] = {
      bizType,
      bizId: row.id,
      bizNo,
      version: row.createTime,
      changedAt: this.lastChange(row),
      data: row,
    };
  }

  /** The latest date-time the record holds that is past (its last step's, as far as fields tell). */
  private lastChange(row: Row): string {
    let latest = row.createTime;
    for (const value of Object.values(row))
      if (typeof value === 'string' && value > latest && value < this.cutoff && DATE_TIME.test(value))
        latest = value;
    return latest;
  }
}
