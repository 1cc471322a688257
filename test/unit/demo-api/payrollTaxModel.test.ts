// Hand-checked paychecks of the demo's 2026 tax model (src/demo-api/README.md, "Tax model").
// Each case is worked out by hand in its comment, in dollars; the model works in integer cents.
import { describe, expect, it } from 'vitest';
import { federalWithholding, type W4 } from '../../../src/demo-api/taxModel/federalWithholding2026';
import { stateRate } from '../../../src/demo-api/taxModel/stateTaxRates';
import {
  type JobTerms,
  type PayTerms,
  payEmployee,
  sumPayroll,
} from '../../../src/demo-api/taxModel/taxModel';
import type { PayrollEntryRecord } from '../../../src/demo-api/payroll/records';

const W4_DEFAULT: W4 = {
  filingStatus: 'Single',
  twoJobs: false,
  dependentsAmount: 0,
  otherIncome: 0,
  deductions: 0,
  extraWithholding: 0,
};

function entry(overrides: Partial<PayrollEntryRecord> = {}): PayrollEntryRecord {
  return {
    employeeUuid: 'e1',
    excluded: false,
    payment_method: 'Direct Deposit',
    memo: null,
    hourly: [],
    fixed: [],
    paidTimeOff: [],
    reimbursements: [],
    deductions: [],
    ...overrides,
  };
}

function terms(job: Partial<JobTerms>, overrides: Partial<PayTerms> = {}): PayTerms {
  return {
    jobs: new Map([['job', { rateCents: 0, unit: 'Year', flsa: 'Exempt', minimumWageCents: null, ...job }]]),
    primaryJobUuid: 'job',
    workState: 'WA',
    w4: W4_DEFAULT,
    ytd: { socialSecurityWages: 0, medicareWages: 0, futaWages: 0 },
    paysSalary: true,
    fixedWithholdingRate: false,
    checkOnly: false,
    ...overrides,
  };
}

const tax = (result: ReturnType<typeof payEmployee>, name: string, employer = false) =>
  result.taxes.find((t) => t.name === name && t.employer === employer)?.amount;

