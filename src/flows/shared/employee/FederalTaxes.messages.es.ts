import type { federalTaxesMessages } from './FederalTaxes.messages';

/**
 * US Spanish copy of the federal tax (W-4) step, key for key with the English in
 * `FederalTaxes.messages.ts` (typed: a missing or unknown key fails the build). Not part of the
 * main bundle: partners get it through `payroll-kit/locales/es`, where its keys are prefixed
 * `onboarding.federalTaxes.`.
 *
 * @example
 * federalTaxesMessagesEs.title; // 'Impuestos federales'
 */
export const federalTaxesMessagesEs = {
  title: 'Impuestos federales',
  description: 'Ingrese las respuestas del Formulario W-4 del empleado (2020 o posterior).',
  loading: 'Cargando el W-4…',
  loadError: 'No se pudo cargar el W-4.',
  filing_status: 'Estado civil para la declaración (W-4 paso 1c)',
  'filing_status.placeholder': 'Elija un estado civil',
  'filing_status.Single': 'Soltero o casado que declara por separado',
  'filing_status.Married': 'Casado que declara en conjunto',
  'filing_status.Head of Household': 'Cabeza de familia',
  'filing_status.Exempt from withholding': 'Exento de retención',
  two_jobs: 'Varios empleos o el cónyuge trabaja (W-4 paso 2c)',
  dependents_amount: 'Monto por dependientes (paso 3)',
  other_income: 'Otros ingresos (paso 4a)',
  deductions: 'Deducciones (paso 4b)',
  extra_withholding: 'Retención adicional por pago (paso 4c)',
  amountsHint: 'Monto anual, en dólares. 0.00 o en blanco si no aplica.',
} satisfies Record<keyof typeof federalTaxesMessages.en, string>;
