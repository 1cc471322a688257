import { defineMessages } from '../../../ui';

/**
 * Every string of an employee's benefit enrolments (the shared block of `<EmployeeManagement/>`'s
 * employee page and `<CompanyBenefits/>`' enrolments) in English. The Spanish is in
 * `messages.es.ts` and reaches partners only through `payroll-kit/locales/es`. Partners override a
 * key as `employeeBenefits.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useScreenMessages(employeeBenefitsMessages);
 * t('list.title'); // 'Benefits'
 */
export const employeeBenefitsMessages = defineMessages('employeeBenefits', {
  'list.title': 'Benefits',
  'list.caption': 'The benefits the employee is enrolled in',
  'list.add': 'Enrol in a benefit',
  'list.benefit': 'Benefit',
  'list.deduction': 'Employee deduction',
  'list.contribution': 'Company contribution',
  'list.dates': 'Dates',
  'list.actions': 'Actions',
  'list.edit': 'Edit',
  'list.editFor': 'Edit the enrolment in {name}',
  'list.empty.title': 'Not enrolled in any benefit',
  'list.empty.description':
    'Enrol the employee in a benefit the company offers: their deduction and the company’s contribution are then on every payroll.',
  'list.error': 'The benefits could not be loaded.',
  'list.created': 'Enrolled in {name}.',
  'list.updated': 'Saved the enrolment in {name}.',
  'deduction.amount': '{amount} a payroll',
  'deduction.percent': '{percent} of pay',
  'contribution.none': 'None',
  'contribution.amount': '{amount} a payroll',
  'contribution.percentage': '{percent} of pay, matching the deduction',
  'dates.from': 'From {start}',
  'dates.fromTo': '{start} to {end}',
  'match.first': '{rate} of the employee’s deduction up to {threshold} of pay',
  'match.next': 'then {rate} of the next {delta}',
  'match.sentence': 'The company matches {tiers}: at most {max} of pay.',
  'match.add': 'Add a tier',
  'match.remove': 'Remove',
  'match.removeFor': 'Remove tier {number}',
  'match.tier': 'Tier {number}',
  'form.addTitle': 'Enrol in a benefit',
  'form.editTitle': 'Change the enrolment',
  'form.description': 'What the employee has deducted from each payroll, and what the company contributes.',
  'form.loading': 'Loading the enrolment…',
  'form.loadError': 'This enrolment could not be loaded. Check the connection and reload the page.',
  'form.notFound': 'This enrolment no longer exists.',
  'form.save': 'Save enrolment',
  'form.leave.description':
    'You have changes to this enrolment that are not saved. If you leave, they are lost.',
  'field.company_benefit_uuid': 'Benefit',
  'field.company_benefit_uuid.placeholder': 'Choose a benefit',
  'field.company_benefit_uuid.fixed': 'The benefit of an enrolment cannot change.',
  'field.employee_deduction': 'Employee deduction a payroll',
  'field.employee_deduction.percent': 'Employee deduction (percent of pay)',
  'field.deduct_as_percentage': 'Deduct a percent of pay',
  'field.employee_deduction_annual_maximum': 'Annual maximum of the deduction',
  'field.employee_deduction_annual_maximum.hint': 'Leave blank for no maximum beyond the law’s.',
  'field.contribution_type': 'Company contribution',
  'field.contribution_type.none': 'None',
  'field.contribution_type.amount': 'A fixed amount a payroll',
  'field.contribution_type.percentage': 'A percent of pay',
  'field.contribution_type.tiered': 'A tiered match',
  'field.contribution_value': 'Company contribution a payroll',
  'field.contribution_value.percent': 'Company contribution (percent of pay)',
  'field.tiers': 'Match tiers',
  'field.tiers.hint':
    'Each tier matches a percent of the employee’s deduction, up to a percent of pay; each tier’s limit above the one before.',
  'field.tiers.rate': 'Match (percent of the deduction)',
  'field.tiers.threshold': 'Up to (percent of pay)',
  'field.catch_up': 'Catch-up contributions',
  'field.catch_up.hint':
    'The employee turns 50 this year or is older: they may defer beyond the yearly limit.',
  'field.effective_date': 'Starts on',
  'field.expiration_date': 'Ends on',
  'field.expiration_date.hint': 'Leave blank while it goes on.',
  'conflict.title': 'Someone else changed this enrolment',
});

/**
 * A key of {@link employeeBenefitsMessages}.
 *
 * @example
 * const key: EmployeeBenefitsMessageKey = 'list.title';
 */
export type EmployeeBenefitsMessageKey = keyof typeof employeeBenefitsMessages.en;
