import { ApiError, type ErrorEntry, invalidAttribute, missingParameter } from '../errors';
import { occupationOf } from './occupations';
import type { EstimateOccupation, ExperienceLevel } from './records';
import { EXPERIENCE_PERCENT } from './salaryEstimateResult';

/** A checked create or update body. */
export interface SalaryEstimateInput {
  annualNetRevenueCents: number | null;
  zipCode: string;
  occupations: EstimateOccupation[];
}

const FIELDS = ['annual_net_revenue', 'zip_code', 'occupations'];
const OCCUPATION_FIELDS = ['code', 'experience_level', 'time_percentage', 'primary'];

/** A decimal between 0 and 1 with at most four places, in ten-thousandths; else undefined. */
function timeBasisOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^(0(\.\d{1,4})?|1(\.0{1,4})?|\.\d{1,4})$/.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole || '0') * 10_000 + Number(fraction.padEnd(4, '0'));
}

/**
 * Reads a salary estimate's body (UPSTREAM-3 N.6), every problem at once on its field:
 * `annual_net_revenue` a number > 0 or null; `zip_code` required, five digits; `occupations`
 * required, not empty, each with a `code` the demo knows, an `experience_level`, a
 * `time_percentage` from 0 to 1, and the shares summing to exactly 1.0 (422 on `occupations`).
 * An update sends what changes: `base` holds the estimate's current values.
 *
 * @example
 * const input = readSalaryEstimateBody(request.body);
 */
export function readSalaryEstimateBody(
  body: Record<string, unknown>,
  base?: SalaryEstimateInput,
): SalaryEstimateInput {
  const errors: ErrorEntry[] = [];
  for (const key of Object.keys(body))
    if (!FIELDS.includes(key))
      errors.push(invalidAttribute(key, `${key} is not an attribute of this resource.`));

  let annualNetRevenueCents = base?.annualNetRevenueCents ?? null;
  if ('annual_net_revenue' in body) {
    const revenue = body.annual_net_revenue;
    const amount = typeof revenue === 'string' && revenue.trim() !== '' ? Number(revenue) : revenue;
    if (revenue === null) annualNetRevenueCents = null;
    else if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 1e12)
      errors.push(
        invalidAttribute('annual_net_revenue', 'annual_net_revenue must be a number greater than 0.'),
      );
    else annualNetRevenueCents = Math.round(amount * 100);
  }

  let zipCode = base?.zipCode ?? '';
  if (!('zip_code' in body) && !base) errors.push(missingParameter('zip_code'));
  else if ('zip_code' in body) {
    if (typeof body.zip_code !== 'string' || !/^\d{5}$/.test(body.zip_code))
      errors.push(invalidAttribute('zip_code', 'zip_code must be five digits.'));
    else zipCode = body.zip_code;
  }

  let occupations = base?.occupations ?? [];
  if (!('occupations' in body) && !base) errors.push(missingParameter('occupations'));
  else if ('occupations' in body) {
    const list = body.occupations;
    if (!Array.isArray(list) || list.length === 0)
      errors.push(invalidAttribute('occupations', 'occupations must list at least one occupation.'));
    else {
      const read: EstimateOccupation[] = [];
      const problems: string[] = [];
      list.forEach((item, index) => {
        const row = item as Record<string, unknown>;
        if (item === null || typeof item !== 'object' || Array.isArray(item)) {
          problems.push(`occupation ${index + 1} must be an object`);
          return;
        }
        for (const key of Object.keys(row))
          if (!OCCUPATION_FIELDS.includes(key)) problems.push(`${key} is not an attribute of an occupation`);
        if (typeof row.code !== 'string' || !occupationOf(row.code))
          problems.push(`occupation ${index + 1}: code ${String(row.code)} is not a known BLS occupation`);
        const level = row.experience_level;
        if (typeof level !== 'string' || !Object.hasOwn(EXPERIENCE_PERCENT, level))
          problems.push(
            `occupation ${index + 1}: experience_level must be one of ${Object.keys(EXPERIENCE_PERCENT).join(', ')}`,
          );
        const timeBasis = timeBasisOf(row.time_percentage);
        if (timeBasis === undefined)
          problems.push(`occupation ${index + 1}: time_percentage must be a decimal from 0 to 1`);
        if (row.primary !== undefined && typeof row.primary !== 'boolean')
          problems.push(`occupation ${index + 1}: primary must be true or false`);
        read.push({
          code: String(row.code),
          experienceLevel: level as ExperienceLevel,
          timeBasis: timeBasis ?? 0,
          primary: row.primary === true,
        });
      });
      if (problems.length === 0 && read.reduce((sum, o) => sum + o.timeBasis, 0) !== 10_000)
        problems.push('the time_percentage of the occupations must sum to 1.0');
      if (problems.length > 0) errors.push(invalidAttribute('occupations', `${problems.join('; ')}.`));
      else occupations = read;
    }
  }
  if (errors.length > 0) throw new ApiError(422, errors);
  return { annualNetRevenueCents, zipCode, occupations };
}
