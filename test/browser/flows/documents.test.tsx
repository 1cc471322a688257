import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { Documents } from '../../../src/flows/EmployeeOnboarding/steps/Documents';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { callDemo, expectErrorOn, proxyFetch, seededEmployee } from './taxPayHelpers';

async function setUp(tamper?: (body: Record<string, unknown>) => Record<string, unknown>) {
  const api = createDemoApi();
  const employeeId = await seededEmployee(api, 'Barbara', 'Lovelace');
  const onComplete = vi.fn();
  const onEvent = vi.fn();
  const state = { tamper };
  const { screen } = await renderWithDemo(
    <Documents
      companyId={api.companyUuid}
      employeeId={employeeId}
      onComplete={onComplete}
      onEvent={onEvent}
    />,
    {
      api,
      fetch: proxyFetch(api, (method, path, body) =>
        state.tamper && path.endsWith('/sign') ? state.tamper(body) : body,
      ),
    },
  );
  return { api, employeeId, onComplete, onEvent, screen, state };
}

test('a form is read, refused without a signature or agreement, signed, and the step completes', async () => {
  const { api, employeeId, onComplete, onEvent, screen, state } = await setUp();
  const year = new Date().getUTCFullYear();
  const w4 = `Form W-4 (${year})`;
  await expect.element(screen.getByText('Needs signature')).toBeVisible();
  await expect
    .element(screen.getByRole('link', { name: `View ${w4} (PDF)` }))
    .toHaveAttribute('href', expect.stringMatching(/^data:application\/pdf;base64,/));

  // Continuing with a form left to sign is refused.
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expect
    .element(screen.getByText('Sign every form that needs a signature to continue (1 left).'))
    .toBeVisible();
  expect(onComplete).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: `Sign ${w4}` }));
  const dialog = screen.getByRole('dialog', { name: `Sign ${w4}` });
  await expect.element(dialog).toBeVisible();
  const signature = dialog.getByRole('textbox', { name: /Signature/ });
  const agree = dialog.getByRole('checkbox', { name: /I agree to sign/ });
  await userEvent.click(dialog.getByRole('button', { name: 'Sign form' }));
  await expectErrorOn(signature, 'This field is required.');
  await expectErrorOn(agree, 'Check the box to agree.');

  // The service's own refusal of a missing agreement lands on the box; the signature stays typed.
  await userEvent.fill(signature, 'Barbara Lovelace');
  await userEvent.click(agree);
  state.tamper = (body) => {
    const { agree: _agree, ...rest } = body;
    return rest;
  };
  await userEvent.click(dialog.getByRole('button', { name: 'Sign form' }));
  await expectErrorOn(agree, /agree/);
  await expect.element(signature).toHaveValue('Barbara Lovelace');

  state.tamper = undefined;
  await userEvent.click(dialog.getByRole('button', { name: 'Sign form' }));
  await expect.element(screen.getByText(`${w4} was signed.`)).toBeVisible();
  await expect.element(screen.getByText('Signed', { exact: true })).toBeVisible();
  expect(onEvent).toHaveBeenCalledWith('form.signed', expect.objectContaining({ employeeId }));

  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await expect.poll(() => onComplete.mock.calls.length).toBe(1);
  const forms = await callDemo(api, 'GET', `/v1/employees/${employeeId}/forms`);
  expect((forms.body as Array<{ requires_signing: boolean }>).every((form) => !form.requires_signing)).toBe(
    true,
  );
});

test('a form signed meanwhile in another tab is reported, not signed twice', async () => {
  const { api, employeeId, screen } = await setUp();
  const year = new Date().getUTCFullYear();
  const w4 = `Form W-4 (${year})`;
  await userEvent.click(screen.getByRole('button', { name: `Sign ${w4}` }));
  const dialog = screen.getByRole('dialog', { name: `Sign ${w4}` });
  await expect.element(dialog).toBeVisible();

  const forms = await callDemo(api, 'GET', `/v1/employees/${employeeId}/forms`);
  const form = (forms.body as Array<{ uuid: string; requires_signing: boolean }>).find(
    (f) => f.requires_signing,
  )!;
  const other = await callDemo(api, 'PUT', `/v1/employees/${employeeId}/forms/${form.uuid}/sign`, {
    signature_text: 'Barbara Lovelace',
    agree: true,
  });
  expect(other.status).toBe(200);

  await userEvent.fill(dialog.getByRole('textbox', { name: /Signature/ }), 'Barbara Lovelace');
  await userEvent.click(dialog.getByRole('checkbox', { name: /I agree to sign/ }));
  await userEvent.click(dialog.getByRole('button', { name: 'Sign form' }));
  await expect
    .element(dialog.getByRole('alert'))
    .toHaveTextContent(/already signed|does not need a signature/);
  await expect.element(dialog.getByRole('textbox', { name: /Signature/ })).toHaveValue('Barbara Lovelace');
});
