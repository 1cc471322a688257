import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Information requests over HTTP (UPSTREAM-3 L.5, DECISIONS 66): the demo's control opens one
 * (`pending_response`; blocking payroll when it says so); the company submits a text for each text
 * question and a PDF, PNG or JPEG `data:` URL of at most 10 MiB with its name for each document
 * question, every problem refused at once nested on `required_questions` with the question's uuid;
 * a submission moves it to `pending_review`, and the demo approves it at 16:00 Pacific the next
 * business day, when the `pending_information_request` blocker goes.
 */

// Monday 15 June 2026, 09:00 in California (the harness's pinned clock).
const http = demoHttpForEachTest({ employees: 2 });

const list = () => `/v1/companies/${http.company}/information_requests`;
const open = (body: unknown) =>
  http.call('POST', `/__demo/companies/${http.company}/information_requests`, body, null);
const submitPath = (uuid: string) => `/v1/information_requests/${uuid}/submit`;
const blockerKeys = async () =>
  (await http.call('GET', `/v1/companies/${http.company}/payrolls/blockers`)).body.map((b: ApiJson) => b.key);

/** A PUT with the company token and an Idempotency-Key, its body sent as given. */
async function submitWithKey(uuid: string, body: unknown, key: string) {
  const response = await fetch(`${http.origin}${submitPath(uuid)}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${http.api.tokens.company}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** A blocking request with a text question and a document question. */
async function blockingRequest(): Promise<{ request: ApiJson; text: string; document: string }> {
  const opened = await open({
    type: 'account_protection',
    blocking_payroll: true,
    questions: [
      { question_text: 'What does the company sell?', response_type: 'text' },
      { question_text: 'Upload a recent bank statement.', response_type: 'document' },
    ],
  });
  expect(opened.status).toBe(201);
  const [text, document] = opened.body.required_questions.map((q: ApiJson) => q.question_uuid);
  return { request: opened.body, text, document };
}

const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4 statement').toString('base64')}`;

describe('information requests (DECISIONS 66)', () => {
  it('none by default; the control opens one that blocks payroll, listed with its questions', async () => {
    expect((await http.call('GET', list())).body).toEqual([]);
    expect(await blockerKeys()).not.toContain('pending_information_request');
    const { request } = await blockingRequest();
    expect(request).toEqual({
      uuid: expect.any(String),
      company_uuid: http.company,
      type: 'account_protection',
      status: 'pending_response',
      blocking_payroll: true,
      required_questions: [
        {
          question_uuid: expect.any(String),
          question_text: 'What does the company sell?',
          response_type: 'text',
        },
        {
          question_uuid: expect.any(String),
          question_text: 'Upload a recent bank statement.',
          response_type: 'document',
        },
      ],
    });
    expect((await http.call('GET', list())).body).toEqual([request]);
    expect(await blockerKeys()).toContain('pending_information_request');
    // One that does not block payroll leaves the blockers as they were.
    const quiet = await open({ questions: [{ question_text: 'Your website?', response_type: 'text' }] });
    expect(quiet.body).toMatchObject({ type: null, blocking_payroll: false, status: 'pending_response' });
  });

  it('the control refuses a bad type, no questions, and a bad question on its field; unknown company 404', async () => {
    const bad = await open({
      type: 'gossip',
      blocking_payroll: 'yes',
      questions: [
        { question_text: ' ', response_type: 'text' },
        { question_text: 'Hi', response_type: 'video' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ error_key: 'type', category: 'invalid_attribute_value' }),
      expect.objectContaining({ error_key: 'blocking_payroll', category: 'invalid_attribute_value' }),
      expect.objectContaining({
        error_key: 'questions',
        category: 'nested_errors',
        idx: 0,
        errors: [
          expect.objectContaining({ error_key: 'question_text', category: 'invalid_attribute_value' }),
        ],
      }),
      expect.objectContaining({
        error_key: 'questions',
        category: 'nested_errors',
        idx: 1,
        errors: [
          expect.objectContaining({ error_key: 'response_type', category: 'invalid_attribute_value' }),
        ],
      }),
    ]);
    expect((await open({})).body.errors).toEqual([
      expect.objectContaining({ error_key: 'questions', category: 'missing_parameter' }),
    ]);
    const unknown = await http.call(
      'POST',
      '/__demo/companies/no-such-company/information_requests',
      {},
      null,
    );
    expect(unknown.status).toBe(404);
    expect((await http.call('GET', list())).body).toEqual([]);
  });

  it('refuses each missing or malformed answer nested on required_questions with the question’s uuid', async () => {
    const { request, text, document } = await blockingRequest();
    const refusedWith = async (answers: unknown[]) => {
      const res = await http.call('PUT', submitPath(request.uuid), { required_questions: answers });
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    const textAnswer = { question_uuid: text, response_type: 'text', text_response: 'Bicycles' };
    const nested = (question: string, key: string, category = 'invalid_attribute_value') =>
      expect.objectContaining({
        error_key: 'required_questions',
        category: 'nested_errors',
        metadata: { question_uuid: question },
        errors: [expect.objectContaining({ error_key: key, category })],
      });
    // Nothing answered: both questions, each on its own uuid.
    expect(await refusedWith([])).toEqual([nested(text, 'question_uuid'), nested(document, 'question_uuid')]);
    // A blank text, and a file that is not a data: URL.
    expect(
      await refusedWith([
        { question_uuid: text, response_type: 'text', text_response: '   ' },
        {
          question_uuid: document,
          response_type: 'document',
          file_response: 'statement.pdf',
          file_name: 'statement.pdf',
        },
      ]),
    ).toEqual([nested(text, 'text_response'), nested(document, 'file_response')]);
    // Another type than PDF, PNG or JPEG; no file name; malformed base64.
    const docWith = (file_response: string, file_name?: string) => [
      textAnswer,
      {
        question_uuid: document,
        response_type: 'document',
        file_response,
        ...(file_name ? { file_name } : {}),
      },
    ];
    expect(await refusedWith(docWith('data:text/plain;base64,aGk=', 'notes.txt'))).toEqual([
      nested(document, 'file_response'),
    ]);
    expect(await refusedWith(docWith(PDF))).toEqual([nested(document, 'file_name')]);
    expect(await refusedWith(docWith('data:application/pdf;base64,abc', 'statement.pdf'))).toEqual([
      nested(document, 'file_response'),
    ]);
    // A question of another request, and a document question answered as text.
    expect(
      await refusedWith([
        textAnswer,
        { question_uuid: document, response_type: 'text', text_response: 'see email' },
        { question_uuid: 'not-a-question', response_type: 'text', text_response: 'x' },
      ]),
    ).toEqual([nested('not-a-question', 'question_uuid'), nested(document, 'response_type')]);
    // Nothing changed.
    expect((await http.call('GET', list())).body[0].status).toBe('pending_response');
  });

  it('refuses a file over 10 MiB decoded (the route admits 14 MiB bodies), and a body over 14 MiB with 413', async () => {
    const { request, text, document } = await blockingRequest();
    const tooBig = `data:image/png;base64,${Buffer.alloc(10 * 1024 * 1024 + 3).toString('base64')}`;
    const body = {
      required_questions: [
        { question_uuid: text, response_type: 'text', text_response: 'Bicycles' },
        { question_uuid: document, response_type: 'document', file_response: tooBig, file_name: 'scan.png' },
      ],
    };
    const refused = await http.call('PUT', submitPath(request.uuid), body);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        metadata: { question_uuid: document },
        errors: [
          expect.objectContaining({ error_key: 'file_response', category: 'invalid_attribute_value' }),
        ],
      }),
    ]);
    const over = await http.call('PUT', submitPath(request.uuid), { padding: 'x'.repeat(14 * 1024 * 1024) });
    expect(over.status).toBe(413);
    // 1 MiB stays the limit of every other route.
    const elsewhere = await http.call('PUT', `/v1/companies/${http.company}`, {
      name: 'x'.repeat(1024 * 1024),
    });
    expect(elsewhere.status).toBe(413);
  });

  it('a persona or radio button question cannot be answered through the API', async () => {
    const opened = await open({
      blocking_payroll: true,
      questions: [
        { question_text: 'Verify your identity.', response_type: 'persona' },
        { question_text: 'Is this your business?', response_type: 'radio_button' },
      ],
    });
    const [persona, radio] = opened.body.required_questions.map((q: ApiJson) => q.question_uuid);
    const refused = await http.call('PUT', submitPath(opened.body.uuid), { required_questions: [] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual(
      [persona, radio].map((question_uuid) =>
        expect.objectContaining({
          error_key: 'required_questions',
          category: 'nested_errors',
          metadata: { question_uuid },
          errors: [expect.objectContaining({ error_key: 'response_type', category: 'invalid_operation' })],
        }),
      ),
    );
    // The demo's control approves it (answered outside the API); then it no longer blocks.
    const approved = await http.call(
      'PUT',
      `/__demo/information_requests/${opened.body.uuid}/approve`,
      undefined,
      null,
    );
    expect(approved.body.status).toBe('approved');
    expect(await blockerKeys()).not.toContain('pending_information_request');
  });

  it('answered: in review, a resent submission replayed, another refused; approved the next business day', async () => {
    const { request, text, document } = await blockingRequest();
    const body = {
      required_questions: [
        { question_uuid: text, response_type: 'text', text_response: ' Bicycles and repairs ' },
        {
          question_uuid: document,
          response_type: 'document',
          file_response: PDF,
          file_name: 'statement.pdf',
        },
      ],
    };
    const answered = await submitWithKey(request.uuid, body, 'answer-1');
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({ ...request, status: 'pending_review' });
    const replayed = await submitWithKey(request.uuid, body, 'answer-1');
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(answered.body);
    const again = await submitWithKey(request.uuid, body, 'answer-2');
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([
      expect.objectContaining({ error_key: 'base', category: 'invalid_operation' }),
    ]);
    // In review, payroll is still blocked.
    expect(await blockerKeys()).toContain('pending_information_request');
    // Tue 16 June, 16:00 Pacific (23:00 UTC): approved.
    const now = Date.parse((await http.call('POST', '/__demo/clock/advance', { ms: 0 }, null)).body.now);
    await http.advance(Date.parse('2026-06-16T23:00:00Z') - now - 1000);
    expect((await http.call('GET', list())).body[0].status).toBe('pending_review');
    await http.advance(1000);
    expect((await http.call('GET', list())).body[0].status).toBe('approved');
    expect(await blockerKeys()).not.toContain('pending_information_request');
    const twice = await http.call(
      'PUT',
      `/__demo/information_requests/${request.uuid}/approve`,
      undefined,
      null,
    );
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
  });

  it('a second submission with the key while the first runs: 409; another company’s request: 404', async () => {
    await http.restart({ employees: 2, latencyMs: 50 });
    const { request, text, document } = await blockingRequest();
    const body = {
      required_questions: [
        { question_uuid: text, response_type: 'text', text_response: 'Bicycles' },
        {
          question_uuid: document,
          response_type: 'document',
          file_response: PDF,
          file_name: 'statement.pdf',
        },
      ],
    };
    const [a, b] = await Promise.all([
      submitWithKey(request.uuid, body, 'same-key'),
      submitWithKey(request.uuid, body, 'same-key'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body.errors[0]).toMatchObject({ category: 'duplicate_operation' });
    expect((await http.call('PUT', submitPath('no-such-request'), body)).status).toBe(404);
  });
});
