import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** A column this narrow (30rem, a phone's) shows rows as cards, whatever their columns. */
const PHONE_WIDTH_REM = 30;

/**
 * Shows a table's rows as cards (`data-layout="cards"` on `ref`'s box) whenever the box is too
 * narrow for its columns side by side: measured against the box, so a table in any column of any
 * page never scrolls sideways and every row's action stays in view (a sideways-scrolling box cuts
 * the last columns and cannot be reached by keyboard). It decides before paint on every render
 * (rows may widen a column) and again when the box is resized.
 *
 * The width the columns needed is kept: a box back in cards comes out of them only once it is at
 * least that wide, so the rows are not laid out side by side just to be measured (a page made
 * shorter for a moment could lose its scroll position).
 *
 * @example
 * const wrap = useRef<HTMLDivElement>(null);
 * useCardLayout(wrap);
 * return <div ref={wrap} className="pk-table-wrap"><table>…</table></div>;
 */
export function useCardLayout(ref: RefObject<HTMLElement | null>): void {
  const needed = useRef(0);
  const fit = useRef(() => {
    const box = ref.current;
    // Not laid out (hidden, or no layout engine): nothing to measure.
    if (!box || box.offsetWidth === 0) return;
    const width = box.offsetWidth;
    const rem = parseFloat(getComputedStyle(box.ownerDocument.documentElement).fontSize) || 16;
    const cards = box.dataset.layout === 'cards';
    if (width <= PHONE_WIDTH_REM * rem) {
      if (!cards) box.dataset.layout = 'cards';
      return;
    }
    if (cards && width < needed.current) return;
    // Rows side by side, as they are or for a measurement made before the next paint.
    if (cards) delete box.dataset.layout;
    const columns = box.scrollWidth + box.offsetWidth - box.clientWidth;
    if (columns > width + 1) {
      needed.current = columns;
      box.dataset.layout = 'cards';
    }
  });

  // Every render: new rows may need more room than the box has.
  useLayoutEffect(() => fit.current());

  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const widths = new Map<Element, number>();
    // Only a change of width matters (cards change the height): the box's, or its table's when a
    // late font widens a column. Measured in the next frame, so no layout changes inside the
    // observer's own delivery.
    const observer = new ResizeObserver((entries) => {
      let widened = false;
      for (const entry of entries) {
        const width = entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width;
        if (widths.has(entry.target) && widths.get(entry.target) !== width) widened = true;
        widths.set(entry.target, width);
      }
      if (!widened) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => fit.current());
    });
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref]);
}
