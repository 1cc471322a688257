import { defineMessages } from '../../../ui';

/**
 * Copy of the employer's section of the I-9 in the admin's review, in English (Spanish:
 * `I9EmployerSection.messages.es.ts`). Partners override a key as `onboarding.i9Employer.<key>`.
 *
 * @example
 * const { t } = useFormMessages(i9EmployerMessages);
 * t('title'); // 'Form I-9: the employer’s section'
 */
export const i9EmployerMessages = defineMessages('onboarding.i9Employer', {
  title: 'Form I-9: the employer’s section',
  description:
    'Examine the employee’s original documents: one from list A, or one from list B and one from list C.',
  loading: 'Loading the I-9…',
  loadError: 'The I-9 could not be loaded.',
  notSigned: '{name} has not signed section 1 of the I-9 yet: the employer’s section opens once they have.',
  complete: 'Section 2 is signed: the I-9 of {name} is complete.',
  list: 'Documents examined',
  'list.A': 'One document from list A (identity and work authorization)',
  'list.BC': 'One document from list B (identity) and one from list C (work authorization)',
  'document.A': 'List A document',
  'document.B': 'List B document',
  'document.C': 'List C document',
  choose: 'Choose a document',
  document: 'Document',
  document_number: 'Document number',
  expiration_date: 'Expiration date (if any)',
  issuing_authority: 'Issuing authority',
  saveDocuments: 'Save the documents',
  onFile: 'Documents on file',
  noneOnFile: 'No documents on file yet.',
  changeDocuments: 'Change the documents',
  keepDocuments: 'Keep the documents on file',
  'sign.title': 'Sign section 2',
  'sign.description':
    'I attest, under penalty of perjury, that I have examined the documents presented by the employee, that they appear to be genuine and to relate to the employee, and that to the best of my knowledge the employee is authorized to work in the United States.',
  signature_text: 'Signature (type your full name)',
  signer_title: 'Your title',
  agree: 'I agree to sign section 2 electronically.',
  submitSign: 'Sign section 2',
  'error.network': 'The connection was lost. Nothing was saved; try again.',
  'error.timeout': 'The service took too long to answer. Try again.',
  'error.generic': 'Something went wrong. Try again.',
  'validation.agree': 'Check the box to agree.',
});
