import type { NotificationsMessageKey } from './messages';

/**
 * US Spanish copy of the notifications screen, key for key with the English in `messages.ts`
 * (typed: a missing or unknown key fails the build). Not part of the main bundle: partners get it
 * through `payroll-kit/locales/es`, where its keys are prefixed `notifications.`.
 *
 * @example
 * notificationsMessagesEs['list.title']; // 'Notificaciones'
 */
export const notificationsMessagesEs = {
  'list.title': 'Notificaciones',
  'list.open': 'Pendientes',
  'list.past': 'Resueltas y vencidas',
  'list.empty.title': 'Nada pendiente',
  'list.empty.description': 'Cuando la empresa deba ocuparse de algo, aparecerá aquí.',
  'list.pastEmpty': 'No hay notificaciones resueltas ni vencidas.',
  'list.error': 'No se pudieron cargar las notificaciones.',
  'list.published': 'Desde el {date}',
  'list.due': 'Vence el {date}',
  'list.blocking': 'Bloquea la nómina',
  'status.open': 'Abierta',
  'status.resolved': 'Resuelta',
  'status.expired': 'Vencida',
  'action.informationRequest': 'Responder la solicitud',
  'action.recoveryCase': 'Resolver el débito fallido',
  'action.companyForms': 'Firmar los formularios',
  'action.wireIn': 'Confirmar la transferencia',
  'action.other': 'Abrir',
  'action.for': '{action}: {title}',
} satisfies Record<NotificationsMessageKey, string>;
