import { useEffect, useRef, type RefObject } from 'react';

/** How long after a step opens its heading is followed while the step settles (loading headings). */
const SETTLING_MS = 5000;

/** A part's own heading (`[data-step-heading]` or `h2`–`h4` among its children). */
function headingOf(part: Element): HTMLElement | null {
  return part.querySelector<HTMLElement>(
    ':scope > [data-step-heading], :scope > h2, :scope > h3, :scope > h4',
  );
}

/** On screen: still in the document and not hidden (a suspended part is hidden, not removed). */
function shownOnScreen(element: Element): boolean {
  return element.isConnected && element.getClientRects().length > 0;
}

/** Makes a heading focusable by script and focuses it. */
function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * Moves focus to the heading of the step on screen whenever `stepKey` changes (not on first
 * render, so a page that merely shows the flow keeps its own focus). Steps may render their
 * heading after loading, so it follows it while the step settles. And for as long as the step is
 * shown, when the control that had focus goes away (the "Sign the W-9" button once signed, a
 * whole part once onboarding is finished), focus moves to the heading of the nearest part still
 * on screen, else the step's: never to `<body>`, however long after the step opened.
 *
 * @example
 * useFocusStepHeading(containerRef, `${employeeId}:${step}`);
 */
export function useFocusStepHeading(container: RefObject<HTMLElement | null>, stepKey: string): void {
  // Compared with the last key rather than counting renders: StrictMode runs effects twice on
  // mount, and that second run must not steal the partner page's focus either.
  const shown = useRef(stepKey);
  useEffect(() => {
    const moved = shown.current !== stepKey;
    shown.current = stepKey;
    const root = container.current;
    if (!root) return;
    const doc = root.ownerDocument;
    const focusStep = (): boolean => {
      const heading =
        root.querySelector<HTMLElement>('[data-step-heading]') ?? root.querySelector<HTMLElement>('h2');
      if (!heading) return false;
      focusHeading(heading);
      return true;
    };
    // What had focus last inside the flow, and the parts around it, nearest first.
    let focused: Element | null = null;
    let around: Element[] = [];
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
      around = [];
      for (let part = focused?.parentElement; part && part !== root; part = part.parentElement)
        if (part.matches('section, [role=region]')) around.push(part);
    };
    root.addEventListener('focusin', onFocusIn);
    // Just after a move the step settles: a loading heading swapped for the real one, a part
    // suspended and shown again. Focus on <body> then follows the step's heading.
    let settling = moved;
    if (moved) focusStep();
    const settled = setTimeout(() => (settling = false), SETTLING_MS);
    // Focus falls to <body> when the focused element is removed or hidden; a click on the page's
    // background also leaves it on <body>, but then the focused element is still shown: left alone.
    const observer = new MutationObserver(() => {
      const active = doc.activeElement;
      if (active && active !== doc.body) return;
      if (settling) {
        focusStep();
        return;
      }
      if (!focused || shownOnScreen(focused)) return;
      const part = around.find((candidate) => {
        const heading = shownOnScreen(candidate) ? headingOf(candidate) : null;
        return heading !== null && shownOnScreen(heading);
      });
      if (part) focusHeading(headingOf(part)!);
      else focusStep();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      clearTimeout(settled);
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
    };
  }, [container, stepKey]);
}
