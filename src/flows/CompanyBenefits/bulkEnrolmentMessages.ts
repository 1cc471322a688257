import { defineMessages } from '../../ui';

/**
 * Copy of enrolling several employees in a company benefit at once, in English (Spanish:
 * `bulkEnrolmentMessages.es.ts`). Its own dictionary under the flow's prefix (partners override a
 * key as `companyBenefits.<key>`), so its words load with the benefit's enrolments, not with the
 * benefits list.
 *
 * @example
 * const { t } = useScreenMessages(bulkEnrolmentMessages);
 * t('bulk.selectAll'); // 'Select all'
 */
export const bulkEnrolmentMessages = defineMessages('companyBenefits', {
  'enrolments.bulk': 'Enrol employees',
  'bulk.title': 'Enrol employees in {name}',
  'bulk.description':
    'Choose the employees, then their deduction and the company’s contribution: one send enrols them all, or nobody when any is refused.',
  'bulk.loading': 'Loading the employees…',
  'bulk.loadError': 'The employees could not be loaded. Check the connection and reload the page.',
  'bulk.employees': 'Employees not yet enrolled',
  'bulk.selectAll': 'Select all',
  'bulk.chooseOne': 'Choose at least one employee to enrol.',
  'bulk.nobodyLeft': 'Every employee is already enrolled in {name}.',
  'bulk.send': 'Enrol the chosen employees',
  'bulk.back': 'Back to enrolments',
  'bulk.result.enrolled': 'Result: {count} enrolled in {name}',
  'bulk.result.refused': 'Result: nobody enrolled in {name}',
  'bulk.result.allOrNothing':
    'Nothing is saved unless every enrolment holds. Correct what was refused (everything typed is kept), then send again.',
  'bulk.status.enrolled': 'Enrolled',
  'bulk.status.refused': 'Refused: {reason}',
  'bulk.status.held': 'Not enrolled, because another enrolment was refused',
  'bulk.status.failed': 'Not enrolled: {reason}',
});
