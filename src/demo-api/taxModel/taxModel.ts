import { federalWithholding, supplementalWithholding, type W4 } from './federalWithholding2026';
import { divideRounded, percentOf } from '../money/money';
import { stateRate } from './stateTaxRates';
import type { EmployeePayResult, PayrollEntryRecord, PayrollTotals } from '../payroll/records';

/** 2026 Social Security wage base (SSA, October 2025), cents. */
export const SOCIAL_SECURITY_WAGE_BASE = 184_500_00;
/** Wages above which Additional Medicare Tax is withheld, cents. */
export const ADDITIONAL_MEDICARE_THRESHOLD = 200_000_00;
/** FUTA wage base, cents. */
export const FUTA_WAGE_BASE = 7_000_00;
/** Basis points. */
export const SOCIAL_SECURITY = 620;
export const MEDICARE = 145;
export const ADDITIONAL_MEDICARE = 90;
/** FUTA after the full state credit. */
export const FUTA = 60;
/** Hours a year that turn a salary into an hourly rate (time off of salaried people off-cycle). */
const HOURS_PER_YEAR = 2080;

/** Multiplier of each hourly earning as a fraction [numerator, denominator]. */
export const HOURLY_MULTIPLIERS: Record<string, [number, number]> = {
  'Regular Hours': [1, 1],
  Overtime: [3, 2],
  'Double overtime': [2, 1],
};

/** One job's pay terms: rate in cents per `unit`. */
export interface JobTerms {
  rateCents: number;
  unit: string;
  flsa: string;
  /** The minimum wage the compensation asks to be adjusted to (cents an hour), if any. */
  minimumWageCents: number | null;
}

/** Wages already paid this calendar year by processed payrolls, cents. */
export interface YearToDate {
  socialSecurityWages: number;
  medicareWages: number;
  futaWages: number;
}

/** What the model needs to know about one employee for one payroll. */
export interface PayTerms {
  jobs: Map<string, JobTerms>;
  primaryJobUuid: string | null;
  workState: string | null;
  w4: W4;
  ytd: YearToDate;
  /** Regular payrolls (and some off-cycle reasons, DECISIONS 40) pay salaries for the period. */
  paysSalary: boolean;
  /** Withhold federal income tax at 22% and state at its supplemental rate (DECISIONS 40, 47 b). */
  fixedWithholdingRate: boolean;
  /** Everyone is paid by check (`is_check_only_payroll`). */
  checkOnly: boolean;
  /**
   * Business days of salary when a payroll pays less than a full period: a dismissal payroll's up
   * to the last day (DECISIONS 57), a transition payroll's gap; `null` for a full period.
   */
  salaryWorkdays?: number | null;
  /** Active garnishments, taken after taxes (DECISIONS 59). */
  garnishments?: GarnishmentTerms[];
  /** Benefit enrolments in effect, in enrolment order (DECISIONS 68). */
  benefits?: BenefitTerms[];
}

/** The company's part of a benefit as a payroll works it out (UPSTREAM-2 K.3 `contribution`). */
export type ContributionTerms =
  | { type: 'amount'; amount: number }
  | { type: 'percentage'; percent: number }
  | { type: 'tiered'; tiers: { rate: number; threshold: number }[] };

/** One benefit enrolment as a payroll takes it (DECISIONS 68). */
export interface BenefitTerms {
  /** The enrolment (employee benefit). */
  uuid: string;
  companyBenefitUuid: string;
  benefitType: number;
  name: string;
  /** `deferral` lowers income-tax wages; `section125` also Social Security, Medicare and FUTA wages; `posttax` net only. */
  treatment: 'deferral' | 'section125' | 'posttax';
  /** Cents, or hundredths of a percent of pay when `percent`. */
  deduction: number;
  percent: boolean;
  /** What is left of the enrolment's own annual maximums, cents; null for none. */
  deductionCap: number | null;
  contribution: ContributionTerms | null;
  /** A percentage contribution matches the deduction up to its percent. */
  elective: boolean;
  contributionCap: number | null;
  /** The law's limit (2026) shared by a group of enrolments: what is left of it before this payroll. */
  lawLimit: { group: string; left: number; withContributions: boolean } | null;
  /** Earnings left out of the pay a percent is worked on (401(k) contribution exclusions). */
  excludedEarnings: readonly string[];
}

