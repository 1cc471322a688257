import { useEffect, useRef, useState } from 'react';

/*
 * A flow's place in the URL, in two layers: `useHistorySync`, the history entries and the
 * back/forward buttons over any location, and `useUrlSync`, a flow's screens written and read by
 * its declaration (`FlowUrl`: the parameter names and the ids each screen carries).
 */

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

/**
 * How a flow's screens read in the URL: the flow's own query parameter, the screens it may name
 * with the ids each carries (written after the name: `contractor:<uuid>`), and the ids kept in a
 * parameter of their own instead (`pk_employee`). A screen is a string (no `tag`) or an object
 * whose `tag` field is its name; fields a screen does not declare (a notice) stay out of the URL.
 *
 * @example
 * const contractorsUrl: FlowUrl = {
 *   param: 'pk_contractors',
 *   tag: 'name',
 *   screens: { list: [], contractor: ['contractorId'], receipt: ['groupId', 'paymentId'] },
 * };
 */
export interface FlowUrl {
  param: string;
  screens: Readonly<Record<string, readonly string[]>>;
  tag?: string;
  own?: Readonly<Record<string, string>>;
}

/**
 * The screens of a flow that carry no ids, as a {@link FlowUrl}'s `screens`.
 *
 * @example
 * const url: FlowUrl = { param: 'pk_company_step', screens: plainScreens(['overview', 'finish']) };
 */
export function plainScreens(names: readonly string[]): Record<string, readonly string[]> {
  return Object.fromEntries(names.map((name) => [name, []]));
}

type Query = Record<string, string | null>;
type Fields = Record<string, string | undefined>;

/** The name of a screen, as the URL writes it. */
const nameOf = ({ tag }: FlowUrl, screen: unknown) => (tag ? (screen as Fields)[tag]! : String(screen));

/** The flow's parameters for `screen` (`null` removes one). */
function queryOf(url: FlowUrl, screen: unknown): Query {
  const { param, screens, own = {} } = url;
  const fields = Object(screen) as Fields;
  const name = nameOf(url, screen);
  const query: Query = {};
  let value = name;
  for (const field of screens[name] ?? [])
    if (own[field]) query[own[field]] = fields[field] ?? null;
    else value += `:${fields[field]}`;
  for (const ownParam of Object.values(own)) query[ownParam] ??= null;
  query[param] = value;
  return query;
}

/** The screen the flow's parameters name (read by `get`), if any. */
function screenOf({ param, screens, tag, own = {} }: FlowUrl, get: (param: string) => unknown): unknown {
  const [name = '', ...ids] = String(get(param)).split(':');
  if (!Object.hasOwn(screens, name)) return undefined;
  const fields: Fields = tag ? { [tag]: name } : {};
  for (const field of screens[name]!) {
    const value = own[field] ? get(own[field]) : ids.shift();
    if (value) fields[field] = value as string;
    else if (!own[field]) return undefined;
  }
  return tag ? fields : name;
}

/**
 * The screen a URL names for a flow (a reload, a shared link), if any.
 *
 * @example
 * readUrlScreen(contractorsUrl, new URL('https://x.test/?pk_contractors=contractor:c-1')); // { name: 'contractor', contractorId: 'c-1' }
 */
export function readUrlScreen<Screen>(url: FlowUrl, from: URL): Screen | undefined {
  return screenOf(url, (param) => from.searchParams.get(param)) as Screen | undefined;
}

/**
 * Opt-in URL sync of a flow by its declaration ({@link useHistorySync} underneath): every move
 * to another screen pushes a history entry (the partner's own parameters kept), the browser's
 * back/forward buttons move the flow through `onNavigate`, and a reload opens the screen the URL
 * names. A screen that gains an id kept in its own parameter (a record just created) writes it
 * into the entry before it too, so going back edits that record instead of adding another. A
 * screen the declaration does not name (one still loading) is no place in the history.
 *
 * @example
 * useUrlSync(contractorsUrl, urlSync, screen, open);
 */
export function useUrlSync<Screen>(
  url: FlowUrl,
  enabled: boolean,
  screen: Screen,
  onNavigate: (screen: Screen) => void,
): void {
  const query = (screen: Screen) => queryOf(url, screen);
  // The screen is the location: it keeps its identity while the flow stays on it.
  useHistorySync<Screen>({
    enabled,
    location: Object.hasOwn(url.screens, nameOf(url, screen)) ? screen : undefined,
    toQuery: query,
    fromUrl: (from) => readUrlScreen(url, from),
    onNavigate,
    // An id the next screen names and the previous one left blank is written into its entry too.
    rewritePrevious: (previous, next) =>
      screenOf(url, (param) => query(previous)[param] ?? query(next)[param]) as Screen,
  });
}
