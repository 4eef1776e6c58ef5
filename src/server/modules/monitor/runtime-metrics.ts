// The Node process in place of the JVM: memory and heap, event-loop delay (perf_hooks histogram),
// garbage collections (a PerformanceObserver on 'gc' entries), CPU time and uptime. The observers run
// for the app's lifetime and stop when it closes.
import { PerformanceObserver, constants, monitorEventLoopDelay } from 'node:perf_hooks';
import type { IntervalHistogram, PerformanceEntry } from 'node:perf_hooks';
import v8 from 'node:v8';
import { formatDateTime } from '../../../shared/date-format';
import type { RuntimeInfo } from '../../../shared/monitor/monitor-api';

/** Histogram sampling resolution of the event-loop delay. */
const EVENT_LOOP_RESOLUTION_MS = 20;
/** The delay figures cover at most this window, so start-up work stops showing after a while. */
const EVENT_LOOP_WINDOW_MS = 60_000;

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

export interface RuntimeMetrics {
  snapshot(): RuntimeInfo;
  stop(): void;
}

const ms = (nanoseconds: number) => Math.round((nanoseconds / 1e6) * 100) / 100;

function delayOf(histogram: IntervalHistogram): RuntimeInfo['eventLoop'] {
  if (histogram.count === 0) return { min: 0, mean: 0, max: 0, p50: 0, p99: 0 };
  return {
    min: ms(histogram.min),
    mean: ms(histogram.mean),
    max: ms(histogram.max),
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
  };
}

export function startRuntimeMetrics(): RuntimeMetrics {
  const histogram = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
  histogram.enable();
  let windowStart = Date.now();
  const gc = new Map<string, { count: number; totalMs: number }>();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail;
      const kind = GC_KINDS[detail?.kind ?? -1] ?? 'other';
      const total = gc.get(kind) ?? { count: 0, totalMs: 0 };
      total.count += 1;
      total.totalMs += entry.duration;
      gc.set(kind, total);
    }
  });
  observer.observe({ entryTypes: ['gc'] });

  return {
    snapshot() {
      const memory = process.memoryUsage();
      const cpu = process.cpuUsage();
      const eventLoop = delayOf(histogram);
      if (Date.now() - windowStart >= EVENT_LOOP_WINDOW_MS) {
        histogram.reset();
        windowStart = Date.now();
      }
      const uptime = process.uptime();
      return {
        nodeVersion: process.version,
        v8Version: process.versions.v8,
        pid: process.pid,
        platform: `${process.platform} ${process.arch}`,
        uptimeSeconds: Math.round(uptime),
        startTime: formatDateTime(Date.now() - uptime * 1000),
        memory: {
          rss: memory.rss,
          heapTotal: memory.heapTotal,
          heapUsed: memory.heapUsed,
          heapLimit: v8.getHeapStatistics().heap_size_limit,
          external: memory.external,
        },
        eventLoop,
        gc: [...gc].map(([kind, total]) => ({
          kind,
          count: total.count,
          totalMs: Math.round(total.totalMs * 100) / 100,
        })),
        cpu: { userMs: Math.round(cpu.user / 1000), systemMs: Math.round(cpu.system / 1000) },
      };
    },
    stop() {
      histogram.disable();
      observer.disconnect();
    },
  };
}
