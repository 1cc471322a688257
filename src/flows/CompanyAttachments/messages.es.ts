import type { CompanyAttachmentsMessageKey } from './messages';

/**
 * US Spanish copy of the company documents screen, key for key with the English in `messages.ts`
 * (typed: a missing or unknown key fails the build). Not part of the main bundle: partners get it
 * through `payroll-kit/locales/es`, where its keys are prefixed `companyAttachments.`.
 *
 * @example
 * companyAttachmentsMessagesEs['list.title']; // 'Documentos de la empresa'
 */
export const companyAttachmentsMessagesEs = {
  'list.title': 'Documentos de la empresa',
  'list.caption':
    'Avisos de impuestos y documentos de cumplimiento que subió la empresa, del más reciente al más antiguo',
  'list.description':
    'Suba un aviso de impuestos que recibió, o un documento de cumplimiento, para que el proveedor de nómina lo atienda.',
  'list.add': 'Subir un documento',
  'list.error':
    'No se pudieron cargar los documentos de la empresa. Revise la conexión e inténtelo de nuevo.',
  'list.empty.title': 'Aún no hay documentos',
  'list.empty.description': 'Los avisos de impuestos y documentos de cumplimiento que suba aparecen aquí.',
  'list.name': 'Documento',
  'list.category': 'Tipo',
  'list.uploaded': 'Subido',
  'list.actions': 'Acciones',
  'list.download': 'Descargar',
  'list.downloadFor': 'Descargar {name}',
  'list.downloading': 'Preparando {name}…',
  'list.downloadError': 'No se pudo descargar {name}. Inténtelo de nuevo.',
  'list.uploaded.notice': 'Subido: {name}.',
  'category.gep_notice': 'Aviso de impuestos',
  'category.compliance': 'Documento de cumplimiento',
  'category.other': 'Otro',
  'category.gep_notice.hint':
    'Un aviso de una agencia tributaria (IRS, estado) sobre los impuestos de nómina de la empresa.',
  'category.compliance.hint': 'Un documento que la empresa debe conservar o enviar por cumplimiento.',
  'form.addTitle': 'Subir un documento',
  'form.editTitle': 'Subir un documento',
  'form.description': 'Elija el archivo y diga qué es. Se envía solo cuando pulse Subir.',
  'form.loading': 'Cargando el formulario…',
  'form.save': 'Subir',
  'form.leave.description': 'El documento no se ha subido. Si sale, no se envía.',
  'field.document': 'Archivo',
  'field.document.hint':
    'Elija un archivo o suéltelo aquí. PDF, Word, Excel, GIF, JPEG, PNG o QuickBooks (.qbb, .qbm), hasta 10 MB.',
  'field.document.chosen': 'Elegido: {name} ({size})',
  'field.category': '¿Qué es?',
  'validation.fileType':
    'Este tipo de archivo no se puede subir. Elija un archivo PDF, Word, Excel, GIF, JPEG, PNG o QuickBooks.',
  'validation.fileSize': 'Elija un archivo de 10 MB o menos que no esté vacío.',
} satisfies Record<CompanyAttachmentsMessageKey, string>;
