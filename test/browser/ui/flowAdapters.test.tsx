/**
 * A partner's design system reaches inside the flows: every flow renders its primitives through
 * `usePrimitives`, so a `components` replacement given to the provider is what the user sees in
 * a list, a form and a dialog alike.
 */
import { forwardRef, type ComponentType } from 'react';
import { page, userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { CompanyLocations, TimeOff } from '../../../src/flows';
import type { ButtonProps, ComponentOverrides, TextFieldProps } from '../../../src';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from '../flows/renderWithDemo';

const PartnerButton = forwardRef<HTMLButtonElement, ButtonProps>(function PartnerButton(
  { variant: _variant, size: _size, loading: _loading, children, ...button },
  ref,
) {
  return (
    <button ref={ref} data-partner="button" {...button} type={button.type ?? 'button'}>
      {children}
    </button>
  );
});

const PartnerTextField = forwardRef<HTMLInputElement, TextFieldProps>(function PartnerTextField(
  { label, error, hint: _hint, required, ...input },
  ref,
) {
  return (
    <label data-partner="text-field">
      {label}
      <input ref={ref} required={required} aria-invalid={error ? true : undefined} {...input} />
      {error ? <span role="alert">{error}</span> : null}
    </label>
  );
});

const components: ComponentOverrides = {
  Button: PartnerButton as ComponentType<ButtonProps>,
  TextField: PartnerTextField as ComponentType<TextFieldProps>,
};

test("a partner's Button and TextField replace ours in a flow's list and form", async () => {
  const api = createDemoApi();
  await renderWithDemo(<CompanyLocations companyId={api.companyUuid} />, { api, components });
  const add = page.getByRole('button', { name: 'Add location' });
  await expect.element(add).toHaveAttribute('data-partner', 'button');
  await userEvent.click(add);
  const street = page.getByRole('textbox', { name: /Street/ }).first();
  await expect.element(street).toBeInTheDocument();
  expect(street.element().closest('[data-partner="text-field"]')).not.toBeNull();
});

test("a partner's Button is the one in another flow too (time off)", async () => {
  const api = createDemoApi();
  await renderWithDemo(<TimeOff companyId={api.companyUuid} />, { api, components });
  await expect
    .element(page.getByRole('button', { name: 'Request time off' }))
    .toHaveAttribute('data-partner', 'button');
});
