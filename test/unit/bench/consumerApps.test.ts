import { expect, test } from 'vitest';
import { consumerApps } from '../../../bench/consumerApps';
import { moduleExports } from '../../../bench/moduleExports';

const app = (id: string) => {
  const found = consumerApps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no consumer app ${id}`);
  return found;
};

test('React alone comes first so every other case can be reported on top of it', () => {
  expect(consumerApps[0]?.id).toBe('react');
  expect(consumerApps.map((candidate) => candidate.id)).toEqual(
    expect.arrayContaining([
      'EmployeeOnboarding',
      'PayrollRun',
      'CompanyLocations',
      'PaySchedules',
      'TimeOff',
      'headless',
      'everything',
    ]),
  );
});

test('a flow the library does not export yet is "not built yet", naming what is missing', () => {
  expect(app('PayrollRun').entry({ main: ['PayrollProvider'], headless: [] })).toEqual({
    missing: ['PayrollRun'],
  });
});

test('a flow starts counting as soon as its export appears, rendered inside PayrollProvider with the core stylesheet and its own', () => {
  const entry = app('PayrollRun').entry({ main: ['PayrollProvider', 'PayrollRun'], headless: [] });
  if (!('source' in entry)) throw new Error('expected an app');
  expect(entry.source).toContain("import { PayrollProvider, PayrollRun } from 'payroll-kit';");
  expect(entry.source).toContain("import 'payroll-kit/styles/core.css';");
  expect(entry.source).toContain("import 'payroll-kit/styles/payroll-run.css';");
  expect(entry.source).not.toContain('styles.css');
});

test('a flow with no stylesheet of its own imports only the core', () => {
  const entry = app('CompanyLocations').entry({
    main: ['PayrollProvider', 'CompanyLocations'],
    headless: [],
  });
  if (!('source' in entry)) throw new Error('expected an app');
  expect(entry.source.match(/import 'payroll-kit\/styles[^']*';/g)).toEqual([
    "import 'payroll-kit/styles/core.css';",
  ]);
});

test('headless is measured with the client, a hook and its provider, by the names the entry really exports', () => {
  const exports = moduleExports(
    'function a(){}function b(){}function c(){}export { a as createPayrollClient, b as useEmployees, c as PayrollClientProvider };',
  );
  const entry = app('headless').entry({ main: [], headless: exports });
  if (!('source' in entry)) throw new Error('expected an app');
  expect(entry.source).toContain(
    "import { createPayrollClient, useEmployees, PayrollClientProvider } from 'payroll-kit/headless';",
  );
  expect(entry.source).not.toContain('styles.css');
});

test('headless without a client or hook yet is "not built yet"', () => {
  expect(app('headless').entry({ main: [], headless: ['PayrollClientProvider'] })).toEqual({
    missing: ['create…Client', 'use… hook'],
  });
});
