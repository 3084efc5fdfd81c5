import { match, type MatchFunction } from 'path-to-regexp';
import { HttpError } from '../errors';
import { expressPath, type Route } from '../routes/route';

interface Entry {
  route: Route;
  /** the route as metrics and logs name it: /api/clients/:id */
  name: string;
  method: string;
  order: number;
  test: MatchFunction<Record<string, string>>;
}

export interface Found {
  route: Route;
  name: string;
  params: Record<string, string>;
}

/** A path parameter decoded; one with a malformed escape names no record, as a malformed id does (validate.ts). */
function decodeParam(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    throw new HttpError(404, 'Record not found.');
  }
}

/** The routes worth testing for a path: those whose first segment after /api is the path's, or a parameter. */
const segmentOf = (path: string) => (path.split('/')[2] ?? '').toLowerCase();

/** A path as a route without parameters matches it: case-insensitive, one trailing slash allowed. */
const UNUSUAL = /[A-Z]|.\/$/;
const exactPath = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

/**
 * The route table, looked up by method and first path segment: a request
 * is tested against the few routes that can match it, not walked through
 * every route in turn (as one express route per entry would). Matching is
 * express's: case-insensitive, a trailing slash allowed, routes in order.
 */
export function routeTable(routes: Route[]) {
  const entries: Entry[] = routes.map((route, order) => ({
    route,
    name: expressPath(route.path),
    method: route.method.toUpperCase(),
    order,
    test: match<Record<string, string>>(expressPath(route.path), { decode: decodeParam, trailing: true, sensitive: false }),
  }));
  const open = entries.filter((e) => segmentOf(e.route.path).startsWith('{'));
  const bySegment = new Map<string, Entry[]>();
  for (const e of entries) {
    const seg = segmentOf(e.route.path);
    if (seg.startsWith('{')) continue;
    bySegment.set(seg, [...(bySegment.get(seg) ?? []), e]);
  }
  for (const [seg, list] of bySegment) bySegment.set(seg, [...list, ...open].sort((a, b) => a.order - b.order));
  const candidates = (path: string) => bySegment.get(segmentOf(path)) ?? open;
  // A route without parameters is found by its path alone (GET /api/time, on every request of a
  // poller, skips the matching), unless a route before it would also match that path: order wins.
  const exact = new Map<string, Map<string, Found>>();
  for (const e of entries) {
    if (e.name.includes(':')) continue;
    const byPath = exact.get(e.method) ?? exact.set(e.method, new Map()).get(e.method)!;
    const earlier = candidates(e.name).some((o) => o.order < e.order && o.method === e.method && o.test(e.name));
    if (!earlier && !byPath.has(exactPath(e.name))) byPath.set(exactPath(e.name), { route: e.route, name: e.name, params: {} });
  }

  return {
    /** The route for a request and its path parameters (HEAD is served as GET). */
    find(method: string, path: string): Found | undefined {
      const m = method === 'HEAD' ? 'GET' : method;
      // As sent (the usual case), else as matched: lowercase, without its trailing slash.
      const byPath = exact.get(m);
      const hit = byPath && (byPath.get(path) ?? (UNUSUAL.test(path) ? byPath.get(exactPath(path)) : undefined));
      if (hit) return { ...hit, params: {} };
      for (const e of candidates(path)) {
        if (e.method !== m) continue;
        const hit = e.test(path);
        if (hit) return { route: e.route, name: e.name, params: hit.params };
      }
      return undefined;
    },
    /** The methods a path is served with (for a 405's Allow). */
    methodsOf(path: string): string[] {
      return [...new Set(candidates(path).filter((e) => e.test(path)).map((e) => e.method))];
    },
  };
}

export type RouteTable = ReturnType<typeof routeTable>;
