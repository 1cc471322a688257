import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';

/** One row in the rendered window: its index and its top within the body. */
export interface WindowRow {
  index: number;
  start: number;
}

/** What {@link useRowWindow} needs: the row count, the scroll container and the rows' body. */
export interface RowWindowOptions {
  count: number;
  /**
   * Rows there will be once every page has loaded, while `count` still grows. A box that grows
   * with its rows renders them all only when this final count is small, so a 150-row editor does
   * not render its first 100 cards and then drop them.
   */
  expectedCount?: number;
  scrollRef: RefObject<HTMLElement | null>;
  /** The element the rows are positioned in (below a sticky header, above a sticky footer). */
  bodyRef: RefObject<HTMLElement | null>;
  /** The height assumed for a row until it has been measured. */
  estimate: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number;
}

/** The rendered window of rows, the body's height, and how to measure and reach a row. */
export interface RowWindow {
  rows: WindowRow[];
  totalSize: number;
  /**
   * Ref callback for a row element carrying `data-index`: measured by a ResizeObserver. Rows of
   * the body are placed at their offsets by the hook itself after each render.
   */
  measure: (element: Element | null) => void;
  /** Scrolls the least needed to bring a row between the sticky header and footer. */
  scrollToIndex: (index: number) => void;
}

/** The last index whose top is at or above `y` (offsets ascend; offsets[count] is the total). */
function indexAt(offsets: Float64Array, y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (offsets[mid]! <= y) low = mid;
    else high = mid - 1;
  }
  return Math.max(low, 0);
}

/**
 * Up to this many rows, a box that grows with its rows (cards) renders them all: cheap at that
 * size, and every row stays in the page for find-in-page and for a second editor on the same page.
 * Past it, only the rows the window shows (a 5,000-employee editor as cards froze the page).
 */
const GROWN_ROWS_ALL = 100;

/** The nearest ancestor that scrolls vertically, else the page's own scrolling element. */
function scrollingAncestor(element: HTMLElement): HTMLElement {
  const page = element.ownerDocument;
  for (let parent = element.parentElement; parent && parent !== page.body; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight)
      return parent;
  }
  return (page.scrollingElement as HTMLElement | null) ?? page.documentElement;
}

/**
 * The part of the rows' body in view, in the body's own coordinates, for a box that grows with
 * its rows: the box clipped by its scrolling container and by the window.
 */
function viewOfPage(box: HTMLElement, body: HTMLElement | null): { top: number; height: number } | undefined {
  if (!body) return undefined;
  const scroller = scrollingAncestor(box);
  const clip = box.getBoundingClientRect();
  let top = Math.max(clip.top, 0);
  let bottom = Math.min(clip.bottom, box.ownerDocument.defaultView?.innerHeight ?? clip.bottom);
  if (scroller !== box.ownerDocument.scrollingElement) {
    const rect = scroller.getBoundingClientRect();
    top = Math.max(top, rect.top);
    bottom = Math.min(bottom, rect.bottom);
  }
  const bodyTop = body.getBoundingClientRect().top;
  return { top: top - bodyTop, height: Math.max(0, bottom - top) };
}

/**
 * The kit's one windowing engine, under every long table (`VirtualTable`, the payroll editor's
 * grid): only the rows in view (plus `overscan`) are rendered;
 * rows of any height are measured after layout by one ResizeObserver (never synchronously as they
 * mount, so scrolling forces no layout per row), and the window state changes only when the
 * visible range does, so a scroll within it renders nothing. Small on purpose: a table needs a
 * vertical list, not a general virtualiser.
 *
 * @example
 * const { rows, totalSize, measure, scrollToIndex } =
 *   useRowWindow({ count: 5000, scrollRef, bodyRef, estimate: 56, overscan: 4 });
 */
