import type { PartnerDashboardMessageKey } from './messages';

/**
 * US Spanish copy of the partner's dashboard, key for key with the English in `messages.ts`
 * (typed: a missing or unknown key fails the build). Not part of the main bundle: partners get it
 * through `payroll-kit/locales/es`, where its keys are prefixed `partnerDashboard.`.
 *
 * @example
 * partnerDashboardMessagesEs['overview.title']; // 'Sus empresas'
 */
export const partnerDashboardMessagesEs = {
  'overview.title': 'Sus empresas',
  'overview.description':
    'La próxima nómina de cada empresa, el día en que debe ejecutarse y lo que la detiene.',
  'overview.loading': 'Cargando sus empresas…',
  'overview.error': 'No se pudieron cargar sus empresas.',
  'overview.retry': 'Intentar de nuevo',
  'overview.empty': 'No hay empresas para mostrar.',
  'overview.excluded': 'No se muestran: {count} de las empresas pedidas no son suyas o no están activas.',
  'overview.cancel': 'Cancelar nóminas',
  'company.blocked': 'Bloqueada',
  'company.ready': 'Lista para ejecutar',
  'company.blockers': 'Lo que bloquea a {company}',
  'company.fixFor': 'Resolver: {blocker} ({company})',
  'company.fix': 'Resolver',
  'company.open': 'Abrir nómina',
  'company.openFor': 'Abrir nómina: {company}',
  'company.noPayroll': 'No hay próxima nómina regular.',
  'payroll.period': '{start} – {end}',
  'payroll.schedule': 'Calendario de pagos: {name}',
  'payroll.runBy': 'Ejecutar antes de',
  'payroll.checkDate': 'Fecha de pago',
  'payroll.totalDebit': 'Débito total',
  'payroll.netPay': 'Pago neto',
  'payroll.employerCost': 'Costo del empleador',
  'payroll.notCalculated': 'Los totales aparecen cuando la nómina está calculada.',
  'invoice.title': 'Líneas de factura de {month}',
  'invoice.caption': 'Empleados y contratistas activos por empresa este mes',
  'invoice.company': 'Empresa',
  'invoice.employees': 'Empleados activos',
  'invoice.contractors': 'Contratistas activos',
  'invoice.since': 'Facturada desde',
  'invoice.empty': 'Ninguna empresa se factura aún este mes.',
  'invoice.error': 'No se pudieron cargar las líneas de factura.',
  'cancel.title': 'Cancelar nóminas',
  'cancel.description':
    'Elija las nóminas sin procesar que desea cancelar. Una nómina regular se omite (no paga a nadie); una fuera de ciclo se elimina.',
  'cancel.loading': 'Cargando…',
  'cancel.legend': 'Nóminas a cancelar',
  'cancel.option': '{company}: {period}, ejecutar antes de {date}',
  'cancel.none': 'Elija al menos una nómina.',
  'cancel.submit': 'Cancelar las nóminas elegidas',
  'cancel.back': 'Volver a sus empresas',
  'cancel.error': 'No se pudieron cancelar las nóminas. Revise la conexión e intente de nuevo.',
  'cancel.results': 'Lo que pasó',
  'cancel.cancelled': 'Cancelada: {payroll}',
  'cancel.refused': 'No cancelada: {payroll}. {reason}',
  'cancel.excluded': 'No cancelada: {payroll} no es una nómina de sus empresas.',
  'cancel.summary': '{cancelled} canceladas, {refused} no canceladas.',
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
} satisfies Record<PartnerDashboardMessageKey, string>;
