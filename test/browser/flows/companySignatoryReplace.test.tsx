/**
 * <CompanySignatory/> as an admin whose signatory leaves: the SSN on file never comes back, the
 * replacement asks first (a company has one signatory), then the new one is invited by email.
 */
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { createSignatory, listSignatories } from '../../../src/api/company/signatoryOperations';
import { CompanySignatory } from '../../../src/flows';
import { startNewCompany } from '../../../stories/flows/newCompanyStack';
import { renderWithDemo } from './renderWithDemo';
import { expectErrorOn } from './taxPayHelpers';

test('a signatory is replaced only after asking, then the new one is invited by email; the SSN never comes back', async () => {
  const stack = await startNewCompany({ now: () => new Date('2026-06-15T15:00:00Z') });
  await createSignatory(
    stack.client,
    stack.companyId,
    {
      first_name: 'Mary',
      last_name: 'Jackson',
      email: 'mary@example.com',
      title: 'Managing Member',
      phone: '5125550111',
      ssn: '123456789',
      birthday: '1981-04-09',
      home_address: { street_1: '1 Lamar Blvd', city: 'Austin', state: 'TX', zip: '78703' },
    },
    { idempotencyKey: 'signatory-replace-test' },
  );
  const onComplete = vi.fn();
  const onEvent = vi.fn();
  const { screen } = await renderWithDemo(
    <CompanySignatory companyId={stack.companyId} onComplete={onComplete} onEvent={onEvent} />,
    { api: stack.api, baseUrl: stack.baseUrl, fetch: stack.fetch },
  );

  // The SSN on file is neither shown nor sent back to the browser.
  await expect.element(screen.getByText('Signatory: Mary Jackson, Managing Member')).toBeVisible();
  await expect.element(screen.getByRole('textbox', { name: /Social Security number/ })).toHaveValue('');
  const [onFile] = (await listSignatories(stack.client, stack.companyId)).data;
  expect(JSON.stringify(onFile)).not.toMatch(/123-?45-?6789/);

  // Replacing asks first; keeping her changes nothing.
  await userEvent.click(screen.getByRole('button', { name: 'Replace signatory' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Replace the signatory?' });
  await expect.element(dialog).toHaveTextContent('Mary Jackson is removed first');
  await userEvent.click(dialog.getByRole('button', { name: 'Keep this signatory' }));
  await expect.element(screen.getByText('Signatory: Mary Jackson, Managing Member')).toBeVisible();
  expect((await listSignatories(stack.client, stack.companyId)).data).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'Replace signatory' }));
  await userEvent.click(screen.getByRole('button', { name: 'Remove and replace' }));
  await expect.element(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('');
  expect((await listSignatories(stack.client, stack.companyId)).data).toHaveLength(0);

  // The new signatory is invited by email: a bad address is refused on its field, nothing lost.
  await userEvent.click(screen.getByRole('button', { name: 'Invite them by email instead' }));
  await expect.element(screen.getByRole('heading', { name: 'Invite the signatory' })).toBeVisible();
  await userEvent.fill(screen.getByRole('textbox', { name: /First name/ }), 'Katherine');
  await userEvent.fill(screen.getByRole('textbox', { name: /Last name/ }), 'Johnson');
  const email = screen.getByRole('textbox', { name: /Email/ });
  await userEvent.fill(email, 'katherine@');
  await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
  await expectErrorOn(email, 'Enter an email address like name@example.com.');
  await expect.element(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Katherine');
  await userEvent.fill(email, 'katherine@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
  await vi.waitFor(() => expect(onComplete).toHaveBeenCalledOnce());

  const [invited] = (await listSignatories(stack.client, stack.companyId)).data;
  expect(invited).toMatchObject({
    first_name: 'Katherine',
    last_name: 'Johnson',
    email: 'katherine@example.com',
  });
  expect(onEvent).toHaveBeenCalledWith('signatory.created', {
    companyId: stack.companyId,
    signatoryId: invited!.uuid,
  });
});
