// Every instance's resident memory (VmRSS by pid) sampled during a soak, and whether it stayed flat
// after the warm-up: the mean of the last third against the first third, and the slope of a
// least-squares line through the samples, in MB per minute.
import { memoryOf } from '../lib/measure';

export interface MemorySample {
  /** Seconds since the soak began. */
  at: number;
  /** MB per instance, in the order of the pids; NaN once an instance is gone. */
  rssMb: number[];
}

export interface InstanceMemory {
  pid: number;
  startMb: number;
  afterWarmUpMb: number;
  endMb: number;
  firstThirdMb: number;
  lastThirdMb: number;
  slopeMbPerMin: number;
}

export function sampleMemory(pids: number[], everyMs: number): { samples: MemorySample[]; stop(): void } {
  const samples: MemorySample[] = [];
  const t0 = performance.now();
  const take = () => {
    const rssMb = pids.map((pid) => {
      try {
        return round(memoryOf(pid).rssMb);
      } catch {
        return NaN;
      }
    });
    samples.push({ at: round((performance.now() - t0) / 1000), rssMb });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop: () => {
      clearInterval(timer);
      take();
    },
  };
}

export function memoryTrend(
  pids: number[],
  samples: MemorySample[],
  warmUpSeconds: number,
): InstanceMemory[] {
  const after = samples.filter((s) => s.at >= warmUpSeconds);
  const third = Math.max(1, Math.floor(after.length / 3));
  return pids.map((pid, i) => {
    const series = after.map((s) => ({ at: s.at, mb: s.rssMb[i]! }));
    const mean = (part: typeof series) => round(part.reduce((sum, p) => sum + p.mb, 0) / part.length);
    return {
      pid,
      startMb: samples[0]?.rssMb[i] ?? NaN,
      afterWarmUpMb: series[0]?.mb ?? NaN,
      endMb: series.at(-1)?.mb ?? NaN,
      firstThirdMb: mean(series.slice(0, third)),
      lastThirdMb: mean(series.slice(-third)),
      slopeMbPerMin: round(slope(series) * 60, 2),
    };
  });
}

/** Least-squares slope of mb over at (MB per second); 0 with fewer than two points. */
function slope(points: { at: number; mb: number }[]): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const meanAt = points.reduce((s, p) => s + p.at, 0) / n;
  const meanMb = points.reduce((s, p) => s + p.mb, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.at - meanAt) * (p.mb - meanMb);
    den += (p.at - meanAt) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
