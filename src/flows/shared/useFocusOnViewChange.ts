import { useEffect, useRef, type RefObject } from 'react';

/** The first heading in `root`: a step's marked heading, else its `h2` (made focusable). */
export function firstHeading(root: HTMLElement): HTMLElement | null {
  const heading =
    root.querySelector<HTMLElement>('[data-step-heading]') ?? root.querySelector<HTMLElement>('h2');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Moves focus into the view on screen whenever `viewKey` changes (not on first render, so a page
 * that merely shows the flow keeps its own focus): to what `target` finds in the container,
 * {@link firstHeading} by default. A view may arrive later than its key (a lazily loaded screen,
 * a loading heading swapped for the real one), so while focus has not gone anywhere else it
 * follows the target as it appears, for up to five seconds.
 *
 * @example
 * useFocusOnViewChange(containerRef, `${employeeId}:${step}`);
 */
export function useFocusOnViewChange(
  container: RefObject<HTMLElement | null>,
  viewKey: string,
  target: (root: HTMLElement) => HTMLElement | null | undefined = firstHeading,
): void {
  // Compared with the last key rather than counting renders: StrictMode runs effects twice on
  // mount, and that second run must not steal the partner page's focus either.
  const shown = useRef(viewKey);
  const find = useRef(target);
  find.current = target;
  useEffect(() => {
    if (shown.current === viewKey) return;
    shown.current = viewKey;
    const root = container.current;
    if (!root) return;
    const doc = root.ownerDocument;
    const focus = () => find.current(root)?.focus();
    focus();
    // It falls to <body> when the focused element is removed, or was never there yet.
    const observer = new MutationObserver(() => {
      const active = doc.activeElement;
      if (!active || active === doc.body) focus();
    });
    observer.observe(root, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      clearTimeout(stop);
      observer.disconnect();
    };
  }, [container, viewKey]);
}
