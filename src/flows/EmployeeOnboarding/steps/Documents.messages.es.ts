import type { documentsMessages } from './Documents.messages';

/**
 * US Spanish copy of the document signing step, key for key with the English in
 * `Documents.messages.ts` (typed: a missing or unknown key fails the build). Not part of the main
 * bundle: partners get it through `payroll-kit/locales/es`, where its keys are prefixed
 * `onboarding.documents.`.
 *
 * @example
 * documentsMessagesEs.title; // 'Documentos'
 */
export const documentsMessagesEs = {
  title: 'Documentos',
  description: 'Lea cada formulario y firme los que requieren firma.',
  loading: 'Cargando documentos…',
  loadError: 'No se pudieron cargar los documentos.',
  empty: 'No hay documentos para este empleado.',
  caption: 'Formularios del empleado',
  form: 'Formulario',
  status: 'Estado',
  actions: 'Acciones',
  needsSignature: 'Requiere firma',
  signed: 'Firmado',
  forRecords: 'Para sus registros',
  sign: 'Firmar {title}',
  view: 'Ver {title} (PDF)',
  pdfLoading: 'Preparando el PDF…',
  pdfUnavailable: 'El PDF aún no está listo.',
  preview: 'Vista previa de {title}',
  signature_text: 'Firma (escriba su nombre completo)',
  agree: 'Acepto firmar este formulario electrónicamente.',
  submitSignature: 'Firmar formulario',
  signedNotice: 'Se firmó {title}.',
  remaining: 'Firme cada formulario que requiere firma para continuar (faltan {count}).',
  'validation.agree': 'Marque la casilla para aceptar.',
} satisfies Record<keyof typeof documentsMessages.en, string>;
