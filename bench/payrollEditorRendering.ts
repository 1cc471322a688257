import type { Browser, Page } from 'playwright';
import { startBenchServer, type DemoFactory } from './benchServer';
import { recordPayrollRequests } from './chromiumBrowser';
import { readRenderingProbe, renderingProbe } from './renderingProbe';

/** One open-type-scroll run of the payroll editor at one seed size. */
export interface PayrollEditorRun {
  /** From the first page of rows arriving to the first editable cell on screen. */
  interactiveAfterDataMs: number;
  /** From the last page of rows arriving to the frame after the DOM last changed. */
  settledAfterLastPageMs: number | undefined;
  /** Longest main-thread task while typing into a row (0: none over 50 ms, the Long Tasks floor). */
  longestTaskTypingMs: number;
  /** Longest keystroke, input to next paint (Event Timing; 0: none reached its 16 ms floor). */
  longestKeystrokeMs: number;
  /** Longest task while scrolling the grid top to bottom and back. */
  longestTaskScrollingMs: number;
  /** Keystrokes typed, and the save requests they caused (batched: far fewer than keystrokes). */
  keystrokes: number;
  saveRequests: number;
  /** Rows in the DOM after scrolling (the virtual window, not the payroll). */
  rowsInDom: number;
  /** Used JS heap after a forced GC once the editor has been used. */
  heapBytes: number;
}

/** Records keystroke latency the way INP does (Event Timing, from input to the next paint). */
const keystrokeProbe = `(() => {
  const slow = [];
  window.__keystrokes = slow;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'keydown' || entry.name === 'keypress' || entry.name === 'input' || entry.name === 'keyup')
        slow.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

const TYPED = '1250';

/**
 * Opens the first upcoming payroll of a company seeded with `employees` employees in
 * `<PayrollRun/>`, `runs` times in fresh contexts: measures how soon the editor is usable after
 * its rows arrive, then types an amount into a row key by key and scrolls the grid through, as a
 * payroll admin would.
 *
 * @example
 * const runs = await measurePayrollEditor(browser, 'bench/.build/apps/PayrollRun/dist', 5000, 3);
 */
export async function measurePayrollEditor(
  browser: Browser,
  appDir: string,
  employees: number,
  runs: number,
  createDemo?: DemoFactory,
): Promise<PayrollEditorRun[]> {
  const server = await startBenchServer({ appDir, employees, createDemo });
  try {
    const measured: PayrollEditorRun[] = [];
    for (let run = 0; run < runs; run++) {
      const { page, apiRequests, settled } = await recordPayrollRequests(
        browser,
        renderingProbe + keystrokeProbe,
      );
      try {
        await page.goto(server.appUrl);
        await settled();
        await page
          .getByRole('button', { name: /^Run payroll for / })
          .first()
          .click();
        const interactiveAt = await firstEditableCell(page);
        await settled(800, 120_000);
        const firstPage = await page.evaluate(
          `Math.min(...performance.getEntriesByType('resource').filter((e) => e.name.includes('/prepare')).map((e) => e.responseEnd))`,
        );
        const loaded = await readRenderingProbe(page, 0);

        const cell = page.getByRole('textbox', { name: /^Bonus for / }).nth(2);
        await cell.click();
        const before = apiRequests.length;
        const typingFrom = loaded.now;
        await page.keyboard.type(TYPED, { delay: 80 });
        await page.waitForTimeout(1500);
        await settled();
        const typed = await readRenderingProbe(page, typingFrom);
        const saves = apiRequests.slice(before).filter((request) => request.method === 'PUT').length;
        const keystroke = (await page.evaluate(
          `Math.max(0, ...window.__keystrokes.filter((k) => k.start >= ${typingFrom}).map((k) => k.duration))`,
        )) as number;

        await scrollGrid(page);
        const scrolled = await readRenderingProbe(page, typed.now);
        const rowsInDom = (await page.evaluate(
          `document.querySelectorAll('.pk-payroll-grid__body [role="row"]').length`,
        )) as number;
        measured.push({
          interactiveAfterDataMs: Math.max(0, interactiveAt - (firstPage as number)),
          settledAfterLastPageMs: loaded.renderAfterDataMs,
          longestTaskTypingMs: typed.longestTaskMs,
          longestKeystrokeMs: keystroke,
          longestTaskScrollingMs: scrolled.longestTaskMs,
          keystrokes: TYPED.length,
          saveRequests: saves,
          rowsInDom,
          heapBytes: await usedHeap(page),
        });
      } finally {
        await page.close();
      }
    }
    return measured;
  } finally {
    await server.close();
  }
}

/** Page time at which the first editable cell of the grid was on screen and enabled. */
async function firstEditableCell(page: Page): Promise<number> {
  return (await page.evaluate(`new Promise((resolve) => {
    const check = () => {
      const input = document.querySelector('.pk-payroll-grid__body input.pk-payroll-grid__input:not([disabled])');
      if (input && input.getBoundingClientRect().height > 0) resolve(performance.now());
      else requestAnimationFrame(check);
    };
    check();
  })`)) as number;
}

/** Scrolls the editor's grid down and back with the mouse wheel, as a user skims it (the list bench's steps). */
async function scrollGrid(page: Page): Promise<void> {
  const box = await page.locator('.pk-payroll-grid').boundingBox();
  if (!box) return;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (const direction of [1, -1]) {
    for (let step = 0; step < 30; step++) {
      await page.mouse.wheel(0, direction * 400);
      await page.waitForTimeout(30);
    }
  }
}

async function usedHeap(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  await session.detach();
  return usedSize;
}
