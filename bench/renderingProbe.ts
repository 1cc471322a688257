import type { Page } from 'playwright';
import { payrollBasePath } from './benchServer';

/**
 * Instrumentation injected into the page before any of its scripts run. It records, on the page's
 * own clock, when the DOM last changed (and the frame after it), every long task (> 50 ms, the
 * Long Tasks API) and every slow user interaction (Event Timing API, ≥ 16 ms, as INP counts them), so the benchmark reads
 * rendering figures without knowing the flow's markup.
 *
 * @example
 * await context.addInitScript(renderingProbe);
 */
export const renderingProbe = `(() => {
  const probe = { lastMutation: 0, frameAfterLastMutation: 0, longTasks: [] };
  window.__renderingProbe = probe;
  performance.setResourceTimingBufferSize(100000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    probe.lastMutation = performance.now();
    requestAnimationFrame(() => { probe.frameAfterLastMutation = performance.now(); });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

/** What {@link renderingProbe} collected, as {@link readRenderingProbe} reads it back. */
export interface ProbeReading {
  /** From the last payroll API response before the DOM settled to the frame after its last change. */
  renderAfterDataMs: number | undefined;
  /** Longest task that started at or after `since` (0 when none exceeded 50 ms). */
  longestTaskMs: number;
  /** Sum over those tasks of their time beyond 50 ms (Total Blocking Time). */
  blockingMs: number;
  /** The page clock now, to mark the start of the next phase. */
  now: number;
}

/**
 * Reads the probe inside the page. `since` (page clock) limits tasks and events to one phase.
 * Evaluated as a string: a compiled function could carry bundler helpers the page does not have.
 *
 * @example
 * const loaded = await readRenderingProbe(page, 0);
 * const used = await readRenderingProbe(page, loaded.now);
 */
export function readRenderingProbe(page: Page, since: number): Promise<ProbeReading> {
  return page.evaluate(`(() => {
    const probe = window.__renderingProbe;
    const since = ${JSON.stringify(since)};
    const responses = performance.getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith(${JSON.stringify(payrollBasePath)}))
      .map((entry) => entry.responseEnd)
      .filter((end) => end <= probe.lastMutation);
    const dataArrived = responses.length > 0 ? Math.max(...responses) : undefined;
    return {
      renderAfterDataMs: dataArrived === undefined ? undefined : Math.max(0, probe.frameAfterLastMutation - dataArrived),
      longestTaskMs: Math.max(0, ...probe.longTasks.filter((task) => task.start >= since).map((task) => task.duration)),
      blockingMs: probe.longTasks.filter((task) => task.start >= since).reduce((sum, task) => sum + task.duration - 50, 0),
      now: performance.now(),
    };
  })()`);
}
