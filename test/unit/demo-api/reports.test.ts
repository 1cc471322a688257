import { describe, expect, it } from 'vitest';
import { processedPayroll } from '../../support/payrollMoney';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Reports over HTTP (UPSTREAM-3 N.1, DECISIONS 73): the payroll journal template, a custom report
 * built from the columns and groupings the service offers, a payroll's general ledger and the
 * annual FICA wage report; each `pending`, then `succeeded` two seconds later with a file served
 * ten minutes. Every money figure is the payrolls' own to the cent, and the totals row adds up.
 */

// Monday 15 June 2026, 09:00 in California (the harness's pinned clock).
const http = demoHttpForEachTest({ employees: 4 });

/** Sums decimal strings in cents. */
const cents = (values: readonly string[]) => values.reduce((t, v) => t + Math.round(Number(v) * 100), 0);

/** A CSV's lines as fields (the demo's CSV quotes no field of these reports). */
const csvRows = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

/** Polls a report until it is ready (two service seconds) and reads its file. */
async function readyFile(requestUuid: string): Promise<{ type: string; text: string; url: string }> {
  const pending = await http.call('GET', `/v1/reports/${requestUuid}`);
  expect(pending.body).toEqual({ request_uuid: requestUuid, status: 'pending', report_urls: [] });
  await http.advance(2000);
  const ready = await http.call('GET', `/v1/reports/${requestUuid}`);
  expect(ready.body).toMatchObject({ request_uuid: requestUuid, status: 'succeeded' });
  expect(ready.body.report_urls).toHaveLength(1);
  const url: string = ready.body.report_urls[0];
  // The URL is the service's own: a browser reaches it only through the proxy, with a token.
  expect(new URL(url).pathname).toBe(`/v1/reports/${requestUuid}/file`);
  expect((await fetch(url)).status).toBe(401);
  const file = await fetch(url, { headers: { authorization: `Bearer ${http.api.tokens.company}` } });
  expect(file.status).toBe(200);
  return { type: file.headers.get('content-type') ?? '', text: await file.text(), url };
}

/** The processed payroll's own figures: its totals and its rows by employee. */
async function payrollFigures(uuid: string) {
  const payroll = (await http.call('GET', `/v1/companies/${http.company}/payrolls/${uuid}?per=100`)).body;
  const rows = new Map<string, ApiJson>(
    payroll.employee_compensations
      .filter((r: ApiJson) => !r.excluded)
      .map((r: ApiJson) => [r.employee_uuid, r]),
  );
  return { payroll, rows };
}

