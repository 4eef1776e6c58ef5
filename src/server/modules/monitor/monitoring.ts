// What /metrics reports, kept for the app's lifetime: the request figures (fed by the HTTP trace's
// hook), the process (memory, event-loop delay from the runtime monitor the actuator page also
// reads) and the PostgreSQL pool when there is one. SQLite reports no pool: one connection.
import type { PoolStats } from '../../db/database';
import type { MetricFamily } from './prometheus';
import { createRequestMetrics } from './request-metrics';
import type { RequestMetrics } from './request-metrics';
import { startRuntimeMetrics } from './runtime-metrics';
import type { RuntimeMetrics } from './runtime-metrics';

export interface Monitoring {
  requests: RequestMetrics;
  runtime: RuntimeMetrics;
  /** Every family /metrics answers, read now. */
  families(): MetricFamily[];
  stop(): void;
}

const MS_TO_SECONDS = 1 / 1000;

function processFamilies(runtime: RuntimeMetrics): MetricFamily[] {
  const { memory, eventLoop } = runtime.snapshot();
  const gauge = (name: string, help: string, value: number): MetricFamily => ({
    name,
    help,
    type: 'gauge',
    samples: [{ value }],
  });
  return [
    gauge('process_resident_memory_bytes', 'Resident set size in bytes.', memory.rss),
    gauge('nodejs_heap_size_used_bytes', 'V8 heap in use, in bytes.', memory.heapUsed),
    gauge('nodejs_heap_size_total_bytes', 'V8 heap reserved, in bytes.', memory.heapTotal),
    gauge(
      'nodejs_external_memory_bytes',
      'Memory of C++ objects bound to JavaScript, in bytes.',
      memory.external,
    ),
    {
      name: 'nodejs_eventloop_lag_seconds',
      help: 'Event-loop delay (monitorEventLoopDelay) over the current window of at most 60 s.',
      type: 'gauge',
      samples: [
        { labels: { stat: 'mean' }, value: eventLoop.mean * MS_TO_SECONDS },
        { labels: { stat: 'p50' }, value: eventLoop.p50 * MS_TO_SECONDS },
        { labels: { stat: 'p99' }, value: eventLoop.p99 * MS_TO_SECONDS },
        { labels: { stat: 'max' }, value: eventLoop.max * MS_TO_SECONDS },
      ],
    },
  ];
}

function poolFamilies(pool: PoolStats | null): MetricFamily[] {
  if (!pool) return [];
  return [
    {
      name: 'anze_db_pool_connections',
      help: 'PostgreSQL pool connections, open in all and idle.',
      type: 'gauge',
      samples: [
        { labels: { state: 'total' }, value: pool.total },
        { labels: { state: 'idle' }, value: pool.idle },
      ],
    },
    {
      name: 'anze_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL pool connection.',
      type: 'gauge',
      samples: [{ value: pool.waiting }],
    },
  ];
}

export function startMonitoring(poolStats: () => PoolStats | null): Monitoring {
  const requests = createRequestMetrics();
  const runtime = startRuntimeMetrics();
  return {
    requests,
    runtime,
    families: () => [...requests.families(), ...processFamilies(runtime), ...poolFamilies(poolStats())],
    stop: () => runtime.stop(),
  };
}
