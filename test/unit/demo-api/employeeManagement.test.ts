// Employee management over HTTP (UPSTREAM-2 J, UPSTREAM A.11; DECISIONS 57–59): terminations and
// the dismissal payroll, rehire, garnishments in payroll, and pay changes from a date, against the
// demo service on 127.0.0.1 with the clock pinned to Monday 15 June 2026.
import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import { type ApiJson } from './request';

const http = demoHttpForEachTest({ employees: 12 });

const payrolls = () => `/v1/companies/${http.company}/payrolls`;
const DAY = 86_400_000;

/** The seeded salaried employee on $85,000 a year (Grace Lovelace), with 48 h of vacation. */
async function salaried(): Promise<ApiJson> {
  const res = await http.call('GET', `/v1/companies/${http.company}/employees?per=100`);
  return res.body.find((e: ApiJson) => e.onboarded && e.jobs[0]?.rate === '85000.00');
}

/** The unprocessed regular payroll of the pay period starting on `start`. */
async function regularPayroll(start: string): Promise<string> {
  const res = await http.call('GET', `${payrolls()}?processing_statuses=unprocessed&per=100`);
  const payroll = res.body.find((p: ApiJson) => !p.off_cycle && p.pay_period.start_date === start);
  return `${payrolls()}/${payroll.uuid}`;
}

/** Prepares a payroll and answers its rows (every employee it pays). */
async function rows(path: string): Promise<ApiJson[]> {
  const prepared = await http.call('PUT', `${path}/prepare?per=100`);
  expect(prepared.status).toBe(200);
  return prepared.body.employee_compensations;
}

/** Calculates a payroll and answers the employee's calculated row. */
async function calculatedRow(path: string, employeeUuid: string): Promise<ApiJson> {
  await rows(path);
  expect((await http.call('PUT', `${path}/calculate`)).status).toBe(202);
  await http.advance(1000);
  const res = await http.call('GET', `${path}?per=100`);
  expect(res.body.processing_request.status).toBe('calculate_success');
  return res.body.employee_compensations.find((r: ApiJson) => r.employee_uuid === employeeUuid);
}

async function submit(path: string): Promise<void> {
  expect((await http.call('PUT', `${path}/submit`)).status).toBe(202);
  await http.advance(2000);
  expect((await http.call('GET', path)).body.processed).toBe(true);
}

const terminate = (employeeUuid: string, body: Record<string, unknown>) =>
  http.call('POST', `/v1/employees/${employeeUuid}/terminations`, body);