/** One benefit line of a paycheck: the employee's deduction and the company's contribution, cents. */
export interface BenefitLine {
  uuid: string;
  companyBenefitUuid: string;
  benefitType: number;
  name: string;
  treatment: BenefitTerms['treatment'];
  employeeDeduction: number;
  companyContribution: number;
}

/** The smallest of an amount and the caps that are set. */
function capped(amount: number, ...caps: (number | null)[]): number {
  let out = amount;
  for (const cap of caps) if (cap !== null) out = Math.min(out, cap);
  return Math.max(0, out);
}

/** The company's contribution for a deduction taken out of `pay` (DECISIONS 68). */
function contributionFor(b: BenefitTerms, pay: number, deduction: number): number {
  const c = b.contribution;
  if (!c) return 0;
  if (c.type === 'amount') return c.amount;
  if (c.type === 'percentage') {
    const share = percentOf(pay, c.percent);
    return b.elective ? Math.min(deduction, share) : share;
  }
  // Each tier matches `rate` of the part of the deduction between the previous threshold and its own.
  let match = 0;
  let below = 0;
  for (const tier of c.tiers) {
    const upTo = Math.min(deduction, percentOf(pay, tier.threshold));
    match += percentOf(Math.max(0, upTo - below), tier.rate);
    below = Math.max(below, upTo);
  }
  return match;
}

/**
 * Takes the benefits of one treatment from a paycheck: each deduction capped by its own annual
 * maximum left, its group's legal limit left and what the paycheck still has, then the company's
 * contribution capped by its maximum (and, for an HSA, by the limit it shares with the deduction).
 */
function takeBenefits(
  benefits: readonly BenefitTerms[],
  gross: number,
  fixed: PayrollEntryRecord['fixed'],
  limitsLeft: Map<string, number>,
  available: number,
): BenefitLine[] {
  const lines: BenefitLine[] = [];
  for (const b of benefits) {
    const pay =
      gross - fixed.filter((f) => b.excludedEarnings.includes(f.name)).reduce((t, f) => t + f.amount, 0);
    const group = b.lawLimit?.group;
    const left = group === undefined ? null : (limitsLeft.get(group) ?? b.lawLimit!.left);
    const wanted = b.percent ? percentOf(pay, b.deduction) : b.deduction;
    const employeeDeduction = capped(wanted, b.deductionCap, left, available);
    available -= employeeDeduction;
    let groupLeft = left === null ? null : left - employeeDeduction;
    const companyContribution = capped(
      contributionFor(b, pay, employeeDeduction),
      b.contributionCap,
      b.lawLimit?.withContributions ? groupLeft : null,
    );
    if (groupLeft !== null && b.lawLimit?.withContributions) groupLeft -= companyContribution;
    if (group !== undefined && groupLeft !== null) limitsLeft.set(group, groupLeft);
    lines.push({
      uuid: b.uuid,
      companyBenefitUuid: b.companyBenefitUuid,
      benefitType: b.benefitType,
      name: b.name,
      treatment: b.treatment,
      employeeDeduction,
      companyContribution,
    });
  }
  return lines;
}

/** One garnishment as a payroll takes it: a fixed amount or a percent of net pay, capped. */
export interface GarnishmentTerms {
  uuid: string;
  name: string;
  /** Cents, or hundredths of a percent when `percent`. */
  amount: number;
  percent: boolean;
  /** The most this payroll may take (pay-period, annual and total maximums left), cents; null for none. */
  cap: number | null;
  childSupport: boolean;
}

/** Working days a year that turn a salary into a day's pay (DECISIONS 57). */
const WORKDAYS_PER_YEAR = 260;

function annualSalary(job: JobTerms): number {
  const perYear = job.unit === 'Year' ? 1 : job.unit === 'Month' ? 12 : job.unit === 'Week' ? 52 : 0;
  return job.rateCents * perYear;
}

