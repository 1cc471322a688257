import { defineMessages } from '../../ui';

/**
 * Copy of an off-cycle payroll's withholding choices and its gross-up in English (Spanish:
 * `grossUpMessages.es.ts`; DECISIONS 71): what each reason withholds and deducts by default, the
 * supplemental or regular rates, and the "Pay a net amount" dialog of a bonus or correction row.
 * Its own dictionary under the flow's prefix (partners override a key as `payrollRun.<key>`), so
 * its words load with the off-cycle form and the editor, not with the landing.
 *
 * @example
 * const { t } = useGrossUpMessages();
 * t('grossUp.open', { name: 'Ada Lovelace' }); // 'Pay a net amount to Ada Lovelace'
 */
export const payrollGrossUpMessages = defineMessages('payrollRun', {
  'offCycle.defaults.Bonus':
    'A bonus is withheld at the flat 22% supplemental rate and skips regular deductions and benefits, unless you choose otherwise below.',
  'offCycle.defaults.Correction':
    'A correction is withheld at the regular rates, as a paycheck of its pay period, and takes regular deductions and benefits, unless you choose otherwise below.',
  'offCycle.defaults.other':
    'This payroll is withheld at the regular rates and takes regular deductions and benefits, unless you choose otherwise below.',
  'offCycle.rate': 'Federal income tax',
  'offCycle.rate.supplemental': 'Supplemental rate: a flat 22%',
  'offCycle.rate.supplemental.hint': 'Plus the state’s supplemental rate where it has one.',
  'offCycle.rate.regular': 'Regular rates',
  'offCycle.rate.regular.hint':
    'All wages withheld together by each employee’s W-4, as a paycheck of the withholding pay period.',
  'offCycle.withholdingPeriod.hint': 'The pay schedule whose tax tables regular withholding uses.',
  'grossUp.button': 'Pay a net amount',
  'grossUp.open': 'Pay a net amount to {name}',
  'grossUp.title': 'Pay {name} a net amount',
  'grossUp.description':
    'Enter what {name} should take home. The gross is worked out with this payroll’s withholding and put in {earning}; the row’s other earnings and hours become zero.',
  'grossUp.net': 'Net pay',
  'grossUp.net.invalid': 'Enter an amount above $0.00, such as 1000.00.',
  'grossUp.find': 'Find the gross',
  'grossUp.found': 'A gross of {gross} pays {name} a net of {net} (or one cent more).',
  'grossUp.apply': 'Pay {gross} as {earning}',
  'grossUp.cancel': 'Cancel',
  'grossUp.error': 'The gross could not be worked out. Try again.',
});

/**
 * A key of the off-cycle withholding and gross-up words.
 *
 * @example
 * const key: PayrollGrossUpMessageKey = 'grossUp.button';
 */
export type PayrollGrossUpMessageKey = keyof typeof payrollGrossUpMessages.en;