describe('terminations (UPSTREAM-2 J.1, DECISIONS 57)', () => {
  it('keeps one termination per employee, terminated from the day after the last day', async () => {
    const employee = await salaried();
    const created = await terminate(employee.uuid, {
      effective_date: '2026-06-16',
      run_termination_payroll: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      employee_uuid: employee.uuid,
      effective_date: '2026-06-16',
      run_termination_payroll: true,
      active: false,
      // A dismissal payroll makes it not cancelable.
      cancelable: false,
    });
    const second = await terminate(employee.uuid, { effective_date: '2026-06-30' });
    expect(second.status).toBe(422);
    expect(second.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    const missing = await terminate(
      (await http.call('GET', `/v1/companies/${http.company}/employees`)).body[0].uuid,
      {},
    );
    expect(missing.body.errors[0]).toMatchObject({
      error_key: 'effective_date',
      category: 'missing_parameter',
    });

    const listed = await http.call('GET', `/v1/employees/${employee.uuid}/terminations`);
    expect(listed.body).toEqual([created.body]);
    let shown = (await http.call('GET', `/v1/employees/${employee.uuid}`)).body;
    expect(shown.terminated).toBe(false);
    expect(shown.terminations).toEqual([created.body]);
    // The last day is Tuesday 16 June; from Wednesday the employee is terminated.
    await http.advance(2 * DAY);
    shown = (await http.call('GET', `/v1/employees/${employee.uuid}`)).body;
    expect(shown.terminated).toBe(true);
    expect(shown.terminations[0].active).toBe(true);
    const events = await http.call('GET', '/v1/events?limit=100', undefined, http.api.tokens.system);
    expect(events.body.map((e: ApiJson) => e.event_type)).toContain('employee.terminated');
  });

  it('updates with its version, refuses a cancel it does not allow, and cancels a future one without a dismissal payroll', async () => {
    const employee = await salaried();
    const created = (
      await terminate(employee.uuid, { effective_date: '2026-06-16', run_termination_payroll: true })
    ).body;
    const path = `/v1/terminations/${employee.uuid}`;
    expect((await http.call('PUT', path, { effective_date: '2026-06-30' })).body.errors[0]).toMatchObject({
      error_key: 'version',
      category: 'missing_parameter',
    });
    const refused = await http.call('DELETE', `/v1/employees/${employee.uuid}/terminations`);
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0]).toMatchObject({ error_key: 'employment', category: 'incorrect_state' });
    const updated = await http.call('PUT', path, {
      version: created.version,
      effective_date: '2026-06-30',
      run_termination_payroll: false,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ effective_date: '2026-06-30', cancelable: true });
    expect((await http.call('PUT', path, { version: created.version })).status).toBe(409);
    expect((await http.call('DELETE', `/v1/employees/${employee.uuid}/terminations`)).status).toBe(204);
    expect((await http.call('GET', `/v1/employees/${employee.uuid}/terminations`)).body).toEqual([]);
    expect((await http.call('GET', `/v1/employees/${employee.uuid}`)).body.terminations).toEqual([]);
  });

  it('leaves the regular payrolls whose period starts after the last day, and lists the dismissal pay period', async () => {
    const employee = await salaried();
    await terminate(employee.uuid, { effective_date: '2026-06-16', run_termination_payroll: true });
    // The period of 6–19 June holds the last day; the one from 20 June no longer pays them.
    expect((await rows(await regularPayroll('2026-06-06'))).map((r) => r.employee_uuid)).toContain(
      employee.uuid,
    );
    expect((await rows(await regularPayroll('2026-06-20'))).map((r) => r.employee_uuid)).not.toContain(
      employee.uuid,
    );
    const periods = await http.call(
      'GET',
      `/v1/companies/${http.company}/pay_periods/unprocessed_termination_pay_periods`,
    );
    expect(periods.status).toBe(200);
    expect(periods.body).toEqual([
      expect.objectContaining({
        start_date: '2026-06-06',
        end_date: '2026-06-19',
        check_date: '2026-06-24',
        employee_uuid: employee.uuid,
        employee_name: `${employee.first_name} ${employee.last_name}`,
      }),
    ]);
  });

  it('pays the dismissal payroll: salary for the business days to the last day, and unused vacation paid out', async () => {
    const employee = await salaried();
    await terminate(employee.uuid, { effective_date: '2026-06-16', run_termination_payroll: true });
    const [period] = (
      await http.call('GET', `/v1/companies/${http.company}/pay_periods/unprocessed_termination_pay_periods`)
    ).body;
    const created = await http.call('POST', payrolls(), {
      off_cycle: true,
      off_cycle_reason: 'Dismissed employee',
      start_date: period.start_date,
      end_date: period.end_date,
      employee_uuids: [period.employee_uuid],
    });
    expect(created.status).toBe(200);
    expect(created.body.final_termination_payroll).toBe(true);
    const vacation = created.body.employee_compensations[0].paid_time_off.find(
      (t: ApiJson) => t.name === 'Vacation',
    );
    // The Vacation policy pays out on termination: its 48 h balance is the final payout.
    expect(vacation.final_payout_unused_hours_input).toBe('48.000');
    const path = `${payrolls()}/${created.body.uuid}`;
    const row = await calculatedRow(path, employee.uuid);
    // DECISIONS 57's hand-worked example: Mon 8 – Tue 16 June is 7 business days;
    //   $85,000 × 7 ÷ 260 = $2,288.4615… → $2,288.46.
    // Vacation: $85,000 ÷ 2,080 = $40.8653… → $40.87 an hour × 48 h = $1,961.76.
    // Gross: $2,288.46 + $1,961.76 = $4,250.22.
    expect(row.gross_pay).toBe('4250.22');
    expect(row.paid_time_off.find((t: ApiJson) => t.name === 'Vacation').amount).toBe('1961.76');
    // The admin pays out 8 of the 48 hours: $2,288.46 + 8 × $40.87 = $2,288.46 + $326.96 = $2,615.42.
    const shown = (await http.call('GET', path)).body.employee_compensations[0];
    const edited = await http.call('PUT', path, {
      employee_compensations: [
        {
          employee_uuid: employee.uuid,
          version: shown.version,
          paid_time_off: [{ name: 'Vacation', hours: '0', final_payout_unused_hours_input: '8' }],
        },
      ],
    });
    expect(edited.status).toBe(200);
    expect((await calculatedRow(path, employee.uuid)).gross_pay).toBe('2615.42');
    await submit(path);
    // Paid: the period leaves the list.
    expect(
      (
        await http.call(
          'GET',
          `/v1/companies/${http.company}/pay_periods/unprocessed_termination_pay_periods`,
        )
      ).body,
    ).toEqual([]);
  });
});