function periodSalary(job: JobTerms, periodsPerYear: number): number {
  return divideRounded(annualSalary(job), periodsPerYear);
}

/** An hourly rate for paid time off: the job's rate, or its salary over 2,080 hours. */
function hourlyRate(job: JobTerms | undefined): number {
  if (!job) return 0;
  if (job.unit === 'Hour') return job.rateCents;
  const perYear = job.unit === 'Year' ? 1 : job.unit === 'Month' ? 12 : 52;
  return divideRounded(job.rateCents * perYear, HOURS_PER_YEAR);
}

/** The part of `wages` that falls under `base` given what the year already paid. */
function underBase(wages: number, paid: number, base: number): number {
  return Math.max(0, Math.min(wages, base - paid));
}

/**
 * One paycheck under the demo's 2026 tax model, in integer cents (the demo README explains each
 * line). Gross: the period salary of salaried jobs (when the payroll pays salary), hours × the
 * job's rate × 1, 1.5 or 2, paid time off at the hourly rate (inside the salary for salaried
 * people), fixed compensations, and a minimum-wage adjustment where the compensation asks for it.
 * Employee taxes: federal income tax (W-4 percentage method or 22% supplemental), Social Security
 * 6.2% up to the wage base, Medicare 1.45% plus 0.9% over $200,000 year to date, state income tax
 * from the state table. Employer taxes: Social Security, Medicare, FUTA 0.6% of the first $7,000.
 * Each line is rounded half up once, so every total is the exact sum of its lines.
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
  const primary = terms.primaryJobUuid ? terms.jobs.get(terms.primaryJobUuid) : undefined;
  let gross = 0;
  const workdays = terms.salaryWorkdays ?? null;
  // A final paycheck or a transition gap pays its business days, rounded once (DECISIONS 57).
  if (terms.paysSalary)
    for (const job of terms.jobs.values())
      gross +=
        workdays === null
          ? periodSalary(job, periodsPerYear)
          : divideRounded(annualSalary(job) * workdays, WORKDAYS_PER_YEAR);

  let minimumWageAdjustment = 0;
  const hourlyAmounts = entry.hourly.map((line) => {
    const job = terms.jobs.get(line.jobUuid);
    if (!job || job.unit !== 'Hour') return 0;
    const [num, den] = HOURLY_MULTIPLIERS[line.name] ?? [1, 1];
    if (job.minimumWageCents !== null && job.minimumWageCents > job.rateCents)
      minimumWageAdjustment += divideRounded(
        (job.minimumWageCents - job.rateCents) * line.hours * num,
        1000 * den,
      );
    return divideRounded(job.rateCents * line.hours * num, 1000 * den);
  });
  for (const amount of hourlyAmounts) gross += amount;
  gross += minimumWageAdjustment;

  // A salaried person's time off is paid inside the period salary; anyone else's on top.
  const ptoInsideSalary = terms.paysSalary && primary !== undefined && primary.unit !== 'Hour';
  // Unused hours paid out on termination are always on top of the salary.
  const timeOffAmounts = entry.paidTimeOff.map(
    (t) =>
      (ptoInsideSalary ? 0 : divideRounded(hourlyRate(primary) * t.hours, 1000)) +
      divideRounded(hourlyRate(primary) * (t.finalPayoutHours ?? 0), 1000),
  );
  for (const amount of timeOffAmounts) gross += amount;
  for (const fixed of entry.fixed) gross += fixed.amount;

  // Pre-tax benefits first (DECISIONS 68): every one lowers income-tax wages; section-125 ones
  // also Social Security, Medicare and FUTA wages. The law's limits are shared across a group.
  const benefits = terms.benefits ?? [];
  const limitsLeft = new Map<string, number>();
  // Pre-tax deductions leave room for the taxes they do not lower (Social Security, Medicare and,
  // at most, the state's on the whole gross), so net pay never falls below zero.
  const taxesTheyLeave =
    percentOf(underBase(gross, terms.ytd.socialSecurityWages, SOCIAL_SECURITY_WAGE_BASE), SOCIAL_SECURITY) +
    percentOf(gross, MEDICARE + ADDITIONAL_MEDICARE) +
    percentOf(gross, stateRate(terms.workState, terms.fixedWithholdingRate));
  const pretaxLines = takeBenefits(
    benefits.filter((b) => b.treatment !== 'posttax'),
    gross,
    entry.fixed,
    limitsLeft,
    Math.max(0, gross - taxesTheyLeave),
  );
  const pretax = pretaxLines.reduce((t, l) => t + l.employeeDeduction, 0);
  const section125 = pretaxLines
    .filter((l) => l.treatment === 'section125')
    .reduce((t, l) => t + l.employeeDeduction, 0);
  const incomeTaxWages = gross - pretax;
  const ficaWages = gross - section125;

  const socialSecurityWages = underBase(ficaWages, terms.ytd.socialSecurityWages, SOCIAL_SECURITY_WAGE_BASE);
  const medicareWages = ficaWages;
  const futaWages = underBase(ficaWages, terms.ytd.futaWages, FUTA_WAGE_BASE);
  const additionalMedicareWages =
    Math.max(0, terms.ytd.medicareWages + ficaWages - ADDITIONAL_MEDICARE_THRESHOLD) -
    Math.max(0, terms.ytd.medicareWages - ADDITIONAL_MEDICARE_THRESHOLD);
  const federal = terms.fixedWithholdingRate
    ? supplementalWithholding(incomeTaxWages) + (incomeTaxWages > 0 ? terms.w4.extraWithholding : 0)
    : federalWithholding(incomeTaxWages, periodsPerYear, terms.w4);
  const state = terms.workState;
  const taxes = [
    { name: 'Federal Income Tax', employer: false, amount: federal },
    { name: 'Social Security', employer: false, amount: percentOf(socialSecurityWages, SOCIAL_SECURITY) },
    { name: 'Medicare', employer: false, amount: percentOf(medicareWages, MEDICARE) },
    {
      name: 'Additional Medicare',
      employer: false,
      amount: percentOf(additionalMedicareWages, ADDITIONAL_MEDICARE),
    },
    {
      name: `${state ?? 'State'} Income Tax`,
      employer: false,
      amount: percentOf(incomeTaxWages, stateRate(state, terms.fixedWithholdingRate)),
    },
    { name: 'Social Security', employer: true, amount: percentOf(socialSecurityWages, SOCIAL_SECURITY) },
    { name: 'Medicare', employer: true, amount: percentOf(medicareWages, MEDICARE) },
    { name: 'FUTA', employer: true, amount: percentOf(futaWages, FUTA) },
  ];
  let employeeTaxes = 0;
  let employerTaxes = 0;
  for (const t of taxes) {
    if (t.employer) employerTaxes += t.amount;
    else employeeTaxes += t.amount;
  }
  // Withholding never exceeds the paycheck: an extra-withholding request on a tiny check is cut.
  if (employeeTaxes > incomeTaxWages) {
    const federalLine = taxes[0]!;
    const cut = Math.min(federalLine.amount, employeeTaxes - incomeTaxWages);
    federalLine.amount -= cut;
    employeeTaxes -= cut;
  }
  // Roth and post-tax benefits lower net pay only; deductions never take net pay below zero:
  // they are applied in order until it runs out.
  let available = Math.max(0, incomeTaxWages - employeeTaxes);
  const benefitLines = [
    ...pretaxLines,
    ...takeBenefits(
      benefits.filter((b) => b.treatment === 'posttax'),
      gross,
      entry.fixed,
      limitsLeft,
      available,
    ),
  ];
  // The lines in enrolment order, whichever treatment took them first.
  benefitLines.sort(
    (a, b) => benefits.findIndex((t) => t.uuid === a.uuid) - benefits.findIndex((t) => t.uuid === b.uuid),
  );
  const benefitDeductions = benefitLines.reduce((t, l) => t + l.employeeDeduction, 0);
  available -= benefitDeductions - pretax;
  let deductions = benefitDeductions;
  for (const d of entry.deductions) {
    const wanted = d.amount_type === 'percent' ? percentOf(gross, d.amount) : d.amount;
    const taken = Math.min(wanted, available);
    available -= taken;
    deductions += taken;
  }
  // Garnishments come after taxes and other deductions, never below a net pay of zero.
  const netBeforeGarnishments = available;
  const garnishments = (terms.garnishments ?? []).map((g) => {
    const wanted = g.percent ? percentOf(netBeforeGarnishments, g.amount) : g.amount;
    const amount = Math.min(wanted, g.cap ?? wanted, available);
    available -= amount;
    deductions += amount;
    return { uuid: g.uuid, name: g.name, amount, childSupport: g.childSupport };
  });
  const net = gross - employeeTaxes - deductions;
  const reimbursements = entry.reimbursements.reduce((sum, r) => sum + r.amount, 0);
  const checkAmount = net + reimbursements;
  const byCheck = terms.checkOnly || entry.payment_method === 'Check';
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
    timeOffAmounts,
    minimumWageAdjustment,
    socialSecurityWages,
    medicareWages,
    futaWages,
    netByCheck: byCheck ? checkAmount : 0,
    ...(garnishments.length > 0 ? { garnishments } : {}),
    // Company contributions are shown beside the paycheck and never change net pay.
    ...(benefitLines.length > 0 ? { benefits: benefitLines, benefitDeductions, incomeTaxWages } : {}),
  };
}

/** Payroll totals (UPSTREAM E.7) as integer cents; see the README for how they relate. */
export interface PayrollTotalsCents extends PayrollTotals {
  companyDebit: number;
  netPayDebit: number;
  taxDebit: number;
  reimbursementDebit: number;
  /** Child support the payroll withholds, debited from the company and sent to the agency. */
  childSupportDebit: number;
  checkTotal: number;
  bonuses: number;
  commissions: number;
  cashTips: number;
  paycheckTips: number;
}