describe('hand-checked paychecks', () => {
  it('single, $52,000 salary paid biweekly, in Washington', () => {
    // Gross 52,000 / 26 = 2,000.00.
    // Federal (Worksheet 1A): 52,000 − 8,600 = 43,400 adjusted; single table: 1,240 (10% of
    //   7,500–19,900) + 12% × (43,400 − 19,900) = 1,240 + 2,820 = 4,060 a year; / 26 = 156.15.
    // Social Security 6.2% = 124.00; Medicare 1.45% = 29.00; Washington has no income tax.
    // Net 2,000 − 156.15 − 124.00 − 29.00 = 1,690.85. Employer: 124.00 + 29.00 + FUTA 0.6% 12.00.
    const r = payEmployee(entry(), terms({ rateCents: 52_000_00 }), 26);
    expect(r.gross).toBe(2_000_00);
    expect(tax(r, 'Federal Income Tax')).toBe(156_15);
    expect(tax(r, 'Social Security')).toBe(124_00);
    expect(tax(r, 'Medicare')).toBe(29_00);
    expect(tax(r, 'WA Income Tax')).toBe(0);
    expect(r.net).toBe(1_690_85);
    expect(r.employerTaxes).toBe(124_00 + 29_00 + 12_00);
  });

  it('married, $30 an hour with overtime and double time, dependents and extra withholding, in California', () => {
    // Regular 80 h × 30 = 2,400.00; overtime 5 h × 45 = 225.00; double 2 h × 60 = 120.00.
    // Gross 2,745.00. Federal: 2,745 × 26 = 71,370 − 12,900 = 58,470; married table: 2,480
    //   (10% of 19,300–44,100) + 12% × (58,470 − 44,100) = 2,480 + 1,724.40 = 4,204.40; / 26 =
    //   161.71; dependents 4,000 / 26 = 153.85 off → 7.86; plus 20.00 extra → 27.86.
    // Social Security 6.2% × 2,745 = 170.19; Medicare 1.45% = 39.8025 → 39.80; CA 4% = 109.80.
    // Net 2,745 − 27.86 − 170.19 − 39.80 − 109.80 = 2,397.35. FUTA 0.6% = 16.47.
    const r = payEmployee(
      entry({
        hourly: [
          { name: 'Regular Hours', hours: 80_000, jobUuid: 'job' },
          { name: 'Overtime', hours: 5_000, jobUuid: 'job' },
          { name: 'Double overtime', hours: 2_000, jobUuid: 'job' },
        ],
      }),
      terms(
        { rateCents: 30_00, unit: 'Hour', flsa: 'Nonexempt' },
        {
          workState: 'CA',
          w4: { ...W4_DEFAULT, filingStatus: 'Married', dependentsAmount: 4_000_00, extraWithholding: 20_00 },
        },
      ),
      26,
    );
    expect(r.hourlyAmounts).toEqual([2_400_00, 225_00, 120_00]);
    expect(r.gross).toBe(2_745_00);
    expect(tax(r, 'Federal Income Tax')).toBe(27_86);
    expect(tax(r, 'Social Security')).toBe(170_19);
    expect(tax(r, 'Medicare')).toBe(39_80);
    expect(tax(r, 'CA Income Tax')).toBe(109_80);
    expect(r.net).toBe(2_397_35);
    expect(tax(r, 'FUTA', true)).toBe(16_47);
  });

  it('a $240,000 salary paid monthly near the wage bases, in New York', () => {
    // Gross 240,000 / 12 = 20,000.00. Year to date: 180,000 Social Security wages, 190,000
    //   Medicare wages, FUTA's 7,000 already reached.
    // Social Security only on 184,500 − 180,000 = 4,500: 6.2% = 279.00 (employee and employer).
    // Medicare 1.45% × 20,000 = 290.00; Additional Medicare 0.9% × (210,000 − 200,000) = 90.00.
    // Federal: 240,000 − 8,600 = 231,400; single table: 41,024 at 209,275 + 32% × 22,125 = 7,080
    //   → 48,104 a year; / 12 = 4,008.67. New York 5.5% = 1,100.00.
    // Net 20,000 − 4,008.67 − 279 − 290 − 90 − 1,100 = 14,232.33. FUTA 0.
    const r = payEmployee(
      entry(),
      terms(
        { rateCents: 240_000_00 },
        {
          workState: 'NY',
          ytd: { socialSecurityWages: 180_000_00, medicareWages: 190_000_00, futaWages: 7_000_00 },
        },
      ),
      12,
    );
    expect(r.gross).toBe(20_000_00);
    expect(tax(r, 'Social Security')).toBe(279_00);
    expect(tax(r, 'Social Security', true)).toBe(279_00);
    expect(tax(r, 'Medicare')).toBe(290_00);
    expect(tax(r, 'Additional Medicare')).toBe(90_00);
    expect(tax(r, 'Federal Income Tax')).toBe(4_008_67);
    expect(tax(r, 'NY Income Tax')).toBe(1_100_00);
    expect(r.net).toBe(14_232_33);
    expect(tax(r, 'FUTA', true)).toBe(0);
  });

  it('hourly pay below the minimum wage is adjusted up, and time off is paid at the hourly rate', () => {
    // $10.00 an hour with a $16.50 minimum wage to adjust to: 72 regular hours = 720.00 plus
    //   (16.50 − 10.00) × 72 = 468.00; 8 vacation hours at 10.00 = 80.00. Gross 1,268.00.
    const r = payEmployee(
      entry({
        hourly: [{ name: 'Regular Hours', hours: 72_000, jobUuid: 'job' }],
        paidTimeOff: [{ name: 'Vacation', policyUuid: 'p', hours: 8_000 }],
      }),
      terms({ rateCents: 10_00, unit: 'Hour', flsa: 'Nonexempt', minimumWageCents: 16_50 }),
      26,
    );
    expect(r.hourlyAmounts).toEqual([720_00]);
    expect(r.minimumWageAdjustment).toBe(468_00);
    expect(r.timeOffAmounts).toEqual([80_00]);
    expect(r.gross).toBe(1_268_00);
  });

  it('pays a salaried person’s time off inside the salary, and a bonus-only payroll no salary', () => {
    // $78,000 / 26 = 3,000.00, with 8 hours of vacation inside it.
    const withTimeOff = payEmployee(
      entry({ paidTimeOff: [{ name: 'Vacation Hours', policyUuid: null, hours: 8_000 }] }),
      terms({ rateCents: 78_000_00 }),
      26,
    );
    expect(withTimeOff.gross).toBe(3_000_00);
    expect(withTimeOff.timeOffAmounts).toEqual([0]);
    // An off-cycle bonus with the 22% supplemental rate: 100.00 gross, 22.00 federal.
    const bonus = payEmployee(
      entry({ fixed: [{ name: 'Bonus', amount: 100_00, jobUuid: null }] }),
      terms({ rateCents: 85_000_00 }, { paysSalary: false, fixedWithholdingRate: true, workState: 'CA' }),
      26,
    );
    expect(bonus.gross).toBe(100_00);
    expect(tax(bonus, 'Federal Income Tax')).toBe(22_00);
    // California's supplemental rate, 6.6%.
    expect(tax(bonus, 'CA Income Tax')).toBe(6_60);
  });

  it('totals add up to the cent: company debit = direct-deposit net + reimbursements + all taxes', () => {
    const a = payEmployee(
      entry({ reimbursements: [{ uuid: 'r', amount: 12_34, description: null }] }),
      terms({ rateCents: 52_000_00 }),
      26,
    );
    const b = payEmployee(
      entry({ employeeUuid: 'e2', payment_method: 'Check' }),
      terms({ rateCents: 61_111_11 }),
      26,
    );
    const t = sumPayroll([a, b]);
    expect(t.netPayDebit).toBe(a.net);
    expect(t.reimbursementDebit).toBe(12_34);
    expect(t.checkTotal).toBe(b.checkAmount);
    expect(t.companyDebit).toBe(
      a.net + 12_34 + a.employeeTaxes + a.employerTaxes + b.employeeTaxes + b.employerTaxes,
    );
    expect(t.net).toBe(t.gross - t.employeeTaxes - t.deductions);
  });
});