describe('rehire and employment history (UPSTREAM-2 J.3, DECISIONS 57)', () => {
  it('refuses to rehire an employee who is not terminated, rehires a terminated one and keeps the history', async () => {
    const employee = await salaried();
    const [location] = (await http.call('GET', `/v1/companies/${http.company}/locations`)).body;
    const body = {
      effective_date: '2026-06-29',
      file_new_hire_report: false,
      work_location_uuid: location.uuid,
    };
    const notTerminated = await http.call('POST', `/v1/employees/${employee.uuid}/rehire`, body);
    expect(notTerminated.status).toBe(422);
    expect(notTerminated.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    expect((await http.call('GET', `/v1/employees/${employee.uuid}/rehire`)).status).toBe(204);

    await terminate(employee.uuid, { effective_date: '2026-06-16' });
    const badLocation = await http.call('POST', `/v1/employees/${employee.uuid}/rehire`, {
      ...body,
      work_location_uuid: employee.uuid,
    });
    expect(badLocation.body.errors[0]).toMatchObject({
      error_key: 'work_location_uuid',
      category: 'invalid_attribute_value',
    });
    const rehired = await http.call('POST', `/v1/employees/${employee.uuid}/rehire`, {
      ...body,
      employment_status: 'no_such_status',
    });
    expect(rehired.status).toBe(201);
    // An unknown employment status is read as not_set (UPSTREAM-2 J.3).
    expect(rehired.body).toMatchObject({
      employee_uuid: employee.uuid,
      active: false,
      employment_status: 'not_set',
    });
    expect((await http.call('GET', `/v1/employees/${employee.uuid}/rehire`)).body).toEqual(rehired.body);
    const history = await http.call('GET', `/v1/employees/${employee.uuid}/employment_history`);
    expect(history.body.map((h: ApiJson) => [h.hire_date, h.termination_date])).toEqual([
      [employee.jobs[0].hire_date, '2026-06-16'],
      ['2026-06-29', null],
    ]);
    // Back on the payroll of the period holding the rehire date (20 June – 3 July).
    expect((await rows(await regularPayroll('2026-06-20'))).map((r) => r.employee_uuid)).toContain(
      employee.uuid,
    );

    // Deleted before it starts: the termination stands again.
    expect((await http.call('DELETE', `/v1/employees/${employee.uuid}/rehire`)).status).toBe(204);
    expect((await http.call('GET', `/v1/employees/${employee.uuid}/rehire`)).status).toBe(204);
    expect(
      (await http.call('GET', `/v1/employees/${employee.uuid}/terminations`)).body[0].effective_date,
    ).toBe('2026-06-16');
    expect((await rows(await regularPayroll('2026-06-20'))).map((r) => r.employee_uuid)).not.toContain(
      employee.uuid,
    );
  });
});

describe('a rehire from a date still ahead (issue 43)', () => {
  it('leaves the termination it closed on the employee until the rehire starts: one status with its date in the list and on the record', async () => {
    const employee = await salaried();
    const [location] = (await http.call('GET', `/v1/companies/${http.company}/locations`)).body;
    await terminate(employee.uuid, { effective_date: '2026-06-16' });
    const rehired = await http.call('POST', `/v1/employees/${employee.uuid}/rehire`, {
      effective_date: '2026-06-29',
      file_new_hire_report: false,
      work_location_uuid: location.uuid,
    });
    expect(rehired.status).toBe(201);
    const listed = async () =>
      (await http.call('GET', `/v1/companies/${http.company}/employees?per=100`)).body.find(
        (e: ApiJson) => e.uuid === employee.uuid,
      );
    const statusOf = (e: ApiJson) => [
      e.terminated,
      e.terminations.map((t: ApiJson) => [t.effective_date, t.active]),
    ];
    // Monday 15 June: the last day (16 June) is still ahead.
    expect(statusOf(await listed())).toEqual([false, [['2026-06-16', false]]]);
    // Wednesday 17 June: terminated since the 16th, in the list and on the record alike.
    await http.advance(2 * DAY);
    expect(statusOf(await listed())).toEqual([true, [['2026-06-16', true]]]);
    expect(statusOf((await http.call('GET', `/v1/employees/${employee.uuid}`)).body)).toEqual([
      true,
      [['2026-06-16', true]],
    ]);
    // Monday 29 June: rehired.
    await http.advance(12 * DAY);
    expect(statusOf(await listed())).toEqual([false, []]);
  });
});

describe('garnishments (UPSTREAM A.11, SPEC §7, DECISIONS 59)', () => {
  const childSupport = {
    garnishment_type: 'child_support',
    court_ordered: true,
    description: 'Child support, Broward County',
    amount: '100.00',
    recurring: true,
    child_support: { state: 'FL', fips_code: '12011', payment_period: 'Monthly', case_number: 'FL-2026-118' },
  };
  const create = (employeeUuid: string, body: Record<string, unknown>) =>
    http.call('POST', `/v1/employees/${employeeUuid}/garnishments`, body);

  it('refuses a pay-period maximum not below the annual maximum, a negative amount and a missing agency identifier, each on its field', async () => {
    const employee = await salaried();
    const above = await create(employee.uuid, {
      ...childSupport,
      annual_maximum: '500.00',
      pay_period_maximum: '600.00',
    });
    expect(above.status).toBe(422);
    expect(above.body.errors).toEqual([
      expect.objectContaining({ error_key: 'pay_period_maximum', category: 'invalid_attribute_value' }),
    ]);
    const negative = await create(employee.uuid, { ...childSupport, amount: '-1.00' });
    expect(negative.body.errors[0]).toMatchObject({
      error_key: 'amount',
      category: 'invalid_attribute_value',
    });
    const noCase = await create(employee.uuid, {
      ...childSupport,
      child_support: { state: 'FL', fips_code: '12011', payment_period: 'Monthly' },
    });
    expect(noCase.body.errors[0]).toMatchObject({
      error_key: 'child_support.case_number',
      category: 'missing_parameter',
    });
    expect((await http.call('GET', `/v1/employees/${employee.uuid}/garnishments`)).body).toEqual([]);
    const agencies = (await http.call('GET', '/v1/garnishments/child_support')).body.agencies;
    expect(agencies.find((a: ApiJson) => a.state === 'FL').required_attributes).toEqual([
      { key: 'case_number', label: 'Case Number' },
    ]);
  });

  it('takes a garnishment after taxes as a deduction line, capped by the pay-period and annual maximums', async () => {
    const employee = await salaried();
    const payroll = await regularPayroll('2026-06-06');
    const before = await calculatedRow(payroll, employee.uuid);
    const created = await create(employee.uuid, {
      ...childSupport,
      amount: '150.00',
      pay_period_maximum: '100.00',
      annual_maximum: '150.00',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ amount: '150.00', pay_period_maximum: '100.00', active: true });
    expect((await http.call('GET', `/v1/employees/${employee.uuid}`)).body.garnishments).toEqual([
      created.body,
    ]);

    // $150.00 asked, $100.00 a pay period at most: net pay falls by exactly $100.00.
    const first = await calculatedRow(payroll, employee.uuid);
    expect(first.gross_pay).toBe(before.gross_pay);
    expect(first.deductions).toContainEqual(
      expect.objectContaining({
        uuid: created.body.uuid,
        name: 'Child support, Broward County',
        amount: '100.00',
      }),
    );
    expect(Math.round(Number(before.net_pay) * 100) - Math.round(Number(first.net_pay) * 100)).toBe(100_00);
    await submit(payroll);
    const receipt = await http.call('GET', `/v1/payrolls/${payroll.split('/').at(-1)}/receipt`);
    expect(
      receipt.body.employee_compensations.find((r: ApiJson) => r.employee_uuid === employee.uuid),
    ).toMatchObject({ total_garnishments: '100.00', child_support_garnishment: '100.00' });

    // The annual maximum of $150.00 leaves $50.00 for the next period.
    const next = await calculatedRow(await regularPayroll('2026-06-20'), employee.uuid);
    expect(next.deductions.find((d: ApiJson) => d.uuid === created.body.uuid).amount).toBe('50.00');
  });

  it('takes a percent of the net pay before garnishments, counts times down, and stops when deactivated; its type cannot change', async () => {
    const employee = await salaried();
    const payroll = await regularPayroll('2026-06-06');
    const before = await calculatedRow(payroll, employee.uuid);
    const created = (
      await create(employee.uuid, {
        court_ordered: true,
        garnishment_type: 'creditor_garnishment',
        description: 'Creditor order',
        amount: '10',
        deduct_as_percentage: true,
        times: 1,
      })
    ).body;
    const row = await calculatedRow(payroll, employee.uuid);
    const netBefore = Math.round(Number(before.net_pay) * 100);
    // 10% of the net pay before the garnishment, rounded half up to the cent.
    const expected = Math.floor((netBefore * 1000 + 5000) / 10000);
    expect(
      Math.round(Number(row.deductions.find((d: ApiJson) => d.uuid === created.uuid).amount) * 100),
    ).toBe(expected);
    expect(Math.round(Number(row.net_pay) * 100)).toBe(netBefore - expected);
    await submit(payroll);
    const shown = (await http.call('GET', `/v1/garnishments/${created.uuid}`)).body;
    expect(shown.times).toBe(0);
    const next = await calculatedRow(await regularPayroll('2026-06-20'), employee.uuid);
    expect(next.deductions.map((d: ApiJson) => d.uuid)).not.toContain(created.uuid);

    const retyped = await http.call('PUT', `/v1/garnishments/${created.uuid}`, {
      version: shown.version,
      garnishment_type: 'student_loan',
    });
    expect(retyped.body.errors[0]).toMatchObject({
      error_key: 'garnishment_type',
      category: 'invalid_attribute_value',
    });
    const deactivated = await http.call('PUT', `/v1/garnishments/${created.uuid}`, {
      version: shown.version,
      active: false,
    });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.active).toBe(false);
    expect(
      (await http.call('PUT', `/v1/garnishments/${created.uuid}`, { version: shown.version })).status,
    ).toBe(409);
  });
});

