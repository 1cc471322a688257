import type { i9EmployerMessages } from './I9EmployerSection.messages';

/**
 * US Spanish copy of the employer's section of the I-9, key for key with the English in
 * `I9EmployerSection.messages.ts` (typed: a missing or unknown key fails the build). Partners get
 * it through `payroll-kit/locales/es`, where its keys are prefixed `onboarding.i9Employer.`.
 *
 * @example
 * i9EmployerMessagesEs.title; // 'Formulario I-9: la sección del empleador'
 */
export const i9EmployerMessagesEs = {
  title: 'Formulario I-9: la sección del empleador',
  description:
    'Examine los documentos originales del empleado: uno de la lista A, o uno de la lista B y uno de la lista C.',
  loading: 'Cargando el I-9…',
  loadError: 'No se pudo cargar el I-9.',
  notSigned:
    '{name} aún no firmó la sección 1 del I-9: la sección del empleador se abre cuando la haya firmado.',
  complete: 'La sección 2 está firmada: el I-9 de {name} está completo.',
  list: 'Documentos examinados',
  'list.A': 'Un documento de la lista A (identidad y autorización de empleo)',
  'list.BC': 'Un documento de la lista B (identidad) y uno de la lista C (autorización de empleo)',
  'document.A': 'Documento de la lista A',
  'document.B': 'Documento de la lista B',
  'document.C': 'Documento de la lista C',
  choose: 'Elija un documento',
  document: 'Documento',
  document_number: 'Número del documento',
  expiration_date: 'Fecha de vencimiento (si la tiene)',
  issuing_authority: 'Autoridad emisora',
  saveDocuments: 'Guardar los documentos',
  onFile: 'Documentos registrados',
  noneOnFile: 'Aún no hay documentos registrados.',
  changeDocuments: 'Cambiar los documentos',
  keepDocuments: 'Conservar los documentos registrados',
  'sign.title': 'Firmar la sección 2',
  'sign.description':
    'Declaro, bajo pena de perjurio, que examiné los documentos presentados por el empleado, que parecen auténticos y corresponder al empleado y que, a mi leal saber, el empleado está autorizado para trabajar en los Estados Unidos.',
  signature_text: 'Firma (escriba su nombre completo)',
  signer_title: 'Su cargo',
  agree: 'Acepto firmar la sección 2 electrónicamente.',
  submitSign: 'Firmar la sección 2',
  'error.network': 'Se perdió la conexión. No se guardó nada; inténtelo de nuevo.',
  'error.timeout': 'El servicio tardó demasiado en responder. Inténtelo de nuevo.',
  'error.generic': 'Algo salió mal. Inténtelo de nuevo.',
  'validation.agree': 'Marque la casilla para aceptar.',
} satisfies Record<keyof typeof i9EmployerMessages.en, string>;
