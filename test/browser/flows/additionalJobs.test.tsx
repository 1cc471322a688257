import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { JobCompensation } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { demoAdmin } from '../../support/demoAdmin';
import { addEmployee, addJob, setPay } from '../../support/employees';
import { renderWithDemo, type DemoApi } from './renderWithDemo';
import { callDemo, expectErrorOn, proxyFetch } from './taxPayHelpers';

type Tamper = (method: string, path: string, body: Record<string, unknown>) => Record<string, unknown>;
type Pay = { payment_unit: string; flsa_status: string; rate: string };

const HOURLY: Pay = { rate: '32.50', payment_unit: 'Hour', flsa_status: 'Nonexempt' };
const SALARIED: Pay = { rate: '85000.00', payment_unit: 'Year', flsa_status: 'Exempt' };

/** A new employee with one job, "Analyst", paid as given; set up through the demo service. */
async function employeeWithJob(api: DemoApi, pay: Pay): Promise<string> {
  const admin = demoAdmin(api);
  const { uuid: employeeId } = await addEmployee(admin);
  const job = await addJob(admin, employeeId);
  await setPay(admin, job.current_compensation_uuid, pay);
  return employeeId;
}

async function jobsOf(api: DemoApi, employeeId: string) {
  const { body } = await callDemo(api, 'GET', `/v1/employees/${employeeId}/jobs`);
  return body as Array<{
    title: string;
    primary: boolean;
    rate: string;
    payment_unit: string;
    current_compensation_uuid: string;
    compensations: Array<{ uuid: string; flsa_status: string }>;
  }>;
}

async function setUp(pay: Pay, wrap: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch = (f) => f) {
  const api = createDemoApi();
  const employeeId = await employeeWithJob(api, pay);
  const onComplete = vi.fn();
  const onEvent = vi.fn();
  let tamper: Tamper | undefined;
  const { screen } = await renderWithDemo(
    <JobCompensation
      companyId={api.companyUuid}
      employeeId={employeeId}
      onComplete={onComplete}
      onEvent={onEvent}
    />,
    {
      api,
      fetch: wrap(proxyFetch(api, (method, path, body) => (tamper ? tamper(method, path, body) : body))),
    },
  );
  // The step has loaded the primary job before any section is looked at.
  await expect.element(screen.getByRole('textbox', { name: /^Job title/ })).toHaveValue('Analyst');
  const section = screen.getByRole('region', { name: 'Add another job' });
  const fields = {
    section,
    title: section.getByRole('textbox', { name: /New job title/ }),
    hired: section.getByLabelText(/New job hire date/),
    rate: section.getByRole('textbox', { name: /New job hourly rate/ }),
    add: section.getByRole('button', { name: 'Add job' }),
  };
  const setTamper = (next: Tamper | undefined) => {
    tamper = next;
  };
  return { api, employeeId, onComplete, onEvent, screen, setTamper, ...fields };
}

test('an hourly employee adds a second, hourly job; the same title again is refused on the title field', async () => {
  const { api, employeeId, onComplete, onEvent, screen, section, title, hired, rate, add } =
    await setUp(HOURLY);

  // The form's own rules first: nothing is sent.
  await userEvent.fill(rate, '12,5x');
  await userEvent.click(add);
  await expectErrorOn(title, 'This field is required.');
  await expectErrorOn(rate, 'Enter an amount in dollars and cents, like 1250.00.');
  expect(await jobsOf(api, employeeId)).toHaveLength(1);

  await userEvent.fill(title, 'Barista');
  await userEvent.fill(hired, '2026-07-01');
  await userEvent.fill(rate, '18.50');
  await userEvent.click(add);

  // A polite status names the job, focus stays on the add button, the form is empty again.
  await expect.element(section.getByRole('status')).toHaveTextContent('Added the job Barista.');
  await expect.element(add).toHaveFocus();
  await expect.element(title).toHaveValue('');
  await expect.element(rate).toHaveValue('');
  // The service holds two jobs; the new one is paid by the hour, non-exempt, at the typed rate.
  const jobs = await jobsOf(api, employeeId);
  expect(jobs.map((job) => job.title)).toEqual(['Analyst', 'Barista']);
  const barista = jobs[1]!;
  expect(barista).toMatchObject({ primary: false, rate: '18.50', payment_unit: 'Hour' });
  expect(barista.compensations.find((c) => c.uuid === barista.current_compensation_uuid)).toMatchObject({
    flsa_status: 'Nonexempt',
  });
  // It is listed with the other jobs; the step itself is not completed by adding a job.
  await expect
    .element(screen.getByRole('region', { name: 'Other jobs' }))
    .toHaveTextContent('Barista: $18.50 per Hour');
  expect(onEvent).toHaveBeenCalledWith('employee.updated', { employeeId });
  expect(onComplete).not.toHaveBeenCalled();

  // The same title again (any case): the service's refusal lands on the title field, values stay.
  await userEvent.fill(title, 'barista');
  await userEvent.fill(hired, '2026-08-01');
  await userEvent.fill(rate, '20.00');
  await userEvent.click(add);
  await expectErrorOn(title, 'Employee cannot have two jobs with the same title.');
  await expect.element(title).toHaveFocus();
  await expect.element(title).toHaveValue('barista');
  await expect.element(hired).toHaveValue('2026-08-01');
  await expect.element(rate).toHaveValue('20.00');
  await expect.element(section.getByRole('status')).not.toBeInTheDocument();
  expect(await jobsOf(api, employeeId)).toHaveLength(2);
});

