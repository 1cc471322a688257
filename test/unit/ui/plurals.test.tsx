// @vitest-environment jsdom
/**
 * Count messages read right for one and for many, in English and Spanish: a flow's translator picks
 * the plural form by the provider's locale (`Intl.PluralRules`), so no screen says "1 rows to go".
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { onboardingMessages, payrollRunMessages } from '../../../src/flows';
import { autoPayrollMessages } from '../../../src/flows/PaySchedules/autoPayroll.messages';
import { es } from '../../../src/locales/es';
import {
  createMessages,
  interpolate,
  UIProvider,
  useFlowMessages,
  type MessageDictionary,
  type MessageValues,
} from '../../../src/ui';

afterEach(cleanup);

function Probe<K extends string>(props: {
  dictionary: MessageDictionary<K>;
  messageKey: K;
  values: MessageValues;
}) {
  const { t } = useFlowMessages(props.dictionary);
  return <p>{t(props.messageKey, props.values)}</p>;
}

/** What a flow shows for `key` with `values`, in English or in Spanish through `messages={es}`. */
function shown<K extends string>(
  language: 'en' | 'es',
  dictionary: MessageDictionary<K>,
  key: K,
  values: MessageValues,
): string {
  const { container, unmount } = render(
    language === 'en' ? (
      <UIProvider locale="en-US">
        <Probe dictionary={dictionary} messageKey={key} values={values} />
      </UIProvider>
    ) : (
      <UIProvider locale="es-US" messages={es}>
        <Probe dictionary={dictionary} messageKey={key} values={values} />
      </UIProvider>
    ),
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
}

test('the payroll editor counts the rows still saving in the singular and the plural', () => {
  expect(shown('en', payrollRunMessages, 'editor.summary.saving', { count: 1 })).toBe(
    'Saving changes… (1 row to go)',
  );
  expect(shown('en', payrollRunMessages, 'editor.summary.saving', { count: 3 })).toBe(
    'Saving changes… (3 rows to go)',
  );
  expect(shown('es', payrollRunMessages, 'editor.summary.saving', { count: 1 })).toBe(
    'Guardando cambios… (queda 1 fila)',
  );
  expect(shown('es', payrollRunMessages, 'editor.summary.saving', { count: 3 })).toBe(
    'Guardando cambios… (quedan 3 filas)',
  );
});

test('pasted rows and skipped lines, bank accounts and employees paid by check agree with their count', () => {
  expect(shown('en', payrollRunMessages, 'editor.pastedSkipped', { count: 1, skipped: 1 })).toBe(
    'Pasted into 1 row; 1 line was not hours.',
  );
  expect(shown('en', payrollRunMessages, 'editor.pastedSkipped', { count: 2, skipped: 4 })).toBe(
    'Pasted into 2 rows; 4 lines were not hours.',
  );
  expect(shown('es', payrollRunMessages, 'editor.pastedSkipped', { count: 1, skipped: 2 })).toBe(
    'Se pegó en 1 fila; 2 líneas no eran horas.',
  );
  expect(shown('en', onboardingMessages, 'summary.detail.deposit', { count: 1 })).toBe(
    'Direct deposit into 1 bank account',
  );
  expect(shown('es', onboardingMessages, 'summary.detail.deposit', { count: 2 })).toBe(
    'Depósito directo en 2 cuentas bancarias',
  );
  expect(shown('en', autoPayrollMessages, 'blocker.employees_not_on_direct_deposit', { count: 1 })).toMatch(
    /^1 employee on this schedule is paid by check\./,
  );
  expect(shown('es', autoPayrollMessages, 'blocker.employees_not_on_direct_deposit', { count: 5 })).toMatch(
    /^5 empleados de este calendario cobran con cheque\. Páselos/,
  );
});

test('the UI kit counts fields needing attention through the same rules', () => {
  const english = createMessages('en-US');
  expect(english.t('errorSummary.count', { count: 1 })).toBe('1 field needs your attention.');
  expect(english.t('errorSummary.count', { count: 2 })).toBe('2 fields need your attention.');
  const spanish = createMessages('es-US', es);
  expect(spanish.t('errorSummary.count', { count: 1 })).toBe('1 campo requiere su atención.');
  expect(spanish.t('errorSummary.count', { count: 0 })).toBe('0 campos requieren su atención.');
});

test('a plural block: placeholders inside branches fill, other is the fallback, a missing count stays visible', () => {
  const template = '{count, plural, one {# row for {name}} other {# rows for {name}}}.';
  expect(interpolate(template, { count: 0, name: 'Ada' }, 'en-US')).toBe('0 rows for Ada.');
  // Spanish has a `many` category (1,000,000): a message without it reads its `other` branch.
  expect(interpolate('{n, plural, one {# fila} other {# filas}}', { n: 1000000 }, 'es-US')).toBe(
    '1000000 filas',
  );
  expect(interpolate(template, { count: 1, name: 'Ada' }, 'en-US')).toBe('1 row for Ada.');
  expect(interpolate(template, { count: 21, name: 'Ada' }, 'en-US')).toBe('21 rows for Ada.');
  expect(interpolate(template, { name: 'Ada' }, 'en-US')).toBe(template.replace(/\{name\}/g, 'Ada'));
});
