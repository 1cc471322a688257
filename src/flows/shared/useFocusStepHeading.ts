import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to the heading of the step on screen whenever `stepKey` changes (not on first
 * render, so a page that merely shows the flow keeps its own focus). Steps may render their
 * heading after loading, so it waits for it to appear.
 *
 * @example
 * useFocusStepHeading(containerRef, `${employeeId}:${step}`);
 */
export function useFocusStepHeading(container: RefObject<HTMLElement | null>, stepKey: string): void {
  // Compared with the last key rather than counting renders: StrictMode runs effects twice on
  // mount, and that second run must not steal the partner page's focus either.
  const shown = useRef(stepKey);
  useEffect(() => {
    if (shown.current === stepKey) return;
    shown.current = stepKey;
    const root = container.current;
    if (!root) return;
    const doc = root.ownerDocument;
    const focus = (): boolean => {
      const heading =
        root.querySelector<HTMLElement>('[data-step-heading]') ?? root.querySelector<HTMLElement>('h2');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    focus();
    // A step may swap a loading heading for its real one: while the focus has not gone anywhere
    // else (it falls to <body> when the focused heading is removed), follow the new heading.
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
  }, [container, stepKey]);
}
