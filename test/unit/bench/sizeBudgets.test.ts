import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { firstLoadAssets, type ByteCase } from '../../../bench/bytes';
import { consumerApps, flowEntries, flowNames } from '../../../bench/consumerApps';
import { repoRoot } from '../../../bench/paths';
import { checkSizeBudgets, readSizeBudgets } from '../../../bench/sizeBudgets';

function measured(id: string, firstLoad: number, total = firstLoad): ByteCase {
  const bytes = (gzip: number) => ({ raw: gzip * 3, gzip });
  const weight = (gzip: number) => ({ js: bytes(gzip), css: bytes(0), total: bytes(gzip) });
  return {
    id,
    label: id,
    status: 'measured',
    weight: { firstLoad: weight(firstLoad), total: weight(total) },
    overReact: { firstLoad: bytes(firstLoad), total: bytes(total) },
    appDir: '/unused',
  };
}

// The byte policy (issue 41), gzip over React. The first load is the gate: every flow's first
// screen (entry, preloaded chunks, stylesheets) in at most 40 kB, its budget at the measured figure
// plus at most 0.5 kB (`npm run size` fails a first load over its budget or more than 0.5 kB under
// it). A total is a ceiling, not a ratchet: every chunk a flow can load in at most 120 kB, the
// company onboarding (which holds the location, schedule and employee steps) 145 kB. Every flow is
// a folder of `src/flows/`: a new one fails here until it has its consumer app and its budgets.
const FIRST_LOAD_CAP = 40_000;
const totalCeiling = (flow: string) => (flow === 'CompanyOnboarding' ? 145_000 : 120_000);

test('every flow, and a new one too, has a first-load budget of at most 40 kB and a total within its ceiling (120 kB, the company onboarding 145 kB)', () => {
  const budgets = readSizeBudgets();
  const flowFolders = readdirSync(join(repoRoot, 'src', 'flows'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => entry.name)
    .sort();
  expect([...flowNames].sort()).toEqual(flowFolders);
  // The headless entry (the client and a hook, no screen) is the one case that is not a flow.
  // A second entry of a flow folder (ContractorSelfOnboarding in Contractors) is a flow of its own.
  const entries = Object.keys(flowEntries);
  expect(Object.keys(budgets).sort()).toEqual([...flowFolders, ...entries, 'headless'].sort());
  for (const flow of [...flowFolders, ...entries]) {
    expect(budgets[flow]?.firstLoad, flow).toBeLessThanOrEqual(FIRST_LOAD_CAP);
    expect(budgets[flow]?.total, flow).toBeLessThanOrEqual(totalCeiling(flow));
  }
  expect(budgets.headless?.firstLoad).toBeLessThanOrEqual(FIRST_LOAD_CAP);
  expect(budgets.headless?.total).toBeLessThanOrEqual(FIRST_LOAD_CAP);
});

test('a first load more than 0.5 kB under its budget fails as slack; a total may sit anywhere under its ceiling', () => {
  const verdicts = checkSizeBudgets(
    [measured('PayrollRun', 34_500, 70_000), measured('TimeOff', 34_499, 70_000)],
    {
      PayrollRun: { firstLoad: 35_000, total: 120_000 },
      TimeOff: { firstLoad: 35_000, total: 120_000 },
    },
  );
  expect(verdicts.map(({ id, column, verdict }) => [id, column, verdict])).toEqual([
    ['PayrollRun', 'firstLoad', 'within'],
    ['PayrollRun', 'total', 'within'],
    ['TimeOff', 'firstLoad', 'slack'],
    ['TimeOff', 'total', 'within'],
  ]);
});

test('a case over its budget fails, one at or under it passes, in each column on its own', () => {
  const verdicts = checkSizeBudgets(
    [measured('EmployeeOnboarding', 70_001, 80_000), measured('headless', 12_000, 20_001)],
    {
      EmployeeOnboarding: { firstLoad: 70_000, total: 80_000 },
      headless: { firstLoad: 12_000, total: 20_000 },
    },
  );
  expect(verdicts.map(({ id, column, verdict }) => [id, column, verdict])).toEqual([
    ['EmployeeOnboarding', 'firstLoad', 'over'],
    ['EmployeeOnboarding', 'total', 'within'],
    ['headless', 'firstLoad', 'within'],
    ['headless', 'total', 'over'],
  ]);
});

test('a budgeted case that is not built yet neither passes nor fails the gate', () => {
  const verdicts = checkSizeBudgets(
    [{ id: 'PayrollRun', label: '<PayrollRun/>', status: 'not built yet', missing: ['PayrollRun'] }],
    { PayrollRun: { firstLoad: 1 } },
  );
  expect(verdicts).toEqual([
    { id: 'PayrollRun', column: 'firstLoad', limit: 1, actual: undefined, verdict: 'not built yet' },
  ]);
});

test('a budget naming a case that is never measured is a typo and fails loudly', () => {
  expect(() => checkSizeBudgets([], { EmployeeOnboardng: { firstLoad: 1 } })).toThrow(/EmployeeOnboardng/);
});

test('budgets.json entries without a limit (its note) are not budgets; each column is read by its key', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'budgets-')), 'budgets.json');
  writeFileSync(
    file,
    JSON.stringify({
      note: 'gzip bytes',
      headless: { maxFirstLoadGzipOverReact: 5, maxTotalGzipOverReact: 7 },
      PayrollRun: { maxTotalGzipOverReact: 9 },
    }),
  );
  expect(readSizeBudgets(file)).toEqual({ headless: { firstLoad: 5, total: 7 }, PayrollRun: { total: 9 } });
});

test("the first load is the entry script, its preloaded chunks and its stylesheets from Vite's index.html, never a lazy chunk", () => {
  const html = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-a1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/query-b2.js">
  <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  <link rel="icon" href="/favicon.svg">
  <script src="/legacy.js"></script>
</head><body><div id="root"></div></body></html>`;
  expect(firstLoadAssets(html)).toEqual(['assets/index-a1.js', 'assets/query-b2.js', 'assets/index-c3.css']);
});

// Importing a flow folder transforms all its modules: seconds on a busy two-core machine.
test(
  'a second entry of a flow folder is exported by that folder and has its own byte case',
  { timeout: 30_000 },
  async () => {
    for (const [flow, { folder }] of Object.entries(flowEntries)) {
      const folderExports: Record<string, unknown> = await import(`../../../src/flows/${folder}/index.ts`);
      expect(typeof folderExports[flow], flow).toBe('function');
      expect(
        consumerApps.filter((app) => app.id === flow),
        flow,
      ).toHaveLength(1);
    }
  },
);
