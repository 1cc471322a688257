// The review's pay lines of one employee (issue 29), read from the demo service's calculated
// payroll with `include=taxes` (DECISIONS 38), clock pinned: each line hand-checked, and the lines
// add up to the row's gross and net to the cent.
import { beforeEach, expect, test } from 'vitest';
import { payBreakdown, sumOf, type PayLine } from '../../../src/flows/PayrollRun/review/payBreakdown';
import type { EmployeeCompensation } from '../../../src/api/payroll/types';
import { createDemoApi, type DemoApi } from '../../../src/testing';
import { call, fixedNow, type ApiJson } from '../demo-api/request';

let api: DemoApi;
let path: string;

/** The seeded employee whose job pays `rate`. */
async function paidAt(rate: string): Promise<string> {
  const list = await call(api, 'GET', `/v1/companies/${api.companyUuid}/employees?per=100`);
  return list.body.find((employee: ApiJson) => employee.jobs?.[0]?.rate === rate).uuid;
}

beforeEach(async () => {
  // Monday 15 June 2026; the seed's first employee is paid $24.50 an hour, the second $85,000 a year.
  api = createDemoApi({ now: fixedNow('2026-06-15T16:00:00Z'), employees: 4 });
  const list = await call(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/payrolls?processing_statuses=unprocessed&payroll_types=regular`,
  );
  path = `/v1/companies/${api.companyUuid}/payrolls/${list.body[0].uuid}`;
});

async function calculatedRows(edit: (row: ApiJson) => ApiJson | undefined): Promise<EmployeeCompensation[]> {
  const prepared = await call(api, 'PUT', `${path}/prepare`);
  expect(prepared.status).toBe(200);
  const updates = prepared.body.employee_compensations.map(edit).filter(Boolean);
  if (updates.length > 0) {
    const updated = await call(api, 'PUT', path, { body: { employee_compensations: updates } });
    expect(updated.status).toBe(200);
  }
  expect((await call(api, 'PUT', `${path}/calculate`)).status).toBe(202);
  await api.clock.advance(1000);
  const read = await call(api, 'GET', `${path}?include=taxes&per=100`);
  expect(read.body.processing_request?.status).toBe('calculate_success');
  return read.body.employee_compensations;
}

const line = (lines: PayLine[], name: string) => lines.find((item) => item.name === name)?.cents;

test('an hourly employee: hours × rate, overtime, bonus, each tax and deduction, down to net pay', async () => {
  const employee = await paidAt('24.50');
  const rows = await calculatedRows((row) => {
    if (row.employee_uuid !== employee) return undefined;
    const job = row.hourly_compensations[0].job_uuid;
    return {
      employee_uuid: row.employee_uuid,
      version: row.version,
      hourly_compensations: [
        { name: 'Regular Hours', hours: '80', job_uuid: job },
        { name: 'Overtime', hours: '4.5', job_uuid: job },
      ],
      fixed_compensations: [{ name: 'Bonus', amount: '250.00', job_uuid: job }],
      deductions: [
        { name: '401(k)', amount: '50.00', amount_type: 'fixed' },
        { name: 'Charity', amount: '1.5', amount_type: 'percent' },
      ],
      reimbursements: [{ amount: '42.10', description: 'Mileage' }],
    };
  });
  const row = rows.find((item) => item.employee_uuid === employee)!;
  const pay = payBreakdown(row);

  // 80 h × $24.50 = $1,960.00; 4.5 h × $36.75 = $165.375, rounded half up; the bonus.
  expect(pay.earnings).toEqual([
    { name: 'Regular Hours', cents: 196_000, hours: '80.000' },
    { name: 'Overtime', cents: 16_538, hours: '4.500' },
    { name: 'Bonus', cents: 25_000 },
  ]);
  expect(pay.gross).toBe(237_538);
  expect(row.gross_pay).toBe('2375.38');
  // Social Security 6.2% and Medicare 1.45% of gross, withheld and matched by the employer.
  expect(line(pay.withheld, 'Social Security')).toBe(-14_727);
  expect(line(pay.withheld, 'Medicare')).toBe(-3_444);
  expect(line(pay.employer, 'Social Security')).toBe(14_727);
  expect(line(pay.employer, 'Medicare')).toBe(3_444);
  // FUTA 0.6% of gross: the employer's alone.
  expect(line(pay.employer, 'FUTA')).toBe(1_425);
  expect(line(pay.withheld, 'FUTA')).toBeUndefined();
  expect(line(pay.withheld, 'Federal Income Tax')).toBeLessThan(0);
  expect(
    pay.withheld.some((item) => / Income Tax$/.test(item.name) && item.name !== 'Federal Income Tax'),
  ).toBe(true);
  // A fixed deduction as sent, a percent one that share of gross ($35.6307).
  expect(line(pay.withheld, '401(k)')).toBe(-5_000);
  expect(line(pay.withheld, 'Charity')).toBe(-3_563);
  // Every line adds up: earnings to gross, gross less what is withheld to net, taxes to the row's.
  expect(sumOf(pay.earnings)).toBe(pay.gross);
  expect(pay.gross + sumOf(pay.withheld)).toBe(pay.net);
  expect(String(row.net_pay)).toBe((pay.net / 100).toFixed(2));
  const ownTaxes = row.taxes!.filter((tax) => !tax.employer);
  expect(pay.taxes).toBe(ownTaxes.reduce((sum, tax) => sum + Math.round(Number(tax.amount) * 100), 0));
  expect(pay.gross - pay.taxes - 5_000 - 3_563).toBe(pay.net);
  // Mileage is paid on top of net pay, untaxed.
  expect(pay.reimbursements).toBe(4_210);
  expect(String(row.check_amount)).toBe(((pay.net + 4_210) / 100).toFixed(2));
});

test("a salaried employee: the period's salary is the line of other pay, and the lines still add up", async () => {
  const employee = await paidAt('85000.00');
  const rows = await calculatedRows(() => undefined);
  const salaried = rows.find((row) => row.employee_uuid === employee)!;
  const pay = payBreakdown(salaried);
  // $85,000 a year over 26 biweekly periods: $3,269.2307…, rounded half up.
  expect(pay.earnings).toEqual([{ name: '', cents: 326_923 }]);
  expect(pay.gross).toBe(326_923);
  expect(line(pay.withheld, 'Social Security')).toBe(-20_269);
  expect(line(pay.withheld, 'Medicare')).toBe(-4_740);
  expect(pay.gross + sumOf(pay.withheld)).toBe(pay.net);
  expect(String(salaried.net_pay)).toBe((pay.net / 100).toFixed(2));
  expect(pay.reimbursements).toBe(0);
});

test('benefits and reimbursements: each deduction withheld, the match apart, the Reimbursement earning paid on top', async () => {
  const employee = await paidAt('85000.00');
  const company = `/v1/companies/${api.companyUuid}`;
  const plan = await call(api, 'POST', `${company}/company_benefits`, {
    body: { benefit_type: 5, description: 'Acme 401(k)' },
  });
  expect(plan.status).toBe(201);
  const enrolled = await call(api, 'POST', `/v1/employees/${employee}/employee_benefits`, {
    body: {
      company_benefit_uuid: plan.body.uuid,
      employee_deduction: '100.00',
      contribution: { type: 'percentage', value: '1' },
    },
  });
  expect(enrolled.status).toBe(201);
  const rows = await calculatedRows((row) =>
    row.employee_uuid === employee
      ? {
          employee_uuid: row.employee_uuid,
          version: row.version,
          fixed_compensations: [{ name: 'Reimbursement', amount: '20.00' }],
          reimbursements: [{ amount: '42.10', description: 'Mileage' }],
        }
      : undefined,
  );
  const row = rows.find((item) => item.employee_uuid === employee)!;
  const pay = payBreakdown(row);
  // The salary alone is wages: the Reimbursement earning is not ($85,000 / 26 = $3,269.23).
  expect(pay.earnings).toEqual([{ name: '', cents: 326_923 }]);
  expect(pay.gross).toBe(326_923);
  // The 401(k) is withheld with the taxes; the company's 1% of gross ($32.69) is shown apart.
  expect(line(pay.withheld, 'Acme 401(k)')).toBe(-10_000);
  expect(pay.contributions).toEqual([{ name: 'Acme 401(k)', cents: 3_269 }]);
  expect(pay.gross + sumOf(pay.withheld)).toBe(pay.net);
  expect(String(row.net_pay)).toBe((pay.net / 100).toFixed(2));
  // Mileage and the Reimbursement earning, untaxed, on top of net pay: the check amount.
  expect(pay.reimbursementLines).toEqual([
    { name: 'Mileage', cents: 4_210 },
    { name: '', cents: 2_000 },
  ]);
  expect(pay.reimbursements).toBe(6_210);
  expect(pay.checkAmount).toBe(pay.net + 6_210);
  expect(String(row.check_amount)).toBe((pay.checkAmount / 100).toFixed(2));
});
