/** What a wire pays, for its words and its look: a payroll, or a contractor payment group. */
export type FundingPayment = 'payroll' | 'contractors';

/**
 * The class names the funding blocks take in each flow: the payroll run's own (PayrollRun.css,
 * as before they were shared) and the contractors' (the shared flow classes and the contractors'
 * detail list), so neither flow's first-load stylesheet grows for the other's screen.
 *
 * @example
 * const classes = fundingClasses.contractors; // classes.figures === 'pk-contractor__details'
 */
export const fundingClasses = {
  payroll: {
    section: 'pk-payroll-run__section',
    subtitle: 'pk-payroll-run__subtitle',
    muted: 'pk-payroll-run__muted',
    figures: 'pk-payroll-review__totals',
    form: 'pk-payroll-run__form',
    actions: 'pk-payroll-run__actions',
  },
  contractors: {
    section: 'pk-flow-section__aside',
    subtitle: undefined,
    muted: 'pk-flow-section__description',
    figures: 'pk-contractor__details',
    form: 'pk-flow-section',
    actions: 'pk-flow-section__actions',
  },
} as const satisfies Record<FundingPayment, Record<string, string | undefined>>;
