import type { payrollBlockerMessages } from './payrollBlockerMessages';

/**
 * US Spanish of {@link payrollBlockerMessages}, key for key (typed: a missing or unknown key fails
 * the build).
 *
 * @example
 * payrollBlockerMessagesEs['blocker.suspended']; // 'La empresa está suspendida: contacte a soporte.'
 */
export const payrollBlockerMessagesEs = {
  'blocker.company_ownership_required': 'Faltan los propietarios: agréguelos en los datos de la empresa.',
  'blocker.contractor_only_company': 'Solo se paga a contratistas: agregue un empleado.',
  'blocker.eftps_in_error': 'Falló la inscripción de pagos federales (EFTPS): contacte a soporte.',
  'blocker.geocode_error': 'No se pudo ubicar una dirección: revise las de la empresa y los empleados.',
  'blocker.geocode_needed': 'Hay que verificar una dirección: ábrala y guárdela de nuevo.',
  'blocker.invalid_signatory':
    'Los datos del firmante no son válidos: actualícelos en los datos de la empresa.',
  'blocker.missing_addresses': 'Falta una dirección de la empresa: agregue las de trabajo y de declaración.',
  'blocker.missing_bank_info': 'No hay cuenta bancaria: agregue la cuenta desde la que se paga la nómina.',
  'blocker.missing_bank_verification':
    'La cuenta bancaria no está verificada: confirme los dos depósitos de prueba.',
  'blocker.missing_employee_setup': 'Un empleado no está configurado: termine su incorporación.',
  'blocker.missing_federal_tax_setup': 'Faltan datos de impuestos federales: agregue el EIN y el formulario.',
  'blocker.missing_forms': 'Hay formularios por firmar: fírmelos en documentos.',
  'blocker.missing_industry_selection': 'No se eligió la industria: elíjala en los datos de la empresa.',
  'blocker.missing_pay_schedule': 'No hay calendario de pagos: agregue uno.',
  'blocker.missing_signatory': 'No hay firmante: agregue a quien firma los formularios de impuestos.',
  'blocker.missing_state_tax_setup':
    'Faltan datos de impuestos estatales: agréguelos para cada estado donde paga.',
  'blocker.needs_approval': 'La empresa espera aprobación: aún no hay nada que hacer.',
  'blocker.needs_onboarding':
    'La incorporación de la empresa no está terminada: complete los pasos pendientes.',
  'blocker.pay_schedule_setup_not_complete': 'El calendario de pagos no está terminado: complételo.',
  'blocker.pending_information_request': 'Pedimos más información: responda la solicitud abierta.',
  'blocker.pending_payroll_review': 'Una nómina anterior está en revisión: espere a que termine.',
  'blocker.pending_recovery_case': 'No se pudo cobrar un pago: resuelva el caso de recuperación.',
  'blocker.soft_suspended': 'La nómina está en pausa: contacte a soporte para reanudarla.',
  'blocker.suspended': 'La empresa está suspendida: contacte a soporte.',
} satisfies Record<keyof typeof payrollBlockerMessages, string>;
