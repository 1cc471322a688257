import { describe, expect, it } from 'vitest';
import { addLocation, setStateTaxRequirements } from '../../support/companies';
import { payrollAwaitingWire, processedPayroll } from '../../support/payrollMoney';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Notifications over HTTP (UPSTREAM-3 N.3, DECISIONS 74): one model every cause feeds. An
 * information request, a returned company debit, a payroll awaiting its wire and a form made after
 * onboarding each raise one (`open`, `notification.{category}.created`); resolving the cause
 * resolves it (`.resolved`), and one whose `due_at` passes first expires (`.expired`).
 */

// Monday 15 June 2026, 09:00 in California (the harness's pinned clock).
const http = demoHttpForEachTest({ employees: 3 });

const list = (query = '') => `/v1/companies/${http.company}/notifications${query}`;
const listed = async (query = '') => (await http.call('GET', list(query))).body as ApiJson[];
const eventTypes = async () =>
  (
    (await http.call('GET', '/v1/events?limit=100&sort_order=desc', undefined, http.api.tokens.system))
      .body as ApiJson[]
  )
    .filter((e) => e.entity_type === 'Notification')
    .map((e) => `${e.event_type} ${e.entity_uuid}`);

async function openRequest(): Promise<ApiJson> {
  const opened = await http.call(
    'POST',
    `/__demo/companies/${http.company}/information_requests`,
    {
      blocking_payroll: true,
      questions: [{ question_text: 'What does the company sell?', response_type: 'text' }],
    },
    null,
  );
  expect(opened.status).toBe(201);
  return opened.body;
}

