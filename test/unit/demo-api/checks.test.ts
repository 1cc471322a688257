import { describe, expect, it } from 'vitest';
import { processedPayroll } from '../../support/payrollMoney';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Printable payroll checks over HTTP (UPSTREAM-3 M.8, DECISIONS 72): a processed payroll's
 * employees paid by check get one check each, numbered from the company's numbering (1001 first)
 * or, on bottom stock, from the starting number sent; the document is `pending`, then `succeeded`
 * two seconds later with one PDF, a check a page (payee, amount in figures and words, check date,
 * the stub's lines, and on bottom stock the company's routing and account numbers). Refusals on
 * their fields; a payroll not processed on `base`; the request replayed by its Idempotency-Key.
 */

// Monday 15 June 2026, 09:00 in California (the harness's pinned clock).
const http = demoHttpForEachTest({ employees: 4 });

const print = (payrollUuid: string, body: unknown) =>
  http.call('POST', `/v1/payrolls/${payrollUuid}/generated_documents/printable_payroll_checks`, body);
const documentOf = (requestUuid: string) =>
  http.call('GET', `/v1/generated_documents/printable_payroll_checks/${requestUuid}`);

/** A processed payroll and the employees it pays by check, in its rows' order. */
async function paidByCheck(): Promise<{ uuid: string; rows: ApiJson[] }> {
  const uuid = await processedPayroll(http, (ms) => http.advance(ms));
  const payroll = (await http.call('GET', `/v1/companies/${http.company}/payrolls/${uuid}?per=100`)).body;
  const rows = payroll.employee_compensations.filter(
    (row: ApiJson) => row.payment_method === 'Check' && !row.excluded,
  );
  expect(rows.length).toBeGreaterThan(0);
  return { uuid, rows };
}

/** The text of a data-URL PDF. */
const pdfText = (url: string) => {
  expect(url.startsWith('data:application/pdf;base64,')).toBe(true);
  return atob(url.slice('data:application/pdf;base64,'.length));
};

describe('printable payroll checks (DECISIONS 72)', () => {
  it('prints a check for each employee paid by check; the document is ready two seconds later', async () => {
    const { uuid, rows } = await paidByCheck();
    const printed = await print(uuid, { printing_format: 'top' });
    expect(printed.status).toBe(200);
    expect(printed.body).toEqual({
      payroll_uuid: uuid,
      printing_format: 'top',
      starting_check_number: null,
      request_uuid: expect.any(String),
      status: 'pending',
      employee_check_number_mapping: rows.map((row, i) => ({
        employee_uuid: row.employee_uuid,
        check_number: 1001 + i,
      })),
    });
    const pending = await documentOf(printed.body.request_uuid);
    expect(pending.body).toEqual({
      request_uuid: printed.body.request_uuid,
      status: 'pending',
      document_urls: [],
    });
    await http.advance(2000);
    const done = (await documentOf(printed.body.request_uuid)).body;
    expect(done.status).toBe('succeeded');
    expect(done.document_urls).toHaveLength(1);
    const text = pdfText(done.document_urls[0]);
    expect(text).toContain(`/Count ${rows.length}`);
    expect(text).toContain('Check 1001');
    expect(text).toContain('Check 1001    2026-06-24');
    // Hand-checked: the first check pays $1,787.27, written out on the check's legal line.
    expect(rows[0].check_amount).toBe('1787.27');
    expect(text).toContain('$1787.27');
    expect(text).toContain('One thousand seven hundred eighty-seven and 27/100 dollars');
    expect(text).not.toContain('Routing');
    // The one document type there is; another names nothing.
    expect((await http.call('GET', `/v1/generated_documents/w2s/${printed.body.request_uuid}`)).status).toBe(
      404,
    );
  });

  it('bottom stock starts where asked and shows the bank numbers; the next print goes on after it', async () => {
    const { uuid, rows } = await paidByCheck();
    const bottom = await print(uuid, { printing_format: 'bottom', starting_check_number: 5001 });
    expect(bottom.body).toMatchObject({ printing_format: 'bottom', starting_check_number: 5001 });
    expect(bottom.body.employee_check_number_mapping[0].check_number).toBe(5001);
    await http.advance(2000);
    const text = pdfText((await documentOf(bottom.body.request_uuid)).body.document_urls[0]);
    expect(text).toMatch(/Routing \d{9}\s+Account \d+\s+Check 5001/);
    const next = await print(uuid, { printing_format: 'top' });
    expect(next.body.employee_check_number_mapping[0].check_number).toBe(5001 + rows.length);
  });

  it('refuses a bad body on its field, a payroll not processed on base; replays by Idempotency-Key', async () => {
    const { uuid } = await paidByCheck();
    const onTop = await print(uuid, { printing_format: 'top', starting_check_number: 10 });
    expect(onTop.status).toBe(422);
    expect(onTop.body.errors).toEqual([
      expect.objectContaining({ error_key: 'starting_check_number', category: 'invalid_attribute_value' }),
    ]);
    const bad = await print(uuid, { printing_format: 'middle', starting_check_number: -1 });
    expect(bad.body.errors.map((e: ApiJson) => [e.error_key, e.category])).toEqual([
      ['printing_format', 'invalid_attribute_value'],
      ['starting_check_number', 'invalid_attribute_value'],
    ]);
    expect((await print(uuid, {})).body.errors[0]).toMatchObject({
      error_key: 'printing_format',
      category: 'missing_parameter',
    });
    const unprocessed = (
      await http.call('GET', `/v1/companies/${http.company}/payrolls?processing_statuses=unprocessed`)
    ).body[0];
    const early = await print(unprocessed.uuid, { printing_format: 'top' });
    expect(early.status).toBe(422);
    expect(early.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    expect((await print('no-such-payroll', { printing_format: 'top' })).status).toBe(404);

    const send = () =>
      fetch(`${http.origin}/v1/payrolls/${uuid}/generated_documents/printable_payroll_checks`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${http.api.tokens.company}`,
          'content-type': 'application/json',
          'idempotency-key': 'print-june-24',
        },
        body: JSON.stringify({ printing_format: 'top' }),
      });
    const first = await (await send()).json();
    const again = await send();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    // Refused and replayed prints numbered nothing: the next one goes on after the first.
    const next = await print(uuid, { printing_format: 'top' });
    expect(next.body.employee_check_number_mapping[0].check_number).toBe(
      first.employee_check_number_mapping.at(-1).check_number + 1,
    );
    expect(first.employee_check_number_mapping[0].check_number).toBe(1001);
  });
});
