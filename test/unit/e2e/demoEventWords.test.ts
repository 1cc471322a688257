// The `npm start` demo's Live updates list one submission's events in words (issue 47): the
// service's events of one submitted payroll, read as the panel reads them, say "Payroll
// submitted" once, and each of them in words of its own.
import { expect, test } from 'vitest';
import { createDemoApi } from '../../../src/testing';
import { eventWords } from '../../../demo/usePageEvents';
import { call, fixedNow, type ApiJson } from '../demo-api/request';

test('one submitted payroll reads "Payroll submitted" once in Live updates', async () => {
  const api = createDemoApi({ now: fixedNow(), employees: 3 });
  const list = await call(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/payrolls?processing_statuses=unprocessed`,
  );
  const path = `/v1/companies/${api.companyUuid}/payrolls/${list.body[0].uuid}`;
  await call(api, 'PUT', `${path}/prepare`);
  expect((await call(api, 'PUT', `${path}/calculate`)).status).toBe(202);
  await api.clock.advance(1000);
  expect((await call(api, 'PUT', `${path}/submit`)).status).toBe(202);
  await api.clock.advance(2000);

  const events = await call(api, 'GET', '/v1/events?limit=100', { token: api.tokens.system });
  const submission = (events.body as ApiJson[])
    .map((event) => event.event_type as string)
    .filter((type) => ['payroll.submitted', 'payroll.processed', 'payroll.paid'].includes(type));
  expect(new Set(submission)).toEqual(new Set(['payroll.submitted', 'payroll.processed', 'payroll.paid']));
  const words = submission.map(eventWords);
  expect(words.filter((line) => line === 'Payroll submitted')).toHaveLength(1);
  expect(new Set(words).size).toBe(words.length);
});
