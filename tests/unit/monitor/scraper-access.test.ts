// Who may read /metrics: the token, the address list, both, or nobody (off).
import { describe, expect, it } from 'vitest';
import {
  AddressListError,
  createScraperAccess,
  parseAddressList,
} from '../../../src/server/modules/monitor/scraper-access';
import { renderExposition } from '../../../src/server/modules/monitor/prometheus';
import { createRequestMetrics } from '../../../src/server/modules/monitor/request-metrics';

const TOKEN = 'a-long-scraper-token';

describe('scraper access', () => {
  it('is off with neither a token nor addresses', () => {
    expect(createScraperAccess(undefined, []).judge('127.0.0.1', `Bearer ${TOKEN}`)).toBe('off');
  });

  it('asks for the exact bearer token', () => {
    const access = createScraperAccess(TOKEN, []);
    expect(access.judge('203.0.113.9', `Bearer ${TOKEN}`)).toBe('allowed');
    expect(access.judge('203.0.113.9', TOKEN)).toBe('badToken');
    expect(access.judge('203.0.113.9', `Bearer ${TOKEN}-`)).toBe('badToken');
    expect(access.judge('203.0.113.9', undefined)).toBe('badToken');
  });

  it('matches addresses and CIDRs of both families, IPv4 peers of a dual-stack socket too', () => {
    const access = createScraperAccess(undefined, ['10.1.0.0/16', '192.0.2.7', 'fd00::/8']);
    expect(access.judge('10.1.200.3', undefined)).toBe('allowed');
    expect(access.judge('::ffff:10.1.2.3', undefined)).toBe('allowed');
    expect(access.judge('192.0.2.7', undefined)).toBe('allowed');
    expect(access.judge('fd12::1', undefined)).toBe('allowed');
    expect(access.judge('10.2.0.1', undefined)).toBe('badAddress');
    expect(access.judge('192.0.2.8', undefined)).toBe('badAddress');
  });

  it('asks for both when both are configured', () => {
    const access = createScraperAccess(TOKEN, ['127.0.0.1']);
    expect(access.judge('127.0.0.1', `Bearer ${TOKEN}`)).toBe('allowed');
    expect(access.judge('127.0.0.2', `Bearer ${TOKEN}`)).toBe('badAddress');
    expect(access.judge('127.0.0.1', undefined)).toBe('badToken');
  });

  it('refuses a list entry that is no address, naming it', () => {
    expect(parseAddressList(' 10.0.0.0/8 , ::1 ')).toEqual(['10.0.0.0/8', '::1']);
    for (const bad of ['10.0.0.0/33', 'example.org', '10.0.0.1/8/1', '::1/129', '10.0.0.0/x'])
      expect(() => parseAddressList(bad)).toThrow(AddressListError);
  });
});

describe('request figures', () => {
  it('renders a counter and a cumulative histogram per method, route and status class', () => {
    const metrics = createRequestMetrics();
    metrics.observe('GET', '/api/a/:id', 200, 3);
    metrics.observe('GET', '/api/a/:id', 204, 300);
    metrics.observe('POST', undefined, 500, 20_000);
    const text = renderExposition(metrics.families());
    expect(text).toContain('anze_http_requests_total{method="GET",route="/api/a/:id",status="2xx"} 2');
    expect(text).toContain(
      'anze_http_request_duration_seconds_bucket{method="GET",route="/api/a/:id",status="2xx",le="0.005"} 1',
    );
    expect(text).toContain(
      'anze_http_request_duration_seconds_bucket{method="GET",route="/api/a/:id",status="2xx",le="0.25"} 1',
    );
    expect(text).toContain(
      'anze_http_request_duration_seconds_bucket{method="GET",route="/api/a/:id",status="2xx",le="0.5"} 2',
    );
    expect(text).toContain(
      'anze_http_request_duration_seconds_sum{method="GET",route="/api/a/:id",status="2xx"} 0.303',
    );
    expect(text).toContain(
      'anze_http_request_duration_seconds_bucket{method="POST",route="unmatched",status="5xx",le="10"} 0',
    );
    expect(text).toContain(
      'anze_http_request_duration_seconds_bucket{method="POST",route="unmatched",status="5xx",le="+Inf"} 1',
    );
    expect(text).toContain('# TYPE anze_http_request_duration_seconds histogram');
  });

  it('escapes label values', () => {
    const text = renderExposition([
      { name: 'x', help: 'h', type: 'gauge', samples: [{ labels: { l: 'a"b\\c\nd' }, value: 1 }] },
    ]);
    expect(text).toContain('x{l="a\\"b\\\\c\\nd"} 1');
  });
});
