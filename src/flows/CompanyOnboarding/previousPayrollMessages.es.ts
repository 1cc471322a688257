import type { previousPayrollMessages } from './previousPayrollMessages';

/**
 * US Spanish copy of the "Previous payrolls" step, key for key with the English in
 * `previousPayrollMessages.ts` (typed: a missing or unknown key fails the build); partners get it
 * through `payroll-kit/locales/es`.
 *
 * @example
 * previousPayrollMessagesEs['previous.add']; // 'Agregar esta nómina'
 */
export const previousPayrollMessagesEs = {
  'previous.description':
    'Agregue cada nómina que su proveedor anterior procesó este año, para que los salarios acumulados del año y los límites de impuestos empiecen bien. Omita este paso si no hubo ninguna.',
  'previous.loading': 'Cargando sus nóminas anteriores…',
  'previous.error': 'No se pudieron cargar sus nóminas anteriores.',
  'previous.list': 'Nóminas anteriores',
  'previous.none': 'Aún no se agregó ninguna nómina anterior.',
  'previous.checkDate': 'Fecha de pago',
  'previous.period': 'Período de pago',
  'previous.periodRange': '{start} a {end}',
  'previous.status': 'Estado',
  'previous.status.unprocessed': 'Sin finalizar',
  'previous.status.processed': 'Registrada',
  'previous.actions': 'Acciones',
  'previous.edit': 'Ingresar pagos',
  'previous.editFor': 'Ingresar pagos de la nómina pagada el {date}',
  'previous.delete': 'Quitar',
  'previous.deleteFor': 'Quitar la nómina pagada el {date}',
  'previous.new': 'Agregar una nómina anterior',
  'previous.new.checkDate': 'Fecha de pago',
  'previous.new.start': 'Inicio del período de pago',
  'previous.new.end': 'Fin del período de pago',
  'previous.add': 'Agregar esta nómina',
  'previous.liabilities': 'Impuestos sin pagar',
  'previous.liabilities.description':
    'Para cada impuesto, indique si su proveedor anterior lo pagó por completo o desde qué nómina se adeuda.',
  'previous.liability.paid': 'Pagado por completo',
  'previous.liability.from': 'Sin pagar desde el {date}: {amount}',
  'previous.finalize': 'Finalizar nóminas anteriores',
  'previous.finalizing': 'Sus nóminas anteriores se están registrando. Esto toma un momento.',
  'previous.done':
    'Sus nóminas anteriores están registradas: sus salarios cuentan en las cifras acumuladas del año.',
  'previous.continue': 'Continuar',
  'previous.skip': 'Omitir por ahora',
  'previous.form.title': 'Nómina pagada el {date}',
  'previous.form.description':
    'Ingrese lo que se pagó a cada empleado, lo que se dedujo y los impuestos, tal como los informó su proveedor anterior.',
  'previous.form.earnings': 'Ingresos',
  'previous.form.benefits': 'Beneficios',
  'previous.form.taxes': 'Impuestos',
  'previous.form.amount': '{name}',
  'previous.form.hours': '{name}: horas',
  'previous.form.deduction': '{name}: deducción del empleado',
  'previous.form.contribution': '{name}: aporte de la empresa',
  'previous.form.employer': '{name} (empleador)',
  'previous.form.save': 'Guardar esta nómina',
  'previous.form.saved': 'Guardada.',
  'previous.form.suggest': 'Completar los impuestos a partir de los salarios',
  'previous.form.suggested':
    'Los impuestos se completaron a partir de los salarios: compárelos con sus registros y luego guarde.',
  'previous.form.back': 'Volver a las nóminas anteriores',
  'previous.form.invalid': 'Ingrese un monto de 0 o más, como 1250.00.',
  'previous.form.noEmployees': 'Primero agregue a sus empleados: una nómina anterior registra sus pagos.',
} satisfies Record<keyof typeof previousPayrollMessages.en, string>;
