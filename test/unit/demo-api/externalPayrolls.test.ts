import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * External payrolls over HTTP (UPSTREAM-3 M.3, DECISIONS 69): a company's payrolls from its
 * previous provider, created (200), filled with earnings, benefits and taxes from the payroll's
 * applicable lists, the service's tax suggestions, the liabilities left unpaid, finalized (202)
 * and processed 30 s later on the demo clock into payrolls with `external: true` whose wages
 * count in the next payroll's Social Security wage base and 401(k) limit. Hand-checked from the
 * 2026 tables: Social Security 6.2 % up to $184,500, Medicare 1.45 %, FUTA 0.6 % of the first
 * $7,000, the 401(k) elective deferral limit $24,500.
 */

// Monday 15 June 2026 (the harness's pinned clock); a new customer: no payroll history of its own.
const http = demoHttpForEachTest({ employees: 4, payrollHistory: false });

const collection = () => `/v1/companies/${http.company}/external_payrolls`;

async function employeeNamed(first: string): Promise<ApiJson> {
  const list = await http.call('GET', `/v1/companies/${http.company}/employees?per=100`);
  return list.body.find((e: ApiJson) => e.first_name === first);
}

async function createExternal(check: string, start: string, end: string): Promise<ApiJson> {
  const made = await http.call('POST', collection(), {
    check_date: check,
    payment_period_start_date: start,
    payment_period_end_date: end,
  });
  expect(made.status).toBe(200);
  return made.body;
}

/** The applicable tax of that name and side. */
function taxId(payroll: ApiJson, name: string, employer = false): number {
  return payroll.applicable_taxes.find((t: ApiJson) => t.name === name && t.employer_tax === employer).id;
}

