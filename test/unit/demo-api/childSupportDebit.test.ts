// Issue 43's defect: "the $250 child support is not in the company debit and nothing says who pays
// the agency". Over HTTP, clock pinned to Monday 15 June 2026: Grace Lovelace ($85,000 a year,
// direct deposit) is dismissed with her last day Tuesday 16 June; her dismissal payroll is
// calculated without, then with, a $250.00 child support order (UPSTREAM E.7 `child_support_debit`,
// E.6 receipt totals, UPSTREAM-2 K.1: the service debits child support and sends it to the agency).
import { expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import { type ApiJson } from './request';

const http = demoHttpForEachTest({ employees: 4 });
const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);

async function grace(): Promise<string> {
  const res = await http.call('GET', `/v1/companies/${http.company}/employees?per=100`);
  return res.body.find((e: ApiJson) => e.first_name === 'Grace' && e.last_name === 'Lovelace').uuid;
}

/** Calculates the payroll at `path` and answers its totals. */
async function calculatedTotals(path: string): Promise<ApiJson> {
  expect((await http.call('PUT', `${path}/prepare`)).status).toBe(200);
  expect((await http.call('PUT', `${path}/calculate`)).status).toBe(202);
  await http.advance(1000);
  const res = await http.call('GET', `${path}?include=totals`);
  expect(res.body.processing_request.status).toBe('calculate_success');
  return res.body.totals;
}

it('the dismissal payroll debits the $250.00 child support it withholds, to the cent, and its ACH debits add up to the company debit', async () => {
  const employee = await grace();
  const company = `/v1/companies/${http.company}`;
  expect(
    (
      await http.call('POST', `/v1/employees/${employee}/terminations`, {
        effective_date: '2026-06-16',
        run_termination_payroll: true,
      })
    ).status,
  ).toBe(201);
  const [period] = (await http.call('GET', `${company}/pay_periods/unprocessed_termination_pay_periods`))
    .body;
  const created = await http.call('POST', `${company}/payrolls`, {
    off_cycle: true,
    off_cycle_reason: 'Dismissed employee',
    start_date: period.start_date,
    end_date: period.end_date,
    employee_uuids: [employee],
  });
  expect(created.status).toBe(200);
  const path = `${company}/payrolls/${created.body.uuid}`;

  const without = await calculatedTotals(path);
  expect(without.child_support_debit).toBe('0.00');
  const order = await http.call('POST', `/v1/employees/${employee}/garnishments`, {
    garnishment_type: 'child_support',
    court_ordered: true,
    description: 'Child support, Broward County',
    amount: '250.00',
    recurring: true,
    child_support: { state: 'FL', fips_code: '12011', payment_period: 'Monthly', case_number: 'FL-2026-118' },
  });
  expect(order.status).toBe(201);
  const withOrder = await calculatedTotals(path);

  // The $250.00 leaves her net pay and goes to the agency through the company debit: the debit is
  // the same to the cent, its parts net + taxes + child support.
  expect(withOrder.child_support_debit).toBe('250.00');
  // Pinned: gross $2,288.46 salary + $1,961.76 payout = $4,250.22 (DECISIONS 57, as the browser
  // test payrollFinalPay shows it); taxes $901.23 employee + $347.52 employer = $1,248.75; net
  // $4,250.22 − $901.23 − $250.00 = $3,098.99; debit $3,098.99 + $1,248.75 + $250.00 = $4,597.74.
  expect(withOrder).toMatchObject({
    gross_pay: '4250.22',
    employee_taxes: '901.23',
    employer_taxes: '347.52',
    tax_debit: '1248.75',
    net_pay_debit: '3098.99',
    company_debit: '4597.74',
  });
  expect(withOrder.gross_pay).toBe(without.gross_pay);
  expect(withOrder.tax_debit).toBe(without.tax_debit);
  expect(cents(withOrder.net_pay_debit)).toBe(cents(without.net_pay_debit) - 250_00);
  expect(withOrder.company_debit).toBe(without.company_debit);
  expect(cents(withOrder.company_debit)).toBe(
    cents(withOrder.net_pay_debit) +
      cents(withOrder.reimbursement_debit) +
      cents(withOrder.tax_debit) +
      cents(withOrder.child_support_debit),
  );
  expect(cents(without.company_debit)).toBe(
    cents(without.net_pay_debit) + cents(without.reimbursement_debit) + cents(without.tax_debit),
  );

  expect((await http.call('PUT', `${path}/submit`)).status).toBe(202);
  await http.advance(2000);
  const receipt = (await http.call('GET', `/v1/payrolls/${created.body.uuid}/receipt`)).body;
  expect(receipt.totals).toMatchObject({
    company_debit: withOrder.company_debit,
    child_support_debit: '250.00',
    net_pay_debit: withOrder.net_pay_debit,
  });
  const debits = (
    await http.call(
      'GET',
      `${company}/ach_transactions?payroll_uuid=${created.body.uuid}&payment_direction=debit`,
    )
  ).body;
  expect(debits.map((t: ApiJson) => [t.transaction_type, t.amount])).toContainEqual([
    'Debit child support',
    '250.00',
  ]);
  expect(debits.reduce((sum: number, t: ApiJson) => sum + cents(t.amount), 0)).toBe(
    cents(withOrder.company_debit),
  );
});