describe('federal withholding (Pub. 15-T 2026, Worksheet 1A)', () => {
  it('uses the Step 2 table when two jobs is checked', () => {
    // 2,000 × 26 = 52,000, nothing subtracted; single Step 2 table: 2,900 at 33,250 (620 + 2,280)
    //   + 22% × (52,000 − 33,250) = 4,125 → 7,025; / 26 = 270.19.
    expect(federalWithholding(2_000_00, 26, { ...W4_DEFAULT, twoJobs: true })).toBe(270_19);
  });

  it('adds other income and subtracts deductions, head of household', () => {
    // 1,000 × 52 + 10,000 − 5,000 − 8,600 = 48,400; head of household: 1,770 (10% of
    //   15,550–33,250) + 12% × (48,400 − 33,250) = 1,770 + 1,818 = 3,588; / 52 = 69.00.
    expect(
      federalWithholding(1_000_00, 52, {
        ...W4_DEFAULT,
        filingStatus: 'Head of Household',
        otherIncome: 10_000_00,
        deductions: 5_000_00,
      }),
    ).toBe(69_00);
  });

  it('withholds nothing when exempt or below the standard deduction, and credits never go negative', () => {
    expect(federalWithholding(2_000_00, 26, { ...W4_DEFAULT, filingStatus: 'Exempt from withholding' })).toBe(
      0,
    );
    // 500 × 26 = 13,000 − 8,600 = 4,400: inside the 0% band.
    expect(federalWithholding(500_00, 26, W4_DEFAULT)).toBe(0);
    expect(federalWithholding(2_000_00, 26, { ...W4_DEFAULT, dependentsAmount: 10_000_00 })).toBe(0);
  });
});

describe('state table', () => {
  it('has no income tax in the nine states without one, and a supplemental rate where published', () => {
    for (const state of ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY'])
      expect(stateRate(state)).toBe(0);
    expect(stateRate('CA')).toBe(400);
    expect(stateRate('CA', true)).toBe(660);
    // Colorado publishes no separate supplemental rate: its normal rate applies (DECISIONS 47 b).
    expect(stateRate('CO', true)).toBe(stateRate('CO'));
  });
});
