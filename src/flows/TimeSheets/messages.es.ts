import type { TimeSheetsMessageKey } from './messages';

/**
 * US Spanish copy of the time sheets screen, key for key with the English in `messages.ts` (typed:
 * a missing or unknown key fails the build). Not part of the main bundle: partners get it through
 * `payroll-kit/locales/es`, where its keys are prefixed `timeSheets.`.
 *
 * @example
 * timeSheetsMessagesEs['list.title']; // 'Hojas de horas'
 */
export const timeSheetsMessagesEs = {
  'list.title': 'Hojas de horas',
  'list.caption': 'Hojas de horas del período de pago',
  'list.add': 'Agregar hoja de horas',
  'list.error': 'No se pudieron cargar las hojas de horas.',
  'list.retry': 'Intentar de nuevo',
  'list.empty.title': 'No hay hojas de horas en este período de pago',
  'list.empty.description': 'Agregue una hoja de horas para una persona, o elija otro período de pago.',
  'list.created': 'Se agregó una hoja de horas para {name}. Espera aprobación.',
  'list.updated': 'Se guardó la hoja de horas de {name}.',
  'period.label': 'Período de pago',
  'period.option': '{start} a {end}',
  'period.none': 'No hay una nómina regular sin procesar a la que agregar horas.',
  'column.person': 'Persona',
  'column.day': 'Día',
  'column.regular': 'Regulares',
  'column.overtime': 'Horas extra',
  'column.doubleOvertime': 'Horas extra dobles',
  'column.status': 'Estado',
  'column.actions': 'Acciones',
  'status.pending': 'Pendiente',
  'status.approved': 'Aprobada',
  'status.rejected': 'Rechazada',
  'status.synced': 'Sincronizada',
  'review.approve': 'Aprobar',
  'review.approveFor': 'Aprobar la hoja de horas de {name} del {day}',
  'review.reject': 'Rechazar',
  'review.rejectFor': 'Rechazar la hoja de horas de {name} del {day}',
  'review.approveAll': 'Aprobar todas las pendientes ({count})',
  'review.approved': 'Se aprobaron {count} hojas de horas.',
  'review.rejected': 'Se rechazaron {count} hojas de horas.',
  'review.conflicts':
    'Otra persona revisó {count} de estas hojas de horas mientras tanto: la lista muestra lo que hizo.',
  'review.error': 'No se pudieron revisar las hojas de horas. Revise la conexión e intente de nuevo.',
  'sync.title': 'Nómina',
  'sync.description':
    'Las horas aprobadas de este período de pago reemplazan las horas de esos empleados en su nómina.',
  'sync.start': 'Sincronizar las horas aprobadas con la nómina',
  'sync.running': 'Sincronizando las horas aprobadas con la nómina…',
  'sync.done': 'Sincronizado: las horas aprobadas están en la nómina del {start} al {end}.',
  'sync.warnings': 'Sin sincronizar: {messages}',
  'sync.refused': 'No se pudieron sincronizar las horas: {message}',
  'sync.failed': 'La sincronización terminó sin mover horas: {message}',
  'form.addTitle': 'Agregar una hoja de horas',
  'form.editTitle': 'Hoja de horas',
  'form.description':
    'Las horas que una persona trabajó en un día, según cómo se pagan. La hoja de horas espera aprobación.',
  'form.loading': 'Cargando el formulario de la hoja de horas…',
  'form.loadError': 'No se pudo cargar el formulario. Revise la conexión y vuelva a cargar la página.',
  'form.notFound': 'Esta hoja de horas ya no existe.',
  'form.save': 'Agregar hoja de horas',
  'form.leave.description': 'Tiene una hoja de horas sin agregar. Si sale, se pierde.',
  'field.employeeId': 'Empleado',
  'field.employeeId.placeholder': 'Elija un empleado',
  'field.workDate': 'Día trabajado',
  'field.regular': 'Horas regulares',
  'field.overtime': 'Horas extra',
  'field.doubleOvertime': 'Horas extra dobles',
  'field.hours.hint': 'Hasta 3 decimales, como 7.75 o 1.125.',
} satisfies Record<TimeSheetsMessageKey, string>;