describe('external payrolls (UPSTREAM-3 M.3, DECISIONS 69)', () => {
  it('counts two earlier payrolls in the first payroll: Social Security stops at the $184,500 base, the 401(k) at $24,500', async () => {
    // Grace Lovelace: $85,000 a year, biweekly → $3,269.23 a payroll (85,000 / 26 = 3,269.2307…).
    const grace = await employeeNamed('Grace');
    const plan = await http.call('POST', `/v1/companies/${http.company}/company_benefits`, {
      benefit_type: 5,
      description: 'Acme 401(k)',
    });
    expect(plan.status).toBe(201);
    // 6 % of pay: 6 % × 3,269.23 = 196.15 a payroll, had the year not used the limit up.
    const enrolled = await http.call('POST', `/v1/employees/${grace.uuid}/employee_benefits`, {
      company_benefit_uuid: plan.body.uuid,
      employee_deduction: '6',
      deduct_as_percentage: true,
    });
    expect(enrolled.status).toBe(201);

    const january = await createExternal('2026-01-16', '2026-01-01', '2026-01-15');
    expect(january).toMatchObject({
      company_uuid: http.company,
      check_date: '2026-01-16',
      payment_period_start_date: '2026-01-01',
      payment_period_end_date: '2026-01-15',
      status: 'unprocessed',
      external_payroll_items: [],
      metadata: { deletable: true },
      version: expect.any(String),
    });
    const salary = january.applicable_earnings.find((e: ApiJson) => e.name === 'Salary');
    const bonus = january.applicable_earnings.find((e: ApiJson) => e.name === 'Bonus');
    const [benefit] = january.applicable_benefits;
    expect(benefit).toMatchObject({ description: 'Acme 401(k)', active: true });
    const socialSecurity = taxId(january, 'Social Security');
    const medicare = taxId(january, 'Medicare');

    // January: $90,000.00 salary, $24,400.00 to the 401(k); Social Security 6.2 % = 5,580.00.
    const januaryPath = `${collection()}/${january.uuid}`;
    const saved = await http.call('PUT', januaryPath, {
      version: january.version,
      external_payroll_items: [
        {
          employee_uuid: grace.uuid,
          earnings: [
            { earning_type: salary.earning_type, earning_id: salary.earning_id, amount: '90000.00' },
          ],
          benefits: [
            {
              benefit_id: benefit.id,
              employee_deduction_amount: '24400.00',
              company_contribution_amount: '0',
            },
          ],
          taxes: [
            { tax_id: socialSecurity, amount: '5580.00' },
            { tax_id: medicare, amount: '1305.00' },
          ],
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.external_payroll_items[0]).toEqual({
      employee_uuid: grace.uuid,
      earnings: [
        { earning_type: 'CompanyPayType', earning_id: salary.earning_id, amount: '90000.00', hours: '0.000' },
      ],
      benefits: [
        {
          benefit_id: benefit.id,
          employee_deduction_amount: '24400.00',
          company_contribution_amount: '0.00',
        },
      ],
      taxes: [
        { tax_id: socialSecurity, amount: '5580.00' },
        { tax_id: medicare, amount: '1305.00' },
      ],
    });
    // A stale version changes nothing.
    expect(
      (await http.call('PUT', januaryPath, { version: january.version, external_payroll_items: [] })).status,
    ).toBe(409);

    // March: a $92,000.00 bonus. Its suggested taxes count January's wages first: $182,000 in
    // all, under the base, so Social Security 6.2 % × 92,000 = 5,704.00 and Medicare 1.45 % =
    // 1,334.00; FUTA 0.00 (January used the $7,000); federal 22 % supplemental = 20,240.00.
    const march = await createExternal('2026-03-13', '2026-02-28', '2026-03-13');
    const marchPath = `${collection()}/${march.uuid}`;
    expect((await http.call('GET', `${marchPath}/calculate_taxes`)).status).toBe(422);
    await http.call('PUT', marchPath, {
      external_payroll_items: [
        {
          employee_uuid: grace.uuid,
          earnings: [{ earning_type: bonus.earning_type, earning_id: bonus.earning_id, amount: 92000 }],
        },
      ],
    });
    const suggested = await http.call('GET', `${marchPath}/calculate_taxes`);
    expect(suggested.status).toBe(200);
    const [suggestion] = suggested.body;
    expect(suggestion.employee_uuid).toBe(grace.uuid);
    const amountOf = (id: number) => suggestion.tax_suggestions.find((t: ApiJson) => t.tax_id === id)?.amount;
    expect(amountOf(taxId(march, 'Federal Income Tax'))).toBe('20240.00');
    expect(amountOf(socialSecurity)).toBe('5704.00');
    expect(amountOf(taxId(march, 'Social Security', true))).toBe('5704.00');
    expect(amountOf(medicare)).toBe('1334.00');
    expect(amountOf(taxId(march, 'FUTA', true))).toBe('0.00');
    // Grace works in New York: 5.5 % of 92,000 = 5,060.00.
    expect(amountOf(taxId(march, 'NY Income Tax'))).toBe('5060.00');
    // The suggestions applied, patching Grace's item only (replace_fields).
    const applied = await http.call('PUT', marchPath, {
      replace_fields: true,
      external_payroll_items: [
        {
          employee_uuid: grace.uuid,
          earnings: [{ earning_type: bonus.earning_type, earning_id: bonus.earning_id, amount: '92000.00' }],
          taxes: suggestion.tax_suggestions,
        },
      ],
    });
    expect(applied.status).toBe(200);
    expect(applied.body.external_payroll_items[0].taxes).toHaveLength(suggestion.tax_suggestions.length);

    // Liabilities: Social Security left unpaid from March on: the choices are none, from January
    // (5,580.00 + 5,704.00 = 11,284.00) or from March (5,704.00).
    const liabilities = await http.call('GET', `${collection()}/tax_liabilities`);
    const ss = liabilities.body.find((l: ApiJson) => l.tax_id === socialSecurity);
    expect(ss.possible_liabilities).toEqual([
      { liability_amount: '0.00', payroll_check_date: null, external_payroll_uuid: null },
      { liability_amount: '11284.00', payroll_check_date: '2026-01-16', external_payroll_uuid: january.uuid },
      { liability_amount: '5704.00', payroll_check_date: '2026-03-13', external_payroll_uuid: march.uuid },
    ]);
    const chosen = await http.call('PUT', `${collection()}/tax_liabilities`, {
      liability_selections: [
        {
          tax_id: socialSecurity,
          last_unpaid_external_payroll_uuid: march.uuid,
          unpaid_liability_amount: '5704.00',
        },
      ],
    });
    expect(chosen.status).toBe(200);
    expect(
      chosen.body.find((l: ApiJson) => l.tax_id === socialSecurity).last_unpaid_external_payroll_uuid,
    ).toBe(march.uuid);

    // Finalize: 202 with no body; processed 30 s later on the demo clock, not before.
    const finish = await http.call('PUT', `${collection()}/tax_liabilities/finish`);
    expect(finish.status).toBe(202);
    expect(finish.body).toBeNull();
    await http.advance(29_000);
    expect((await http.call('GET', januaryPath)).body.status).toBe('unprocessed');
    await http.advance(1_000);
    const listed = await http.call('GET', collection());
    expect(listed.body.map((p: ApiJson) => [p.check_date, p.status])).toEqual([
      ['2026-01-16', 'processed'],
      ['2026-03-13', 'processed'],
    ]);
    expect((await http.call('GET', januaryPath)).body.metadata).toEqual({ deletable: false });

    // They are payrolls of the history now: external, paid Historical.
    const history = await http.call(
      'GET',
      `/v1/companies/${http.company}/payrolls?payroll_types=external&start_date=2026-01-01&end_date=2026-06-15`,
    );
    expect(history.body.map((p: ApiJson) => [p.check_date, p.external, p.processed])).toEqual([
      ['2026-01-16', true, true],
      ['2026-03-13', true, true],
    ]);
    const historical = await http.call(
      'GET',
      `/v1/companies/${http.company}/payrolls/${history.body[0].uuid}`,
    );
    expect(historical.body.employee_compensations[0]).toMatchObject({
      employee_uuid: grace.uuid,
      payment_method: 'Historical',
      gross_pay: '90000.00',
    });
    expect(
      (
        await http.call(
          'GET',
          `/v1/companies/${http.company}/payrolls?start_date=2026-01-01&end_date=2026-06-15`,
        )
      ).body,
    ).toEqual([]);

    // Their edits and deletes are refused now.
    const edit = await http.call('PUT', januaryPath, { external_payroll_items: [] });
    expect(edit.status).toBe(422);
    expect(edit.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    expect((await http.call('DELETE', marchPath)).status).toBe(422);
    expect((await http.call('PUT', `${collection()}/tax_liabilities/finish`)).status).toBe(422);

    // The first payroll: $182,000.00 earlier leaves $2,500.00 under the base, so Social
    // Security is 6.2 % × 2,500.00 = 155.00 each side (not 6.2 % × 3,269.23 = 202.69); Medicare
    // 1.45 % × 3,269.23 = 47.40; FUTA 0.00; the 401(k) takes the 24,500.00 − 24,400.00 = 100.00
    // left of the year's limit (not 196.15).
    const upcoming = await http.call(
      'GET',
      `/v1/companies/${http.company}/payrolls?processing_statuses=unprocessed`,
    );
    const path = `/v1/companies/${http.company}/payrolls/${upcoming.body[0].uuid}`;
    expect((await http.call('PUT', `${path}/prepare`)).status).toBe(200);
    expect((await http.call('PUT', `${path}/calculate`)).status).toBe(202);
    await http.advance(1000);
    const payroll = (await http.call('GET', `${path}?include=taxes&per=100`)).body;
    const row = payroll.employee_compensations.find((r: ApiJson) => r.employee_uuid === grace.uuid);
    expect(row.gross_pay).toBe('3269.23');
    const tax = (name: string, employer: boolean) =>
      row.taxes.find((t: ApiJson) => t.name === name && t.employer === employer)?.amount;
    expect(tax('Social Security', false)).toBe('155.00');
    expect(tax('Social Security', true)).toBe('155.00');
    expect(tax('Medicare', false)).toBe('47.40');
    expect(tax('FUTA', true)).toBe('0.00');
    expect(row.benefits).toEqual([
      expect.objectContaining({ name: 'Acme 401(k)', employee_deduction: '100.00' }),
    ]);
  });

  it('feeds the FUTA base, Additional Medicare, an enrolment’s own maximum made later and the pay stubs’ year to date', async () => {
    const grace = await employeeNamed('Grace');
    const ada = await employeeNamed('Ada');
    // Ada salaried for this test: $78,000 a year from 6 June, $3,000.00 a payroll.
    const raised = await http.call('POST', `/v1/jobs/${ada.jobs[0].uuid}/compensations`, {
      rate: '78000.00',
      payment_unit: 'Year',
      flsa_status: 'Exempt',
      effective_date: '2026-06-06',
    });
    expect(raised.status).toBe(201);
    const plan = await http.call('POST', `/v1/companies/${http.company}/company_benefits`, {
      benefit_type: 5,
      description: 'Acme 401(k)',
    });
    expect(plan.status).toBe(201);

    // January with the previous provider: Grace $199,000.00 (Social Security on the $184,500
    // base: 11,439.00; Medicare 1.45 % 2,885.50) with $2,000.00 to the 401(k); Ada $5,800.00
    // (359.60 and 84.10).
    const january = await createExternal('2026-01-16', '2026-01-01', '2026-01-15');
    const salary = january.applicable_earnings.find((e: ApiJson) => e.name === 'Salary');
    const pay = (amount: string) => [
      { earning_type: salary.earning_type, earning_id: salary.earning_id, amount },
    ];
    const socialSecurity = taxId(january, 'Social Security');
    const medicare = taxId(january, 'Medicare');
    const saved = await http.call('PUT', `${collection()}/${january.uuid}`, {
      version: january.version,
      external_payroll_items: [
        {
          employee_uuid: grace.uuid,
          earnings: pay('199000.00'),
          benefits: [
            {
              benefit_id: january.applicable_benefits[0].id,
              employee_deduction_amount: '2000.00',
              company_contribution_amount: '0',
            },
          ],
          taxes: [
            { tax_id: socialSecurity, amount: '11439.00' },
            { tax_id: medicare, amount: '2885.50' },
          ],
        },
        {
          employee_uuid: ada.uuid,
          earnings: pay('5800.00'),
          taxes: [
            { tax_id: socialSecurity, amount: '359.60' },
            { tax_id: medicare, amount: '84.10' },
          ],
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect((await http.call('PUT', `${collection()}/tax_liabilities/finish`)).status).toBe(202);
    await http.advance(30_000);

    // Grace enrols after the previous payrolls are recorded: 6 % with a $2,100.00 annual maximum
    // of her own, of which January took $2,000.00.
    const enrolled = await http.call('POST', `/v1/employees/${grace.uuid}/employee_benefits`, {
      company_benefit_uuid: plan.body.uuid,
      employee_deduction: '6',
      deduct_as_percentage: true,
      employee_deduction_annual_maximum: '2100.00',
    });
    expect(enrolled.status).toBe(201);

    const upcoming = await http.call(
      'GET',
      `/v1/companies/${http.company}/payrolls?processing_statuses=unprocessed`,
    );
    const path = `/v1/companies/${http.company}/payrolls/${upcoming.body[0].uuid}`;
    expect((await http.call('PUT', `${path}/prepare`)).status).toBe(200);
    expect((await http.call('PUT', `${path}/calculate`)).status).toBe(202);
    await http.advance(1000);
    const payroll = (await http.call('GET', `${path}?include=taxes&per=100`)).body;
    const rowOf = (who: ApiJson) =>
      payroll.employee_compensations.find((r: ApiJson) => r.employee_uuid === who.uuid);
    const tax = (row: ApiJson, name: string, employer = false) =>
      row.taxes.find((t: ApiJson) => t.name === name && t.employer === employer)?.amount;

    // Ada: January's $5,800.00 leaves $1,200.00 of the $7,000 FUTA base: 0.6 % × 1,200.00 =
    // 7.20 (not 0.6 % × 3,000.00 = 18.00).
    const adaRow = rowOf(ada);
    expect(adaRow.gross_pay).toBe('3000.00');
    expect(tax(adaRow, 'FUTA', true)).toBe('7.20');

    // Grace: $3,269.23. Social Security 0.00 (January used the base); Medicare 1.45 % = 47.40;
    // Additional Medicare 0.9 % of what passes $200,000 with January's 199,000.00: 0.9 % ×
    // 2,269.23 = 20.42; FUTA 0.00; the 401(k) takes the 2,100.00 − 2,000.00 = 100.00 left of her
    // maximum (not 6 % = 196.15). Federal (married): (3,169.23 × 26 − 12,900 = 69,499.98 → 2,480
    // + 12 % × 25,399.98 = 5,528.00) / 26 = 212.62; New York 5.5 % × 3,169.23 = 174.31. Net
    // 3,269.23 − 454.75 − 100.00 = 2,714.48.
    const graceRow = rowOf(grace);
    expect(graceRow.gross_pay).toBe('3269.23');
    expect(tax(graceRow, 'Social Security')).toBe('0.00');
    expect(tax(graceRow, 'Medicare')).toBe('47.40');
    expect(tax(graceRow, 'Additional Medicare')).toBe('20.42');
    expect(tax(graceRow, 'FUTA', true)).toBe('0.00');
    expect(tax(graceRow, 'Federal Income Tax')).toBe('212.62');
    expect(tax(graceRow, 'NY Income Tax')).toBe('174.31');
    expect(graceRow.benefits).toEqual([
      expect.objectContaining({ name: 'Acme 401(k)', employee_deduction: '100.00' }),
    ]);
    expect(graceRow.net_pay).toBe('2714.48');

    // Paid: her stubs list January's payroll too, and the new stub's year to date includes it:
    // gross 199,000.00 + 3,269.23 = 202,269.23; employee taxes 14,324.50 + 454.75 = 14,779.25;
    // net (199,000.00 − 14,324.50 − 2,000.00) + 2,714.48 = 185,389.98.
    expect((await http.call('PUT', `${path}/submit`)).status).toBe(202);
    await http.advance(2000);
    const stubs = await http.call('GET', `/v1/employees/${grace.uuid}/pay_stubs`);
    expect(stubs.body.map((s: ApiJson) => [s.check_date, s.gross_pay, s.net_pay])).toEqual([
      [payroll.check_date, '3269.23', '2714.48'],
      ['2026-01-16', '199000.00', '182675.50'],
    ]);
    const pdf = await (
      await fetch(`${http.origin}/v1/payrolls/${payroll.uuid}/employees/${grace.uuid}/pay_stub`, {
        headers: { authorization: `Bearer ${http.api.tokens.company}` },
      })
    ).text();
    for (const line of [
      'Year to date gross pay: $202,269.23',
      'Year to date employee taxes: $14,779.25',
      'Year to date net pay: $185,389.98',
    ])
      expect(pdf).toContain(`(${line})`);
  });

  it('refuses bad dates, bad items and another company’s payroll with contract errors, and deletes an unprocessed one', async () => {
    const grace = await employeeNamed('Grace');
    const missing = await http.call('POST', collection(), { check_date: '2026-01-16' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((e: ApiJson) => [e.error_key, e.category])).toEqual([
      ['payment_period_start_date', 'missing_parameter'],
      ['payment_period_end_date', 'missing_parameter'],
    ]);
    const future = await http.call('POST', collection(), {
      check_date: '2026-07-01',
      payment_period_start_date: '2026-06-15',
      payment_period_end_date: '2026-06-01',
    });
    expect(future.status).toBe(422);
    expect(future.body.errors.map((e: ApiJson) => e.error_key).sort()).toEqual([
      'check_date',
      'payment_period_end_date',
    ]);

    const payroll = await createExternal('2026-02-13', '2026-01-31', '2026-02-13');
    const path = `${collection()}/${payroll.uuid}`;
    const bad = await http.call('PUT', path, {
      external_payroll_items: [
        {
          employee_uuid: grace.uuid,
          earnings: [{ earning_type: 'CompanyPayType', earning_id: 1, amount: '-5' }],
        },
        { employee_uuid: 'nobody', taxes: [{ tax_id: 424242, amount: '1.00' }] },
        { employee_uuid: grace.uuid, benefits: [{ benefit_id: 1 }] },
      ],
    });
    expect(bad.status).toBe(422);
    expect(
      bad.body.errors.map((e: ApiJson) => [e.idx, e.category, e.errors.map((x: ApiJson) => x.error_key)]),
    ).toEqual([
      [0, 'nested_errors', ['amount']],
      [1, 'nested_errors', ['employee_uuid', 'tax_id']],
      [2, 'nested_errors', ['employee_uuid', 'benefit_id']],
    ]);
    // Hostile bodies: a clean 422, nothing saved.
    for (const body of [
      { external_payroll_items: 'all of them' },
      { external_payroll_items: [null, 7, 'x'] },
      { external_payroll_items: [{ employee_uuid: grace.uuid, earnings: { amount: 1 } }] },
      {
        external_payroll_items: [
          {
            employee_uuid: grace.uuid,
            earnings: [{ earning_type: 'CompanyPayType', earning_id: 1, amount: '1e400' }],
          },
        ],
      },
      { replace_fields: 'yes', external_payroll_items: [] },
      {},
    ]) {
      const refused = await http.call('PUT', path, body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.length).toBeGreaterThan(0);
    }
    expect((await http.call('GET', path)).body.external_payroll_items).toEqual([]);
    expect(
      (
        await http.call('PUT', `${collection()}/tax_liabilities`, {
          liability_selections: [
            { tax_id: 'x', last_unpaid_external_payroll_uuid: 'nope', unpaid_liability_amount: -1 },
          ],
        })
      ).body.errors[0],
    ).toMatchObject({ error_key: 'liability_selections', category: 'nested_errors', idx: 0 });

    // Under another company's path, or by an unknown id, there is nothing to reach.
    const elsewhere = `/v1/companies/00000000-0000-4000-8000-000000000000/external_payrolls/${payroll.uuid}`;
    expect((await http.call('GET', elsewhere)).status).toBe(404);
    expect((await http.call('GET', `${collection()}/not-a-payroll`)).status).toBe(404);

    expect((await http.call('DELETE', path)).status).toBe(204);
    expect((await http.call('GET', path)).status).toBe(404);
    expect((await http.call('GET', collection())).body).toEqual([]);
  });
});
