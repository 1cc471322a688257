/** One request the page made, on one clock (milliseconds). */
export interface TimedRequest {
  method: string;
  url: string;
  /** When the browser started the request. */
  start: number;
  /** When the last byte of its response arrived. */
  end: number;
}

/** How a screen loaded its data: what a partner's user waits for. */
export interface RequestProfile {
  requests: number;
  /** Longest chain of requests where each one started only after an earlier one had answered. */
  roundTrips: number;
  /** `METHOD url` of every request made more than once (a cache or dedupe bug). */
  duplicates: string[];
}

/**
 * Counts requests and sequential round trips. A request is one round trip deeper than the deepest
 * request whose response had fully arrived before it started: requests fired together in parallel
 * share a round trip, a request that waited for another's answer (a waterfall) adds one.
 *
 * @example
 * profileRequests([
 *   { method: 'GET', url: '/a', start: 0, end: 10 },
 *   { method: 'GET', url: '/b', start: 1, end: 12 },
 *   { method: 'GET', url: '/c', start: 15, end: 20 },
 * ]); // { requests: 3, roundTrips: 2, duplicates: [] }
 */
export function profileRequests(requests: readonly TimedRequest[]): RequestProfile {
  const byStart = [...requests].sort((a, b) => a.start - b.start);
  const depths: number[] = [];
  byStart.forEach((request, index) => {
    let depth = 1;
    for (let earlier = 0; earlier < index; earlier++) {
      if (byStart[earlier]!.end <= request.start) depth = Math.max(depth, depths[earlier]! + 1);
    }
    depths.push(depth);
  });
  const seen = new Map<string, number>();
  for (const { method, url } of requests) {
    const key = `${method.toUpperCase()} ${url}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return {
    requests: requests.length,
    roundTrips: depths.length === 0 ? 0 : Math.max(...depths),
    duplicates: [...seen].filter(([, count]) => count > 1).map(([key]) => key),
  };
}
