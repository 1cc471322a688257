import { defineMessages } from '../../../ui';

/**
 * Copy of the federal tax (W-4) step, English and Spanish. Partners override a key as
 * `onboarding.federalTaxes.<key>`.
 *
 * @example
 * const { t } = useFlowMessages(federalTaxesMessages);
 * t('title'); // 'Federal taxes'
 */
export const federalTaxesMessages = defineMessages('onboarding.federalTaxes', {
  en: {
    title: 'Federal taxes',
    description: 'Enter the answers from the employee’s Form W-4 (2020 or later).',
    loading: 'Loading the W-4…',
    loadError: 'The W-4 could not be loaded.',
    filing_status: 'Filing status (W-4 step 1c)',
    'filing_status.placeholder': 'Choose a filing status',
    'filing_status.Single': 'Single or married filing separately',
    'filing_status.Married': 'Married filing jointly',
    'filing_status.Head of Household': 'Head of household',
    'filing_status.Exempt from withholding': 'Exempt from withholding',
    two_jobs: 'Multiple jobs or spouse works (W-4 step 2c)',
    dependents_amount: 'Dependents amount (step 3)',
    other_income: 'Other income (step 4a)',
    deductions: 'Deductions (step 4b)',
    extra_withholding: 'Extra withholding per paycheck (step 4c)',
    amountsHint: 'Yearly amounts, in dollars. Leave blank for none.',
    'validation.filingStatus': 'Choose a filing status.',
  },
  es: {
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
    amountsHint: 'Montos anuales, en dólares. Déjelo en blanco si no aplica.',
    'validation.filingStatus': 'Elija un estado civil.',
  },
});
