import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { ByteCase } from '../../../bench/bytes';
import { checkSizeBudgets, readSizeBudgets } from '../../../bench/sizeBudgets';

function measured(id: string, gzipOverReact: number): ByteCase {
  const bytes = { raw: gzipOverReact * 3, gzip: gzipOverReact };
  return {
    id,
    label: id,
    status: 'measured',
    weight: { js: bytes, css: { raw: 0, gzip: 0 }, total: bytes },
    overReact: bytes,
    appDir: '/unused',
  };
}

test('the committed budgets hold onboarding to 90 kB, time off (all four sections) to 80 kB, the payroll run and pay schedules to 75 kB, locations to 70 kB, headless to 20 kB', () => {
  expect(readSizeBudgets()).toEqual({
    EmployeeOnboarding: { maxGzipOverReact: 90_000 },
    CompanyLocations: { maxGzipOverReact: 70_000 },
    TimeOff: { maxGzipOverReact: 80_000 },
    PaySchedules: { maxGzipOverReact: 75_000 },
    PayrollRun: { maxGzipOverReact: 75_000 },
    headless: { maxGzipOverReact: 20_000 },
  });
});

test('a case over its budget fails, one at or under it passes', () => {
  const verdicts = checkSizeBudgets([measured('EmployeeOnboarding', 90_001), measured('headless', 20_000)], {
    EmployeeOnboarding: { maxGzipOverReact: 90_000 },
    headless: { maxGzipOverReact: 20_000 },
  });
  expect(verdicts.map(({ id, verdict }) => [id, verdict])).toEqual([
    ['EmployeeOnboarding', 'over'],
    ['headless', 'within'],
  ]);
});

test('a budgeted case that is not built yet neither passes nor fails the gate', () => {
  const verdicts = checkSizeBudgets(
    [{ id: 'PayrollRun', label: '<PayrollRun/>', status: 'not built yet', missing: ['PayrollRun'] }],
    { PayrollRun: { maxGzipOverReact: 1 } },
  );
  expect(verdicts).toEqual([{ id: 'PayrollRun', limit: 1, actual: undefined, verdict: 'not built yet' }]);
});

test('a budget naming a case that is never measured is a typo and fails loudly', () => {
  expect(() => checkSizeBudgets([], { EmployeeOnboardng: { maxGzipOverReact: 1 } })).toThrow(
    /EmployeeOnboardng/,
  );
});

test('budgets.json entries without a limit (its note) are not budgets', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'budgets-')), 'budgets.json');
  writeFileSync(file, JSON.stringify({ note: 'gzip bytes', headless: { maxGzipOverReact: 5 } }));
  expect(readSizeBudgets(file)).toEqual({ headless: { maxGzipOverReact: 5 } });
});
