import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Benefits over HTTP (UPSTREAM-2 K.2, K.3, DECISIONS 68): the supported types with their tax
 * treatment, a company's benefits (add with replay, edit with its version, deactivate and delete
 * refused while used, 401(k) contribution exclusions), employees' enrolments (amount or percent,
 * contribution as amount, percentage or tiered match, catch-up from 50, dates, bulk enrolment),
 * and the paycheck: pre-tax and section-125 deductions lower the right wages, company
 * contributions never touch net pay, and the 2026 deferral limit stops a 401(k) mid-year. Every
 * figure is worked by hand from the 2026 tables in its comment.
 */

// Monday 15 June 2026, 09:00 in California (the harness's pinned clock).
const http = demoHttpForEachTest({ employees: 8 });

const companyBenefits = () => `/v1/companies/${http.company}/company_benefits`;
const enrolments = (employeeUuid: string) => `/v1/employees/${employeeUuid}/employee_benefits`;

/** A seeded employee by first name (the seed is the same on every start). */
async function employeeNamed(first: string): Promise<ApiJson> {
  const list = await http.call('GET', `/v1/companies/${http.company}/employees?per=100`);
  return list.body.find((e: ApiJson) => e.first_name === first);
}

async function addBenefit(benefitType: number, description: string): Promise<ApiJson> {
  const made = await http.call('POST', companyBenefits(), { benefit_type: benefitType, description });
  expect(made.status).toBe(201);
  return made.body;
}

async function enrol(employeeUuid: string, body: Record<string, unknown>): Promise<ApiJson> {
  const made = await http.call('POST', enrolments(employeeUuid), body);
  expect(made.status).toBe(201);
  return made.body;
}

/** A new salary from the period of 6 June 2026 on (the seeded one is frozen by a processed payroll). */
async function paySalary(employee: ApiJson, yearly: string): Promise<void> {
  const made = await http.call('POST', `/v1/jobs/${employee.jobs[0].uuid}/compensations`, {
    rate: yearly,
    payment_unit: 'Year',
    flsa_status: 'Exempt',
    effective_date: '2026-06-06',
  });
  expect(made.status).toBe(201);
}

/** The unprocessed regular payrolls, earliest first. */
async function upcoming(): Promise<string[]> {
  const list = await http.call(
    'GET',
    `/v1/companies/${http.company}/payrolls?processing_statuses=unprocessed`,
  );
  return list.body.filter((p: ApiJson) => !p.off_cycle).map((p: ApiJson) => p.uuid);
}

/** Prepares and calculates a payroll: the payroll with its rows' taxes. */
async function calculate(uuid: string): Promise<ApiJson> {
  const path = `/v1/companies/${http.company}/payrolls/${uuid}`;
  expect((await http.call('PUT', `${path}/prepare`)).status).toBe(200);
  expect((await http.call('PUT', `${path}/calculate`)).status).toBe(202);
  await http.advance(1000);
  const payroll = (await http.call('GET', `${path}?include=taxes&per=100`)).body;
  expect(payroll.calculated_at).not.toBeNull();
  return payroll;
}

/** Calculates and submits a payroll until it is processed: the processed payroll. */
async function run(uuid: string): Promise<ApiJson> {
  await calculate(uuid);
  const path = `/v1/companies/${http.company}/payrolls/${uuid}`;
  expect((await http.call('PUT', `${path}/submit`)).status).toBe(202);
  await http.advance(2000);
  const payroll = (await http.call('GET', `${path}?include=taxes&per=100`)).body;
  expect(payroll.processed).toBe(true);
  return payroll;
}

const rowOf = (payroll: ApiJson, employeeUuid: string): ApiJson =>
  payroll.employee_compensations.find((r: ApiJson) => r.employee_uuid === employeeUuid);

const tax = (row: ApiJson, name: string, employer = false) =>
  row.taxes.find((t: ApiJson) => t.name === name && t.employer === employer)?.amount;

const benefitLine = (row: ApiJson, name: string) =>
  (row.benefits ?? []).find((b: ApiJson) => b.name === name);

