/** A store's `subscribe`, as `useSyncExternalStore` takes it. */
export type Subscribe = (listener: () => void) => () => void;

/**
 * Wraps a store's `subscribe` so its listener runs just after the browser's next paint instead of
 * inside the keystroke that changed the store. A keystroke in the editor then paints the typed
 * character first (the cell keeps its own text), and the row's save state and the totals follow in
 * the next task: their text changes no longer force a layout of the page inside the keystroke's
 * frame (issue 41: traced, the totals' and the row's re-render and the layout they dirtied were
 * most of a keystroke's work after autofill's). Several changes before that paint notify once.
 * The store itself is current at once (a Calculate right after typing reads every edit); only what
 * is drawn from it waits a frame. Where the page has no frames (a hidden tab, a server), the
 * listener runs at once.
 *
 * @example
 * const subscribe = useMemo(() => paintFirst(store.subscribeTotals), [store]);
 * const totals = useSyncExternalStore(subscribe, store.getTotals, store.getTotals);
 */
export function paintFirst(subscribe: Subscribe): Subscribe {
  return (listener) => {
    let frame: number | undefined;
    let task: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe(() => {
      if (frame !== undefined || task !== undefined) return;
      if (!paints()) {
        listener();
        return;
      }
      // A frame's callbacks run before its paint; a task queued from one runs after it.
      frame = requestAnimationFrame(() => {
        frame = undefined;
        task = setTimeout(() => {
          task = undefined;
          listener();
        }, 0);
      });
    });
    return () => {
      unsubscribe();
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  };
}

/** Whether this page draws frames now (a hidden tab runs no frame callbacks). */
function paints(): boolean {
  return (
    typeof requestAnimationFrame === 'function' &&
    typeof document !== 'undefined' &&
    document.visibilityState !== 'hidden'
  );
}
