import type { EmployeeSelfOnboardingMessageKey } from './messages';

/**
 * US Spanish copy of `<EmployeeSelfOnboarding/>`, key for key with the English in `messages.ts`
 * (typed: a missing or unknown key fails the build). Partners get it through
 * `payroll-kit/locales/es`, where its keys are prefixed `employeeSelfOnboarding.`.
 *
 * @example
 * employeeSelfOnboardingMessagesEs.title; // 'Su incorporación'
 */
export const employeeSelfOnboardingMessagesEs = {
  title: 'Su incorporación',
  description:
    'Indique sus datos para que su empresa pueda pagarle. Cada paso se guarda al avanzar: puede parar y volver más tarde.',
  loading: 'Cargando su incorporación…',
  error: 'No se pudo cargar su incorporación. Revise la conexión y vuelva a cargar la página.',
  steps: 'Sus pasos',
  'step.personal_details': 'Sus datos',
  'step.add_home_address': 'Su domicilio',
  'step.federal_tax_setup': 'Retención federal (W-4)',
  'step.state_tax_setup': 'Impuestos estatales',
  'step.direct_deposit_setup': 'Cómo se le paga',
  'step.i9_section_1': 'Su I-9, sección 1',
  'step.employee_form_signing': 'Firme sus documentos',
  done: 'Hecho',
  todo: 'Pendiente',
  open: 'Abrir',
  edit: 'Cambiar',
  openFor: 'Abrir {step}',
  editFor: 'Cambiar {step}',
  start: 'Comenzar: {step}',
  continue: 'Continuar: {step}',
  'review.title': 'Su empresa revisará sus datos',
  'review.description': 'Ya hizo su parte. Su empresa revisa lo que ingresó y termina su incorporación.',
  finished: 'Su incorporación está terminada.',
  'i9.title': 'Su I-9, sección 1',
  'i9.description':
    'Indique cómo está autorizado a trabajar en los Estados Unidos y firme la sección 1. Su empleador revisa sus documentos después.',
  'i9.loading': 'Cargando su I-9…',
  'i9.authorization_status': 'Declaro que soy',
  'i9.choose': 'Elija una opción',
  'i9.authorization_status.citizen': 'Ciudadano de los Estados Unidos',
  'i9.authorization_status.noncitizen': 'Nacional no ciudadano de los Estados Unidos',
  'i9.authorization_status.permanent_resident': 'Residente permanente legal',
  'i9.authorization_status.alien': 'Extranjero autorizado a trabajar',
  'i9.document_type': 'Documento',
  'i9.document_type.uscis_alien_registration_number': 'Número A de USCIS',
  'i9.document_type.form_i94': 'Número de admisión del Formulario I-94',
  'i9.document_type.foreign_passport': 'Pasaporte extranjero',
  'i9.document_number': 'Número del documento',
  'i9.document_number.onFile': 'Hay un número registrado. Déjelo en blanco para conservarlo.',
  'i9.country': 'País de expedición',
  'i9.expiration_date': 'Su autorización de trabajo vence el (si vence)',
  'i9.sign.title': 'Firme la sección 1 de su I-9',
  'i9.sign.description': 'Declara que lo que ingresó es verdadero.',
  'i9.sign.status': 'Usted declaró: {status}',
  'i9.sign.change': 'Cambiar mi respuesta',
  'i9.sign.submit': 'Firmar y continuar',
  'i9.signature_text': 'Su nombre completo como firma',
  'i9.agree': 'Acepto firmar electrónicamente la sección 1 de mi I-9',
  'i9.preparer': 'Un preparador o traductor me ayudó a llenar la sección 1',
  'i9.preparer_first_name': 'Nombre del preparador',
  'i9.preparer_last_name': 'Apellido del preparador',
  'i9.preparer_street_1': 'Dirección del preparador',
  'i9.preparer_city': 'Ciudad del preparador',
  'i9.preparer_state': 'Estado del preparador',
  'i9.preparer_zip': 'Código postal del preparador',
  'i9.preparer_agree': 'El preparador o traductor declara que ayudó y que las respuestas son verdaderas',
  'i9.signed.title': 'La sección 1 está firmada',
  'i9.signed.description': 'Su empleador completa la sección 2 con sus documentos.',
  'flow.leave.title': '¿Salir de este paso?',
  'flow.leave.description': 'Tiene cambios sin guardar en este paso. Si sale, se pierden.',
  'flow.leave.cancel': 'Quedarme en este paso',
  'error.network': 'Se perdió la conexión. Revísela e inténtelo de nuevo: lo que escribió se conserva.',
  'error.timeout':
    'El servicio de nómina tardó demasiado en responder. Inténtelo de nuevo: lo que escribió se conserva.',
  'error.generic': 'Algo salió mal. Inténtelo de nuevo.',
} satisfies Record<EmployeeSelfOnboardingMessageKey, string>;
