import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Company attachments over HTTP (UPSTREAM-3 N.4, DECISIONS 75): a tax notice uploaded as
 * multipart (201), listed, read, its download URL and the file it names; every refusal on its
 * field; a body over 11 MiB refused with 413 before it is read as a form; another company's 404.
 */

const http = demoHttpForEachTest({ employees: 1 });

async function upload(parts: Record<string, string | File>, token: string = http.api.tokens.company) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  const response = await fetch(`${http.origin}/v1/companies/${http.company}/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ApiJson };
}

const pdf = (name = 'notice.pdf', bytes = 1024) =>
  new File([new Uint8Array(bytes).fill(37)], name, { type: 'application/pdf' });

describe('company attachments (UPSTREAM-3 N.4)', () => {
  it('uploads a tax notice, lists and reads it, and serves its file at its download URL', async () => {
    const made = await upload({ document: pdf('CA notice.pdf'), category: 'gep_notice' });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      uuid: expect.any(String),
      name: 'CA notice.pdf',
      category: 'gep_notice',
      upload_time: '2026-06-15T16:00:00.000Z',
    });
    await upload({ document: pdf('policy.pdf'), category: 'compliance' });
    const list = await http.call('GET', `/v1/companies/${http.company}/attachments`);
    expect((list.body as ApiJson[]).map((a) => a.name)).toEqual(['policy.pdf', 'CA notice.pdf']);
    const item = `/v1/companies/${http.company}/attachments/${made.body.uuid}`;
    expect((await http.call('GET', item)).body).toEqual(made.body);
    const { body: link } = await http.call('GET', `${item}/download_url`);
    expect(link.url).toBe(`${http.origin}${item}/file`);
    const file = await fetch(link.url as string, {
      headers: { authorization: `Bearer ${http.api.tokens.company}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(1024).fill(37));
  });

  it('refuses a missing document, a file type it does not take, a bad category and an unknown part', async () => {
    const none = await upload({ category: 'gep_notice' });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([
      { error_key: 'base', category: 'missing_parameter', message: "'document' is required" },
    ]);
    const bad = await upload({ document: pdf('run.exe'), category: 'other', note: 'x' });
    expect(bad.status).toBe(422);
    expect((bad.body.errors as ApiJson[]).map((e) => [e.error_key, e.category])).toEqual([
      ['note', 'invalid_attribute_value'],
      ['file', 'invalid_attribute_value'],
      ['category', 'invalid_attribute_value'],
    ]);
    const json = await http.call('POST', `/v1/companies/${http.company}/attachments`, {
      category: 'compliance',
    });
    expect(json.status).toBe(415);
    expect((await http.call('GET', `/v1/companies/${http.company}/attachments`)).body).toEqual([]);
  });

  it('takes a 10 MiB document, refuses one just over it on its field and a body over 11 MiB with 413', async () => {
    const mib = 1024 * 1024;
    expect((await upload({ document: pdf('big.pdf', 10 * mib), category: 'compliance' })).status).toBe(201);
    const over = await upload({ document: pdf('bigger.pdf', 10 * mib + 1), category: 'compliance' });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual([expect.objectContaining({ error_key: 'document' })]);
    const huge = await upload({ document: pdf('huge.pdf', 11 * mib + 1), category: 'compliance' });
    expect(huge.status).toBe(413);
  });

  it('answers another company’s token with 404', async () => {
    const made = await upload({ document: pdf(), category: 'gep_notice' });
    const other = await http.call(
      'POST',
      '/v1/partner_managed_companies',
      {
        user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
        company: { name: 'Langley Analytics LLC' },
      },
      http.api.tokens.system,
    );
    const token = other.body.access_token as string;
    const item = `/v1/companies/${http.company}/attachments/${made.body.uuid}`;
    expect((await http.call('GET', item, undefined, token)).status).toBe(404);
    expect((await http.call('GET', `${item}/download_url`, undefined, token)).status).toBe(404);
    expect((await upload({ document: pdf(), category: 'gep_notice' }, token)).status).toBe(404);
  });
});
