import { useEffect, useRef, useState } from 'react';

/**
 * Options of {@link useHistorySync}: where a flow is, and how that reads in the URL's query.
 *
 * @example
 * const options: HistorySyncOptions<string> = {
 *   enabled: urlSync,
 *   location: view,
 *   toQuery: (view) => ({ pk_locations: view }),
 *   fromUrl: (url) => url.searchParams.get('pk_locations') ?? undefined,
 *   onNavigate: goTo,
 * };
 */
export interface HistorySyncOptions<Loc> {
  /** The flow's `urlSync` prop: off, the hook does nothing. */
  enabled: boolean;
  /** Where the flow is; undefined while it cannot tell yet (a step still loading). */
  location: Loc | undefined;
  /** The flow's query parameters for a location (`null` removes one). */
  toQuery: (location: Loc) => Record<string, string | null>;
  /** The location a URL names for this flow; undefined when it names none (another flow's query). */
  fromUrl: (url: URL) => Loc | undefined;
  /** Go where the URL moved to (back/forward): leaving a form goes through its leave guard. */
  onNavigate: (location: Loc) => void;
  /** Moving on from `previous`: what the previous entry should say now, if it changed. */
  rewritePrevious?: (previous: Loc, next: Loc) => Loc | undefined;
}

/** Sets (or, for `null`, removes) the flow's parameters in the current URL. */
function urlFor(query: Record<string, string | null>): string {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(query)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return url.href;
}

/** Whether the URL already says `query` (the flow's parameters; others are not compared). */
function shows(query: Record<string, string | null>): boolean {
  const params = new URL(window.location.href).searchParams;
  return Object.entries(query).every(([name, value]) => params.get(name) === value);
}

function write(method: 'pushState' | 'replaceState', query: Record<string, string | null>) {
  window.history[method](window.history.state, '', urlFor(query));
}

/**
 * Opt-in URL sync of a flow, in its own query parameters (the partner's and other flows' are
 * kept): every move pushes a history entry, and the browser's back/forward buttons move the flow
 * through `onNavigate`. When the flow does not follow (its leave guard asks first), the URL shows
 * the flow's location again at once, so it never names a screen that is not shown. A URL naming a
 * location when the flow mounts opens it (a reload). Touches `window` in effects only (SSR-safe).
 * `location` keeps its identity while the flow stays (a string, or a memoized object).
 *
 * @example
 * useHistorySync({
 *   enabled: urlSync,
 *   location: view,
 *   toQuery: (view) => ({ pk_locations: view }),
 *   fromUrl: (url) => url.searchParams.get('pk_locations') ?? undefined,
 *   onNavigate: goTo,
 * });
 */
export function useHistorySync<Loc>(options: HistorySyncOptions<Loc>): void {
  const latest = useRef(options);
  latest.current = options;
  const previous = useRef<Loc>(undefined);
  // Bumped on each back/forward: the effect below then checks whether the flow followed.
  const [pops, setPops] = useState(0);
  const { enabled, location } = options;

  useEffect(() => {
    const { toQuery, fromUrl, onNavigate, rewritePrevious } = latest.current;
    if (!enabled || location === undefined) return;
    const before = previous.current;
    if (!shows(toQuery(location))) {
      if (before === undefined) {
        // A reload or a shared link: open what the URL names.
        const named = fromUrl(new URL(window.location.href));
        if (named !== undefined) {
          onNavigate(named);
          return;
        }
        write('replaceState', toQuery(location));
      } else {
        const rewritten = rewritePrevious?.(before, location);
        if (rewritten !== undefined) write('replaceState', toQuery(rewritten));
        write('pushState', toQuery(location));
      }
    }
    previous.current = location;
  }, [enabled, location, pops]);

  useEffect(() => {
    if (!enabled) return;
    const onPopState = () => {
      const { location, toQuery, fromUrl, onNavigate } = latest.current;
      const next = fromUrl(new URL(window.location.href));
      if (next === undefined) return;
      if (location === undefined || !shows(toQuery(location))) onNavigate(next);
      setPops((count) => count + 1);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [enabled]);
}
