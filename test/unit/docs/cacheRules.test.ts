/**
 * The lint rule that keeps each cache rule in one home: a hook that invalidates by itself, or
 * writes a key by hand, fails lint; each area's invalidations (and the refresh helper they share)
 * may invalidate.
 */
import { ESLint } from 'eslint';
import { expect, test, vi } from 'vitest';

// Loading the lint configuration (typescript-eslint) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const hookThatInvalidates = `
import type { QueryClient } from '@tanstack/react-query';
export const refresh = (queryClient: QueryClient, id: string) =>
  queryClient.invalidateQueries({ queryKey: ['payroll-kit', 'employee', id] });
`;

test('a hook that invalidates by itself or writes a key by hand fails lint, naming the table to use', async () => {
  const messages = await ruleMessages('src/hooks/employees/refresh.ts', hookThatInvalidates);
  expect(messages).toEqual([
    expect.stringContaining('src/hooks/invalidationTable.ts'),
    expect.stringContaining('src/hooks/queryKeyTable.ts'),
  ]);
});

test('a flow that invalidates fails lint too', async () => {
  const messages = await ruleMessages('src/flows/PayrollRun/refresh.ts', hookThatInvalidates);
  expect(messages).toContainEqual(expect.stringContaining('invalidateAfter'));
});

test("an area's invalidations may invalidate", async () => {
  const code = `
import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
export const employeeRecord = (queryClient: QueryClient, id: string) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.employee(id) });
`;
  expect(await ruleMessages('src/hooks/employees/invalidations.ts', code)).toEqual([]);
});

test("the shared refresh helper may invalidate too, but an area's invalidations may not write a key by hand", async () => {
  const refreshHelper = `
import type { QueryClient, QueryKey } from '@tanstack/react-query';
export const refresh = (queryClient: QueryClient, keys: QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
`;
  expect(await ruleMessages('src/hooks/refresh.ts', refreshHelper)).toEqual([]);
  expect(await ruleMessages('src/hooks/employees/invalidations.ts', hookThatInvalidates)).toEqual([
    expect.stringContaining('src/hooks/queryKeyTable.ts'),
  ]);
});

test('the gathering table no longer invalidates by itself', async () => {
  const messages = await ruleMessages('src/hooks/invalidationTable.ts', hookThatInvalidates);
  expect(messages).toContainEqual(expect.stringContaining('invalidateAfter'));
});
