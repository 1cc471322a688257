/**
 * Typed input in <TimeOff/> is never dropped without asking: the policy form's Cancel and the
 * flow's own section navigation go through the form's leave guard, as every other form does.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { TimeOff } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';

test('cancelling a half-typed policy asks first; keep editing keeps what was typed', async () => {
  const api = createDemoApi();
  const { screen } = await renderWithDemo(<TimeOff companyId={api.companyUuid} initialSection="policies" />, {
    api,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Add policy' }).first());
  const name = screen.getByRole('textbox', { name: /Policy name/ });
  await userEvent.fill(name, 'Vacation 2027');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

  const question = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect.element(question).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
  await expect.element(question).not.toBeInTheDocument();
  await expect.element(name).toHaveValue('Vacation 2027');

  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
  await expect.element(screen.getByRole('heading', { name: 'Time off policies' })).toBeVisible();
});

test('another section while a request is half typed asks first; leaving switches, an untouched form switches at once', async () => {
  const api = createDemoApi();
  const { screen } = await renderWithDemo(<TimeOff companyId={api.companyUuid} />, { api });
  const policies = screen.getByRole('button', { name: 'Policies' });

  // Untouched: straight to the other section.
  await userEvent.click(screen.getByRole('button', { name: 'Request time off' }).first());
  await expect.element(screen.getByRole('heading', { name: 'Request time off' })).toBeVisible();
  await userEvent.click(policies);
  await expect.element(screen.getByRole('heading', { name: 'Time off policies' })).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Requests' }));
  await userEvent.click(screen.getByRole('button', { name: 'Request time off' }).first());
  const note = screen.getByRole('textbox', { name: /Note/ });
  await userEvent.fill(note, 'Family visit');
  await userEvent.click(policies);

  const question = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect.element(question).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
  await expect.element(note).toHaveValue('Family visit');
  await expect
    .element(screen.getByRole('button', { name: 'Requests' }))
    .toHaveAttribute('aria-current', 'page');

  await userEvent.click(policies);
  await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
  await expect.element(screen.getByRole('heading', { name: 'Time off policies' })).toBeVisible();
  await expect.element(policies).toHaveAttribute('aria-current', 'page');
});
