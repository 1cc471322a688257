import type { PayScheduleAssignmentsMessageKey } from './assignments.messages';

/**
 * US Spanish copy of the pay schedule assignment block, key for key with the English (typed: a
 * missing or unknown key fails the build). Keys are prefixed `payScheduleAssignments.` in
 * `payroll-kit/locales/es`.
 *
 * @example
 * payScheduleAssignmentsMessagesEs.title; // 'Quién cobra en cada calendario'
 */
export const payScheduleAssignmentsMessagesEs = {
  title: 'Quién cobra en cada calendario',
  loading: 'Cargando los calendarios de pago y quién está en ellos…',
  loadError: 'No se pudieron cargar los calendarios de pago.',
  'current.none': 'Todavía nadie está en un calendario de pago.',
  'current.single': 'Todos cobran en {name}.',
  'current.hourly_salaried':
    'Los empleados por hora cobran en {hourly}; los empleados asalariados, en {salaried}.',
  'current.by_employee': 'Cada empleado tiene su propio calendario de pago.',
  'current.by_department': 'Cada departamento tiene su propio calendario de pago.',
  'type.label': 'Cómo se asignan los empleados a los calendarios',
  'type.single': 'Todos en un mismo calendario',
  'type.hourly_salaried': 'Empleados por hora y asalariados en calendarios distintos',
  'type.hourly_salaried.hint': 'Por hora significa que cobran por hora y tienen derecho a horas extra.',
  'type.by_employee': 'Elegir por empleado',
  'type.by_employee.hint':
    'Solo cambian los empleados a los que elija un calendario; los demás se quedan donde están.',
  'byEmployee.caption': 'Empleados y el calendario de pago al que pasa cada uno',
  'byEmployee.choiceFor': 'Calendario de pago de {name}',
  'byEmployee.keep': 'Mantener el actual',
  'byEmployee.keepNamed': 'Mantener {name}',
  'byEmployee.loading': 'Cargando los empleados…',
  'byEmployee.error': 'No se pudieron cargar los empleados.',
  'byEmployee.required': 'Elija un nuevo calendario de pago para al menos un empleado.',
  'type.by_department': 'Por departamento',
  'type.by_department.hint': 'No disponible: la empresa todavía no tiene departamentos.',
  'type.by_department.ready':
    'Las personas de cada departamento cobran en el calendario que elija para él; una nueva contratación que se añade a un departamento recibe su calendario.',
  'byDepartment.caption': 'Departamentos y el calendario de pago de cada uno',
  'byDepartment.department': 'Departamento',
  'byDepartment.people': 'Personas',
  'byDepartment.choiceFor': 'Calendario de pago de {name}',
  'field.default': 'Calendario de pago',
  'field.hourly': 'Calendario de pago de los empleados por hora',
  'field.salaried': 'Calendario de pago de los empleados asalariados',
  'field.placeholder': 'Elija un calendario',
  'field.required': 'Elija un calendario de pago.',
  preview: 'Revisar cambios',
  'preview.title': 'Cambios por revisar',
  'preview.loading': 'Calculando a quién le cambia el calendario de pago…',
  'preview.none': 'A nadie le cambia el calendario de pago.',
  'preview.count.one': '1 empleado pasa a un nuevo calendario de pago.',
  'preview.count': '{count} empleados pasan a un nuevo calendario de pago.',
  'preview.caption': 'Empleados a los que les cambia el calendario de pago',
  'preview.employee': 'Empleado',
  'preview.schedule': 'Nuevo calendario',
  'preview.firstPeriod': 'Primer período de pago',
  'preview.checkDate': 'Primera fecha de pago',
  'preview.transition': 'Período de transición',
  'preview.noTransition': 'Ninguno',
  'preview.period': '{start} – {end}',
  confirm: 'Confirmar asignación',
  saving: 'Guardando…',
  saved: 'Guardado: calendarios de pago asignados.',
  'error.generic': 'No se pudo guardar la asignación. Revise la conexión e inténtelo de nuevo.',
} satisfies Record<PayScheduleAssignmentsMessageKey, string>;
