import { defineMessages } from '../../ui';
import { employeeStepMessages } from '../shared/employee/employeeStepMessages';
import { onboardingListMessages } from './listMessages';

/**
 * Every string of the onboarding shell, the employee list and the personal, address, job and
 * summary steps in English (the list's and the shell's own, from `listMessages.ts`, then the
 * steps'). The Spanish is in `messages.es.ts` and reaches partners only through
 * `payroll-kit/locales/es`. Partners override a key as `onboarding.<key>` in the provider's
 * `messages`.
 *
 * @example
 * const { t } = useScreenMessages(onboardingMessages);
 * t('list.title'); // 'Employees'
 */
export const onboardingMessages = defineMessages('onboarding', {
  ...onboardingListMessages.en,
  ...employeeStepMessages.en,
  'job.jobTitle': 'Job title',
  'job.hire_date': 'Hire date',
  'job.flsa_status': 'Employee type (FLSA status)',
  'job.flsa.Exempt': 'Salary, no overtime (exempt)',
  'job.flsa.Salaried Nonexempt': 'Salary, eligible for overtime',
  'job.flsa.Nonexempt': 'Paid by the hour (non-exempt)',
  'job.flsa.Owner': 'Owner',
  'job.flsa.Commission Only Exempt': 'Commission only, no overtime',
  'job.flsa.Commission Only Nonexempt': 'Commission only, eligible for overtime',
  'job.rate': 'Pay rate',
  'job.payment_unit': 'Per',
  'job.unit.Hour': 'Hour',
  'job.unit.Week': 'Week',
  'job.unit.Month': 'Month',
  'job.unit.Year': 'Year',
  'job.adjust': 'Adjust the rate up to the local minimum wage',
  'job.adjust.hint': 'Only for hourly, non-exempt pay.',
  'job.minimumWages': 'Minimum wages at the work location',
  'job.minimumWage': '{authority} minimum wage {wage} from {date}',
  'job.noMinimumWages':
    'The minimum wages that apply show here once the work address is saved (the next step); come back to this step to adjust the rate to them.',
  'job.otherJobs': 'Other jobs',
  'job.otherJob': '{title}: {rate} per {unit}',
  'job.add.heading': 'Add another job',
  'job.add.description': 'Each further job is paid by the hour (non-exempt).',
  'job.add.jobTitle': 'New job title',
  'job.add.hire_date': 'New job hire date',
  'job.add.rate': 'New job hourly rate',
  'job.add.submit': 'Add job',
  'job.add.added': 'Added the job {title}.',
  'job.add.hourlyOnly':
    'Only employees paid by the hour (non-exempt) can hold more than one job. This employee’s pay is not hourly, so no other job can be added.',
  'summary.title': 'Summary',
  'summary.loading': 'Loading the onboarding status…',
  'summary.description': 'Onboarding status and the steps the service has on record.',
  'summary.status': 'Status',
  'summary.steps': 'Onboarding steps',
  'summary.done': 'done',
  'summary.todo': 'to do',
  'summary.edit': 'Edit {step}',
  'summary.remaining': 'Finish these steps first: {steps}.',
  'summary.finish': 'Finish onboarding',
  'summary.detail.personal': '{name}, born {birth}',
  'summary.detail.job': '{title}, hired {date}, {rate} per {unit}',
  'summary.detail.deposit':
    'Direct deposit into {count, plural, one {# bank account} other {# bank accounts}}',
  'summary.detail.check': 'Paper check',
  'summary.completed': '{name} is onboarded.',
  'self.title': 'Self-onboarding',
  'self.loading': 'Loading the self-onboarding…',
  'self.description':
    '{name} fills in their own details, taxes, payment method and documents. You then review them and finish.',
  'self.status': 'Status',
  'self.invitation': 'Invitation',
  'self.invitation.none': 'Not invited yet',
  'self.invitation.pending': 'Being delivered',
  'self.invitation.sent': 'Sent',
  'self.invitation.verified': 'Verified',
  'self.invitation.complete': 'Registered',
  'self.invitation.cancelled': 'Cancelled',
  'self.invitation.expired': 'Expired',
  'self.invite': 'Invite {name}',
  'self.resend': 'Send the invitation again',
  'self.cancelInvitation': 'Cancel the invitation',
  'self.invited': 'The invitation for {email} is ready: your app delivers the link.',
  'self.cancelled':
    'The invitation was cancelled. {name} stays on self-onboarding; you can invite them again.',
  'self.openSteps': 'Before inviting, complete these steps:',
  'self.openStep': 'Open {step}',
  'self.waiting': 'Waiting for {name} to finish their part.',
  'self.cancelSelf': 'Cancel self-onboarding',
  'self.cancelSelf.title': 'Cancel the self-onboarding of {name}?',
  'self.cancelSelf.description':
    'Their invitation stops working and you enter the rest of their details yourself. What they already entered is kept.',
  'self.cancelSelf.keep': 'Keep self-onboarding',
  'self.cancelledSelf': 'Self-onboarding was cancelled: you enter the details of {name}.',
  'self.adminPath': '{name} is onboarded by you: enter their details in the steps.',
  'self.enterDetails': 'Enter their details',
  'review.title': 'Review',
  'review.ready':
    '{name} finished their part. Start the review to check what they entered and answer the employer’s questions.',
  'review.start': 'Start the review',
  'review.questions':
    'Check the state tax answers the employee gave, answer the employer’s questions, then check the details and finish.',
  'review.saved': 'The state tax answers were saved.',
  'validation.flsaStatus': 'Choose an employee type.',
  'validation.nonNegative': 'Enter zero or more.',
  'validation.agree': 'Check the box to agree.',
});

/**
 * A key of {@link onboardingMessages}.
 *
 * @example
 * const key: OnboardingMessageKey = 'list.title';
 */
export type OnboardingMessageKey = keyof typeof onboardingMessages.en;