test('a salaried employee sees why there is no other job instead of the add form', async () => {
  const api = createDemoApi();
  const employeeId = await employeeWithJob(api, SALARIED);
  const { screen } = await renderWithDemo(
    <JobCompensation companyId={api.companyUuid} employeeId={employeeId} onComplete={vi.fn()} />,
    { api },
  );
  await expect.element(screen.getByRole('textbox', { name: /^Job title/ })).toHaveValue('Analyst');
  const section = screen.getByRole('region', { name: 'Add another job' });
  await expect
    .element(section)
    .toHaveTextContent(
      'Only employees paid by the hour (non-exempt) can hold more than one job. This employee’s pay is not hourly, so no other job can be added.',
    );
  await expect.element(section.getByRole('textbox')).not.toBeInTheDocument();
  await expect.element(section.getByRole('button', { name: 'Add job' })).not.toBeInTheDocument();
});

test('an employee made salaried in another tab meanwhile: the service refuses the job, shown in the section', async () => {
  const { api, employeeId, section, title, hired, rate, add } = await setUp(HOURLY);
  const [primary] = await jobsOf(api, employeeId);
  await setPay(demoAdmin(api), primary!.current_compensation_uuid, SALARIED);

  await userEvent.fill(title, 'Barista');
  await userEvent.fill(hired, '2026-07-01');
  await userEvent.fill(rate, '18.50');
  await userEvent.click(add);
  await expect
    .element(section.getByRole('alert'))
    .toHaveTextContent('Only hourly employees can have multiple jobs.');
  await expect.element(title).toHaveValue('Barista');
  await expect.element(hired).toHaveValue('2026-07-01');
  await expect.element(rate).toHaveValue('18.50');
  await expect.element(section.getByRole('status')).not.toBeInTheDocument();
  expect(await jobsOf(api, employeeId)).toHaveLength(1);
});

test('a tampered request making the second job salaried gets the service’s base error; nothing half-made stays', async () => {
  const { api, employeeId, screen, section, title, hired, rate, add, setTamper } = await setUp(HOURLY);
  let tampered = 0;
  setTamper((method, path, body) => {
    if (method !== 'PUT' || !/\/compensations\/[^/]+$/.test(path)) return body;
    tampered += 1;
    return { ...body, payment_unit: 'Year', flsa_status: 'Exempt' };
  });

  await userEvent.fill(title, 'Barista');
  await userEvent.fill(hired, '2026-07-01');
  await userEvent.fill(rate, '18.50');
  await userEvent.click(add);
  await expect
    .element(section.getByRole('alert'))
    .toHaveTextContent('Only hourly employees can have multiple jobs.');
  expect(tampered).toBe(1);
  // The typed values stay, and the job created before its pay was refused was taken back.
  await expect.element(title).toHaveValue('Barista');
  await expect.element(hired).toHaveValue('2026-07-01');
  await expect.element(rate).toHaveValue('18.50');
  await expect.element(section.getByRole('status')).not.toBeInTheDocument();
  expect((await jobsOf(api, employeeId)).map((job) => job.title)).toEqual(['Analyst']);

  // The same action untampered goes through: one new job, no duplicate-title refusal.
  setTamper(undefined);
  await userEvent.click(add);
  await expect.element(section.getByRole('status')).toHaveTextContent('Added the job Barista.');
  await expect.element(section.getByRole('alert')).not.toBeInTheDocument();
  expect((await jobsOf(api, employeeId)).map((job) => job.title)).toEqual(['Analyst', 'Barista']);
  await expect
    .element(screen.getByRole('region', { name: 'Other jobs' }))
    .toHaveTextContent('Barista: $18.50 per Hour');
});

test('the pay saved but its response lost: the next try finishes the same job instead of adding another', async () => {
  let lose = true;
  const { api, employeeId, screen, section, title, hired, rate, add } = await setUp(HOURLY, (fetch) => {
    return (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const response = await fetch(request);
      if (lose && request.method === 'PUT' && /\/compensations\/[^/]+$/.test(new URL(request.url).pathname)) {
        lose = false;
        throw new TypeError('Failed to fetch');
      }
      return response;
    }) as typeof globalThis.fetch;
  });

  await userEvent.fill(title, 'Barista');
  await userEvent.fill(hired, '2026-07-01');
  await userEvent.fill(rate, '18.50');
  await userEvent.click(add);
  await expect.element(section.getByRole('alert')).toHaveTextContent(/connection/i);
  expect(lose).toBe(false);
  await expect.element(title).toHaveValue('Barista');
  await expect.element(rate).toHaveValue('18.50');
  // The service did save it: the job is kept, not taken back.
  expect((await jobsOf(api, employeeId)).map((job) => [job.title, job.rate])).toEqual([
    ['Analyst', '32.50'],
    ['Barista', '18.50'],
  ]);

  await userEvent.click(add);
  await expect.element(section.getByRole('status')).toHaveTextContent('Added the job Barista.');
  await expect.element(add).toHaveFocus();
  expect((await jobsOf(api, employeeId)).map((job) => job.title)).toEqual(['Analyst', 'Barista']);
  await expect
    .element(screen.getByRole('region', { name: 'Other jobs' }))
    .toHaveTextContent('Barista: $18.50 per Hour');
});
