import { defineMessages } from '../../../ui';

/**
 * Copy of the optional deductions step in English (Spanish: `Deductions.messages.es.ts`); the
 * enrolment block under it speaks its own words (`employeeBenefits.*`). Partners override a key
 * as `onboarding.deductions.<key>`.
 *
 * @example
 * const { t } = useScreenMessages(deductionsMessages);
 * t('skip'); // 'No deductions'
 */
export const deductionsMessages = defineMessages('onboarding.deductions', {
  title: 'Deductions',
  description:
    'Enrol the employee in the benefits the company offers (a 401(k), medical, dental…): their deduction and the company’s contribution are then on every payroll. This step is optional.',
  garnishments:
    'Child support and other garnishments are added on the employee’s page once they are onboarded.',
  loading: 'Loading the deductions step…',
  skip: 'No deductions',
  continue: 'Continue',
});
