import type { EmployeeTimeOffMessageKey } from './messages';

/**
 * US Spanish copy of an employee's time off balances, key for key with the English in
 * `messages.ts` (typed: a missing or unknown key fails the build). Partners get it through
 * `payroll-kit/locales/es`, where its keys are prefixed `employeeTimeOff.`.
 *
 * @example
 * employeeTimeOffMessagesEs.title; // 'Tiempo libre'
 */
export const employeeTimeOffMessagesEs = {
  title: 'Tiempo libre',
  description: 'Cada política de tiempo libre del empleado, con su saldo y lo que lo movió.',
  loading: 'Cargando los saldos de tiempo libre…',
  error: 'No se pudieron cargar los saldos de tiempo libre.',
  none: 'El empleado no está en ninguna política de tiempo libre.',
  hours: '{hours} h',
  unlimited: 'Ilimitado',
  balance: 'Saldo',
  accrued: 'Acumulado este año',
  used: 'Usado este año',
  pending: 'Pendiente',
  activity: 'Movimientos de {policy}',
  noActivity: 'Todavía no hay movimientos en esta política.',
  date: 'Fecha',
  event: 'Qué pasó',
  change: 'Cambio (h)',
  after: 'Saldo después (h)',
} satisfies Record<EmployeeTimeOffMessageKey, string>;
