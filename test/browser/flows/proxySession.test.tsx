/**
 * The browser tests' person sessions (issue 42, DECISIONS 63): the page's fetch through the real
 * proxy in Chromium. An employee's session reads their own record and pay stubs (no SSN with a
 * value), is refused another employee's record and the company's list with nothing sent on, and
 * the same page signed in as the admin reads the company's list.
 */
import { expect, test } from 'vitest';
import { usePayStubs } from '../../../src/hooks';
import { createDemoApi } from '../../../src/testing';
import { proxySession } from './proxySession';

function StubCount({ employeeId }: { employeeId: string }) {
  const stubs = usePayStubs(employeeId);
  return <p>{stubs.data ? `${stubs.data.items.length} pay stubs` : 'loading'}</p>;
}

test('an employee session reaches only that employee; the admin session the company', async () => {
  const api = createDemoApi({ employees: 3 });
  const list = await api.fetch(`/v1/companies/${api.companyUuid}/employees`, {
    headers: { authorization: `Bearer ${api.tokens.company}` },
  });
  const [me, other] = ((await list.json()) as Array<{ uuid: string }>).map((employee) => employee.uuid);
  const session = proxySession(api, { employeeUuid: me! });

  const own = await session.call('GET', `/v1/employees/${me}`);
  expect(own.status).toBe(200);
  expect(own.body.uuid).toBe(me);
  expect(own.body.ssn ?? '').toBe('');
  expect((await session.call('GET', `/v1/employees/${other}`)).status).toBe(403);
  const companyList = await session.call('GET', `/v1/companies/${api.companyUuid}/employees`);
  expect(companyList.status).toBe(403);
  expect(companyList.body.errors[0].category).toBe('forbidden');

  const screen = await session.render(<StubCount employeeId={me!} />);
  await expect.element(screen.getByText(/^\d+ pay stubs$/)).toBeVisible();
  expect(session.requests.at(-1)).toEqual({
    method: 'GET',
    path: `/v1/employees/${me}/pay_stubs`,
    status: 200,
  });

  session.signInAs('admin');
  expect((await session.call('GET', `/v1/companies/${api.companyUuid}/employees`)).status).toBe(200);
});
