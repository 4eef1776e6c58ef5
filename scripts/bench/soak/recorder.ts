// Per-kind latencies and errors of a soak, and their summary (p50/p95/p99/max per kind; `all` is
// every kind of the mix together, and counts every error, the preparation's included).
import { percentile } from '../lib/measure';

/** Kinds of the preparation (users, sign-ins): listed, but not part of `all`. */
export const SETUP_KIND_PREFIX = 'setup.';

/** Error messages kept verbatim per kind (the count is always whole). */
const ERROR_SAMPLES = 5;

export interface KindSummary {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface Recorder {
  /** Only requests after `measureFrom` (performance.now()) are counted in latencies; errors always. */
  measureFrom: number;
  latency(kind: string, ms: number): void;
  error(kind: string, message: string): void;
  summary(): { kinds: Record<string, KindSummary>; all: KindSummary; errorSamples: string[] };
}

export function createRecorder(): Recorder {
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const errorSamples: string[] = [];
  const summarise = (values: number[], errorCount: number): KindSummary => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (p: number) => (sorted.length > 0 ? round(percentile(sorted, p)) : 0);
    return {
      requests: values.length,
      errors: errorCount,
      p50: at(50),
      p95: at(95),
      p99: at(99),
      max: round(sorted.at(-1) ?? 0),
    };
  };
  const recorder: Recorder = {
    measureFrom: 0,
    latency(kind, ms) {
      if (performance.now() - ms < recorder.measureFrom) return;
      const list = latencies.get(kind) ?? [];
      list.push(ms);
      latencies.set(kind, list);
    },
    error(kind, message) {
      errors.set(kind, (errors.get(kind) ?? 0) + 1);
      if (errorSamples.filter((s) => s.startsWith(`${kind}:`)).length < ERROR_SAMPLES)
        errorSamples.push(`${kind}: ${message}`);
    },
    summary() {
      const kinds: Record<string, KindSummary> = {};
      const names = [...new Set([...latencies.keys(), ...errors.keys()])].sort();
      for (const kind of names) kinds[kind] = summarise(latencies.get(kind) ?? [], errors.get(kind) ?? 0);
      const everyErrorCount = [...errors.values()].reduce((a, b) => a + b, 0);
      const mix = [...latencies].filter(([kind]) => !kind.startsWith(SETUP_KIND_PREFIX));
      const all = summarise(
        mix.flatMap(([, values]) => values),
        everyErrorCount,
      );
      return { kinds, all, errorSamples };
    },
  };
  return recorder;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
