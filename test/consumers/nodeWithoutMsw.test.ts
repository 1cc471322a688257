import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, inject, test } from 'vitest';
import { run } from './processes';

const app = join(inject('consumerRoot'), 'node-no-msw');
const library = join(app, 'node_modules', 'payroll-kit');

test('every entry but the MSW one imports in plain Node with only React beside the package', async () => {
  const { stdout } = await run('node', ['check.js'], { cwd: app });
  const { mswInstalled, imported } = JSON.parse(stdout) as {
    mswInstalled: boolean;
    imported: Record<string, string[]>;
  };
  expect(mswInstalled).toBe(false);
  expect(Object.keys(imported).sort()).toEqual([
    'payroll-kit',
    'payroll-kit/headless',
    'payroll-kit/locales/es',
    'payroll-kit/queries',
    'payroll-kit/server',
    'payroll-kit/server/node',
    'payroll-kit/testing',
  ]);
  expect(imported['payroll-kit']).toEqual(expect.arrayContaining(['PayrollProvider', 'EmployeeOnboarding']));
  expect(imported['payroll-kit/queries']).toEqual(
    expect.arrayContaining(['payrollQueries', 'employeeQueries']),
  );
  expect(imported['payroll-kit/testing']).toEqual(
    expect.arrayContaining(['createDemoApi', 'createDemoFetch']),
  );
  expect(imported['payroll-kit/server']).toEqual(
    expect.arrayContaining(['createPayrollProxy', 'createWebhookReceiver']),
  );
  expect(imported['payroll-kit/server/node']).toEqual(['toMiddleware', 'toNodeListener']);
});

test('the MSW handlers are their own entry, which names msw when it is missing', async () => {
  await expect(
    run('node', ['--input-type=module', '-e', "await import('payroll-kit/testing/msw')"], { cwd: app }),
  ).rejects.toThrow(/Cannot find package 'msw'/);
});

/** Every module an installed entry loads, following its relative imports. */
function moduleGraph(entry: string): Map<string, string> {
  const modules = new Map<string, string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    const source = readFileSync(file, 'utf8');
    modules.set(file, source);
    for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\b[^'"]*?["'](\.{1,2}\/[^"']+)["']/gm))
      visit(join(dirname(file), specifier!));
  };
  visit(join(library, entry));
  return modules;
}

test('the React entries are production builds: no react/jsx-dev-runtime, which production React lacks', () => {
  const manifest = JSON.parse(readFileSync(join(library, 'package.json'), 'utf8')) as {
    exports: Record<string, { default: string }>;
  };
  for (const subpath of ['.', './headless']) {
    const graph = moduleGraph(manifest.exports[subpath]!.default);
    expect([...graph.values()].filter((source) => source.includes('jsx-dev-runtime'))).toEqual([]);
  }
});

test('payroll-kit/server and payroll-kit/testing import no node: module, so edge runtimes load them', () => {
  const manifest = JSON.parse(readFileSync(join(library, 'package.json'), 'utf8')) as {
    exports: Record<string, { default: string }>;
  };
  for (const subpath of ['./server', './testing']) {
    const graph = moduleGraph(manifest.exports[subpath]!.default);
    const nodeImports = [...graph].filter(([, source]) =>
      /(?:^|\n)\s*(?:import|export)[^'"]*?["']node:/.test(source),
    );
    expect(nodeImports.map(([file]) => file)).toEqual([]);
  }
});
