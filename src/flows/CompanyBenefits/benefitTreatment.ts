import type { SupportedBenefit } from '../../api/benefits/types';

/**
 * How a benefit type's deductions are taxed, as a word of the dictionary (DECISIONS 68): a pre-tax
 * retirement deferral (401(k), 403(b), SIMPLE IRA) lowers income-tax wages only; another pre-tax
 * type (section 125: health plans, HSA, FSAs, commuter) also lowers Social Security and Medicare
 * wages; a post-tax type lowers take-home pay only. The service says `pretax` and `retirement`;
 * the pair decides which.
 *
 * @example
 * benefitTreatment({ pretax: true, retirement: true }); // 'deferral'
 */
export function benefitTreatment(
  type: Pick<SupportedBenefit, 'pretax' | 'retirement'>,
): 'deferral' | 'section125' | 'posttax' {
  if (!type.pretax) return 'posttax';
  return type.retirement ? 'deferral' : 'section125';
}
