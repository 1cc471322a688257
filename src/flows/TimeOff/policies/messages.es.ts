import type { TimeOffPoliciesMessageKey } from './messages';

/**
 * US Spanish copy of the time off policy blocks, key for key with the English in `messages.ts`
 * (typed: a missing or unknown key fails the build). Keys are prefixed `timeOffPolicies.` when
 * spread into a locale.
 *
 * @example
 * timeOffPoliciesMessagesEs['list.title']; // 'Políticas de tiempo libre'
 */
export const timeOffPoliciesMessagesEs = {
  'list.title': 'Políticas de tiempo libre',
  'list.caption': 'Políticas de tiempo libre de la empresa, activas e inactivas',
  'list.add': 'Agregar política',
  'list.name': 'Política',
  'list.type': 'Tipo',
  'list.accrual': 'Acumulación',
  'list.employees': 'Empleados',
  'list.actions': 'Acciones',
  'list.inactive': 'Inactiva',
  'list.edit': 'Editar',
  'list.editFor': 'Editar {name}',
  'list.deactivate': 'Desactivar',
  'list.deactivateFor': 'Desactivar {name}',
  'list.pages': 'Páginas de políticas de tiempo libre',
  'list.empty.title': 'Aún no hay políticas de tiempo libre',
  'list.empty.description': 'Agregue una política de vacaciones o de enfermedad y asigne empleados.',
  'list.error': 'No se pudieron cargar las políticas de tiempo libre.',
  'list.retry': 'Intentar de nuevo',
  'type.vacation': 'Vacaciones',
  'type.sick': 'Enfermedad',
  'method.unlimited': 'Ilimitada',
  'method.per_pay_period': 'Horas por período de pago',
  'method.per_calendar_year': 'Horas por año calendario',
  'method.per_anniversary_year': 'Horas por aniversario laboral',
  'method.per_hour_worked': 'Según horas trabajadas',
  'method.per_hour_worked_no_overtime': 'Según horas trabajadas, sin horas extra',
  'method.per_hour_paid': 'Según horas pagadas',
  'method.per_hour_paid_no_overtime': 'Según horas pagadas, sin horas extra',
  'deactivate.done': 'Se desactivó {name}. Su historial se conserva; no acepta solicitudes nuevas.',
  'deactivate.refused':
    'No se puede desactivar {name} mientras haya solicitudes pendientes: apruébelas o rechácelas primero.',
  'deactivate.pendingCaption': 'Solicitudes pendientes de {name}',
  'deactivate.review': 'Revisar la solicitud de {name}, {dates}',
  'deactivate.failed': 'No se pudo desactivar la política. Intente de nuevo.',
  'error.network': 'Se perdió la conexión. Revise su red e intente de nuevo.',
  'error.timeout': 'El servicio tardó demasiado en responder. Intente de nuevo.',
  'error.generic': 'No se pudo guardar. Intente de nuevo.',
} satisfies Record<TimeOffPoliciesMessageKey, string>;
