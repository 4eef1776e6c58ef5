// Ant-style Path predicates of gateway routes: '/a/b' literal segments, '*' one segment, '**' any
// number of trailing segments ('/a/**' matches '/a' and everything below it).
import { GATEWAY_LIMITS } from '../../../shared/tenants/gateway-texts';

const LITERAL = /^[A-Za-z0-9._~-]+$/;

export interface PathPattern {
  source: string;
  segments: string[];
  /** Characters of literal segments: the more, the more specific the route. */
  specificity: number;
}

/** The compiled pattern, or null when it is not one this gateway accepts. */
export function compilePathPattern(source: string): PathPattern | null {
  if (source.length === 0 || source.length > GATEWAY_LIMITS.patternLength || !source.startsWith('/'))
    return null;
  const segments = source === '/' ? [] : source.slice(1).split('/');
  const valid = segments.every(
    (segment, i) =>
      segment === '*' ||
      (segment === '**' && i === segments.length - 1) ||
      (LITERAL.test(segment) && segment !== '.' && segment !== '..'),
  );
  if (!valid) return null;
  const specificity = segments.filter((s) => s !== '*' && s !== '**').join('/').length;
  return { source, segments, specificity };
}

/** Whether the request path's segments (already split, without the leading empty one) match. */
export function matchesPath(pattern: PathPattern, path: readonly string[]): boolean {
  const { segments } = pattern;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === '**') return true;
    if (i >= path.length) return false;
    if (segment !== '*' && segment !== path[i]) return false;
  }
  return path.length === segments.length;
}
