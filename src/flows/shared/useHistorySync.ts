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

const key = (query: Record<string, string | null>) => JSON.stringify(query);

function urlFor(query: Record<string, string | null>): string {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(query)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return url.href;
}

/**
 * Opt-in URL sync of a flow, in its own query parameters (the partner's and other flows' are
 * kept): every move pushes a history entry, and the browser's back/forward buttons move the flow
 * through `onNavigate`. When the flow does not follow (its leave guard asks first), the URL shows
 * the flow's location again at once, so it never names a screen that is not shown. A URL naming a
 * location when the flow mounts opens it (a reload). Touches `window` in effects only (SSR-safe).
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
  const { enabled, location, toQuery } = options;
  const at = location === undefined ? undefined : key(toQuery(location));

  useEffect(() => {
    const { location, toQuery, fromUrl, onNavigate, rewritePrevious } = latest.current;
    if (!enabled || location === undefined) return;
    const shown = fromUrl(new URL(window.location.href));
    if (shown !== undefined && key(toQuery(shown)) === at) {
      previous.current = location;
      return;
    }
    const before = previous.current;
    if (before === undefined) {
      // A reload or a shared link: open what the URL names.
      if (shown !== undefined) {
        onNavigate(shown);
        return;
      }
      window.history.replaceState(window.history.state, '', urlFor(toQuery(location)));
    } else {
      const rewritten = rewritePrevious?.(before, location);
      if (rewritten !== undefined) {
        window.history.replaceState(window.history.state, '', urlFor(toQuery(rewritten)));
      }
      window.history.pushState(window.history.state, '', urlFor(toQuery(location)));
    }
    previous.current = location;
  }, [enabled, at, pops]);

  useEffect(() => {
    if (!enabled) return;
    const onPopState = () => {
      const { location, toQuery, fromUrl, onNavigate } = latest.current;
      const next = fromUrl(new URL(window.location.href));
      if (next === undefined) return;
      if (location === undefined || key(toQuery(next)) !== key(toQuery(location))) onNavigate(next);
      setPops((count) => count + 1);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [enabled]);
}
