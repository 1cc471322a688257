// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { defineMessages, en, es, UIProvider, useFlowMessages, useMessages } from '../../../src/ui';

afterEach(cleanup);

const onboardingMessages = defineMessages('onboarding', {
  en: { 'profile.title': 'Personal details', 'profile.greeting': 'Welcome, {name}' },
  es: { 'profile.title': 'Datos personales' },
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

test('US Spanish translates every UI string and leaves no key untranslated', () => {
  expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  render(
    <UIProvider locale="es-US">
      <KeyProbe messageKey="validation.required" />
      <KeyProbe messageKey="errorSummary.count" />
    </UIProvider>,
  );
  expect(screen.getByText('Este campo es obligatorio.')).toBeTruthy();
  expect(screen.getByText('3 campos requieren su atención.')).toBeTruthy();
});

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

test('a flow dictionary falls back to English key by key in a partial translation', () => {
  render(
    <UIProvider locale="es-US">
      <FlowProbe />
    </UIProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Datos personales' })).toBeTruthy();
  expect(screen.getByText('Welcome, Ana')).toBeTruthy();
  expect(screen.getByText('Ingrese un número de Seguro Social de 9 dígitos.')).toBeTruthy();
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
