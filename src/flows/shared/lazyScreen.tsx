import { useEffect, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { usePrimitives, Spinner as DefaultSpinner } from '../../ui';
import { onIdle } from '../../ui/onIdle';

/** A screen of a flow kept out of the page's first load; see {@link lazyScreen}. */
export interface LazyScreen<P> {
  (props: P): ReactNode;
  /** Fetches the screen's code now (once); resolves when it can render without waiting. */
  prefetch: () => Promise<ComponentType<P>>;
}

/**
 * Splits a screen a flow does not show first (the onboarding steps behind the employee list, a
 * record form behind its list) from the flow's first load: its code, and every dependency only it
 * uses (react-hook-form, zod), is fetched on the browser's first idle moment after the flow
 * mounts (see {@link usePrefetchOnIdle}), so a click on Add or Edit does not wait on the network.
 * Rendered before it has arrived (a deep link, a very fast click) it shows `Pending`, fetches at
 * once, then renders. A failed fetch is forgotten so the next render tries again.
 *
 * @example
 * const LocationFormScreen = lazyScreen(() => import('./LocationForm').then((m) => m.LocationForm), FormPending);
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Pending: ComponentType = ScreenPending,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const prefetch = () =>
    (loading ??= load().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Screen(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failures, setFailures] = useState(0);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      prefetch().then(
        (screen) => {
          if (live) setLoaded(() => screen);
        },
        // Offline: try again shortly rather than leave the pending state up for good.
        () => setTimeout(() => live && setFailures((count) => count + 1), 2000),
      );
      return () => {
        live = false;
      };
    }, [Loaded, failures]);
    return Loaded ? <Loaded {...props} /> : <Pending />;
  }
  return Object.assign(Screen, { prefetch });
}

/** The default pending state: the spinner with its own label (partners' Spinner included). */
function ScreenPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  return <Spinner />;
}

/**
 * Prefetches lazily loaded screens on the browser's first idle moment after mount.
 *
 * @example
 * usePrefetchOnIdle(LocationFormScreen);
 */
export function usePrefetchOnIdle(...screens: readonly { prefetch: () => Promise<unknown> }[]): void {
  useEffect(
    () =>
      onIdle(() => {
        // A failed prefetch is retried by the screen when it renders.
        for (const screen of screens) screen.prefetch().catch(() => undefined);
      }),
    // The screens are module constants: prefetch once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}

/** A heading ref that can be focused before its heading has mounted; see {@link useLateFocusRef}. */
export interface LateFocusRef<T extends HTMLElement> extends RefObject<T | null> {
  /**
   * Focuses `target` when given, else the ref's element: now, or as soon as it mounts (a lazy
   * screen's heading arrives with its code, after the view changed).
   */
  focus(target?: HTMLElement | null): void;
}

/**
 * The heading ref of a shell whose screens load lazily (see {@link lazyScreen}): a change of view
 * focuses the new screen's heading even when its code is still on the way, as soon as the heading
 * mounts, instead of leaving focus on the page's body.
 *
 * @example
 * const heading = useLateFocusRef<HTMLHeadingElement>();
 * useEffect(() => heading.focus(), [view, heading]);
 * <FormScreen headingRef={heading} />
 */
export function useLateFocusRef<T extends HTMLElement>(): LateFocusRef<T> {
  const [ref] = useState<LateFocusRef<T>>(() => {
    let element: T | null = null;
    let pending = false;
    return {
      get current() {
        return element;
      },
      set current(next) {
        element = next;
        if (next && pending) {
          pending = false;
          next.focus();
        }
      },
      focus(target) {
        const now = target ?? element;
        pending = !now;
        now?.focus();
      },
    };
  });
  return ref;
}
