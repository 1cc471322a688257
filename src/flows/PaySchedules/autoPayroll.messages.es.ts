import type { AutoPayrollMessageKey } from './autoPayroll.messages';

/**
 * US Spanish copy of the auto-payroll switch, key for key with the English (typed). Keys are
 * prefixed `autoPayroll.` in `payroll-kit/locales/es`.
 *
 * @example
 * autoPayrollMessagesEs.label; // 'Procesar las nóminas automáticamente'
 */
export const autoPayrollMessagesEs = {
  label: 'Procesar las nóminas automáticamente',
  hint: 'Cada nómina próxima de este calendario se procesa sola antes de su plazo.',
  blocked: 'Todavía no se puede activar:',
  refused: 'No se activó la nómina automática:',
  saved: 'La nómina automática está activada.',
  off: 'La nómina automática está desactivada.',
  loading: 'Cargando el calendario de pago…',
  loadError: 'No se pudo cargar el calendario de pago.',
  'blocker.employees_not_on_direct_deposit':
    '{count, plural, one {# empleado de este calendario cobra con cheque. Páselo} other {# empleados de este calendario cobran con cheque. Páselos}} primero a depósito directo.',
  'blocker.missing_funding_method': 'Agregue y verifique primero la cuenta bancaria de la empresa.',
  'blocker.company_suspended': 'La empresa está suspendida.',
  'blocker.missing_state_tax_requirements':
    'Complete primero la configuración de impuestos estatales de la empresa.',
  'blocker.one_day_ach_speed_not_supported':
    'La velocidad de pago de la empresa no permite nóminas automáticas.',
  'blocker.other': 'Algo más lo impide ({key}).',
  'error.generic': 'No se pudo guardar el ajuste. Revise la conexión e inténtelo de nuevo.',
} satisfies Record<AutoPayrollMessageKey, string>;
