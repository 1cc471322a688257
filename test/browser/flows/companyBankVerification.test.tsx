/**
 * <CompanyBankAccount/> verifying with the test deposits, as an admin who keeps typing the wrong
 * amounts: each wrong pair says on its field how many of the service's five attempts are left,
 * in English and Spanish, and past the last one the service's new round of deposits shows.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { createCompanyBankAccount } from '../../../src/api/company/bankAccountOperations';
import { CompanyBankAccount } from '../../../src/flows';
import { es } from '../../../src/locales/es';
import { startNewCompany } from '../../../stories/flows/newCompanyStack';
import { renderWithDemo } from './renderWithDemo';
import { expectErrorOn } from './taxPayHelpers';

async function renderWithDeposits(provider: { locale?: string; messages?: Record<string, string> } = {}) {
  const stack = await startNewCompany({ now: () => new Date('2026-06-15T15:00:00Z') });
  await createCompanyBankAccount(
    stack.client,
    stack.companyId,
    { routing_number: '021000021', account_number: '000123456789', account_type: 'Checking' },
    { idempotencyKey: 'bank-verification-test' },
  );
  const { screen } = await renderWithDemo(
    <CompanyBankAccount companyId={stack.companyId} sendTestDeposits />,
    {
      api: stack.api,
      baseUrl: stack.baseUrl,
      fetch: stack.fetch,
      ...provider,
    },
  );
  return screen;
}

/** A pair no deposit round uses: the demo's amounts are below a dollar. */
async function verifyWrong(screen: Awaited<ReturnType<typeof renderWithDeposits>>, verify: string) {
  await userEvent.fill(screen.getByRole('textbox', { name: /First deposit|primer depósito/ }), '1.11');
  await userEvent.fill(screen.getByRole('textbox', { name: /Second deposit|segundo depósito/ }), '2.22');
  await userEvent.click(screen.getByRole('button', { name: verify }));
}

test('each wrong pair of test deposits says how many attempts are left; past the last, new deposits are sent', async () => {
  const screen = await renderWithDeposits();
  await userEvent.click(screen.getByRole('button', { name: 'Send the test deposits now (demo)' }));
  const first = screen.getByRole('textbox', { name: /First deposit amount/ });
  await expect.element(first).toBeVisible();

  for (const left of ['4 attempts left.', '3 attempts left.', '2 attempts left.', '1 attempt left.']) {
    await verifyWrong(screen, 'Verify bank account');
    await expectErrorOn(first, `Those amounts do not match. ${left}`);
    // Nothing typed is lost.
    await expect.element(first).toHaveValue('1.11');
  }
  await verifyWrong(screen, 'Verify bank account');
  await expectErrorOn(first, 'Those amounts do not match. 0 attempts left.');

  // None left: the next try has the service send a new round, and the step waits for it again.
  await userEvent.click(screen.getByRole('button', { name: 'Verify bank account' }));
  await expect
    .element(screen.getByText('No verification attempts are left; new test deposits were sent.'))
    .toBeVisible();
  await expect.element(screen.getByText('Waiting for the test deposits')).toBeVisible();
  await expect
    .element(screen.getByRole('button', { name: 'Send the test deposits now (demo)' }))
    .toBeVisible();
});

test('the attempts left are said in Spanish too', async () => {
  const screen = await renderWithDeposits({ locale: 'es-US', messages: es });
  await userEvent.click(screen.getByRole('button', { name: /Enviar los depósitos de prueba/ }));
  const first = screen.getByRole('textbox', { name: /primer depósito/ });
  await expect.element(first).toBeVisible();
  await verifyWrong(screen, 'Verificar cuenta bancaria');
  await expectErrorOn(first, 'Esos montos no coinciden. Quedan 4 intentos.');
});
