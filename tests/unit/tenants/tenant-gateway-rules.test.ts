// Pure rules of tenants and gateway routes: tenant validity by status and dates, date input,
// the GATEWAY_HOSTS setting, Path patterns and the target URL a request is forwarded to.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { compilePathPattern, matchesPath } from '../../../src/server/modules/gateway/path-pattern';
import { targetUrl } from '../../../src/server/modules/gateway/proxy';
import { compileRoute } from '../../../src/server/modules/gateway/route-table';
import { normalizeTenantDate, tenantState } from '../../../src/shared/tenants/tenant-rules';

describe('tenant validity', () => {
  const now = '2025-06-01 12:00:00';
  it('is usable when normal and inside its dates', () => {
    expect(tenantState({ status: 1, beginDate: null, endDate: null }, now)).toBe('usable');
    expect(
      tenantState({ status: 1, beginDate: '2025-06-01 12:00:00', endDate: '2025-06-01 12:00:00' }, now),
    ).toBe('usable');
    expect(tenantState({ status: 0, beginDate: null, endDate: null }, now)).toBe('frozen');
    expect(tenantState({ status: 1, beginDate: '2025-06-02 00:00:00', endDate: null }, now)).toBe('expired');
    expect(tenantState({ status: 1, beginDate: null, endDate: '2025-05-31 23:59:59' }, now)).toBe('expired');
  });

  it('reads form dates: a day alone spans the whole day, impossible dates are refused', () => {
    expect(normalizeTenantDate('2025-02-03', 'begin')).toBe('2025-02-03 00:00:00');
    expect(normalizeTenantDate('2025-02-03', 'end')).toBe('2025-02-03 23:59:59');
    expect(normalizeTenantDate('2025-02-03 08:30:00', 'end')).toBe('2025-02-03 08:30:00');
    expect(normalizeTenantDate('', 'begin')).toBeNull();
    expect(normalizeTenantDate('2025-02-29', 'begin')).toBeUndefined();
    expect(normalizeTenantDate('2025-02-03 24:00:00', 'begin')).toBeUndefined();
    expect(normalizeTenantDate(20250203, 'begin')).toBeUndefined();
  });
});

describe('gateway rules', () => {
  it('reads GATEWAY_HOSTS and refuses anything but host names', () => {
    expect(loadConfig({}).gatewayAllowedHosts).toEqual([]);
    expect(loadConfig({ GATEWAY_HOSTS: ' API.example.com, 10.0.0.5:8080 ' }).gatewayAllowedHosts).toEqual([
      'api.example.com',
      '10.0.0.5:8080',
    ]);
    expect(() => loadConfig({ GATEWAY_HOSTS: 'http://x.com' })).toThrow(/GATEWAY_HOSTS/);
  });

  it('matches Ant-style Path patterns by segment', () => {
    const p = (source: string) => compilePathPattern(source)!;
    const seg = (path: string) => path.split('/').filter(Boolean);
    expect(matchesPath(p('/a/**'), seg('/a'))).toBe(true);
    expect(matchesPath(p('/a/**'), seg('/a/b/c'))).toBe(true);
    expect(matchesPath(p('/a/**'), seg('/ab'))).toBe(false);
    expect(matchesPath(p('/a/*'), seg('/a/b'))).toBe(true);
    expect(matchesPath(p('/a/*'), seg('/a/b/c'))).toBe(false);
    expect(matchesPath(p('/a/b'), seg('/a/b'))).toBe(true);
    for (const bad of ['a/b', '/a/**/b', '/a/../b', '/a b', '/a/{id}', '/a//b'])
      expect(compilePathPattern(bad), bad).toBeNull();
  });

  it('builds the target URL: StripPrefix, base path, query without the token', () => {
    const route = compileRoute({
      routeId: 'r',
      uri: 'http://svc:9000/base',
      predicates: '[{"name":"Path","args":["/svc/**"]}]',
      filters: '[{"name":"StripPrefix","args":[{"key":"parts","value":"1"}]}]',
    })!;
    const url = targetUrl(route, ['svc', 'orders', '1'], new URLSearchParams('a=1&token=t&b=2'));
    expect(url.href).toBe('http://svc:9000/base/orders/1?a=1&b=2');
  });
});