describe('supported benefit types (UPSTREAM-2 K.2)', () => {
  it('lists each type with its tax treatment and reads one by id', async () => {
    const all = await http.call('GET', '/v1/benefits');
    expect(all.status).toBe(200);
    const byType = new Map(all.body.map((b: ApiJson) => [b.benefit_type, b]));
    expect(byType.get(1)).toMatchObject({
      name: 'Medical Insurance',
      pretax: true,
      posttax: false,
      healthcare: true,
    });
    expect(byType.get(5)).toMatchObject({
      name: '401(k)',
      pretax: true,
      retirement: true,
      yearly_limit: true,
    });
    expect(byType.get(105)).toMatchObject({ name: 'Roth 401(k)', pretax: false, posttax: true });
    expect(byType.get(100)).toMatchObject({ pretax: false, posttax: true });
    expect((await http.call('GET', '/v1/benefits/6')).body).toMatchObject({ name: 'Health Savings Account' });
    expect((await http.call('GET', '/v1/benefits/4')).status).toBe(404);
  });
});

describe('company benefits (UPSTREAM-2 K.2)', () => {
  it('adds one (201, replayed by its Idempotency-Key), edits it with its version and refuses bad bodies on their fields', async () => {
    const key = { 'Idempotency-Key': 'add-401k' };
    const post = (body: unknown) =>
      fetch(`${http.origin}${companyBenefits()}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${http.api.tokens.company}`,
          'content-type': 'application/json',
          ...key,
        },
        body: JSON.stringify(body),
      });
    const first = await post({ benefit_type: 5, description: 'Acme 401(k)' });
    expect(first.status).toBe(201);
    const made = await first.json();
    expect(made).toMatchObject({
      benefit_type: 5,
      description: 'Acme 401(k)',
      active: true,
      source: 'external',
      deletable: true,
      version: expect.any(String),
    });
    const again = await post({ benefit_type: 5, description: 'Acme 401(k)' });
    expect((await again.json()).uuid).toBe(made.uuid);
    expect((await http.call('GET', companyBenefits())).body).toHaveLength(1);

    const item = `/v1/company_benefits/${made.uuid}`;
    const edited = await http.call('PUT', item, {
      version: made.version,
      description: 'Acme 401(k) plan',
      catch_up_type: 'elective',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ description: 'Acme 401(k) plan', catch_up_type: 'elective' });
    expect((await http.call('PUT', item, { version: made.version, description: 'Stale' })).status).toBe(409);
    const retype = await http.call('PUT', item, { version: edited.body.version, benefit_type: 1 });
    expect(retype.status).toBe(422);
    expect(retype.body.errors[0]).toMatchObject({
      error_key: 'benefit_type',
      category: 'invalid_attribute_value',
    });

    const refusals: [unknown, string, string][] = [
      [{ description: 'No type' }, 'benefit_type', 'missing_parameter'],
      [{ benefit_type: 4, description: 'Unknown type' }, 'benefit_type', 'invalid_attribute_value'],
      [{ benefit_type: 1 }, 'description', 'missing_parameter'],
      [
        { benefit_type: 1, description: 'Kaiser', catch_up_type: 'elective' },
        'catch_up_type',
        'invalid_attribute_value',
      ],
    ];
    for (const [body, field, category] of refusals) {
      const refused = await http.call('POST', companyBenefits(), body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([expect.objectContaining({ error_key: field, category })]);
    }
    expect((await http.call('GET', companyBenefits())).body).toHaveLength(1);
  });

  it('refuses to deactivate while anyone is enrolled and to delete once enrolled or deducted; filters its list', async () => {
    const grace = await employeeNamed('Grace');
    const medical = await addBenefit(1, 'Kaiser Permanente');
    const dental = await addBenefit(2, 'Delta Dental');
    const enrolment = await enrol(grace.uuid, {
      company_benefit_uuid: medical.uuid,
      employee_deduction: '120.00',
    });

    const item = `/v1/company_benefits/${medical.uuid}`;
    const off = await http.call('PUT', item, { version: medical.version, active: false });
    expect(off.status).toBe(422);
    expect(off.body.errors[0]).toMatchObject({ error_key: 'active', category: 'invalid_operation' });
    const withCount = (await http.call('GET', `${companyBenefits()}?enrollment_count=true&benefit_type=1,2`))
      .body;
    expect(withCount.map((b: ApiJson) => [b.description, b.enrollment_count, b.deletable])).toEqual([
      ['Kaiser Permanente', 1, false],
      ['Delta Dental', 0, true],
    ]);
    const kept = await http.call('DELETE', item);
    expect(kept.status).toBe(422);
    expect(kept.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });

    // A processed payroll deducted it: still not deletable once the enrolment is gone (removing an
    // enrolment drops unprocessed calculations, a processed payroll keeps its lines).
    await run((await upcoming())[0]!);
    expect((await http.call('DELETE', `/v1/employee_benefits/${enrolment.uuid}`)).status).toBe(204);
    const deducted = await http.call('DELETE', item);
    expect(deducted.status).toBe(422);
    expect(deducted.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    // Nobody enrolled: it can be deactivated; the unused one can be deleted.
    const current = (await http.call('GET', item)).body;
    expect((await http.call('PUT', item, { version: current.version, active: false })).status).toBe(200);
    expect(
      (await http.call('GET', `${companyBenefits()}?active=true`)).body.map((b: ApiJson) => b.uuid),
    ).toEqual([dental.uuid]);
    expect((await http.call('DELETE', `/v1/company_benefits/${dental.uuid}`)).status).toBe(204);
    expect((await http.call('GET', `/v1/company_benefits/${dental.uuid}`)).status).toBe(404);
  });

  it('keeps 401(k) contribution exclusions, and a bonus excluded is left out of a percent deduction', async () => {
    const grace = await employeeNamed('Grace');
    await paySalary(grace, '78000.00');
    const plan = await addBenefit(5, 'Acme 401(k)');
    const path = `/v1/company_benefits/${plan.uuid}/contribution_exclusions`;
    const listed = (await http.call('GET', path)).body;
    expect(listed.map((e: ApiJson) => [e.contribution_type, e.excluded])).toContainEqual(['Bonus', false]);
    const set = await http.call('PUT', path, {
      contribution_exclusions: [{ contribution_type: 'Bonus', excluded: true }],
    });
    expect(set.status).toBe(200);
    expect(set.body.find((e: ApiJson) => e.contribution_type === 'Bonus').excluded).toBe(true);
    const unknown = await http.call('PUT', path, {
      contribution_exclusions: [{ contribution_uuid: 'nope', excluded: true }],
    });
    expect(unknown.status).toBe(422);
    const medical = await addBenefit(1, 'Kaiser');
    const notPlan = await http.call('GET', `/v1/company_benefits/${medical.uuid}/contribution_exclusions`);
    expect(notPlan.status).toBe(422);
    expect(notPlan.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });

    // 6 % of pay: $3,000.00 salary + $1,000.00 bonus, the bonus excluded → 6 % × 3,000 = 180.00.
    await enrol(grace.uuid, {
      company_benefit_uuid: plan.uuid,
      employee_deduction: '6',
      deduct_as_percentage: true,
    });
    const uuid = (await upcoming())[0]!;
    const payrollPath = `/v1/companies/${http.company}/payrolls/${uuid}`;
    const row = rowOf((await http.call('PUT', `${payrollPath}/prepare`)).body, grace.uuid);
    const saved = await http.call('PUT', payrollPath, {
      employee_compensations: [
        {
          employee_uuid: grace.uuid,
          version: row.version,
          fixed_compensations: [{ name: 'Bonus', amount: '1000.00' }],
        },
      ],
    });
    expect(saved.status).toBe(200);
    const paid = rowOf(await calculate(uuid), grace.uuid);
    expect(paid.gross_pay).toBe('4000.00');
    expect(benefitLine(paid, 'Acme 401(k)').employee_deduction).toBe('180.00');
  });
});

