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
  /**
   * Longest main-thread task while typing into a row: the amount typed once, then the 200
   * keystrokes (0: none over 50 ms, the Long Tasks floor).
   */
  longestTaskTypingMs: number;
  /** Longest keystroke, input to next paint (Event Timing; 0: none reached its 16 ms floor). */
  longestKeystrokeMs: number;
  /** Longest task while scrolling the grid top to bottom and back. */
  longestTaskScrollingMs: number;
  /** Input to next paint of every keystroke of the 200 typed (keydown to the frame after it). */
  keystrokePaintMs: number[];
  /**
   * Frames from each of the 200 keystrokes to the frame that painted it: 1 when it painted in the
   * first frame after the input, as a keystroke with no work at all does; 2 or more is a dropped
   * frame.
   */
  keystrokeFrames: number[];
  /** Longest gap between two frames while the 200 keystrokes were typed (one frame: 16.7 ms). */
  longestFrameTypingMs: number;
  /** Longest task while 500 lines of hours are pasted down a column (and their saves settle). */
  longestTaskPastingMs: number;
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
 * Input to next paint of each keystroke, below Event Timing's 16 ms floor too: from the keydown's
 * timestamp to a task queued from the next animation frame, i.e. after that frame painted.
 */
export const paintProbe = `(() => {
  const times = [];
  const painted = [];
  const frames = [];
  window.__keystrokePaint = times;
  window.__keystrokeFrames = { painted, frames };
  // Every frame's time while \`__countFrames\` is on (only while typing: a frame loop keeps the page busy).
  window.__countFrames = (on) => {
    window.__framesOn = on;
    if (on) requestAnimationFrame(function tick(time) {
      frames.push(time);
      if (window.__framesOn) requestAnimationFrame(tick);
    });
  };
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame((frame) => {
      painted.push([start, frame]);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => times.push(performance.now() - start);
      channel.port2.postMessage(0);
    });
  }, true);
})();`;

/** 200 keystrokes into one amount cell: "1250" typed and erased, 25 times. */
const KEYSTROKES = Array.from({ length: 25 }, () => [
  ...TYPED,
  ...Array(TYPED.length).fill('Backspace'),
]).flat();

/** Lines pasted down the regular-hours column. */
const PASTED_ROWS = 500;

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
        renderingProbe + keystrokeProbe + paintProbe,
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
        const { keystrokePaintMs, keystrokeFrames, longestFrameTypingMs } = await typeAndErase(page, cell);
        const retyped = await readRenderingProbe(page, scrolled.now);
        const pasted = await pasteHours(page, settled);
        const rowsInDom = (await page.evaluate(
          `document.querySelectorAll('.pk-payroll-grid__body [role="row"]').length`,
        )) as number;
        measured.push({
          interactiveAfterDataMs: Math.max(0, interactiveAt - (firstPage as number)),
          settledAfterLastPageMs: loaded.renderAfterDataMs,
          longestTaskTypingMs: Math.max(typed.longestTaskMs, retyped.longestTaskMs),
          longestKeystrokeMs: keystroke,
          longestTaskScrollingMs: scrolled.longestTaskMs,
          keystrokePaintMs,
          keystrokeFrames,
          longestFrameTypingMs,
          longestTaskPastingMs: pasted,
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

/** What {@link typeAndErase} measured of the 200 keystrokes. */
export interface TypedKeystrokes {
  keystrokePaintMs: number[];
  keystrokeFrames: number[];
  longestFrameTypingMs: number;
}

/**
 * Types the 200 keystrokes into `cell` (any text field of a page carrying {@link paintProbe}), one
 * every 50 ms: each one's input-to-paint time, the frames it took to paint, and the longest frame.
 *
 * @example
 * const typed = await typeAndErase(page, page.getByRole('textbox').first());
 */
export async function typeAndErase(
  page: Page,
  cell: ReturnType<Page['getByRole']>,
): Promise<TypedKeystrokes> {
  await cell.click();
  await page.evaluate(
    'window.__keystrokePaint.length = 0; window.__keystrokeFrames.painted.length = 0; window.__keystrokeFrames.frames.length = 0; window.__countFrames(true)',
  );
  for (const key of KEYSTROKES)
    await page.keyboard.press(key, { delay: 0 }).then(() => page.waitForTimeout(50));
  await page.waitForTimeout(500);
  await page.evaluate('window.__countFrames(false)');
  const { painted, frames } = (await page.evaluate('window.__keystrokeFrames')) as {
    painted: Array<[number, number]>;
    frames: number[];
  };
  return {
    keystrokePaintMs: (await page.evaluate('window.__keystrokePaint')) as number[],
    // Frames that began after the input up to the one that painted it (the loop sees each frame).
    keystrokeFrames: painted.map(
      ([start, paint]) => frames.filter((frame) => frame > start && frame <= paint).length,
    ),
    longestFrameTypingMs: Math.max(0, ...frames.slice(1).map((frame, i) => frame - frames[i]!)),
  };
}

/**
 * The same 200 keystrokes into a bare `<input>` on an empty page in the same browser: what the
 * probe reads with no work behind a keystroke at all (the wait for the next frame alone).
 *
 * @example
 * const floor = await bareInputFloor(browser);
 */
export async function bareInputFloor(browser: Browser): Promise<TypedKeystrokes> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(paintProbe);
    const page = await context.newPage();
    await page.goto('data:text/html,<!doctype html><title>floor</title><input aria-label="floor">');
    return await typeAndErase(page, page.getByRole('textbox'));
  } finally {
    await context.close();
  }
}

/**
 * Pastes 500 lines of hours into the first row's regular hours, as from a spreadsheet column, and
 * waits for the saves; returns the longest task from the paste on (0: none over 50 ms).
 */
async function pasteHours(
  page: Page,
  settled: (quietMs?: number, timeoutMs?: number) => Promise<void>,
): Promise<number> {
  await page.evaluate(`document.querySelector('.pk-payroll-grid').scrollTop = 0`);
  const cell = page.getByRole('textbox', { name: /^Regular hours for / }).first();
  await cell.click();
  const since = (await page.evaluate('performance.now()')) as number;
  await cell.evaluate((input, lines) => {
    const data = new DataTransfer();
    data.setData('text/plain', Array.from({ length: lines }, (_, i) => String(30 + (i % 10))).join('\n'));
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, PASTED_ROWS);
  await page.waitForTimeout(1500);
  await settled(800, 120_000);
  return (await readRenderingProbe(page, since)).longestTaskMs;
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
