import type { bulkEnrolmentMessages } from './bulkEnrolmentMessages';

/**
 * US Spanish copy of enrolling several employees at once, key for key with the English in
 * `bulkEnrolmentMessages.ts` (typed: a missing or unknown key fails the build); partners get it
 * through `payroll-kit/locales/es`.
 *
 * @example
 * bulkEnrolmentMessagesEs['bulk.selectAll']; // 'Seleccionar todos'
 */
export const bulkEnrolmentMessagesEs = {
  'enrolments.bulk': 'Inscribir empleados',
  'bulk.title': 'Inscribir empleados en {name}',
  'bulk.description':
    'Elija a los empleados, luego su deducción y el aporte de la empresa: un solo envío los inscribe a todos, o a nadie si alguno se rechaza.',
  'bulk.loading': 'Cargando los empleados…',
  'bulk.loadError': 'No se pudieron cargar los empleados. Revise la conexión y vuelva a cargar la página.',
  'bulk.employees': 'Empleados aún no inscritos',
  'bulk.selectAll': 'Seleccionar todos',
  'bulk.chooseOne': 'Elija al menos un empleado para inscribir.',
  'bulk.nobodyLeft': 'Todos los empleados ya están inscritos en {name}.',
  'bulk.send': 'Inscribir a los empleados elegidos',
  'bulk.back': 'Volver a las inscripciones',
  'bulk.result.enrolled': 'Resultado: {count} inscritos en {name}',
  'bulk.result.refused': 'Resultado: nadie inscrito en {name}',
  'bulk.result.allOrNothing':
    'No se guarda nada a menos que todas las inscripciones sean válidas. Corrija lo rechazado (todo lo escrito se conserva) y envíe de nuevo.',
  'bulk.status.enrolled': 'Inscrito',
  'bulk.status.refused': 'Rechazado: {reason}',
  'bulk.status.held': 'No inscrito, porque otra inscripción fue rechazada',
  'bulk.status.failed': 'No inscrito: {reason}',
} satisfies Record<keyof typeof bulkEnrolmentMessages.en, string>;
