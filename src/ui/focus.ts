/** Elements that can be tab stops, before checking that they really are (see {@link isTabStop}). */
const CANDIDATES = 'a[href], button, input, select, textarea, iframe, [tabindex]';

/**
 * Whether Tab can land on `element` now: focusable, enabled, rendered, not taken out of the order.
 *
 * @example
 * isTabStop(document.querySelector('button')!);
 */
export function isTabStop(element: HTMLElement): boolean {
  return (
    element.tabIndex >= 0 &&
    !element.matches(':disabled, input[type="hidden"]') &&
    element.getClientRects().length > 0
  );
}

/**
 * The first tab stop after `node` and everything inside it, in document order: where focus goes
 * when `node` (a dismissed alert) leaves the page with focus inside it.
 *
 * @example
 * const next = tabStopAfter(alertElement);
 */
export function tabStopAfter(node: Element): HTMLElement | undefined {
  return Array.from(node.ownerDocument.querySelectorAll<HTMLElement>(CANDIDATES)).find(
    (element) =>
      !node.contains(element) &&
      Boolean(node.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) &&
      isTabStop(element),
  );
}
