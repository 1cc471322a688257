import { defineMessages } from '../../ui';

/**
 * Every string of the information requests screen in English. The Spanish is in
 * `messages.es.ts` and reaches partners only through `payroll-kit/locales/es`. Partners override a
 * key as `informationRequests.<key>` in the provider's `messages` (the `elsewhere.*` words say
 * where their own product answers what cannot be answered here).
 *
 * @example
 * const { t } = useScreenMessages(informationRequestsMessages);
 * t('list.title'); // 'Information requests'
 */
export const informationRequestsMessages = defineMessages('informationRequests', {
  'list.title': 'Information requests',
  'list.caption': 'Requests for information the company has not had approved',
  'list.description':
    'Our payroll provider needs these answers to keep the company’s account in good standing.',
  'list.request': 'Request',
  'list.status': 'Status',
  'list.actions': 'Actions',
  'list.questions': '{count} questions',
  'list.question': '1 question',
  'list.blocking': 'Payroll blocking',
  'list.answer': 'Answer',
  'list.answerFor': 'Answer the request: {title}',
  'list.empty.title': 'No open information requests',
  'list.empty.description': 'When the payroll provider asks the company for information, it shows here.',
  'list.error': 'The information requests could not be loaded.',
  'list.submitted': 'Answers sent: the request is under review.',
  'status.pending_response': 'Needs your answer',
  'status.pending_review': 'Under review',
  'status.approved': 'Approved',
  'type.company_onboarding': 'Company onboarding',
  'type.account_protection': 'Account protection',
  'type.payment_request': 'Payment request',
  'type.payment_error': 'Payment error',
  'type.other': 'Information request',
  'elsewhere.persona':
    'This request asks for an identity verification, which cannot be done here. Follow the link the payroll provider emailed to the company’s signatory.',
  'elsewhere.radio_button':
    'This request has a question that cannot be answered here. Answer it where the payroll provider’s email says.',
  'form.addTitle': 'Answer the information request',
  'form.editTitle': 'Answer the information request',
  'form.description': 'Answer each question. Files must be PDF, PNG or JPEG, at most 10 MB each.',
  'form.loading': 'Loading the request…',
  'form.loadError': 'This request could not be loaded. Check the connection and reload the page.',
  'form.notFound': 'This request no longer needs an answer.',
  'form.save': 'Send answers',
  'form.leave.description': 'Your answers are not sent. If you leave, they are lost.',
  'field.text': 'Your answer',
  'field.file': 'File',
  'field.file.hint': 'Choose a file, or drop one here. PDF, PNG or JPEG, up to 10 MB.',
  'field.file.chosen': 'Chosen: {name} ({size}, {type})',
});

/**
 * A key of {@link informationRequestsMessages}.
 *
 * @example
 * const key: InformationRequestsMessageKey = 'list.title';
 */
export type InformationRequestsMessageKey = keyof typeof informationRequestsMessages.en;
