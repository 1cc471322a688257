import type { PayPeriodsMessageKey } from './payPeriods.messages';

/**
 * US Spanish copy of the pay periods table, key for key with the English (typed). Keys are
 * prefixed `payPeriods.` in `payroll-kit/locales/es`.
 *
 * @example
 * payPeriodsMessagesEs.title; // 'Períodos de pago'
 */
export const payPeriodsMessagesEs = {
  title: 'Períodos de pago',
  titleFor: 'Períodos de pago de {name}',
  description:
    'Desde 3 meses atrás hasta 3 meses adelante, lo máximo que lista el servicio. Ejecute cada nómina antes de su plazo (4 p. m. hora del Pacífico) para que se pague en la fecha de pago.',
  caption: 'Períodos de pago con sus fechas de pago, plazos y nóminas',
  period: 'Período de pago',
  periodRange: '{start} – {end}',
  schedule: 'Calendario de pago',
  checkDate: 'Fecha de pago',
  deadline: 'Procesar la nómina antes de',
  payroll: 'Nómina',
  actions: 'Acciones',
  unprocessed: 'Sin procesar',
  noPayroll: 'Todavía sin nómina',
  run: 'Procesar nómina',
  runFor: 'Procesar nómina de {period}',
  empty: 'No hay períodos de pago en estas fechas.',
  'empty.description': 'Un calendario tiene períodos de pago cuando alguien está en él.',
  error: 'No se pudieron cargar los períodos de pago.',
  tooFar: 'Los períodos de pago se pueden ver hasta 3 meses en adelante. Elija una fecha final anterior.',
} satisfies Record<PayPeriodsMessageKey, string>;
