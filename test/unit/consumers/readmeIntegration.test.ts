import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const repo = new URL('../../../', import.meta.url);
const readme = readFileSync(new URL('README.md', repo), 'utf8');
const integration = readme.slice(
  readme.indexOf('## Integration'),
  readme.indexOf('\n## ', readme.indexOf('## Integration') + 1),
);

/** The README's code blocks that open with `// <file>: …`, by that file. */
const blocks = new Map(
  [...integration.matchAll(/```tsx?\n(\/\/ (\S+):[^\n]*\n[\s\S]*?)```/g)].map(([, code, file]) => [
    file!,
    code!,
  ]),
);

test("the README's Integration example is the Next.js consumer app that npm test builds and runs, file for file", () => {
  expect([...blocks.keys()]).toEqual([
    'app/payroll/[companyId]/page.tsx',
    'app/payroll/[companyId]/Onboarding.tsx',
    'lib/payroll.ts',
    'app/api/payroll/[...path]/route.ts',
  ]);
  for (const [file, code] of blocks) {
    expect(code, file).toBe(readFileSync(new URL(`consumers/next-app/${file}`, repo), 'utf8'));
  }
});

test('the page is a server component: no event handler is passed from it, and it reads params', () => {
  const page = blocks.get('app/payroll/[companyId]/page.tsx')!;
  expect(page).not.toMatch(/'use client'|onEvent/);
  expect(page).toContain('params');
  expect(blocks.get('app/payroll/[companyId]/Onboarding.tsx')).toMatch(/^\/\/[^\n]*\n'use client';/);
});
