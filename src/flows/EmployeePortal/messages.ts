import { defineMessages } from '../../ui';

/**
 * Every string of the employee portal (what a person sees of their own pay, details and time
 * off) in English. The Spanish is in `messages.es.ts` and reaches partners only through
 * `payroll-kit/locales/es`. Partners override a key as `employeePortal.<key>` in the provider's
 * `messages`.
 *
 * @example
 * const { t } = useScreenMessages(employeePortalMessages);
 * t('overview.title'); // 'Your pay at a glance'
 */
export const employeePortalMessages = defineMessages('employeePortal', {
  'nav.label': 'Your pages',
  'nav.overview': 'Overview',
  'nav.payStubs': 'Pay stubs',
  'nav.profile': 'Details',
  'nav.timeOff': 'Time off',
  'nav.documents': 'Documents',
  loading: 'Loading your details…',
  error: 'Your details could not be loaded. Check the connection and reload the page.',
  retry: 'Try again',

  'overview.title': 'Your pay at a glance',
  'overview.greeting': 'Hello, {name}',
  'overview.latest': 'Latest pay stub',
  'overview.latest.date': 'Paid on {date}',
  'overview.noStub': 'No pay stub yet: one appears once a payroll that pays you is processed.',
  'overview.ytd': 'Year to date ({year})',
  'overview.ytd.caption': 'Your pay in {year} so far',
  'overview.balances': 'Time off balances',
  'overview.noBalances': 'You are on no time off policy.',
  'overview.stubsError': 'Your pay stubs could not be loaded.',
  'overview.balancesError': 'Your time off balances could not be loaded.',

  'stubs.title': 'Pay stubs',
  'stubs.caption': 'Your pay stubs, newest first',
  'stubs.checkDate': 'Check date',
  'stubs.gross': 'Gross pay',
  'stubs.net': 'Net pay',
  'stubs.method': 'Paid by',
  'stubs.pdf': 'PDF',
  'stubs.empty': 'No pay stubs yet.',
  'stubs.more': 'Show older pay stubs',
  'stubs.pdfFor': 'Pay stub of {date} (PDF)',
  'stubs.pdfButtonFor': 'PDF of the pay stub of {date}',
  'stubs.pdfLoading': 'Preparing the pay stub of {date}…',
  'stubs.pdfError': 'The pay stub could not be opened. Try again.',
  'method.Direct Deposit': 'Direct deposit',
  'method.Check': 'Check',
  'method.previousProvider': 'Paid by the previous payroll provider',

  'profile.title': 'Your details',
  'profile.name': 'Name',
  'profile.email': 'Email',
  'profile.phone': 'Phone',
  'profile.none': 'Not given',
  'profile.changes': 'To change your name, email or job, ask your company: they keep these for you.',
  'bank.title': 'How you are paid',
  'bank.method': 'Payment method',
  'bank.account': '{name}, account ending {last4}',
  'bank.none': 'No bank account on file.',
  'bank.error': 'Your payment method could not be loaded.',

  'form.addTitle': 'Your home address',
  'form.editTitle': 'Your home address',
  'form.description':
    'Where you live, for your tax withholding. A new date records a move; without one, this corrects the current address.',
  'form.loading': 'Loading your home address…',
  'form.loadError': 'Your home address could not be loaded. Check the connection and reload the page.',
  'form.notFound': 'Your home address could not be found.',
  'form.save': 'Save home address',
  'form.saved': 'Your home address is saved.',
  'form.leave.description':
    'You have changes to your address that are not saved. If you leave, they are lost.',
  'field.street_1': 'Street address',
  'field.street_2': 'Apartment, suite, unit (optional)',
  'field.city': 'City',
  'field.state': 'State',
  'field.state.placeholder': 'Choose a state',
  'field.zip': 'ZIP code',
  'field.effective_date': 'Moving date (optional)',
  'field.courtesy_withholding': 'Withhold taxes for the state I live in too',
  'conflict.title': 'Your address was changed meanwhile',

  'timeOff.title': 'Time off',
  'timeOff.balances.caption': 'Your time off balances',
  'timeOff.policy': 'Policy',
  'timeOff.policyOf': 'Time off policy {number}',
  'timeOff.policyType.vacation': 'Vacation',
  'timeOff.policyType.sick': 'Sick leave',
  'timeOff.balance': 'Hours left',
  'timeOff.unlimited': 'Unlimited',
  'timeOff.pending': 'Hours requested',
  'timeOff.hours': '{hours} h',
  'timeOff.requests.caption': 'Your time off requests, newest first',
  'timeOff.requests.empty': 'You have no time off requests.',
  'timeOff.requests.error': 'Your time off requests could not be loaded.',
  'timeOff.dates': 'Days',
  'timeOff.total': 'Hours',
  'timeOff.status': 'Status',
  'timeOff.status.pending': 'Pending',
  'timeOff.status.approved': 'Approved',
  'timeOff.status.declined': 'Declined',
  'timeOff.status.consumed': 'Taken',
  'timeOff.actions': 'Actions',
  'timeOff.cancel': 'Cancel request',
  'timeOff.cancelFor': 'Cancel request of {dates}',
  'timeOff.cancelled': 'Your request of {dates} is cancelled.',
  'timeOff.cancelError': 'The request could not be cancelled. Try again.',
  'timeOff.new': 'Request time off',
  'timeOff.created': 'Your request of {dates} is sent to your company.',
  'timeOff.form.title': 'Request time off',
  'timeOff.form.description': 'Working days take the hours you give; weekends are off.',
  'timeOff.form.save': 'Send request',
  'timeOff.form.cancel': 'Back to time off',
  'timeOff.field.policy_uuid': 'Policy',
  'timeOff.field.policy_uuid.placeholder': 'Choose a policy',
  'timeOff.field.start_date': 'First day',
  'timeOff.field.end_date': 'Last day',
  'timeOff.field.hours': 'Hours per working day',
  'timeOff.field.employee_note': 'Note for your company (optional)',

  'documents.title': 'Documents',
  'documents.caption': 'Your forms',
  'documents.name': 'Form',
  'documents.year': 'Year',
  'documents.pdf': 'PDF',
  'documents.open': 'Open {title} (PDF)',
  'documents.pdfFor': 'PDF of {title}',
  'documents.loadingPdf': 'Preparing {title}…',
  'documents.empty': 'You have no documents yet.',
  'documents.error': 'Your documents could not be loaded.',
  'documents.toSign': 'To sign',
});

/**
 * A key of {@link employeePortalMessages}.
 *
 * @example
 * const key: EmployeePortalMessageKey = 'overview.title';
 */
export type EmployeePortalMessageKey = keyof typeof employeePortalMessages.en;