describe('employee benefits (UPSTREAM-2 K.3)', () => {
  it('enrols, changes with its version and refuses each bad field: catch-up only from 50', async () => {
    const grace = await employeeNamed('Grace'); // born 1971: 55 in 2026
    const barbara = await employeeNamed('Barbara'); // born 1977: 49 in 2026
    const plan = await addBenefit(5, 'Acme 401(k)');
    const medical = await addBenefit(1, 'Kaiser');

    const made = await enrol(grace.uuid, {
      company_benefit_uuid: plan.uuid,
      employee_deduction: '6',
      deduct_as_percentage: true,
      catch_up: true,
      contribution: { type: 'percentage', value: '4' },
      elective: true,
      employee_deduction_annual_maximum: '20000',
      effective_date: '2026-06-01',
    });
    expect(made).toMatchObject({
      employee_uuid: grace.uuid,
      company_benefit_uuid: plan.uuid,
      employee_deduction: '6.00',
      deduct_as_percentage: true,
      catch_up: true,
      contribution: { type: 'percentage', value: '4.00' },
      employee_deduction_annual_maximum: '20000.00',
      company_contribution_annual_maximum: null,
      effective_date: '2026-06-01',
      expiration_date: null,
    });
    const item = `/v1/employee_benefits/${made.uuid}`;
    expect((await http.call('GET', item)).body).toEqual(made);
    const changed = await http.call('PUT', item, { version: made.version, employee_deduction: '7.5' });
    expect(changed.status).toBe(200);
    expect(changed.body.employee_deduction).toBe('7.50');
    expect((await http.call('PUT', item, { version: made.version, employee_deduction: '1' })).status).toBe(
      409,
    );

    const refusals: [string, Record<string, unknown>, string][] = [
      [barbara.uuid, { company_benefit_uuid: plan.uuid, catch_up: true }, 'catch_up'],
      [grace.uuid, { company_benefit_uuid: medical.uuid, catch_up: true }, 'catch_up'],
      [grace.uuid, { company_benefit_uuid: plan.uuid }, 'company_benefit_uuid'],
      [barbara.uuid, { company_benefit_uuid: 'unknown' }, 'company_benefit_uuid'],
      [
        barbara.uuid,
        { company_benefit_uuid: medical.uuid, employee_deduction: '101', deduct_as_percentage: true },
        'employee_deduction',
      ],
      [
        barbara.uuid,
        { company_benefit_uuid: medical.uuid, effective_date: '2026-07-01', expiration_date: '2026-06-30' },
        'expiration_date',
      ],
      [
        barbara.uuid,
        { company_benefit_uuid: medical.uuid, contribution: { type: 'tiered', value: { tiers: [] } } },
        'contribution',
      ],
      [barbara.uuid, { company_benefit_uuid: medical.uuid, employee_deduction: '-1' }, 'employee_deduction'],
    ];
    for (const [employee, body, field] of refusals) {
      const refused = await http.call('POST', enrolments(employee), body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ error_key: field, category: 'invalid_attribute_value' }),
      ]);
    }
    expect((await http.call('GET', enrolments(barbara.uuid))).body).toEqual([]);
  });

  it('enrols several employees at once from the company benefit, nothing written when one item fails', async () => {
    const grace = await employeeNamed('Grace');
    const margaret = await employeeNamed('Margaret');
    const barbara = await employeeNamed('Barbara');
    const plan = await addBenefit(5, 'Acme 401(k)');
    const bulk = `/v1/company_benefits/${plan.uuid}/employee_benefits`;

    const failing = await http.call('PUT', bulk, {
      employee_benefits: [
        { action: 'create', employee_uuid: grace.uuid, employee_deduction: '100.00' },
        { action: 'create', employee_uuid: barbara.uuid, catch_up: true },
      ],
    });
    expect(failing.status).toBe(422);
    expect(failing.body.errors).toEqual([
      expect.objectContaining({
        error_key: 'employee_benefits',
        category: 'nested_errors',
        idx: 1,
        errors: [expect.objectContaining({ error_key: 'catch_up' })],
      }),
    ]);
    expect((await http.call('GET', bulk)).body).toEqual([]);

    const done = await http.call('PUT', bulk, {
      employee_benefits: [
        { action: 'create', employee_uuid: grace.uuid, employee_deduction: '100.00' },
        {
          action: 'create',
          employee_uuid: margaret.uuid,
          employee_deduction: '5',
          deduct_as_percentage: true,
        },
      ],
    });
    expect(done.status).toBe(200);
    expect(done.body.map((e: ApiJson) => [e.employee_uuid, e.employee_deduction])).toEqual([
      [grace.uuid, '100.00'],
      [margaret.uuid, '5.00'],
    ]);
    const graces = done.body[0];
    const changed = await http.call('PUT', bulk, {
      employee_benefits: [
        {
          action: 'update',
          employee_uuid: grace.uuid,
          uuid: graces.uuid,
          version: graces.version,
          employee_deduction: '150.00',
        },
      ],
    });
    expect(changed.status).toBe(200);
    expect((await http.call('GET', enrolments(grace.uuid))).body[0].employee_deduction).toBe('150.00');
    expect(
      (
        await http.call('PUT', bulk, {
          employee_benefits: [
            { action: 'update', employee_uuid: grace.uuid, uuid: graces.uuid, version: graces.version },
          ],
        })
      ).status,
    ).toBe(409);
    const missing = await http.call('PUT', bulk, {});
    expect(missing.body.errors[0]).toMatchObject({
      error_key: 'employee_benefits',
      category: 'missing_parameter',
    });
  });
});

