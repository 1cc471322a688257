import type { EmployeeBenefit } from '../../../api/employeeBenefits/types';
import type { Format } from '../../../ui';
import { matchTerms } from './matchTerms';
import type { EmployeeBenefitsMessageKey } from './messages';

type Translate = (key: EmployeeBenefitsMessageKey, values?: Record<string, string>) => string;

/**
 * What a tiered match gives, in one sentence ("The company matches 100.00% of the employee's
 * deduction up to 3.00% of pay, then 50.00% of the next 2.00%: at most 4.00% of pay."), or
 * undefined while the tiers do not hold.
 *
 * @example
 * matchSentence(t, format, [{ rate: '100', threshold: '3' }]);
 */
export function matchSentence(
  t: Translate,
  format: Format,
  tiers: readonly { rate: string; threshold: string }[],
): string | undefined {
  const match = matchTerms(tiers);
  if (!match) return undefined;
  const percent = (value: string) => format.percent(value, 2);
  return t('match.sentence', {
    tiers: match.terms
      .map((term, index) =>
        index === 0
          ? t('match.first', { rate: percent(term.rate), threshold: percent(term.threshold) })
          : t('match.next', { rate: percent(term.rate), delta: percent(term.delta) }),
      )
      .join(', '),
    max: percent(match.max),
  });
}

/**
 * An enrolment's deduction, contribution and dates in words, as the lists show them: "6.00% of
 * pay", "$120.00 a payroll", the match's sentence, "From Jun 1, 2026".
 *
 * @example
 * enrolmentWords(t, format, enrolment).deduction; // '6.00% of pay'
 */
export function enrolmentWords(t: Translate, format: Format, e: EmployeeBenefit) {
  const percent = (value: string) => format.percent(value, 2);
  const deduction = e.deduct_as_percentage
    ? t('deduction.percent', { percent: percent(e.employee_deduction) })
    : t('deduction.amount', { amount: format.money(e.employee_deduction) });
  const c = e.contribution;
  let contribution = t('contribution.none');
  if (c?.type === 'amount') contribution = t('contribution.amount', { amount: format.money(c.value) });
  if (c?.type === 'percentage') contribution = t('contribution.percentage', { percent: percent(c.value) });
  if (c?.type === 'tiered') contribution = matchSentence(t, format, c.value.tiers) ?? contribution;
  const start = format.date(e.effective_date);
  const dates = e.expiration_date
    ? t('dates.fromTo', { start, end: format.date(e.expiration_date) })
    : t('dates.from', { start });
  return { deduction, contribution, dates };
}