describe('compensation changes from a date (UPSTREAM-2 J.5)', () => {
  it('pays the compensation in effect for each period: a raise from inside a period pays that period', async () => {
    const employee = await salaried();
    const job = employee.jobs[0];
    const raise = await http.call('POST', `/v1/jobs/${job.uuid}/compensations`, {
      rate: '91000.00',
      payment_unit: 'Year',
      flsa_status: 'Exempt',
      effective_date: '2026-06-22',
    });
    expect(raise.status).toBe(201);
    // 6–19 June: still $85,000 ÷ 26 = $3,269.230… → $3,269.23.
    expect((await calculatedRow(await regularPayroll('2026-06-06'), employee.uuid)).gross_pay).toBe(
      '3269.23',
    );
    // 20 June – 3 July holds 22 June: $91,000 ÷ 26 = $3,500.00.
    expect((await calculatedRow(await regularPayroll('2026-06-20'), employee.uuid)).gross_pay).toBe(
      '3500.00',
    );
  });
});

describe('pay stubs (UPSTREAM-2 J.4, DECISIONS 58)', () => {
  it('names the hours of an hourly earning beside its name, its amount in dollars (issue 43)', async () => {
    const res = await http.call('GET', `/v1/companies/${http.company}/employees?per=100`);
    // Ada Lovelace, $24.50 an hour, paid 80 hours by the seeded payroll of 10 June.
    const hourly = res.body.find((e: ApiJson) => e.onboarded && e.jobs[0]?.rate === '24.50');
    const stubs = await http.call('GET', `/v1/employees/${hourly.uuid}/pay_stubs`);
    const stub = stubs.body.find((s: ApiJson) => s.check_date === '2026-06-10');
    const pdf = await (
      await fetch(`${http.origin}/v1/payrolls/${stub.payroll_uuid}/employees/${hourly.uuid}/pay_stub`, {
        headers: { authorization: `Bearer ${http.api.tokens.company}` },
      })
    ).text();
    // 80 h × $24.50 = $1,960.00: the hours by the name, the dollars after the colon.
    expect(pdf).toContain('(Regular Hours, 80 hours: $1,960.00)');
    expect(pdf).not.toContain('(Regular Hours: ');
    // Dates as a person reads them, not ISO.
    expect(pdf).toContain('(Check date: June 10, 2026)');
  });

  it('lists a stub for each processed payroll, newest first, and gives a PDF whose figures are the payroll’s to the cent', async () => {
    const employee = await salaried();
    await http.call('POST', `/v1/employees/${employee.uuid}/garnishments`, {
      court_ordered: true,
      garnishment_type: 'student_loan',
      description: 'Student loan order',
      amount: '75.00',
      recurring: true,
    });
    const payroll = await regularPayroll('2026-06-06');
    await calculatedRow(payroll, employee.uuid);
    await submit(payroll);
    const paid = (await http.call('GET', `${payroll}?include=taxes&per=100`)).body;
    const row = paid.employee_compensations.find((r: ApiJson) => r.employee_uuid === employee.uuid);

    const stubs = await http.call('GET', `/v1/employees/${employee.uuid}/pay_stubs`);
    expect(stubs.status).toBe(200);
    expect(stubs.headers.get('x-total-count')).toBe('2');
    // This payroll (check date 24 June), then the seeded one of 10 June.
    expect(stubs.body.map((s: ApiJson) => s.check_date)).toEqual(['2026-06-24', '2026-06-10']);
    expect(stubs.body[0]).toMatchObject({
      payroll_uuid: paid.uuid,
      gross_pay: row.gross_pay,
      net_pay: row.net_pay,
      check_amount: row.check_amount,
      payment_method: row.payment_method,
    });

    const response = await fetch(
      `${http.origin}/v1/payrolls/${paid.uuid}/employees/${employee.uuid}/pay_stub`,
      {
        headers: { authorization: `Bearer ${http.api.tokens.company}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await response.text();
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    // Amounts are dollars ("$3,269.23"): read back as the wire's decimal string.
    const shown = (label: string) =>
      new RegExp(`\\(${label}: \\$([0-9,.]+)\\)`).exec(pdf)?.[1]?.replace(/,/g, '');
    expect(pdf).toContain('(Pay period: June 6, 2026 to June 19, 2026)');
    expect(pdf).toContain('(Check date: June 24, 2026)');
    expect(shown('Gross pay')).toBe(row.gross_pay);
    expect(shown('Salary')).toBe('3269.23');
    expect(shown('Net pay')).toBe(row.net_pay);
    expect(shown('Student loan order')).toBe('75.00');
    for (const tax of row.taxes.filter((t: ApiJson) => !t.employer)) expect(shown(tax.name)).toBe(tax.amount);
    // Year to date: the 10 June payroll and this one, $3,269.23 each.
    expect(shown('Year to date gross pay')).toBe('6538.46');

    // An unprocessed payroll has no stub.
    const next = (await regularPayroll('2026-06-20')).split('/').at(-1);
    expect(
      (
        await fetch(`${http.origin}/v1/payrolls/${next}/employees/${employee.uuid}/pay_stub`, {
          headers: { authorization: `Bearer ${http.api.tokens.company}` },
        })
      ).status,
    ).toBe(404);
  });
});
