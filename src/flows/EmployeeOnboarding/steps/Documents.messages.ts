import { defineMessages } from '../../../ui';

/**
 * Copy of the document signing step in English (Spanish: `Documents.messages.es.ts`). Partners
 * override a key as `onboarding.documents.<key>`.
 *
 * @example
 * const { t } = useScreenMessages(documentsMessages);
 * t('sign', { title: 'Form W-4' }); // 'Sign Form W-4'
 */
export const documentsMessages = defineMessages('onboarding.documents', {
  title: 'Documents',
  description: 'Read each form and sign the ones that need a signature.',
  loading: 'Loading documents…',
  loadError: 'The documents could not be loaded.',
  empty: 'There are no documents for this employee.',
  caption: 'Forms of the employee',
  form: 'Form',
  status: 'Status',
  actions: 'Actions',
  needsSignature: 'Needs signature',
  signed: 'Signed',
  forRecords: 'For your records',
  sign: 'Sign {title}',
  view: 'View {title} (PDF)',
  pdfLoading: 'Preparing the PDF…',
  pdfUnavailable: 'The PDF is not ready yet.',
  preview: 'Preview of {title}',
  signature_text: 'Signature (type your full name)',
  agree: 'I agree to sign this form electronically.',
  submitSignature: 'Sign form',
  signedNotice: '{title} was signed.',
  remaining: 'Sign every form that needs a signature to continue ({count} left).',
  'validation.agree': 'Check the box to agree.',
});