describe('benefits in the paycheck (DECISIONS 68)', () => {
  it('hand-checked: $3,000.00 biweekly with a 6 % 401(k), a $120.00 medical plan and a 3 % / 50 %-of-next-2 % match', async () => {
    const grace = await employeeNamed('Grace'); // Married, W-4 without step 2, works in New York
    await paySalary(grace, '78000.00');
    const plan = await addBenefit(5, 'Acme 401(k)');
    const medical = await addBenefit(1, 'Kaiser Permanente');
    await enrol(grace.uuid, {
      company_benefit_uuid: plan.uuid,
      employee_deduction: '6',
      deduct_as_percentage: true,
      contribution: {
        type: 'tiered',
        value: {
          tiers: [
            { rate: '100', threshold: '3' },
            { rate: '50', threshold: '5' },
          ],
        },
      },
    });
    await enrol(grace.uuid, { company_benefit_uuid: medical.uuid, employee_deduction: '120.00' });
    const uuid = (await upcoming())[0]!;
    const payroll = await run(uuid);
    const row = rowOf(payroll, grace.uuid);

    // Gross 78,000 / 26 = 3,000.00. 401(k) 6 % = 180.00 (pre-tax, not section 125); medical 120.00 (section 125).
    // Federal and New York income-tax wages: 3,000 − 180 − 120 = 2,700.00.
    // Social Security and Medicare wages: 3,000 − 120 = 2,880.00 (the 401(k) stays in them).
    // Federal (Worksheet 1A, married): 2,700 × 26 = 70,200 − 12,900 = 57,300; table: 2,480 (10 % of
    //   19,300–44,100) + 12 % × (57,300 − 44,100) = 2,480 + 1,584 = 4,064 a year; / 26 = 156.3077 → 156.31.
    // Social Security 6.2 % × 2,880 = 178.56; Medicare 1.45 % × 2,880 = 41.76; New York 5.5 % × 2,700 = 148.50.
    // Net 3,000 − 156.31 − 178.56 − 41.76 − 148.50 − 180.00 − 120.00 = 2,174.87.
    // Match: 100 % of the first 3 % of pay (90.00) + 50 % of the next 2 % (60.00 → 30.00) = 120.00, not in net.
    expect(row.gross_pay).toBe('3000.00');
    expect(tax(row, 'Federal Income Tax')).toBe('156.31');
    expect(tax(row, 'Social Security')).toBe('178.56');
    expect(tax(row, 'Medicare')).toBe('41.76');
    expect(tax(row, 'NY Income Tax')).toBe('148.50');
    expect(tax(row, 'Social Security', true)).toBe('178.56');
    expect(tax(row, 'Medicare', true)).toBe('41.76');
    expect(row.net_pay).toBe('2174.87');
    expect(row.check_amount).toBe('2174.87');
    expect(row.benefits).toEqual([
      expect.objectContaining({
        name: 'Acme 401(k)',
        employee_deduction: '180.00',
        company_contribution: '120.00',
      }),
      expect.objectContaining({
        name: 'Kaiser Permanente',
        employee_deduction: '120.00',
        company_contribution: '0.00',
      }),
    ]);
    expect(payroll.totals).toMatchObject({ benefits: '120.00', employee_benefits_deductions: '300.00' });

    // The pay stub and its PDF read the same lines; the receipt the same net.
    const receipt = (await http.call('GET', `/v1/payrolls/${uuid}/receipt`)).body;
    expect(receipt.employee_compensations.find((r: ApiJson) => r.employee_uuid === grace.uuid).net_pay).toBe(
      '2174.87',
    );
    const pdf = await (
      await fetch(`${http.origin}/v1/payrolls/${uuid}/employees/${grace.uuid}/pay_stub`, {
        headers: { authorization: `Bearer ${http.api.tokens.company}` },
      })
    ).text();
    for (const text of [
      'Acme 401(k): $180.00',
      'Kaiser Permanente: $120.00',
      'Net pay: $2,174.87',
      'Company contribution - Acme 401(k): $120.00',
    ])
      // The PDF escapes the parentheses inside a text.
      expect(pdf).toContain(`(${text.replace(/[()]/g, '\\$&')})`);
  });

  it('hand-checked: the 401(k) stops at the $24,500 deferral limit in the payroll that crosses it; dates start and end a plan', async () => {
    const margaret = await employeeNamed('Margaret'); // born 1975 (51), Married, works in Washington
    await paySalary(margaret, '312000.00'); // 12,000.00 a period
    const plan = await addBenefit(5, 'Acme 401(k)');
    const dental = await addBenefit(2, 'Delta Dental');
    await enrol(margaret.uuid, { company_benefit_uuid: plan.uuid, employee_deduction: '10000.00' });
    await enrol(margaret.uuid, {
      company_benefit_uuid: dental.uuid,
      employee_deduction: '20.00',
      effective_date: '2026-07-01',
      expiration_date: '2026-07-10',
    });
    const [first, second, third, fourth] = await upcoming();
    const line = async (uuid: string, done: boolean) => {
      const payroll = done ? await run(uuid) : await calculate(uuid);
      const row = rowOf(payroll, margaret.uuid);
      return [
        benefitLine(row, 'Acme 401(k)')?.employee_deduction,
        benefitLine(row, 'Delta Dental')?.employee_deduction,
      ];
    };
    // Check dates 24 June, 8 July, 22 July, 5 August. Deferrals 10,000 + 10,000 = 20,000; the third
    // payroll may take only 24,500 − 20,000 = 4,500.00; the fourth nothing (no catch-up elected).
    // Dental is in effect 1–10 July: only the 8 July payroll takes it.
    expect(await line(first!, true)).toEqual(['10000.00', undefined]);
    expect(await line(second!, true)).toEqual(['10000.00', '20.00']);
    expect(await line(third!, true)).toEqual(['4500.00', undefined]);
    expect(await line(fourth!, false)).toEqual(['0.00', undefined]);
  });
  it('a Roth 401(k) lowers net pay only; catch-up from 50 raises the deferral limit by $8,000', async () => {
    const margaret = await employeeNamed('Margaret'); // born 1975: 51 in 2026
    await paySalary(margaret, '312000.00');
    const [first, second, third, fourth] = await upcoming();
    const before = rowOf(await calculate(first!), margaret.uuid);
    const roth = await addBenefit(105, 'Acme Roth 401(k)');
    await enrol(margaret.uuid, { company_benefit_uuid: roth.uuid, employee_deduction: '200.00' });
    // Post-tax: every tax as without it, the net 200.00 lower.
    const after = rowOf(await calculate(first!), margaret.uuid);
    expect(after.taxes).toEqual(before.taxes);
    expect(Math.round(Number(before.net_pay) * 100) - Math.round(Number(after.net_pay) * 100)).toBe(200_00);

    // Pre-tax 401(k) 10,000.00 a payroll with catch-up: limit 24,500 + 8,000 = 32,500, shared
    // with the Roth (pre-tax first): 10,200 in each of the first three payrolls (30,600), then the
    // fourth may take 32,500 − 30,600 = 1,900.00 for the 401(k) and nothing for the Roth.
    const plan = await addBenefit(5, 'Acme 401(k)');
    await enrol(margaret.uuid, {
      company_benefit_uuid: plan.uuid,
      employee_deduction: '10000.00',
      catch_up: true,
    });
    const lines = async (uuid: string, done: boolean) => {
      const row = rowOf(done ? await run(uuid) : await calculate(uuid), margaret.uuid);
      return [
        benefitLine(row, 'Acme 401(k)').employee_deduction,
        benefitLine(row, 'Acme Roth 401(k)').employee_deduction,
      ];
    };
    expect(await lines(first!, true)).toEqual(['10000.00', '200.00']);
    expect(await lines(second!, true)).toEqual(['10000.00', '200.00']);
    expect(await lines(third!, true)).toEqual(['10000.00', '200.00']);
    expect(await lines(fourth!, false)).toEqual(['1900.00', '0.00']);
  });
});
