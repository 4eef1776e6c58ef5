// The route of /sys/gatewayRoute/updateAll checked before it is stored: route id, name, a target
// URI on an allowed host, predicates (one Path at least; Method) and filters (StripPrefix), given as
// arrays or JSON text, in JeecgBoot's shapes or Spring's shortcut ('Path=/a/**,/b/**').
import {
  GATEWAY_FILTERS,
  GATEWAY_LIMITS,
  GATEWAY_METHODS,
  GATEWAY_PREDICATES,
  GATEWAY_ROUTE_STATUS,
  GATEWAY_TEXTS,
} from '../../../shared/tenants/gateway-texts';
import type { GatewayFilter, GatewayPredicate } from '../../../shared/tenants/gateway-types';
import { Errors } from '../../errors';
import { compilePathPattern } from './path-pattern';

export interface RouteInput {
  id: string | null;
  routeId: string;
  name: string | null;
  uri: string;
  predicates: GatewayPredicate[];
  filters: GatewayFilter[];
  status: number;
}

const refuse = (message: string) => Errors.gatewayRouteInvalid(message);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Whether a target URL's host is on the allowlist (an entry without port allows every port). */
export function isHostAllowed(url: URL, allowedHosts: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return allowedHosts.some((entry) => entry === host || entry === hostname);
}

export function parseTargetUri(value: unknown, allowedHosts: readonly string[]): string {
  const raw = text(value);
  if (!raw) throw refuse(GATEWAY_TEXTS.uriRequired);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse(GATEWAY_TEXTS.uriInvalid);
  }
  const plain = !url.username && !url.password && !url.search && !url.hash && !raw.includes('#');
  if (!['http:', 'https:'].includes(url.protocol) || !plain || raw.length > GATEWAY_LIMITS.uriLength)
    throw refuse(GATEWAY_TEXTS.uriInvalid);
  if (!isHostAllowed(url, allowedHosts)) throw refuse(GATEWAY_TEXTS.uriHostRefused(url.host));
  return url.href.replace(/\/+$/, '');
}

/** An array given as such or as JSON text ('' and null are the empty list). */
function arrayOf(value: unknown, label: string): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw refuse(GATEWAY_TEXTS.jsonInvalid(label));
    }
  }
  if (!Array.isArray(parsed)) throw refuse(GATEWAY_TEXTS.jsonInvalid(label));
  if (parsed.length > GATEWAY_LIMITS.maxItems) throw refuse(GATEWAY_TEXTS.tooMany(label));
  return parsed;
}

/** name + argument values of one item: { name, args: [..] | {k: v} } or 'Name=a,b'. */
function nameAndValues(item: unknown, label: string, n: number): { name: string; values: string[] } {
  if (typeof item === 'string' && item.includes('=')) {
    const [name, rest = ''] = item.split(/=(.*)/s);
    return { name: name!.trim(), values: rest.split(',').map((v) => v.trim()) };
  }
  if (!isRecord(item) || typeof item.name !== 'string') throw refuse(GATEWAY_TEXTS.itemInvalid(label, n));
  const args = item.args ?? [];
  const raw = Array.isArray(args)
    ? args.map((a) => (isRecord(a) ? a.value : a))
    : isRecord(args)
      ? Object.values(args)
      : [args];
  if (!raw.every((v) => typeof v === 'string' || typeof v === 'number'))
    throw refuse(GATEWAY_TEXTS.itemInvalid(label, n));
  return { name: item.name.trim(), values: raw.map((v) => String(v).trim()).filter(Boolean) };
}

export function parsePredicates(value: unknown): GatewayPredicate[] {
  const label = GATEWAY_TEXTS.predicates;
  const predicates = arrayOf(value, label).map((item, i) => {
    const { name, values } = nameAndValues(item, label, i + 1);
    if (!(GATEWAY_PREDICATES as readonly string[]).includes(name))
      throw refuse(GATEWAY_TEXTS.predicateUnknown(name));
    if (values.length === 0 || values.length > GATEWAY_LIMITS.maxPatterns)
      throw refuse(GATEWAY_TEXTS.itemInvalid(label, i + 1));
    if (name === 'Path') {
      const bad = values.find((v) => !compilePathPattern(v));
      if (bad !== undefined) throw refuse(GATEWAY_TEXTS.pathInvalid(bad));
      return { name, args: values };
    }
    const methods = values.map((v) => v.toUpperCase());
    const bad = methods.find((m) => !(GATEWAY_METHODS as readonly string[]).includes(m));
    if (bad !== undefined) throw refuse(GATEWAY_TEXTS.methodInvalid(bad));
    return { name, args: methods };
  });
  if (!predicates.some((p) => p.name === 'Path')) throw refuse(GATEWAY_TEXTS.pathRequired);
  return predicates;
}

export function parseFilters(value: unknown): GatewayFilter[] {
  const label = GATEWAY_TEXTS.filters;
  return arrayOf(value, label).map((item, i) => {
    const { name, values } = nameAndValues(item, label, i + 1);
    if (!(GATEWAY_FILTERS as readonly string[]).includes(name))
      throw refuse(GATEWAY_TEXTS.filterUnknown(name));
    const parts = values.length === 1 && /^\d{1,2}$/.test(values[0]!) ? Number(values[0]) : -1;
    if (parts < 0 || parts > GATEWAY_LIMITS.maxStripParts) throw refuse(GATEWAY_TEXTS.stripInvalid);
    return { name, args: [{ key: 'parts', value: String(parts) }] };
  });
}

export function parseRouteInput(body: unknown, allowedHosts: readonly string[]): RouteInput {
  // JeecgBoot posts { router: {...} }; a bare route object is accepted too.
  const b = isRecord(body) && isRecord(body.router) ? body.router : isRecord(body) ? body : {};
  const routeId = text(b.routerId ?? b.routeId);
  if (!routeId) throw refuse(GATEWAY_TEXTS.routerIdRequired);
  if (!/^[A-Za-z0-9_-]+$/.test(routeId) || routeId.length > GATEWAY_LIMITS.routerIdLength)
    throw refuse(GATEWAY_TEXTS.routerIdInvalid);
  const name = text(b.name);
  if (name.length > GATEWAY_LIMITS.nameLength) throw refuse(GATEWAY_TEXTS.nameTooLong);
  const uri = parseTargetUri(b.uri, allowedHosts);
  const predicates = parsePredicates(b.predicates);
  const filters = parseFilters(b.filters);
  // The page's switch sends a boolean; JeecgBoot defaults a missing status to enabled.
  const status =
    b.status === undefined || b.status === null || b.status === ''
      ? 1
      : b.status === true
        ? 1
        : b.status === false
          ? 0
          : Number(b.status);
  if (status !== GATEWAY_ROUTE_STATUS.enabled && status !== GATEWAY_ROUTE_STATUS.disabled)
    throw refuse(GATEWAY_TEXTS.statusInvalid);
  const id = text(b.id) || null;
  return { id, routeId, name: name || null, uri, predicates, filters, status };
}