export function useRowWindow({
  count,
  expectedCount,
  scrollRef,
  bodyRef,
  estimate,
  overscan,
}: RowWindowOptions): RowWindow {
  const [sizes] = useState(() => new Map<number, number>());
  const [measured] = useState(() => new WeakMap<Element, number>());
  const [version, setVersion] = useState(0);
  const [range, setRange] = useState({ first: 0, last: -1 });
  const offsetsRef = useRef<Float64Array>(new Float64Array(1));
  const bodyTop = useRef(0);
  // A box as tall as its rows (a card layout grows with the page) scrolls nothing itself: the
  // page, or the partner's scrolling container, shows the rows then.
  const grows = useRef(false);
  const observer = useRef<ResizeObserver | null>(null);
  const finalCount = useRef(count);
  const final = Math.max(count, expectedCount ?? 0);
  finalCount.current = final;

  const offsets = useMemo(() => {
    void version; // recomputed when a measurement changed
    const out = new Float64Array(count + 1);
    for (let index = 0; index < count; index += 1)
      out[index + 1] = out[index]! + (sizes.get(index) ?? estimate);
    return out;
  }, [count, estimate, sizes, version]);

  const update = useCallback(() => {
    const scroll = scrollRef.current;
    const all = offsetsRef.current;
    const total = all.length - 1;
    if (!scroll || total === 0) {
      setRange((prev) => (prev.last === -1 ? prev : { first: 0, last: -1 }));
      return;
    }
    if (grows.current && finalCount.current <= GROWN_ROWS_ALL) {
      setRange((prev) =>
        prev.first === 0 && prev.last === total - 1 ? prev : { first: 0, last: total - 1 },
      );
      return;
    }
    const view = grows.current ? viewOfPage(scroll, bodyRef.current) : undefined;
    const top = view ? view.top : scroll.scrollTop - bodyTop.current;
    const height = view ? view.height : scroll.clientHeight;
    const first = Math.max(0, indexAt(all, top) - overscan);
    const last = Math.min(total - 1, indexAt(all, top + height) + overscan);
    setRange((prev) => (prev.first === first && prev.last === last ? prev : { first, last }));
  }, [scrollRef, bodyRef, overscan]);

  const resize = useCallback(
    (entries: ResizeObserverEntry[]) => {
      let changed = false;
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (element === scrollRef.current) continue;
        if (!element.isConnected) {
          observer.current?.unobserve(element);
          continue;
        }
        const box = entry.borderBoxSize?.[0];
        const size = Math.round(box ? box.blockSize : element.offsetHeight);
        measured.set(element, size);
        const index = Number(element.dataset.index);
        if (sizes.get(index) !== size) {
          sizes.set(index, size);
          changed = true;
        }
      }
      if (changed) setVersion((value) => value + 1);
      else update();
    },
    [scrollRef, sizes, measured, update],
  );

  const measure = useCallback(
    (element: Element | null) => {
      if (!element) return;
      observer.current ??= new ResizeObserver(resize);
      observer.current.observe(element);
      // A row element kept across a filter moves to another index: carry its known height along.
      const size = measured.get(element);
      const index = Number((element as HTMLElement).dataset.index);
      if (size !== undefined && sizes.get(index) !== size) {
        sizes.set(index, size);
        setVersion((value) => value + 1);
      }
    },
    [resize, measured, sizes],
  );

  useLayoutEffect(() => {
    offsetsRef.current = offsets;
    update();
  }, [offsets, update, final]);

  // Rows are placed here, through the CSSOM (a strict CSP renders the same), rather than in their
  // own render: a row measured at last moves the rows below it, and only their place changes.
  useLayoutEffect(() => {
    for (const row of bodyRef.current?.children ?? []) {
      const index = (row as HTMLElement).dataset.index;
      if (index !== undefined)
        (row as HTMLElement).style.setProperty('transform', `translateY(${offsets[Number(index)]}px)`);
    }
  });

  useLayoutEffect(() => {
    const scroll = scrollRef.current;
    if (!scroll) return;
    const place = () => {
      const body = bodyRef.current;
      bodyTop.current = body
        ? body.getBoundingClientRect().top - scroll.getBoundingClientRect().top + scroll.scrollTop
        : 0;
      grows.current = scroll.clientHeight > 0 && scroll.scrollHeight <= scroll.clientHeight;
      update();
    };
    place();
    const viewport = new ResizeObserver(place);
    viewport.observe(scroll);
    scroll.addEventListener('scroll', update, { passive: true });
    // Scrolls of the page or of any container around the box (they do not bubble: captured).
    const pageMoved = () => {
      if (grows.current) update();
    };
    const page = scroll.ownerDocument;
    page.addEventListener('scroll', pageMoved, { capture: true, passive: true });
    page.defaultView?.addEventListener('resize', pageMoved, { passive: true });
    return () => {
      viewport.disconnect();
      scroll.removeEventListener('scroll', update);
      page.removeEventListener('scroll', pageMoved, { capture: true });
      page.defaultView?.removeEventListener('resize', pageMoved);
    };
  }, [scrollRef, bodyRef, update]);

  useLayoutEffect(() => () => observer.current?.disconnect(), []);

  const scrollToIndex = useCallback(
    (index: number) => {
      const scroll = scrollRef.current;
      const all = offsetsRef.current;
      if (!scroll || index < 0 || index >= all.length - 1) return;
      if (grows.current) {
        const body = bodyRef.current;
        const view = viewOfPage(scroll, body);
        if (!body || !view) return;
        const scroller = scrollingAncestor(scroll);
        if (all[index]! < view.top) scroller.scrollTop -= view.top - all[index]!;
        else if (all[index + 1]! > view.top + view.height)
          scroller.scrollTop += all[index + 1]! - (view.top + view.height);
        return;
      }
      const head = bodyTop.current;
      const foot = Math.max(0, scroll.scrollHeight - head - all[all.length - 1]!);
      const top = head + all[index]!;
      const bottom = head + all[index + 1]!;
      if (top - head < scroll.scrollTop) scroll.scrollTop = top - head;
      else if (bottom + foot > scroll.scrollTop + scroll.clientHeight)
        scroll.scrollTop = bottom + foot - scroll.clientHeight;
    },
    [scrollRef, bodyRef],
  );

  const rows: WindowRow[] = [];
  for (let index = range.first; index <= Math.min(range.last, count - 1); index += 1)
    rows.push({ index, start: offsets[index]! });
  return { rows, totalSize: offsets[count]!, measure, scrollToIndex };
}
