/**
 * <PayrollRun urlSync/> in Chromium against the demo service through the proxy: opening a payroll
 * names it in the URL (`?pk_payroll=payroll:<uuid>`, the partner's own query kept), a reload of
 * that URL opens the same payroll's editor (not the landing), the browser's Back returns to the
 * landing and Forward to the payroll, the off-cycle form has its own entry, and without `urlSync`
 * the flow leaves the URL alone.
 */
import { userEvent } from 'vitest/browser';
import { beforeEach, expect, test, vi } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import { startPayrollStack, type PayrollStack } from './payrollRunStack';
import { upcoming } from './payrollRunSteps';

const param = () => new URL(window.location.href).searchParams.get('pk_payroll');

beforeEach(() => {
  // An entry of the partner's page before the flow's own: Back never leaves the test page.
  window.history.pushState(null, '', '/?partner=keep');
});

async function renderRun(stack: PayrollStack, urlSync: boolean) {
  const onEvent = vi.fn();
  const rendered = await stack.render(
    <PayrollRun companyId={stack.api.companyUuid} urlSync={urlSync} onEvent={onEvent} />,
  );
  const screen = rendered.locator;
  return {
    rendered,
    onEvent,
    landing: screen.getByRole('heading', { name: 'Run payroll', level: 2 }),
    editor: screen.getByRole('grid', { name: 'Payroll editor' }),
    runFirst: screen.getByRole('button', { name: /^Run payroll for / }).first(),
    newOffCycle: screen.getByRole('button', { name: 'New off-cycle payroll' }),
  };
}

test('opening a payroll names it in the URL; a reload opens its editor; Back and Forward move between landing and payroll', async () => {
  const stack = await startPayrollStack({ employees: 2 });
  const payroll = await upcoming(stack);
  const first = await renderRun(stack, true);
  await expect.element(first.runFirst).toBeVisible();
  await expect.poll(param).toBe('landing');

  await userEvent.click(first.runFirst);
  await expect.element(first.editor).toBeVisible();
  await expect.poll(param).toBe(`payroll:${payroll.uuid}`);
  expect(new URL(window.location.href).searchParams.get('partner')).toBe('keep');
  await first.rendered.unmount();

  // A reload: the same URL, a fresh page opens the payroll where it stands, not the landing.
  const reloaded = await renderRun(stack, true);
  await expect.element(reloaded.editor).toBeVisible();
  expect(reloaded.onEvent).toHaveBeenCalledWith('payroll.opened', { payrollId: payroll.uuid });
  expect(param()).toBe(`payroll:${payroll.uuid}`);

  window.history.back();
  await expect.element(reloaded.runFirst).toBeVisible();
  expect(reloaded.editor.query()).toBeNull();
  expect(param()).toBe('landing');

  window.history.forward();
  await expect.element(reloaded.editor).toBeVisible();

  window.history.back();
  await userEvent.click(reloaded.newOffCycle);
  await expect.poll(param).toBe('off-cycle');
  window.history.back();
  await expect.element(reloaded.runFirst).toBeVisible();
  expect(param()).toBe('landing');
});

test('without urlSync the flow leaves the URL untouched', async () => {
  const stack = await startPayrollStack({ employees: 2 });
  const before = window.location.href;
  const { runFirst, editor } = await renderRun(stack, false);
  await userEvent.click(runFirst);
  await expect.element(editor).toBeVisible();
  expect(window.location.href).toBe(before);
  expect(param()).toBeNull();
});
