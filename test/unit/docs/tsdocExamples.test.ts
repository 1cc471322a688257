import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { checkModules, collectExamples, exampleModule } from '../../../scripts/tsdocExamples';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const { examples, options, exportedBy, program } = collectExamples(repoRoot);

test('the examples of every public entry are collected, the provider and the proxy among them', () => {
  const owners = new Set(examples.map((example) => example.owner));
  expect(owners).toContain('payroll-kit PayrollProvider');
  expect(owners).toContain('payroll-kit/server createPayrollProxy');
  expect(owners).toContain('payroll-kit/server/node toNodeListener');
  expect(owners).toContain('payroll-kit/testing/msw createDemoApiHandlers');
});

test('an example gets imports for the exports it uses, from its own entry first', () => {
  const module = exampleModule(
    'const api = createDemoApi();\n<PayrollProvider baseUrl="/" />',
    exportedBy,
    'payroll-kit',
  );
  expect(module).toContain("import { createDemoApi } from 'payroll-kit/testing';");
  expect(module).toContain("import { PayrollProvider } from 'payroll-kit';");
  expect(module).not.toContain('import { api }');
});

test('a wrong prop, a wrong option or a missing export fails; names left to the reader do not', () => {
  const at = 'fixture';
  const problems = checkModules(
    [
      {
        owner: 'wrong prop',
        at,
        code: `<PayrollProvider baseUrl="/api/payroll" theme={{ colors: { primary: '#0a7' } }} />`,
      },
      { owner: 'wrong option', at, code: `createPayrollProxy({ upstream: { url: 'https://x' } });` },
      { owner: 'missing export', at, code: `import { toNodeListener } from 'payroll-kit/server';` },
      {
        owner: 'fragment',
        at,
        code: `<PayrollProvider baseUrl="/api/payroll" theme={{ color: { primary: '#0a7' } }}>\n  <EmployeeOnboarding companyId={companyId} onEvent={track} />\n</PayrollProvider>`,
      },
    ],
    exportedBy,
    options,
    program,
  );
  const owners = problems.map((problem) => problem.owner);
  expect(owners).toContain('wrong prop');
  expect(owners).toContain('wrong option');
  expect(owners).toContain('missing export');
  expect(owners).not.toContain('fragment');
}, 60_000);
