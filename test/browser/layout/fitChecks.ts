/**
 * Layout checks of a flow in a partner's column, read from the rendered page: tables that scroll in
 * their own box with the first column pinned, cards at phone widths, controls never cut off or
 * under a pinned column, row actions on one line. Each returns the problems found, as messages.
 */

/** From this column width (30rem) a wide table pins its first column; below, each row is a card. */
export const PINNED_FROM = 480;
/** What a user can operate. */
export const CONTROLS = 'button, input, select, textarea, a[href], [role="button"]';

/** A control as a failure message names it: its tag and accessible name. */
export function controlName(control: Element): string {
  const name =
    control.getAttribute('aria-label') || control.textContent?.trim() || control.getAttribute('name') || '';
  return `${control.tagName.toLowerCase()} "${name.slice(0, 40)}"`;
}

/** Drawn with a size and not hidden. */
export function rendered(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The nearest ancestor below `root` that scrolls sideways (a table's own box), if any. */
export function scrollBox(element: Element, root: Element): HTMLElement | undefined {
  for (let node = element.parentElement; node && node !== root; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowX;
    if (overflow === 'auto' || overflow === 'scroll') return node;
  }
  return undefined;
}

/** Ancestors below `root` that cut off what sticks out of them sideways. */
function clippingBoxes(element: Element, root: Element): Element[] {
  const boxes: Element[] = [];
  for (let node = element.parentElement; node && node !== root; node = node.parentElement) {
    if (getComputedStyle(node).overflowX !== 'visible') boxes.push(node);
  }
  return boxes;
}

const outside = (inner: DOMRect, outer: DOMRect) =>
  inner.left < Math.floor(outer.left) - 0.5 || inner.right > Math.ceil(outer.right) + 0.5;

/**
 * The control's whole box inside the table's box, clear of the row's pinned first cell, and the
 * control on top at both of its ends (nothing painted over it).
 */
function wholeInView(control: Element, box: HTMLElement): boolean {
  const at = control.getBoundingClientRect();
  const frame = box.getBoundingClientRect();
  const pinned = control.closest('tr')?.cells[0];
  const pinnedRight =
    pinned && !pinned.contains(control) && getComputedStyle(pinned).position === 'sticky'
      ? pinned.getBoundingClientRect().right
      : frame.left;
  if (at.left < Math.max(frame.left, pinnedRight) - 0.5 || at.right > frame.right + 0.5) return false;
  const middle = at.top + at.height / 2;
  return [at.left + 1, at.left + at.width / 2, at.right - 1].every((x) => {
    const hit = document.elementFromPoint(x, middle);
    return hit !== null && control.contains(hit);
  });
}

/** Tables wider than their box: they must scroll inside it, first column pinned, actions reachable. */
export function tableProblems(root: HTMLElement): string[] {
  const problems: string[] = [];
  for (const table of root.querySelectorAll('table')) {
    if (!rendered(table)) continue;
    const box = scrollBox(table, root);
    const frame = box ?? root;
    if (table.getBoundingClientRect().width <= frame.clientWidth + 1) continue;
    if (!box) {
      problems.push(`a table ${Math.round(table.getBoundingClientRect().width)} px wide overflows its box`);
      continue;
    }
    // A phone-width column leaves no room beside a pinned column: there the first column scrolls too.
    for (const row of root.clientWidth >= PINNED_FROM ? table.rows : []) {
      const first = row.cells[0];
      if (first && getComputedStyle(first).position !== 'sticky') {
        problems.push(`first column not pinned: "${first.textContent?.trim().slice(0, 30)}"`);
        break;
      }
    }
    // Every control in the rows can be scrolled to, and its whole box is then in view and on top
    // (not under the pinned column): scrolled to as a user would, and focused (Tab, WCAG 2.4.11).
    for (const control of table.querySelectorAll(CONTROLS)) {
      if (!rendered(control)) continue;
      box.scrollLeft = 0;
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      if (!wholeInView(control, box)) problems.push(`row action out of reach: ${controlName(control)}`);
      // Focused from the table's start, as Tab reaches it: the browser scrolls it into view.
      box.scrollLeft = 0;
      (control as HTMLElement).focus();
      if (!wholeInView(control, box)) problems.push(`focused row action obscured: ${controlName(control)}`);
      (control as HTMLElement).blur();
    }
    box.scrollLeft = 0;
  }
  return problems;
}

/** Controls cut off by the root, by a clipping box, or by their own edges (labels that overflow). */
export function clippedControls(root: HTMLElement): string[] {
  const clipped: string[] = [];
  const rootBox = root.getBoundingClientRect();
  for (const control of root.querySelectorAll(CONTROLS)) {
    if (!rendered(control)) continue;
    const box = control.getBoundingClientRect();
    const scrolls = scrollBox(control, root);
    if (!scrolls && outside(box, rootBox)) {
      clipped.push(`${controlName(control)} outside the flow root`);
      continue;
    }
    const cutBy = clippingBoxes(control, root).find(
      (clip) =>
        clip !== scrolls && !clip.contains(scrolls ?? null) && outside(box, clip.getBoundingClientRect()),
    );
    if (cutBy) clipped.push(`${controlName(control)} cut off by .${cutBy.className}`);
    if (control instanceof HTMLButtonElement && control.scrollWidth > control.clientWidth + 1) {
      clipped.push(`${controlName(control)} label overflows its button`);
    }
  }
  return clipped;
}

/** Rows whose actions wrap onto a second line, and button groups that wrap raggedly or overlap. */
export function actionProblems(root: HTMLElement): string[] {
  const problems: string[] = [];
  for (const cell of root.querySelectorAll('tbody td')) {
    if (getComputedStyle(cell).display !== 'table-cell') continue;
    const actions = [...cell.querySelectorAll('button, a[href]')].filter(rendered);
    const tops = new Set(actions.map((action) => Math.round(action.getBoundingClientRect().top)));
    if (tops.size > 1) problems.push(`row actions wrap: ${actions.map(controlName).join(', ')}`);
  }
  const groups = new Map<Element, Element[]>();
  for (const button of root.querySelectorAll('button')) {
    const parent = button.parentElement;
    if (!parent || !rendered(button) || button.closest('table, [role="radiogroup"], nav')) continue;
    groups.set(parent, [...(groups.get(parent) ?? []), button]);
  }
  for (const buttons of groups.values()) {
    if (buttons.length < 2) continue;
    const rows = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    if (rows.size > 1 && rows.size < buttons.length) {
      problems.push(`buttons wrap raggedly: ${buttons.map(controlName).join(', ')}`);
    }
    for (const [index, a] of buttons.entries()) {
      for (const b of buttons.slice(index + 1)) {
        const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const overlap =
          Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > 1 &&
          Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > 1;
        if (overlap) problems.push(`buttons overlap: ${controlName(a)}, ${controlName(b)}`);
      }
    }
  }
  return problems;
}

/**
 * What is visible of `element` without scrolling its table sideways: the part of its box inside the
 * table's box and the flow root, on top at both ends and the middle (nothing painted over it).
 */
export function wholeVisible(
  element: Element | DOMRect,
  hitTarget: Element,
  box: HTMLElement,
  root: HTMLElement,
) {
  const at = element instanceof Element ? element.getBoundingClientRect() : element;
  for (const frame of [box.getBoundingClientRect(), root.getBoundingClientRect()]) {
    if (at.left < frame.left - 0.5 || at.right > frame.right + 0.5) return false;
  }
  const middle = at.top + at.height / 2;
  return [at.left + 1, at.left + at.width / 2, at.right - 1].every((x) => {
    const hit = document.elementFromPoint(x, middle);
    return hit !== null && hitTarget.contains(hit);
  });
}

/**
 * Tables as cards: none scrolls sideways, none shows an empty header strip, and every row's
 * controls are wholly in view with the table's box unscrolled, as the page shows them (brought to
 * the middle of the window by scrolling down only) and when focused (focus had no need to scroll the box sideways). Returns the problems
 * and how many row controls were checked.
 */
export function cardProblems(root: HTMLElement): { problems: string[]; controls: number } {
  const problems: string[] = [];
  let controls = 0;
  for (const table of root.querySelectorAll('table')) {
    if (!rendered(table)) continue;
    const box = scrollBox(table, root) ?? root;
    if (box.scrollWidth > box.clientWidth + 1) {
      problems.push(`a table scrolls sideways: ${box.scrollWidth} px in a ${box.clientWidth} px box`);
    }
    // Headers are hidden from sight above cards unless they hold a sort button: no empty strip.
    const head = table.tHead?.getBoundingClientRect().height ?? 0;
    if (head > 0 && !table.tHead!.querySelector('button')) {
      problems.push(`an empty header strip ${Math.round(head)} px tall above the cards`);
    }
    for (const control of table.querySelectorAll(`tbody :is(${CONTROLS})`)) {
      if (!rendered(control)) continue;
      controls += 1;
      box.scrollLeft = 0;
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      if (box.scrollLeft !== 0 || !wholeVisible(control, control, box, root)) {
        problems.push(`row action not in view without scrolling sideways: ${controlName(control)}`);
      }
      box.scrollLeft = 0;
      (control as HTMLElement).focus();
      if (box.scrollLeft !== 0 || !wholeVisible(control, control, box, root)) {
        problems.push(`focused row action not wholly in view: ${controlName(control)}`);
      }
      (control as HTMLElement).blur();
      box.scrollLeft = 0;
    }
  }
  return { problems, controls };
}

/** The named columns' values of every row, each wholly in view with the table not scrolled sideways. */
export function valuesOutOfView(root: HTMLElement, table: HTMLTableElement, headers: string[]): string[] {
  const box = scrollBox(table, root) ?? root;
  box.scrollLeft = 0;
  // A sortable header's text ends with its sort icon.
  const names = [...table.tHead!.rows[0]!.cells].map((cell) => cell.textContent?.replace(/[▲▼↕]/, '').trim());
  const problems: string[] = [];
  for (const header of headers) {
    const index = names.indexOf(header);
    if (index < 0) problems.push(`no ${header} column`);
    for (const row of index < 0 ? [] : table.tBodies[0]!.rows) {
      const cell = row.cells[index]!;
      cell.scrollIntoView({ block: 'center', inline: 'nearest' });
      // The value's own box (the cell may be wider, and a card's label is not the value).
      const range = document.createRange();
      range.selectNodeContents(cell);
      const value = range.getBoundingClientRect();
      if (box.scrollLeft !== 0 || value.width === 0 || !wholeVisible(value, cell, box, root)) {
        problems.push(`${header} of ${row.cells[0]?.textContent?.trim()} out of view: ${cell.textContent}`);
      }
      box.scrollLeft = 0;
    }
  }
  return problems;
}

/** How far a box's content reaches past its width, in px (0 when it fits). */
export function sidewaysOverflow(box: Element): number {
  return Math.max(0, box.scrollWidth - box.clientWidth);
}

/**
 * The one "fits" check of the tables: the flow root and every table's box (a table's own wrapper,
 * or the editor's grid) have nothing to scroll sideways, and every row's action is wholly inside its
 * box, the flow root and the window, with nothing scrolled sideways. Returns the problems, each with
 * its figures in px.
 */
export function fitProblems(root: HTMLElement): string[] {
  const problems: string[] = [];
  const overflow = sidewaysOverflow(root);
  if (overflow > 0) problems.push(`the flow root scrolls sideways by ${overflow} px`);
  const viewport = new DOMRect(0, 0, document.documentElement.clientWidth, innerHeight);
  for (const table of root.querySelectorAll<HTMLElement>('table, [role="grid"]')) {
    if (!rendered(table)) continue;
    const box = table.closest<HTMLElement>('.pk-table-wrap') ?? scrollBox(table, root) ?? table;
    const name = table.querySelector('caption')?.textContent?.trim() || table.getAttribute('aria-label');
    const by = sidewaysOverflow(box);
    if (by > 0) problems.push(`table "${name}" scrolls sideways by ${by} px in a ${box.clientWidth} px box`);
    box.scrollLeft = 0;
    const rows = table.querySelectorAll(
      `tbody :is(${CONTROLS}), [role="rowgroup"] [role="row"] :is(${CONTROLS})`,
    );
    for (const control of rows) {
      if (!rendered(control)) continue;
      const at = control.getBoundingClientRect();
      for (const [frameName, frame] of [
        ['its table box', box.getBoundingClientRect()],
        ['the flow root', root.getBoundingClientRect()],
        ['the window', viewport],
      ] as const) {
        const cut = Math.max(0, frame.left - at.left) + Math.max(0, at.right - frame.right);
        if (cut > 0.5) {
          problems.push(
            `${controlName(control)} in "${name}": ${Math.round(at.width - cut)} of ${Math.round(at.width)} px inside ${frameName}`,
          );
        }
      }
    }
  }
  return problems;
}
