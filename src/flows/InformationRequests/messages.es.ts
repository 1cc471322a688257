import type { InformationRequestsMessageKey } from './messages';

/**
 * US Spanish copy of the information requests screen, key for key with the English in
 * `messages.ts` (typed: a missing or unknown key fails the build). Not part of the main bundle:
 * partners get it through `payroll-kit/locales/es`, where its keys are prefixed
 * `informationRequests.`.
 *
 * @example
 * informationRequestsMessagesEs['list.title']; // 'Solicitudes de información'
 */
export const informationRequestsMessagesEs = {
  'list.title': 'Solicitudes de información',
  'list.caption': 'Solicitudes de información que la empresa aún no tiene aprobadas',
  'list.description':
    'Nuestro proveedor de nómina necesita estas respuestas para mantener la cuenta de la empresa en regla.',
  'list.request': 'Solicitud',
  'list.status': 'Estado',
  'list.actions': 'Acciones',
  'list.questions': '{count} preguntas',
  'list.question': '1 pregunta',
  'list.blocking': 'Bloquea la nómina',
  'list.answer': 'Responder',
  'list.answerFor': 'Responder la solicitud: {title}',
  'list.empty.title': 'No hay solicitudes de información abiertas',
  'list.empty.description': 'Cuando el proveedor de nómina pida información a la empresa, aparecerá aquí.',
  'list.error': 'No se pudieron cargar las solicitudes de información.',
  'list.submitted': 'Respuestas enviadas: la solicitud está en revisión.',
  'status.pending_response': 'Necesita su respuesta',
  'status.pending_review': 'En revisión',
  'status.approved': 'Aprobada',
  'type.company_onboarding': 'Incorporación de la empresa',
  'type.account_protection': 'Protección de la cuenta',
  'type.payment_request': 'Solicitud de pago',
  'type.payment_error': 'Error de pago',
  'type.other': 'Solicitud de información',
  'elsewhere.persona':
    'Esta solicitud pide una verificación de identidad, que no se puede hacer aquí. Siga el enlace que el proveedor de nómina envió por correo al firmante de la empresa.',
  'elsewhere.radio_button':
    'Esta solicitud tiene una pregunta que no se puede responder aquí. Respóndala donde indica el correo del proveedor de nómina.',
  'form.addTitle': 'Responder la solicitud de información',
  'form.editTitle': 'Responder la solicitud de información',
  'form.description':
    'Responda cada pregunta. Los archivos deben ser PDF, PNG o JPEG, de 10 MB como máximo cada uno.',
  'form.loading': 'Cargando la solicitud…',
  'form.loadError': 'No se pudo cargar esta solicitud. Revise la conexión y vuelva a cargar la página.',
  'form.notFound': 'Esta solicitud ya no necesita respuesta.',
  'form.save': 'Enviar respuestas',
  'form.leave.description': 'Sus respuestas no se enviaron. Si sale, se pierden.',
  'field.text': 'Su respuesta',
  'field.file': 'Archivo',
  'field.file.hint': 'Elija un archivo o suéltelo aquí. PDF, PNG o JPEG, hasta 10 MB.',
  'field.file.chosen': 'Elegido: {name} ({size}, {type})',
} satisfies Record<InformationRequestsMessageKey, string>;
