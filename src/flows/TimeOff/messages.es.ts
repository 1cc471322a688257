import type { TimeOffMessageKey } from './messages';

/**
 * US Spanish copy of the time off requests flow, key for key with the English in `messages.ts`
 * (typed: a missing or unknown key fails the build). Not part of the main bundle: partners get it
 * through `payroll-kit/locales/es`, where its keys are prefixed `timeOff.`.
 *
 * @example
 * timeOffMessagesEs['list.title']; // 'Solicitudes de tiempo libre'
 */
export const timeOffMessagesEs = {
  'list.title': 'Solicitudes de tiempo libre',
  'list.caption': 'Solicitudes de tiempo libre de la empresa',
  'list.add': 'Solicitar tiempo libre',
  'list.filter': 'Mostrar',
  'list.filter.all': 'Todas las solicitudes',
  'list.filter.pending': 'Pendientes',
  'list.filter.approved': 'Aprobadas',
  'list.filter.declined': 'Rechazadas',
  'list.filter.consumed': 'Pagadas',
  'list.employee': 'Empleado',
  'list.policy': 'Tipo',
  'list.dates': 'Fechas',
  'list.hours': 'Horas',
  'list.status': 'Estado',
  'list.actions': 'Acciones',
  'list.approve': 'Aprobar',
  'list.approveFor': 'Aprobar la solicitud de {name} para {dates}',
  'list.decline': 'Rechazar',
  'list.declineFor': 'Rechazar la solicitud de {name} para {dates}',
  'list.vacation': 'Vacaciones',
  'list.sick': 'Licencia por enfermedad',
  'list.unknownEmployee': 'Empleado desconocido',
  'list.empty.title': 'No hay solicitudes de tiempo libre',
  'list.empty.description': 'Aquí aparecen las solicitudes de su personal o las que usted haga por ellos.',
  'list.empty.filtered': 'No hay solicitudes con este estado.',
  'list.error': 'No se pudieron cargar las solicitudes de tiempo libre.',
  'list.created': 'Se solicitó tiempo libre para {name}. Está pendiente de aprobación.',
  'list.approved': 'Se aprobó el tiempo libre de {name}.',
  'list.declined': 'Se rechazó el tiempo libre de {name}.',
  'list.refused':
    'El servicio de nómina lo rechazó: {reason} Es posible que alguien haya cambiado la solicitud; la lista muestra ahora su estado actual.',
  'form.title': 'Solicitar tiempo libre',
  'form.description': 'Tiempo libre para un empleado, según una de las políticas de la empresa.',
  'form.save': 'Enviar solicitud',
  'field.employee_uuid': 'Empleado',
  'field.employee_uuid.placeholder': 'Elija un empleado',
  'field.policy_uuid': 'Política',
  'field.policy_uuid.placeholder': 'Elija una política',
  'field.start_date': 'Primer día',
  'field.end_date': 'Último día',
  'field.hours': 'Horas por día',
  'field.hours.hint': 'Horas libres en cada día de la solicitud, por ejemplo 8 o 4.5.',
  'field.employee_note': 'Nota (opcional)',
  'decline.title': '¿Rechazar el tiempo libre de {name}?',
  'decline.description': 'El empleado verá su nota. Una solicitud rechazada no se puede volver a aprobar.',
  'decline.note': 'Nota para el empleado',
  'decline.noteRequired': 'Escriba una nota que explique por qué se rechaza la solicitud.',
  'decline.confirm': 'Rechazar solicitud',
  'decline.cancel': 'Conservar solicitud',
  'error.network':
    'Se perdió la conexión. Revise su red e inténtelo de nuevo; no se perdió nada de lo que escribió.',
  'error.timeout':
    'El servicio tardó demasiado en responder. Inténtelo de nuevo; no se perdió nada de lo que escribió.',
  'error.generic': 'No se pudo guardar. Revise los valores e inténtelo de nuevo.',
} satisfies Record<TimeOffMessageKey, string>;
