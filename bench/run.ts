/**
 * `npm run bench [-- --only bytes,requests,render,ui,proxy,demo-api] [--runs N]`
 *
 * Measures what a partner's page pays for payroll-kit and writes `bench/results.json` plus a
 * readable table: bytes per case (packed library, Vite production builds), first-screen requests
 * and round trips, rendering of the employee list at 100/1,000/5,000 employees in Chromium, and the
 * proxy and demo-service figures from their own scripts. Timings are min/median/max of several runs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright';
import { NotBuiltYet } from './benchServer';
import { byteTable } from './byteTable';
import { measureBytes, type ByteCase } from './bytes';
import { launchChromium } from './chromiumBrowser';
import { flowNames } from './consumerApps';
import { firstScreenRequests } from './firstScreenRequests';
import { measureRendering } from './listRendering';
import { bareInputFloor, measurePayrollEditor } from './payrollEditorRendering';
import {
  editorTargetLines,
  floorLine,
  payrollEditorTable,
  summarizePayrollEditor,
  type PayrollEditorRow,
} from './payrollEditorTable';
import { runPeerBenchmark, type PeerBenchmark } from './peerBenchmarks';
import { repoRoot } from './paths';
import { checkSizeBudgets, readSizeBudgets } from './sizeBudgets';
import { spread, type Spread } from './stats';
import { textTable } from './table';

const sections = ['bytes', 'requests', 'render', 'ui', 'proxy', 'demo-api'] as const;
type Section = (typeof sections)[number];

const { values } = parseArgs({
  options: { only: { type: 'string', multiple: true }, runs: { type: 'string', default: '3' } },
});
const only = new Set(
  (values.only ?? [...sections]).flatMap((value) => value.split(',')).map((value) => value.trim()),
);
for (const name of only) {
  if (!sections.includes(name as Section))
    throw new Error(`--only ${name}: expected one of ${sections.join(', ')}`);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

/** Employee-list seed sizes of the rendering benchmark (issue 8). */
const listSizes = [100, 1000, 5000];

type Outcome<T> = T | { status: 'not built yet'; reason: string } | { status: 'failed'; error: string };
let failures = 0;
async function attempt<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotBuiltYet) return { status: 'not built yet', reason: error.message };
    failures++;
    console.error(error);
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
const describe = (outcome: { status: string; reason?: string; error?: string }) =>
  outcome.status === 'failed'
    ? `failed: ${outcome.error}`
    : `${outcome.status}${outcome.reason ? ` (${outcome.reason})` : ''}`;

const resultsFile = join(repoRoot, 'bench', 'results.json');
const results: Record<string, unknown> = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
  : {};
results.generatedAt = new Date().toISOString();
results.machine = { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version };
results.command = 'npm run bench';
const started = performance.now();

// Bytes first: the request and render benchmarks serve the consumer apps it builds.
const needsApps = only.has('bytes') || only.has('requests') || only.has('render');
const cases: ByteCase[] = needsApps ? await measureBytes() : [];
if (only.has('bytes')) {
  const verdicts = checkSizeBudgets(cases, readSizeBudgets());
  results.bytes = {
    cases: cases.map((item) =>
      item.status === 'measured' ? { ...item, appDir: relative(repoRoot, item.appDir) } : item,
    ),
    budgets: verdicts,
  };
  console.log(`\nBytes (Vite production build against the packed library; gzip level 9)\n`);
  console.log(byteTable(cases, verdicts));
}
const appOf = (id: string) => {
  const found = cases.find((item) => item.id === id);
  return found?.status === 'measured' ? found.appDir : undefined;
};

let browser: Browser | undefined;
const chromium = async () => (browser ??= await launchChromium());

if (only.has('requests')) {
  const rows: Record<string, unknown>[] = [];
  for (const flow of flowNames) {
    const appDir = appOf(flow);
    if (!appDir) {
      rows.push({ flow, status: 'not built yet', reason: `payroll-kit does not export ${flow}` });
      continue;
    }
    const outcome = await attempt(async () => {
      const profiles = await firstScreenRequests(await chromium(), appDir, runs);
      return {
        status: 'measured',
        requests: spread(profiles.map((profile) => profile.requests)),
        roundTrips: spread(profiles.map((profile) => profile.roundTrips)),
        duplicates: [...new Set(profiles.flatMap((profile) => profile.duplicates))],
      };
    });
    rows.push({ flow, ...outcome });
  }
  results.requests = rows;
  console.log(`\nFirst-screen requests against the demo service (${runs} runs, fresh cache each)\n`);
  console.log(
    textTable(
      ['flow', 'requests', 'round trips', 'duplicates'],
      rows.map((row) =>
        row.status === 'measured'
          ? [
              `<${String(row.flow)}/>`,
              spreadCell(row.requests as Spread, ''),
              spreadCell(row.roundTrips as Spread, ''),
              (row.duplicates as string[]).join(', ') || 'none',
            ]
          : [`<${String(row.flow)}/>`, describe(row as { status: string })],
      ),
    ),
  );
}

