import type { EmployeePayResult, PayrollEntryRecord, PayrollTotals } from '../records';
import { divideRounded, percentOf } from './money';

/** What the model needs to know about one employee's pay terms. */
export interface PayTerms {
  /** job uuid → rate in cents and its unit. */
  jobs: Map<string, { rateCents: number; unit: string; flsa: string }>;
  primaryJobUuid: string | null;
  workState: string | null;
  /** Extra federal withholding per paycheck, cents. */
  extraWithholding: number;
}

/** Basis points. */
const FEDERAL_INCOME = 1000;
const SOCIAL_SECURITY = 620;
const MEDICARE = 145;
const FUTA = 60;
const STATE_INCOME: Record<string, number> = { CA: 400, NY: 450, OR: 500, CO: 440, NJ: 350 };
const NO_INCOME_TAX = new Set(['WA', 'TX', 'FL', 'NV', 'SD', 'WY', 'AK', 'TN', 'NH']);
const OVERTIME_MULTIPLIER: Record<string, [number, number]> = {
  'Regular Hours': [1, 1],
  Overtime: [3, 2],
  'Double overtime': [2, 1],
};

/**
 * The simulator's documented tax model, in integer cents: gross from salaries (per period),
 * hours × rate (× 1.5 overtime, × 2 double overtime), paid time off at the hourly rate and fixed
 * compensations; employee taxes are federal income 10% (+ W-4 extra withholding), Social
 * Security 6.2%, Medicare 1.45% and a flat state rate; employer taxes are Social Security 6.2%,
 * Medicare 1.45% and FUTA 0.6%. Each line is rounded once, half up, so every total is the exact
 * sum of the lines beneath it.
 *
 * @example
 * const result = payEmployee(entry, terms, 26);
 * result.net === result.gross - result.employeeTaxes - result.deductions; // true
 */
export function payEmployee(
  entry: PayrollEntryRecord,
  terms: PayTerms,
  periodsPerYear: number,
): EmployeePayResult {
  const hourlyAmounts: number[] = [];
  let gross = 0;
  for (const job of terms.jobs.values()) {
    if (job.unit === 'Hour') continue;
    const perYear = job.unit === 'Year' ? 1 : job.unit === 'Month' ? 12 : 52;
    gross += divideRounded(job.rateCents * perYear, periodsPerYear);
  }
  for (const line of entry.hourly) {
    const job = terms.jobs.get(line.jobUuid);
    const [num, den] = OVERTIME_MULTIPLIER[line.name] ?? [1, 1];
    const amount =
      job && job.unit === 'Hour' ? divideRounded(job.rateCents * line.hours * num, 1000 * den) : 0;
    hourlyAmounts.push(amount);
    gross += amount;
  }
  const primary = terms.primaryJobUuid ? terms.jobs.get(terms.primaryJobUuid) : undefined;
  for (const pto of entry.paidTimeOff) {
    if (primary?.unit === 'Hour') gross += divideRounded(primary.rateCents * pto.hours, 1000);
  }
  for (const fixed of entry.fixed) gross += fixed.amount;

  const state = terms.workState ?? '';
  const stateRate = NO_INCOME_TAX.has(state) ? 0 : (STATE_INCOME[state] ?? 300);
  const taxes = [
    {
      name: 'Federal Income Tax',
      employer: false,
      amount: percentOf(gross, FEDERAL_INCOME) + (gross > 0 ? terms.extraWithholding : 0),
    },
    { name: 'Social Security', employer: false, amount: percentOf(gross, SOCIAL_SECURITY) },
    { name: 'Medicare', employer: false, amount: percentOf(gross, MEDICARE) },
    { name: `${state || 'State'} Income Tax`, employer: false, amount: percentOf(gross, stateRate) },
    { name: 'Social Security', employer: true, amount: percentOf(gross, SOCIAL_SECURITY) },
    { name: 'Medicare', employer: true, amount: percentOf(gross, MEDICARE) },
    { name: 'FUTA', employer: true, amount: percentOf(gross, FUTA) },
  ];
  const employeeTaxes = taxes.filter((t) => !t.employer).reduce((sum, t) => sum + t.amount, 0);
  const employerTaxes = taxes.filter((t) => t.employer).reduce((sum, t) => sum + t.amount, 0);
  // Deductions never take net pay below zero: they are applied in order until it runs out.
  let available = Math.max(0, gross - employeeTaxes);
  let deductions = 0;
  for (const d of entry.deductions) {
    const wanted = d.amount_type === 'percent' ? percentOf(gross, d.amount) : d.amount;
    const taken = Math.min(wanted, available);
    available -= taken;
    deductions += taken;
  }
  const net = gross - employeeTaxes - deductions;
  const reimbursements = entry.reimbursements.reduce((sum, r) => sum + r.amount, 0);
  const checkAmount = net + reimbursements;
  return {
    employeeUuid: entry.employeeUuid,
    gross,
    employeeTaxes,
    employerTaxes,
    deductions,
    reimbursements,
    net,
    checkAmount,
    taxes,
    hourlyAmounts,
    netByCheck: entry.payment_method === 'Check' ? checkAmount : 0,
  };
}

/** Payroll totals (UPSTREAM E.7) as integer cents; see the README for how they relate. */
export interface PayrollTotalsCents extends PayrollTotals {
  companyDebit: number;
  netPayDebit: number;
  taxDebit: number;
  reimbursementDebit: number;
  checkTotal: number;
}

/**
 * Sums per-employee results. `company_debit` is what leaves the company's bank by ACH: net pay
 * and reimbursements of direct-deposit employees plus all taxes; check payments are shown in
 * `check_amount` and not debited (UPSTREAM E.8).
 *
 * @example
 * const totals = sumPayroll(results);
 * totals.companyDebit + totals.checkTotal === totals.gross - totals.deductions + totals.reimbursements + totals.employerTaxes; // true
 */
export function sumPayroll(results: EmployeePayResult[]): PayrollTotalsCents {
  const totals: PayrollTotalsCents = {
    gross: 0,
    employeeTaxes: 0,
    employerTaxes: 0,
    deductions: 0,
    reimbursements: 0,
    net: 0,
    checkAmount: 0,
    companyDebit: 0,
    netPayDebit: 0,
    taxDebit: 0,
    reimbursementDebit: 0,
    checkTotal: 0,
  };
  for (const r of results) {
    totals.gross += r.gross;
    totals.employeeTaxes += r.employeeTaxes;
    totals.employerTaxes += r.employerTaxes;
    totals.deductions += r.deductions;
    totals.reimbursements += r.reimbursements;
    totals.net += r.net;
    totals.checkAmount += r.checkAmount;
    if (r.netByCheck > 0) totals.checkTotal += r.netByCheck;
    else {
      totals.netPayDebit += r.net;
      totals.reimbursementDebit += r.reimbursements;
    }
  }
  totals.taxDebit = totals.employeeTaxes + totals.employerTaxes;
  totals.companyDebit = totals.netPayDebit + totals.reimbursementDebit + totals.taxDebit;
  return totals;
}
