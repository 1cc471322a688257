import type { Browser, Page } from 'playwright';
import { startBenchServer, type DemoFactory } from './benchServer';
import { recordPayrollRequests } from './chromiumBrowser';
import { readRenderingProbe, renderingProbe } from './renderingProbe';

/** One load-type-scroll run of a screen at one seed size. */
export interface RenderRun {
  renderAfterDataMs: number | undefined;
  /** Longest task while typing and scrolling (0: none over 50 ms). */
  longestTaskMs: number;
  /** Total blocking time while typing and scrolling. */
  blockingMs: number;
  /** Used JS heap after a forced GC, once the screen has settled and been used. */
  heapBytes: number;
  /** Whether a search box was found to type into. */
  typed: boolean;
}

/**
 * Loads a screen seeded with `employees` employees, `runs` times in fresh contexts, then types a
 * search term and scrolls as a user would, reading the rendering probe after each phase.
 *
 * @example
 * const runs = await measureRendering(browser, 'bench/.build/apps/EmployeeOnboarding/dist', 5000, 3);
 */
export async function measureRendering(
  browser: Browser,
  appDir: string,
  employees: number,
  runs: number,
  createDemo?: DemoFactory,
): Promise<RenderRun[]> {
  const server = await startBenchServer({ appDir, employees, createDemo });
  try {
    const measured: RenderRun[] = [];
    for (let run = 0; run < runs; run++) {
      const { page, settled } = await recordPayrollRequests(browser, renderingProbe);
      try {
        await page.goto(server.appUrl);
        await settled();
        const loaded = await readRenderingProbe(page, 0);
        const typed = await typeSearch(page);
        await settled();
        await scrollThrough(page);
        await settled();
        const used = await readRenderingProbe(page, loaded.now);
        measured.push({
          renderAfterDataMs: loaded.renderAfterDataMs,
          longestTaskMs: used.longestTaskMs,
          blockingMs: used.blockingMs,
          heapBytes: await usedHeap(page),
          typed,
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

/** Types into the screen's search box (by role, then by type), key by key like a person. */
async function typeSearch(page: Page): Promise<boolean> {
  const candidates = [
    page.getByRole('searchbox'),
    page.locator('input[type="search"]'),
    page.getByRole('textbox'),
  ];
  for (const candidate of candidates) {
    const box = candidate.first();
    if ((await candidate.count()) > 0 && (await box.isVisible())) {
      await box.click();
      await page.keyboard.type('son', { delay: 80 });
      return true;
    }
  }
  return false;
}

/** Scrolls the page (and whatever scroll container is under the pointer) to the bottom and back. */
async function scrollThrough(page: Page): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  for (const direction of [1, -1]) {
    for (let step = 0; step < 15; step++) {
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