if (only.has('render')) {
  const screens = [
    { screen: 'employee list (<EmployeeOnboarding/> first screen)', app: 'EmployeeOnboarding' },
  ];
  const rows: Record<string, unknown>[] = [];
  for (const { screen, app } of screens) {
    for (const employees of listSizes) {
      const appDir = appOf(app);
      if (!appDir) {
        rows.push({
          screen,
          employees,
          status: 'not built yet',
          reason: `payroll-kit does not export ${app}`,
        });
        continue;
      }
      const outcome = await attempt(async () => {
        const measured = await measureRendering(await chromium(), appDir, employees, runs);
        const rendered = measured.flatMap((run) =>
          run.renderAfterDataMs === undefined ? [] : [run.renderAfterDataMs],
        );
        return {
          status: 'measured',
          renderAfterDataMs: rendered.length > 0 ? spread(rendered) : undefined,
          longestTaskMs: spread(measured.map((run) => run.longestTaskMs)),
          blockingMs: spread(measured.map((run) => run.blockingMs)),
          heapBytes: spread(measured.map((run) => run.heapBytes)),
          typedIntoSearch: measured.every((run) => run.typed),
        };
      });
      rows.push({ screen, employees, ...outcome });
    }
  }
  results.render = rows;
  console.log(
    `\nRendering in Chromium (${runs} runs; min / median / max; long tasks are those over 50 ms, blocking time their sum beyond 50 ms)\n`,
  );
  console.log(
    textTable(
      [
        'screen',
        'employees',
        'render after data',
        'longest task typing+scrolling',
        'blocking time',
        'JS heap',
      ],
      rows.map((row) =>
        row.status === 'measured'
          ? [
              String(row.screen),
              String(row.employees),
              row.renderAfterDataMs ? spreadCell(row.renderAfterDataMs as Spread, ' ms') : 'n/a',
              (row.longestTaskMs as Spread).max === 0
                ? 'none > 50 ms'
                : spreadCell(row.longestTaskMs as Spread, ' ms'),
              spreadCell(row.blockingMs as Spread, ' ms') +
                (row.typedIntoSearch ? '' : ' (no search box typed)'),
              `${((row.heapBytes as Spread).median / 1e6).toFixed(1)} MB`,
            ]
          : [String(row.screen), String(row.employees), describe(row as { status: string })],
      ),
    ),
  );
}

// The payroll editor of <PayrollRun/>: opened from the landing, typed into, scrolled (issue 13).
if (only.has('render')) {
  const appDir = appOf('PayrollRun');
  const rows: Record<string, unknown>[] = [];
  for (const employees of listSizes) {
    if (!appDir) {
      rows.push({ employees, status: 'not built yet', reason: 'payroll-kit does not export PayrollRun' });
      continue;
    }
    const outcome = await attempt(async () => ({
      status: 'measured',
      ...summarizePayrollEditor(
        employees,
        await measurePayrollEditor(await chromium(), appDir, employees, runs),
      ),
    }));
    rows.push({ employees, ...outcome });
  }
  results.payrollEditor = rows;
  console.log(`\nPayroll editor of <PayrollRun/> in Chromium (${runs} runs; min / median / max)\n`);
  const measuredRows = rows.filter((row) => row.status === 'measured') as unknown as PayrollEditorRow[];
  if (measuredRows.length > 0) {
    const floor = await bareInputFloor(await chromium());
    results.payrollEditorFloor = floor;
    console.log(payrollEditorTable(measuredRows));
    console.log(floorLine(floor));
    console.log(editorTargetLines(measuredRows, floor));
  }
  for (const row of rows.filter((item) => item.status !== 'measured'))
    console.log(`${String(row.employees)}: ${describe(row as { status: string })}`);
}
await browser?.close();

/** Sections measured by their own scripts: section, script, key in results.json, title. */
const peers: [Section, string, string, string][] = [
  ['ui', 'ui-size', 'ui', 'UI kit: styles.css and the primitives (minified, dependencies external; bytes)'],
  [
    'proxy',
    'proxy',
    'proxy',
    'Proxy overhead vs a bare pass-through (constant upstream; memory and Redis stores)',
  ],
  ['demo-api', 'demo-api', 'demoApi', 'Demo service'],
];
for (const [section, script, key, title] of peers) {
  if (!only.has(section)) continue;
  const outcome: PeerBenchmark = await runPeerBenchmark(script);
  if (outcome.status === 'failed') failures++;
  results[key] = outcome;
  console.log(`\n${title} (${outcome.script})\n`);
  if (outcome.status === 'measured') {
    console.log(
      textTable(
        ['figure', 'value'],
        Object.entries(outcome.figures).map(([key, value]) => [key, format(value)]),
      ),
    );
  } else if (outcome.status === 'unparsed') {
    console.log(`${outcome.output}\n(no JSON summary line: figures not recorded in results.json)`);
  } else {
    console.log(outcome.status === 'failed' ? `failed: ${outcome.error}` : 'not built yet');
  }
}

writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nWrote ${relative(repoRoot, resultsFile)} in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
);
if (failures > 0) process.exitCode = 1;

function spreadCell({ min, median, max }: Spread, unit: string): string {
  const round = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  return min === max ? `${round(median)}${unit}` : `${round(min)} / ${round(median)} / ${round(max)}${unit}`;
}

function format(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return typeof value === 'string' ? value : JSON.stringify(value);
}
