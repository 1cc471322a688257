import type { PartnerDashboardMessageKey } from './messages';
import { payrollBlockerMessagesEs } from '../shared/payrollBlockerMessages.es';

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
  ...payrollBlockerMessagesEs,
} satisfies Record<PartnerDashboardMessageKey, string>;
