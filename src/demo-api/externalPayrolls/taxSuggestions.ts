import { activeOf, workAddressesOf } from '../addresses/views';
import { invalidOperation } from '../errors';
import { percentOf } from '../money/money';
import { yearToDate } from '../payroll/payrollCalculation';
import type { DemoService } from '../service';
import { supplementalWithholding } from '../taxModel/federalWithholding2026';
import { stateRate } from '../taxModel/stateTaxRates';
import {
  ADDITIONAL_MEDICARE,
  ADDITIONAL_MEDICARE_THRESHOLD,
  FUTA,
  MEDICARE,
  SOCIAL_SECURITY,
  type YearToDate,
} from '../taxModel/taxModel';
import { applicableTaxes } from './applicable';
import { externalWages } from './externalPay';
import { companyExternalPayrolls } from './processing';
import type { ExternalPayrollRecord } from './records';

/** One employee's suggested taxes (UPSTREAM-3 M.3 `calculate_taxes`), cents by tax id. */
export interface TaxSuggestion {
  employeeUuid: string;
  taxes: { taxId: number; amount: number }[];
}

/**
 * What the 2026 model would have withheld on an external payroll's saved wages (UPSTREAM-3 M.3):
 * federal income tax at the 22% supplemental rate, Social Security and Medicare (each side) up
 * to their bases given the year's processed payrolls and the company's earlier external ones,
 * Additional Medicare over $200,000, FUTA up to $7,000, and the work state's income tax. Its
 * earnings and benefits must be saved first (else 422 `invalid_operation` on `base`).
 *
 * @example
 * taxSuggestions(service, record)[0]?.taxes;
 */
export function taxSuggestions(service: DemoService, record: ExternalPayrollRecord): TaxSuggestion[] {
  if (record.items.every((i) => i.earnings.length === 0))
    throw invalidOperation("Save the payroll's earnings and benefits before asking for tax suggestions.");
  const ytd = yearToDate(service, { check_date: record.checkDate, companyUuid: record.companyUuid });
  const year = record.checkDate.slice(0, 4);
  // The company's earlier unprocessed external payrolls of the year count as paid before this one.
  for (const earlier of companyExternalPayrolls(service, record.companyUuid)) {
    if (earlier === record) break;
    if (earlier.status === 'processed' || earlier.checkDate.slice(0, 4) !== year) continue;
    for (const item of earlier.items) {
      const paid = ytd.get(item.employeeUuid) ?? { socialSecurityWages: 0, medicareWages: 0, futaWages: 0 };
      const wages = externalWages(service, record.companyUuid, item, paid);
      ytd.set(item.employeeUuid, {
        socialSecurityWages: paid.socialSecurityWages + wages.socialSecurityWages,
        medicareWages: paid.medicareWages + wages.ficaWages,
        futaWages: paid.futaWages + wages.futaWages,
      });
    }
  }
  const taxes = applicableTaxes(service, record.companyUuid);
  return record.items.map((item) => {
    const paid: YearToDate = ytd.get(item.employeeUuid) ?? {
      socialSecurityWages: 0,
      medicareWages: 0,
      futaWages: 0,
    };
    const wages = externalWages(service, record.companyUuid, item, paid);
    const additional =
      Math.max(0, paid.medicareWages + wages.ficaWages - ADDITIONAL_MEDICARE_THRESHOLD) -
      Math.max(0, paid.medicareWages - ADDITIONAL_MEDICARE_THRESHOLD);
    const amounts = new Map<number, number>([
      [1, supplementalWithholding(wages.incomeTaxWages)],
      [2, percentOf(wages.socialSecurityWages, SOCIAL_SECURITY)],
      [3, percentOf(wages.ficaWages, MEDICARE)],
      [4, percentOf(additional, ADDITIONAL_MEDICARE)],
      [5, percentOf(wages.socialSecurityWages, SOCIAL_SECURITY)],
      [6, percentOf(wages.ficaWages, MEDICARE)],
      [7, percentOf(wages.futaWages, FUTA)],
    ]);
    const work = activeOf(workAddressesOf(service.store, item.employeeUuid), record.checkDate);
    const state = work ? service.store.locations.get(work.location_uuid)?.state : undefined;
    const stateTax = taxes.find((t) => t.resident_tax && t.name === `${state} Income Tax`);
    if (stateTax) amounts.set(stateTax.id, percentOf(wages.incomeTaxWages, stateRate(state ?? null)));
    return {
      employeeUuid: item.employeeUuid,
      taxes: [...amounts].map(([taxId, amount]) => ({ taxId, amount })),
    };
  });
}