/**
 * Sums per-employee results. `company_debit` is what leaves the company's bank by ACH: net pay
 * and reimbursements of direct-deposit employees, all taxes, and the child support withheld
 * (`child_support_debit`, UPSTREAM E.7/E.6: the service sends it to the agency, whatever the
 * employee's payment method); check payments are shown in `check_amount` and not debited
 * (UPSTREAM E.8). Other garnishments are withheld but not debited: the company pays them itself.
 *
 * @example
 * const totals = sumPayroll(results, entries);
 * totals.companyDebit === totals.netPayDebit + totals.reimbursementDebit + totals.taxDebit + totals.childSupportDebit; // true
 */
export function sumPayroll(
  results: readonly EmployeePayResult[],
  entries: readonly PayrollEntryRecord[] = [],
): PayrollTotalsCents {
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
    childSupportDebit: 0,
    checkTotal: 0,
    bonuses: 0,
    commissions: 0,
    cashTips: 0,
    paycheckTips: 0,
  };
  for (const r of results) {
    totals.gross += r.gross;
    totals.employeeTaxes += r.employeeTaxes;
    totals.employerTaxes += r.employerTaxes;
    totals.deductions += r.deductions;
    totals.reimbursements += r.reimbursements;
    totals.net += r.net;
    totals.checkAmount += r.checkAmount;
    for (const g of r.garnishments ?? []) if (g.childSupport) totals.childSupportDebit += g.amount;
    if (r.netByCheck > 0) totals.checkTotal += r.netByCheck;
    else {
      totals.netPayDebit += r.net;
      totals.reimbursementDebit += r.reimbursements;
    }
  }
  for (const e of entries) {
    if (e.excluded) continue;
    for (const f of e.fixed) {
      if (f.name === 'Bonus') totals.bonuses += f.amount;
      else if (f.name === 'Commission') totals.commissions += f.amount;
      else if (f.name === 'Cash Tips') totals.cashTips += f.amount;
      else if (f.name === 'Paycheck Tips') totals.paycheckTips += f.amount;
    }
  }
  totals.taxDebit = totals.employeeTaxes + totals.employerTaxes;
  totals.companyDebit =
    totals.netPayDebit + totals.reimbursementDebit + totals.taxDebit + totals.childSupportDebit;
  return totals;
}
