import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';

/*
 * A flow link's life over HTTP (UPSTREAM-3 N.8, DECISIONS 75), by the service's clock: its page
 * (opened without a token) answers what it opens while the link lives; an hour without an opening
 * expires it (each opening restarts the hour), and so does a day from its creation however often
 * it is opened: 410 `flow_link_expired`; a new link works at once; a token never given out, 404.
 */

const http = demoHttpForEachTest({ employees: 1 });
const MINUTE = 60 * 1000;

async function newLink(flowType = 'run_payroll') {
  const made = await http.call('POST', `/v1/companies/${http.company}/flows`, { flow_type: flowType });
  expect(made.status).toBe(201);
  return new URL(made.body.url as string).pathname;
}

/** Opens the link's page as the person would: no bearer token. */
async function open(path: string) {
  const response = await fetch(`${http.origin}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('flow link expiry (UPSTREAM-3 N.8)', () => {
  it('expires after an hour idle, each opening restarting the hour', async () => {
    const path = await newLink();
    await http.advance(59 * MINUTE);
    const opened = await open(path);
    expect(opened).toEqual({
      status: 200,
      body: {
        flow_type: 'run_payroll',
        company_uuid: http.company,
        employee_uuid: null,
        expires_at: new Date(Date.parse('2026-06-15T16:00:00.000Z') + 119 * MINUTE).toISOString(),
      },
    });
    await http.advance(59 * MINUTE);
    expect((await open(path)).status).toBe(200);
    await http.advance(60 * MINUTE);
    const expired = await open(path);
    expect(expired.status).toBe(410);
    expect(expired.body.errors).toEqual([
      {
        error_key: 'base',
        category: 'flow_link_expired',
        message: 'This link has expired. Ask for a new one.',
      },
    ]);
    // Regenerated any time: the new link works at once.
    expect((await open(await newLink())).status).toBe(200);
  });

  it('expires a day after its creation however often it is opened, and knows no other token', async () => {
    const path = await newLink('add_addresses,add_employees');
    // Opened every 50 minutes (never an hour idle) until 23 h 20 min, then at 23 h 59 min.
    for (let opening = 1; opening <= 28; opening += 1) {
      await http.advance(50 * MINUTE);
      expect((await open(path)).status, `opened after ${opening * 50} minutes`).toBe(200);
    }
    await http.advance(39 * MINUTE);
    const last = await open(path);
    expect(last.status).toBe(200);
    expect(last.body.expires_at).toBe(
      new Date(Date.parse('2026-06-15T16:00:00.000Z') + 24 * 60 * MINUTE).toISOString(),
    );
    await http.advance(MINUTE);
    expect((await open(path)).status).toBe(410);
    expect((await open('/flows/never-given-out')).status).toBe(404);
  });
});