describe('reports (DECISIONS 73)', () => {
  it('the payroll journal as CSV: its gross column sums to the payroll gross pay, each row the payroll row, totals add up', async () => {
    const uuid = await processedPayroll(http, (ms) => http.advance(ms));
    const { payroll, rows } = await payrollFigures(uuid);
    const template = await http.call('GET', `/v1/companies/${http.company}/report_templates/payroll_journal`);
    expect(template.status).toBe(200);
    expect(template.body).toMatchObject({ company_uuid: http.company, report_type: 'payroll_journal' });
    expect(template.body.groupings).toEqual(['payroll', 'employee']);
    const columns: string[] = [...template.body.columns, 'employee_uuid'];
    expect(columns).toEqual(
      expect.arrayContaining(['gross_earnings', 'net_pay', 'employer_taxes', 'check_amount']),
    );

    const asked = await http.call('POST', `/v1/companies/${http.company}/reports`, {
      columns,
      groupings: template.body.groupings,
      file_type: 'csv',
      custom_name: 'June journal',
      with_totals: true,
      start_date: payroll.check_date,
      end_date: payroll.check_date,
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({
      request_uuid: expect.any(String),
      company_uuid: http.company,
      custom_name: 'June journal',
      file_type: 'csv',
    });
    const file = await readyFile(asked.body.request_uuid);
    expect(file.type).toMatch(/^text\/csv/);
    const [header, ...lines] = csvRows(file.text);
    expect(header).toEqual(columns);
    const col = (name: string) => header!.indexOf(name);
    const totals = lines.at(-1)!;
    const body = lines.slice(0, -1);
    expect(totals[0]).toBe('Totals');
    expect(body).toHaveLength(rows.size);

    // The gross column sums to the payroll's gross pay, to the cent; so do net, taxes and checks.
    expect(cents(body.map((l) => l[col('gross_earnings')]!))).toBe(cents([payroll.totals.gross_pay]));
    expect(totals[col('gross_earnings')]).toBe(payroll.totals.gross_pay);
    expect(totals[col('net_pay')]).toBe(payroll.totals.net_pay);
    expect(totals[col('employee_taxes')]).toBe(payroll.totals.employee_taxes);
    expect(totals[col('employer_taxes')]).toBe(payroll.totals.employer_taxes);
    for (const line of body) {
      const row = rows.get(line[col('employee_uuid')]!)!;
      expect(line[col('gross_earnings')]).toBe(row.gross_pay);
      expect(line[col('net_pay')]).toBe(row.net_pay);
      expect(line[col('check_amount')]).toBe(row.check_amount);
      // Gross less the employee's taxes and deductions is the net, on every row.
      expect(
        cents([line[col('gross_earnings')]!]) -
          cents(
            ['employee_taxes', 'employee_benefit_contributions', 'garnishments', 'employee_deductions'].map(
              (c) => line[col(c)]!,
            ),
          ),
      ).toBe(cents([line[col('net_pay')]!]));
      // The earnings and the taxes named apart add up to their totals.
      expect(
        cents(
          [
            'employee_federal_income_tax',
            'employee_social_security_tax',
            'employee_medicare_tax',
            'employee_state_income_tax',
          ].map((c) => line[col(c)]!),
        ),
      ).toBe(cents([line[col('employee_taxes')]!]));
      expect(
        cents(
          ['employer_social_security_tax', 'employer_medicare_tax', 'employer_futa_tax'].map(
            (c) => line[col(c)]!,
          ),
        ),
      ).toBe(cents([line[col('employer_taxes')]!]));
    }
    // Every money column of the totals row is the sum of the rows above it.
    for (const name of [
      'regular_earnings',
      'overtime_earnings',
      'employee_federal_income_tax',
      'employer_cost',
    ])
      expect(cents([totals[col(name)]!])).toBe(cents(body.map((l) => l[col(name)]!)));
    // Hand-checked, Ada Lovelace: 80 hours at $24.50 = 1,960.00; Social Security 6.2% = 121.52,
    // Medicare 1.45% = 28.42, CA 4% = 78.40, federal 151.35 (the tax model's, pinned in
    // payrollTaxModel): taxes 379.69, net 1,580.31; employer Social Security 121.52, Medicare
    // 28.42, FUTA 0.6% = 11.76: 161.70, employer cost 1,960.00 + 161.70 = 2,121.70.
    const ada = body.find((line) => line[col('employee_first_name')] === 'Ada')!;
    expect(Object.fromEntries(header!.map((name, i) => [name, ada[i]]))).toMatchObject({
      check_date: '2026-06-24',
      pay_period_start: '2026-06-06',
      pay_period_end: '2026-06-19',
      payroll_type: 'Regular',
      employee_last_name: 'Lovelace',
      payment_method: 'Direct Deposit',
      gross_earnings: '1960.00',
      regular_earnings: '1960.00',
      overtime_earnings: '0.00',
      employee_federal_income_tax: '151.35',
      employee_social_security_tax: '121.52',
      employee_medicare_tax: '28.42',
      employee_state_income_tax: '78.40',
      employee_taxes: '379.69',
      net_pay: '1580.31',
      check_amount: '1580.31',
      employer_social_security_tax: '121.52',
      employer_medicare_tax: '28.42',
      employer_futa_tax: '11.76',
      employer_taxes: '161.70',
      employer_cost: '2121.70',
    });
  });

  it('groups by employee over a date range, filters by payment method, and writes JSON and PDF', async () => {
    const uuid = await processedPayroll(http, (ms) => http.advance(ms));
    const { rows } = await payrollFigures(uuid);
    const all = (
      await http.call(
        'GET',
        `/v1/companies/${http.company}/payrolls?processing_statuses=processed&start_date=2026-01-01&end_date=2026-06-30`,
      )
    ).body;
    const ask = (body: ApiJson) => http.call('POST', `/v1/companies/${http.company}/reports`, body);
    const byEmployee = await ask({
      columns: ['employee_uuid', 'gross_earnings', 'net_pay'],
      groupings: ['employee'],
      file_type: 'json',
      with_totals: true,
      date_filter_type: 'check_date',
      start_date: '2026-01-01',
      end_date: '2026-06-30',
    });
    expect(byEmployee.status).toBe(201);
    const json = await readyFile(byEmployee.body.request_uuid);
    expect(json.type).toBe('application/json');
    const report = JSON.parse(json.text);
    expect(report.columns).toEqual(['employee_uuid', 'gross_earnings', 'net_pay']);
    // One row per employee, each the sum of their paychecks; the totals the sum of every payroll's.
    expect(new Set(report.rows.map((r: ApiJson) => r.employee_uuid)).size).toBe(report.rows.length);
    let gross = 0;
    for (const p of all) {
      const full = (
        await http.call('GET', `/v1/companies/${http.company}/payrolls/${p.payroll_uuid ?? p.uuid}`)
      ).body;
      gross += cents([full.totals.gross_pay]);
    }
    expect(cents([report.totals.gross_earnings])).toBe(gross);
    expect(cents(report.rows.map((r: ApiJson) => r.gross_earnings))).toBe(gross);

    const byCheck = [...rows.values()].filter((r) => r.payment_method === 'Check');
    const checks = await ask({
      columns: ['employee_uuid', 'check_amount'],
      file_type: 'pdf',
      payment_method: 'check',
      start_date: '2026-06-24',
      end_date: '2026-06-24',
    });
    const pdf = await readyFile(checks.body.request_uuid);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-1.4')).toBe(true);
    for (const r of byCheck)
      expect(pdf.text).toContain(`employee_uuid: ${r.employee_uuid}; check_amount: ${r.check_amount}`);
    for (const r of rows.values())
      if (r.payment_method !== 'Check') expect(pdf.text).not.toContain(r.employee_uuid);
  });

  it('a payroll general ledger balances and debits its gross pay, whole, by job or for an integration', async () => {
    const uuid = await processedPayroll(http, (ms) => http.advance(ms));
    const { payroll } = await payrollFigures(uuid);
    const ledger = (body: ApiJson, payrollUuid = uuid) =>
      http.call('POST', `/v1/payrolls/${payrollUuid}/reports/general_ledger`, body);
    const whole = await ledger({ aggregation: 'default' });
    expect(whole.status).toBe(200);
    expect(whole.body).toEqual({
      payroll_uuid: uuid,
      aggregation: 'default',
      integration_type: null,
      request_uuid: expect.any(String),
    });
    const file = JSON.parse((await readyFile(whole.body.request_uuid)).text);
    expect(file.splits).toHaveLength(1);
    const accounts = new Map(file.splits[0].accounts.map((a: ApiJson) => [a.account, a]));
    expect(accounts.get('Wages and salaries')).toEqual({
      account: 'Wages and salaries',
      debit: payroll.totals.gross_pay,
      credit: '0.00',
    });
    expect(accounts.get('Net pay')).toMatchObject({ credit: payroll.totals.net_pay });
    expect(accounts.get('Employer taxes payable')).toMatchObject({ credit: payroll.totals.employer_taxes });
    expect(file.total_debits).toBe(file.total_credits);

    const byJob = JSON.parse(
      (await readyFile((await ledger({ aggregation: 'job' })).body.request_uuid)).text,
    );
    expect(byJob.splits.length).toBeGreaterThan(1);
    // The splits add up to the whole, and each balances.
    const wages = byJob.splits.map(
      (s: ApiJson) => s.accounts.find((a: ApiJson) => a.account === 'Wages and salaries').debit,
    );
    expect(cents(wages)).toBe(cents([payroll.totals.gross_pay]));
    for (const split of byJob.splits) expect(split.total_debits).toBe(split.total_credits);

    const qbo = await ledger({ aggregation: 'integration', integration_type: 'qbo' });
    expect(qbo.body).toMatchObject({ aggregation: 'integration', integration_type: 'qbo' });
    const inQbo = JSON.parse((await readyFile(qbo.body.request_uuid)).text);
    expect(inQbo.splits[0].accounts[0]).toEqual({
      account: 'Payroll Expenses:Wages',
      debit: payroll.totals.gross_pay,
      credit: '0.00',
    });

    // Refusals on their fields (DECISIONS 73).
    const errorsOf = async (body: ApiJson, payrollUuid = uuid) => {
      const answer = await ledger(body, payrollUuid);
      expect(answer.status).toBe(422);
      return answer.body.errors.map((e: ApiJson) => [e.error_key, e.category]);
    };
    expect(await errorsOf({ aggregation: 'integration' })).toEqual([
      ['integration_type', 'invalid_attribute_value'],
    ]);
    expect(await errorsOf({ aggregation: 'job', integration_type: 'xero' })).toEqual([
      ['integration_type', 'invalid_attribute_value'],
    ]);
    expect(await errorsOf({})).toEqual([['aggregation', 'missing_parameter']]);
    expect(await errorsOf({ aggregation: 'by_mood', integration_type: 'sage' })).toEqual([
      ['aggregation', 'invalid_attribute_value'],
      ['integration_type', 'invalid_attribute_value'],
    ]);
    const unprocessed = (
      await http.call('GET', `/v1/companies/${http.company}/payrolls?processing_statuses=unprocessed`)
    ).body[0];
    expect(await errorsOf({ aggregation: 'default' }, unprocessed.uuid ?? unprocessed.payroll_uuid)).toEqual([
      ['base', 'invalid_operation'],
    ]);
    expect((await ledger({ aggregation: 'default' }, 'no-such-payroll')).status).toBe(404);
  });

  it("the annual FICA wage report sums each employee's Social Security and Medicare wages and taxes", async () => {
    const uuid = await processedPayroll(http, (ms) => http.advance(ms));
    const asked = await http.call(
      'POST',
      `/v1/companies/${http.company}/reports/employees_annual_fica_wage`,
      {
        start_year: 2026,
        end_year: 2026,
      },
    );
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({
      request_uuid: expect.any(String),
      company_uuid: http.company,
      start_year: 2026,
      end_year: 2026,
    });
    const [header, ...lines] = csvRows((await readyFile(asked.body.request_uuid)).text);
    expect(header).toEqual([
      'year',
      'employee_uuid',
      'employee_first_name',
      'employee_last_name',
      'social_security_wages',
      'social_security_tax',
      'medicare_wages',
      'medicare_tax',
      'additional_medicare_tax',
    ]);
    // The year's Social Security tax is every 2026 payroll's employee share, to the cent.
    const payrolls = (
      await http.call(
        'GET',
        `/v1/companies/${http.company}/payrolls?processing_statuses=processed&start_date=2026-01-01&end_date=2026-06-30&include=taxes`,
      )
    ).body;
    expect(payrolls.some((p: ApiJson) => (p.payroll_uuid ?? p.uuid) === uuid)).toBe(true);
    let socialSecurity = 0;
    for (const p of payrolls) {
      const full = (
        await http.call(
          'GET',
          `/v1/companies/${http.company}/payrolls/${p.payroll_uuid ?? p.uuid}?include=taxes&per=100`,
        )
      ).body;
      for (const row of full.employee_compensations)
        for (const tax of row.taxes ?? [])
          if (tax.name === 'Social Security' && !tax.employer) socialSecurity += cents([tax.amount]);
    }
    expect(socialSecurity).toBeGreaterThan(0);
    expect(cents(lines.map((l) => l[5]!))).toBe(socialSecurity);

    const errorsOf = async (body: ApiJson) => {
      const answer = await http.call(
        'POST',
        `/v1/companies/${http.company}/reports/employees_annual_fica_wage`,
        body,
      );
      expect(answer.status).toBe(422);
      return answer.body.errors.map((e: ApiJson) => [e.error_key, e.category]);
    };
    expect(await errorsOf({ start_year: 2010, end_year: 2027 })).toEqual([
      ['start_year', 'invalid_attribute_value'],
      ['end_year', 'invalid_attribute_value'],
    ]);
    expect(await errorsOf({ start_year: 2026, end_year: 2025 })).toEqual([
      ['end_year', 'invalid_attribute_value'],
    ]);
    expect(await errorsOf({ end_year: 2026 })).toEqual([['start_year', 'missing_parameter']]);
  });

  it("refuses a bad custom report on its field and hostile input with a clean 4xx; a report is its company's, its file served ten minutes", async () => {
    const reportsPath = `/v1/companies/${http.company}/reports`;
    const errorsOf = async (body: unknown) => {
      const answer = await http.call('POST', reportsPath, body);
      expect(answer.status).toBe(422);
      return answer.body.errors.map((e: ApiJson) => [e.error_key, e.category]);
    };
    expect(
      await errorsOf({ columns: ['gross_earnings', 'shoe_size'], groupings: ['weather'], file_type: 'xlsx' }),
    ).toEqual([
      ['columns', 'invalid_attribute_value'],
      ['groupings', 'invalid_attribute_value'],
      ['file_type', 'invalid_attribute_value'],
    ]);
    expect(await errorsOf({})).toEqual([
      ['columns', 'missing_parameter'],
      ['file_type', 'missing_parameter'],
    ]);
    expect(
      await errorsOf({ columns: [], file_type: 'csv', start_date: '2026-02-30', end_date: '2026-01-01' }),
    ).toEqual([
      ['columns', 'invalid_attribute_value'],
      ['start_date', 'invalid_attribute_value'],
    ]);
    expect(
      await errorsOf({
        columns: ['net_pay'],
        file_type: 'csv',
        start_date: '2026-06-01',
        end_date: '2026-05-01',
        secret: 1,
      }),
    ).toEqual([
      ['secret', 'invalid_attribute_value'],
      ['end_date', 'invalid_attribute_value'],
    ]);
    // Hostile shapes: each a clean 4xx in the contract's shape, never a 5xx.
    for (const body of [
      { columns: 'gross_earnings', file_type: 'csv' },
      { columns: [{ $gt: '' }], file_type: ['csv'] },
      { columns: ['net_pay', 'net_pay'], file_type: 'csv' },
      { columns: ['__proto__', 'constructor', 'toString'], file_type: 'csv' },
      {
        columns: ['net_pay'],
        file_type: 'csv',
        employee_uuids: 'all',
        with_totals: 'yes',
        custom_name: 'x'.repeat(300),
      },
      { columns: Array.from({ length: 5000 }, () => 'net_pay'), file_type: 'csv' },
    ]) {
      const answer = await http.call('POST', reportsPath, body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors.length).toBeGreaterThan(0);
    }
    expect((await http.call('GET', `/v1/companies/${http.company}/report_templates/w2`)).status).toBe(404);
    expect((await http.call('GET', '/v1/reports/no-such-report')).status).toBe(404);

    const asked = await http.call('POST', reportsPath, { columns: ['net_pay'], file_type: 'csv' });
    const requestUuid: string = asked.body.request_uuid;
    // Not ready: no file yet.
    const early = await fetch(`${http.origin}/v1/reports/${requestUuid}/file`, {
      headers: { authorization: `Bearer ${http.api.tokens.company}` },
    });
    expect(early.status).toBe(404);
    const { url } = await readyFile(requestUuid);
    // Another company's token reaches neither the report nor its file.
    const other = await http.call(
      'POST',
      '/v1/partner_managed_companies',
      {
        user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
        company: { name: 'Langley Analytics LLC' },
      },
      'demo-system-token',
    );
    const otherToken: string = other.body.access_token;
    expect((await http.call('GET', `/v1/reports/${requestUuid}`, undefined, otherToken)).status).toBe(404);
    expect((await fetch(url, { headers: { authorization: `Bearer ${otherToken}` } })).status).toBe(404);
    // Ten minutes after it is ready the file is no longer served; the report still says it succeeded.
    await http.advance(10 * 60_000 + 1000);
    expect(
      (await fetch(url, { headers: { authorization: `Bearer ${http.api.tokens.company}` } })).status,
    ).toBe(404);
    expect((await http.call('GET', `/v1/reports/${requestUuid}`)).body.status).toBe('succeeded');
  });
});
