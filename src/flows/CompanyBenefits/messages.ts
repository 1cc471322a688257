import { defineMessages } from '../../ui';

/**
 * Every string of the company benefits screen in English. The Spanish is in `messages.es.ts` and
 * reaches partners only through `payroll-kit/locales/es`. Partners override a key as
 * `companyBenefits.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useScreenMessages(companyBenefitsMessages);
 * t('list.title'); // 'Benefits'
 */
export const companyBenefitsMessages = defineMessages('companyBenefits', {
  'list.title': 'Benefits',
  'list.caption': 'Benefits the company offers',
  'list.add': 'Add benefit',
  'list.description': 'Description',
  'list.type': 'Type',
  'list.treatment': 'Tax treatment',
  'list.enrolled': 'Enrolled',
  'list.status': 'Status',
  'list.actions': 'Actions',
  'list.active': 'Active',
  'list.inactive': 'Inactive',
  'list.edit': 'Edit',
  'list.editFor': 'Edit {name}',
  'list.enrolments': 'Enrolments',
  'list.enrolmentsFor': 'Enrolments in {name}',
  'list.deactivate': 'Deactivate',
  'list.deactivateFor': 'Deactivate {name}',
  'list.reactivate': 'Reactivate',
  'list.reactivateFor': 'Reactivate {name}',
  'list.delete': 'Delete',
  'list.deleteFor': 'Delete {name}',
  'list.empty.title': 'No benefits yet',
  'list.empty.description':
    'Add the benefits your company offers, such as a 401(k) or a medical plan, then enrol employees in them.',
  'list.error': 'The benefits could not be loaded.',
  'list.created': 'Added the benefit {name}. Enrol employees from it or from their page.',
  'list.updated': 'Saved the benefit {name}.',
  'list.deactivated': 'Deactivated {name}: it is no longer offered.',
  'list.reactivated': 'Reactivated {name}.',
  'list.deleted': 'Deleted {name}.',
  'list.refused': '{name} could not be changed: {reason}',
  'enrolments.title': 'Who is enrolled in {name}',
  'enrolments.caption': 'Employees enrolled in {name}',
  'enrolments.employee': 'Employee',
  'enrolments.editFor': 'Edit the enrolment of {name}',
  'enrolments.back': 'Back to benefits',
  'enrolments.add': 'Enrol an employee',
  'enrolments.pick': 'Employee to enrol',
  'enrolments.pick.placeholder': 'Choose an employee',
  'enrolments.continue': 'Continue',
  'enrolments.empty.title': 'Nobody is enrolled yet',
  'enrolments.empty.description': 'Enrol employees here, or from each employee’s page.',
  'delete.title': 'Delete {name}?',
  'delete.description':
    'The benefit is removed for good. A benefit anyone was enrolled in, or a payroll deducted, cannot be deleted: deactivate it instead.',
  'delete.confirm': 'Delete benefit',
  'delete.keep': 'Keep it',
  'treatment.deferral': 'Before income tax (Social Security and Medicare still apply)',
  'treatment.section125': 'Before taxes (income tax, Social Security and Medicare)',
  'treatment.posttax': 'After taxes (lowers take-home pay only)',
  'form.addTitle': 'Add a benefit',
  'form.editTitle': 'Edit benefit',
  'form.description': 'A benefit the company offers its employees, with the type that decides its taxes.',
  'form.loading': 'Loading the benefit…',
  'form.loadError': 'This benefit could not be loaded. Check the connection and reload the page.',
  'form.notFound': 'This benefit no longer exists.',
  'form.save': 'Save benefit',
  'form.leave.description':
    'You have changes to this benefit that are not saved. If you leave, they are lost.',
  'field.benefit_type': 'Type',
  'field.benefit_type.placeholder': 'Choose a type',
  'field.benefit_type.fixed': 'The type of a benefit cannot change once it is added.',
  'field.description': 'Description',
  'field.description.hint': 'The plan’s name as employees know it, for example “Acme 401(k)”.',
  'conflict.title': 'Someone else changed this benefit',
});

/**
 * A key of {@link companyBenefitsMessages}.
 *
 * @example
 * const key: CompanyBenefitsMessageKey = 'list.title';
 */
export type CompanyBenefitsMessageKey = keyof typeof companyBenefitsMessages.en;