describe('notifications (DECISIONS 74)', () => {
  it('an information request raises one; answered, it is resolved; filtered by status; one read by uuid', async () => {
    expect(await listed()).toEqual([]);
    const request = await openRequest();
    const [raised] = await listed();
    expect(raised).toEqual({
      uuid: expect.any(String),
      company_uuid: http.company,
      title: expect.any(String),
      message: expect.stringContaining('payroll'),
      status: 'open',
      category: 'information_request',
      actionable: true,
      can_block_payroll: true,
      published_at: '2026-06-15T16:00:00.000Z',
      due_at: null,
      template_variables: { information_request_uuid: request.uuid },
      resources: [],
    });
    expect((await http.call('GET', `/v1/notifications/${raised.uuid}`)).body).toEqual(raised);
    expect(await eventTypes()).toEqual([`notification.information_request.created ${raised.uuid}`]);

    const answered = await http.call('PUT', `/v1/information_requests/${request.uuid}/submit`, {
      required_questions: [
        {
          question_uuid: request.required_questions[0].question_uuid,
          response_type: 'text',
          text_response: 'Bikes',
        },
      ],
    });
    expect(answered.status).toBe(200);
    expect(await listed('?status=open')).toEqual([]);
    expect(await listed('?status=resolved')).toEqual([{ ...raised, status: 'resolved' }]);
    expect(await eventTypes()).toContain(`notification.information_request.resolved ${raised.uuid}`);

    const bad = await http.call('GET', list('?status=dismissed'));
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ error_key: 'status', category: 'invalid_parameter' });
    expect((await http.call('GET', '/v1/notifications/no-such-notification')).status).toBe(404);
  });

  it('a returned debit raises one naming its case and payroll, resolved once recovered; newest first', async () => {
    const payrollUuid = await processedPayroll(http, (ms) => http.advance(ms));
    const request = await openRequest();
    const opened = (
      await http.call('POST', `/__demo/payrolls/${payrollUuid}/fail_debit`, { code: 'R01' }, null)
    ).body;
    const [debit, asked] = await listed();
    expect(asked).toMatchObject({
      category: 'information_request',
      template_variables: { information_request_uuid: request.uuid },
    });
    expect(debit).toMatchObject({
      status: 'open',
      category: 'bank_error.company_ach_debit_failure',
      can_block_payroll: true,
      due_at: null,
      template_variables: {
        error_code: 'R01',
        amount_outstanding: opened.amount_outstanding,
        check_date: opened.check_date,
      },
      resources: [
        { entity_type: 'RecoveryCase', entity_uuid: opened.uuid },
        { entity_type: 'Payroll', entity_uuid: payrollUuid },
      ],
    });
    expect((await http.call('PUT', `/v1/recovery_cases/${opened.uuid}/redebit`)).status).toBe(202);
    // Redebited, the funds are not yet collected: still open.
    expect((await listed('?status=open')).map((n) => n.uuid)).toContain(debit.uuid);
    await http.advance(8 * 24 * 60 * 60 * 1000);
    expect((await http.call('GET', `/v1/notifications/${debit.uuid}`)).body.status).toBe('resolved');
    expect(await eventTypes()).toEqual(
      expect.arrayContaining([
        `notification.bank_error.company_ach_debit_failure.created ${debit.uuid}`,
        `notification.bank_error.company_ach_debit_failure.resolved ${debit.uuid}`,
      ]),
    );
  });

  it('a payroll awaiting its wire raises one due at the deadline: resolved once sent, expired when unpaid', async () => {
    const { wire, payrollUuid } = await payrollAwaitingWire(http, (ms) => http.advance(ms));
    const full = (await http.call('GET', `/v1/wire_in_requests/${wire.uuid}`)).body;
    const [awaiting] = await listed('?status=open');
    expect(awaiting).toMatchObject({
      category: 'wire_in_request',
      due_at: full.wire_in_deadline,
      template_variables: {
        requested_amount: wire.requested_amount,
        wire_in_deadline: full.wire_in_deadline,
        unique_tracking_code: full.unique_tracking_code,
      },
      resources: [
        { entity_type: 'Wire In Request', entity_uuid: wire.uuid },
        { entity_type: 'Payroll', entity_uuid: payrollUuid },
      ],
    });
    const sent = await http.call('PUT', `/v1/wire_in_requests/${wire.uuid}`, {
      date_sent: '2026-06-15',
      bank_name: 'First Bank',
      amount_sent: wire.requested_amount,
    });
    expect(sent.status).toBe(200);
    expect((await http.call('GET', `/v1/notifications/${awaiting.uuid}`)).body.status).toBe('resolved');
  });

  it('a wire never sent: its notification expires at the deadline', async () => {
    const { wire } = await payrollAwaitingWire(http, (ms) => http.advance(ms));
    const [awaiting] = await listed('?status=open');
    const now = Date.parse((await http.call('POST', '/__demo/clock/advance', { ms: 0 }, null)).body.now);
    await http.advance(Date.parse(awaiting.due_at) - now + 1000);
    expect((await http.call('GET', `/v1/wire_in_requests/${wire.uuid}`)).body.status).toBe('canceled');
    expect(await listed('?status=expired')).toEqual([{ ...awaiting, status: 'expired' }]);
    expect(await eventTypes()).toContain(`notification.wire_in_request.expired ${awaiting.uuid}`);
  });

  it('a form made after onboarding raises sign_company_documents; signed, it is resolved', async () => {
    await addLocation(http);
    await setStateTaxRequirements(http);
    const [sign] = await listed('?status=open');
    expect(sign).toMatchObject({
      category: 'sign_company_documents',
      can_block_payroll: false,
      template_variables: { unsigned_forms: '1' },
      resources: [{ entity_type: 'Signatory', entity_uuid: expect.any(String) }],
    });
    const forms = (await http.call('GET', `/v1/companies/${http.company}/forms`)).body as ApiJson[];
    const unsigned = forms.filter((f) => f.requires_signing);
    expect(unsigned.map((f) => f.name)).toEqual(['tx_state_registration']);
    const signed = await http.call('PUT', `/v1/forms/${unsigned[0].uuid}/sign`, {
      signature_text: 'Mary Jackson',
      agree: true,
      signed_by_ip_address: '203.0.113.9',
    });
    expect(signed.status).toBe(200);
    expect((await http.call('GET', `/v1/notifications/${sign.uuid}`)).body.status).toBe('resolved');
    // Reading again raises nothing new: every form is signed.
    expect(await listed('?status=open')).toEqual([]);
  });
});
