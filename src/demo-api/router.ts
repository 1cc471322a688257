import type { Route } from './service';

interface CompiledRoute {
  route: Route;
  segments: string[];
  literals: number;
}

/** Result of matching a path. */
export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'method_not_allowed'; allowed: string[] }
  | { kind: 'not_found' };

/**
 * The routing table: method + path template (`/v1/jobs/{job_id}`). A literal segment beats a
 * parameter (`/pay_schedules/preview` before `/pay_schedules/{id}`).
 *
 * @example
 * const router = new Router(routes);
 * router.match('GET', '/v1/jobs/123');
 */
export class Router {
  private compiled: CompiledRoute[];

  constructor(routes: readonly Route[]) {
    this.compiled = routes.map((route) => {
      const segments = route.path.split('/').filter(Boolean);
      return { route, segments, literals: segments.filter((s) => !s.startsWith('{')).length };
    });
  }

  match(method: string, path: string): RouteMatch {
    const parts = path.split('/').filter(Boolean);
    let best: { route: Route; params: Record<string, string>; literals: number } | undefined;
    const allowed = new Set<string>();
    for (const candidate of this.compiled) {
      const params = matchSegments(candidate.segments, parts);
      if (!params) continue;
      if (candidate.route.method !== method) {
        allowed.add(candidate.route.method);
        continue;
      }
      if (!best || candidate.literals > best.literals)
        best = { route: candidate.route, params, literals: candidate.literals };
    }
    if (best) return { kind: 'found', route: best.route, params: best.params };
    if (allowed.size > 0) return { kind: 'method_not_allowed', allowed: [...allowed].sort() };
    return { kind: 'not_found' };
  }
}

function matchSegments(template: string[], parts: string[]): Record<string, string> | undefined {
  if (template.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const expected = template[i]!;
    const actual = parts[i]!;
    if (expected.startsWith('{')) {
      let value: string;
      try {
        value = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
      params[expected.slice(1, -1)] = value;
    } else if (expected !== actual) {
      return undefined;
    }
  }
  return params;
}
