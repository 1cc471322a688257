// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { defineMessages, UIProvider, useFlowMessages, useFormat, useMessages } from '../../../src/ui';

afterEach(cleanup);

const onboardingMessages = defineMessages('onboarding', {
  'profile.title': 'Personal details',
  'profile.greeting': 'Welcome, {name}',
});

function FlowProbe() {
  const { t } = useFlowMessages(onboardingMessages);
  return (
    <>
      <h2>{t('profile.title')}</h2>
      <p>{t('profile.greeting', { name: 'Ana' })}</p>
      <p>{t('validation.ssn')}</p>
    </>
  );
}

function KeyProbe({ messageKey, fallback }: { messageKey: string; fallback?: string }) {
  const { t } = useMessages();
  return <p>{t(messageKey, { count: 3 }, fallback)}</p>;
}

function HireDateProbe() {
  const { t } = useMessages();
  const format = useFormat();
  return (
    <p>
      {t('field.required')}: {format.date('2026-01-31')}, {format.money('1250.50')}
    </p>
  );
}

test('a partner overrides a UI string and a flow string through the one messages prop', () => {
  render(
    <UIProvider messages={{ 'validation.ssn': 'SSN please', 'onboarding.profile.title': 'About you' }}>
      <FlowProbe />
    </UIProvider>,
  );
  expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();
  expect(screen.getByText('SSN please')).toBeTruthy();
  expect(screen.getByText('Welcome, Ana')).toBeTruthy();
});

test('a partial translation falls back to English key by key', () => {
  render(
    <UIProvider locale="es-US" messages={{ 'onboarding.profile.title': 'Datos personales' }}>
      <FlowProbe />
    </UIProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Datos personales' })).toBeTruthy();
  expect(screen.getByText('Welcome, Ana')).toBeTruthy();
  expect(screen.getByText('Enter a 9-digit Social Security number.')).toBeTruthy();
});

test('locale es-US without messages shows English text with Spanish dates and US-Spanish money', () => {
  render(
    <UIProvider locale="es-US">
      <FlowProbe />
      <HireDateProbe />
    </UIProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Personal details' })).toBeTruthy();
  expect(screen.getByText('Enter a 9-digit Social Security number.')).toBeTruthy();
  const line = screen.getByText(/^required:/).textContent ?? '';
  expect(line).toMatch(/31.*ene.*2026/);
  expect(line).toContain('1,250.50');
});

test("an unknown key shows the caller's fallback text, or the key itself, and never throws", () => {
  render(
    <UIProvider>
      <KeyProbe messageKey="validation.somethingNew" fallback="Check this field." />
      <KeyProbe messageKey="validation.withoutFallback" />
    </UIProvider>,
  );
  expect(screen.getByText('Check this field.')).toBeTruthy();
  expect(screen.getByText('validation.withoutFallback')).toBeTruthy();
});

test('primitives outside any provider still render English', () => {
  render(<KeyProbe messageKey="validation.required" />);
  expect(screen.getByText('This field is required.')).toBeTruthy();
});
