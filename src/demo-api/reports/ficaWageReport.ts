import { ApiError, invalidAttribute, missingParameter, type ErrorEntry } from '../errors';
import { money } from '../money/money';
import type { DemoService } from '../service';
import { paychecksOf, taxOf } from './paycheck';

/**
 * The annual FICA wage report (UPSTREAM-3 N.1 `employees_annual_fica_wage`): for each year and
 * employee, the Social Security and Medicare wages and taxes of the company's processed payrolls
 * checked that year, as a CSV. Its figures are the payrolls' own, summed to the cent.
 */

/** The first year the report covers (UPSTREAM-3 N.1). */
const FIRST_YEAR = 2011;

/**
 * Reads the report's years: `start_year` from 2011, `end_year` at most this year and not before
 * `start_year`; each problem on its field.
 *
 * @example
 * readFicaYears({ start_year: 2026, end_year: 2026 }, '2026-06-15'); // { startYear: 2026, endYear: 2026 }
 */
export function readFicaYears(
  body: Record<string, unknown>,
  today: string,
): { startYear: number; endYear: number } {
  const problems: ErrorEntry[] = [];
  for (const key of Object.keys(body))
    if (key !== 'start_year' && key !== 'end_year')
      problems.push(invalidAttribute(key, `${key} is not a field of the FICA wage report.`));
  const thisYear = Number(today.slice(0, 4));
  const year = (key: string, min: number, max: number): number | undefined => {
    const value = body[key];
    if (value === undefined || value === null) {
      problems.push(missingParameter(key));
      return undefined;
    }
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      problems.push(invalidAttribute(key, `${key} must be a year from ${min} to ${max}.`));
      return undefined;
    }
    return value;
  };
  const startYear = year('start_year', FIRST_YEAR, thisYear);
  const endYear = year('end_year', FIRST_YEAR, thisYear);
  if (startYear !== undefined && endYear !== undefined && endYear < startYear)
    problems.push(invalidAttribute('end_year', 'end_year must not be before start_year.'));
  if (problems.length > 0) throw new ApiError(422, problems);
  return { startYear: startYear!, endYear: endYear! };
}

/**
 * The report's CSV: a header, then a line per year and employee paid that year.
 *
 * @example
 * ficaWageCsv(service, companyUuid, 2026, 2026).split('\r\n')[0];
 * // 'year,employee_uuid,employee_first_name,employee_last_name,social_security_wages,…'
 */
export function ficaWageCsv(
  service: DemoService,
  companyUuid: string,
  startYear: number,
  endYear: number,
): string {
  type Sums = {
    first: string;
    last: string;
    ssWages: number;
    ssTax: number;
    mWages: number;
    mTax: number;
    addl: number;
  };
  const byYear = new Map<string, Sums>();
  for (const check of paychecksOf(service.store, companyUuid)) {
    const year = Number(check.payroll.check_date.slice(0, 4));
    if (year < startYear || year > endYear) continue;
    const key = `${year},${check.entry.employeeUuid}`;
    const sums = byYear.get(key) ?? {
      first: check.employee?.first_name ?? '',
      last: check.employee?.last_name ?? '',
      ssWages: 0,
      ssTax: 0,
      mWages: 0,
      mTax: 0,
      addl: 0,
    };
    sums.ssWages += check.result.socialSecurityWages;
    sums.ssTax += taxOf(check, 'Social Security', false);
    sums.mWages += check.result.medicareWages;
    sums.mTax += taxOf(check, 'Medicare', false);
    sums.addl += taxOf(check, 'Additional Medicare', false);
    byYear.set(key, sums);
  }
  const field = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  const lines = [
    'year,employee_uuid,employee_first_name,employee_last_name,social_security_wages,social_security_tax,medicare_wages,medicare_tax,additional_medicare_tax',
    ...[...byYear].map(([key, s]) =>
      [
        key,
        field(s.first),
        field(s.last),
        money(s.ssWages),
        money(s.ssTax),
        money(s.mWages),
        money(s.mTax),
        money(s.addl),
      ].join(','),
    ),
  ];
  return lines.join('\r\n') + '\r\n';
}
