// Request figures per route for /metrics: a counter and a latency histogram per method, route
// pattern (never the raw URL, so ids and query strings cannot multiply the series) and status class.
// Fed by the HTTP trace's onResponse hook from Fastify's own reply.elapsedTime: no second timing pass.
import type { MetricFamily, Sample } from './prometheus';

/** Upper bounds of the latency buckets, in seconds (Prometheus' defaults, which suit an API). */
export const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
/** The route label of a request no route matched (kept as one series). */
export const UNMATCHED_ROUTE = 'unmatched';

const REQUESTS_TOTAL = 'anze_http_requests_total';
const REQUEST_DURATION = 'anze_http_request_duration_seconds';

interface Series {
  labels: { method: string; route: string; status: string };
  count: number;
  sumSeconds: number;
  /** Non-cumulative counts per bucket; the last slot is +Inf. */
  buckets: number[];
}

export interface RequestMetrics {
  observe(method: string, route: string | undefined, statusCode: number, elapsedMs: number): void;
  families(): MetricFamily[];
}

const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

function bucketIndex(seconds: number): number {
  for (let i = 0; i < LATENCY_BUCKETS_SECONDS.length; i += 1)
    if (seconds <= LATENCY_BUCKETS_SECONDS[i]!) return i;
  return LATENCY_BUCKETS_SECONDS.length;
}

export function createRequestMetrics(): RequestMetrics {
  const series = new Map<string, Series>();
  return {
    observe(method, route, statusCode, elapsedMs) {
      const labels = { method, route: route ?? UNMATCHED_ROUTE, status: statusClass(statusCode) };
      const key = `${labels.method} ${labels.status} ${labels.route}`;
      let entry = series.get(key);
      if (!entry) {
        entry = {
          labels,
          count: 0,
          sumSeconds: 0,
          buckets: new Array<number>(LATENCY_BUCKETS_SECONDS.length + 1).fill(0),
        };
        series.set(key, entry);
      }
      const seconds = elapsedMs / 1000;
      entry.count += 1;
      entry.sumSeconds += seconds;
      entry.buckets[bucketIndex(seconds)]! += 1;
    },
    families() {
      const counts: Sample[] = [];
      const histogram: Sample[] = [];
      for (const entry of series.values()) {
        counts.push({ labels: entry.labels, value: entry.count });
        let cumulative = 0;
        entry.buckets.forEach((inBucket, i) => {
          cumulative += inBucket;
          const le = i < LATENCY_BUCKETS_SECONDS.length ? String(LATENCY_BUCKETS_SECONDS[i]) : '+Inf';
          histogram.push({ suffix: '_bucket', labels: { ...entry.labels, le }, value: cumulative });
        });
        histogram.push({ suffix: '_sum', labels: entry.labels, value: entry.sumSeconds });
        histogram.push({ suffix: '_count', labels: entry.labels, value: entry.count });
      }
      return [
        {
          name: REQUESTS_TOTAL,
          help: 'API requests answered, by method, route pattern and status class.',
          type: 'counter',
          samples: counts,
        },
        {
          name: REQUEST_DURATION,
          help: 'API request latency in seconds (Fastify reply.elapsedTime).',
          type: 'histogram',
          samples: histogram,
        },
      ];
    },
  };
}
