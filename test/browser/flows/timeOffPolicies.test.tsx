/**
 * The time off policy list against the demo service, as an admin would use it: active and
 * inactive policies with their accrual in plain words, deactivation refused while a request is
 * pending (the request named, a button to review it), then allowed once it is decided, and the
 * pages of a long list.
 */
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { PolicyList } from '../../../src/flows/TimeOff/policies';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo, type DemoApi } from './renderWithDemo';
import { callDemo } from './taxPayHelpers';

async function pendingOn(api: DemoApi, policyName: string) {
  const policies = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/time_off_policies`))
    .body as Array<{
    uuid: string;
    name: string;
  }>;
  const policy = policies.find((p) => p.name === policyName)!;
  const requests = (
    await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/time_off/requests?status=pending&per=100`)
  ).body as Array<{ uuid: string; policy_uuid: string; employee: { full_name: string } }>;
  return { policy, pending: requests.filter((r) => r.policy_uuid === policy.uuid) };
}

test('lists active and inactive policies; deactivation is refused while a request is pending, then allowed', async () => {
  const api = createDemoApi();
  const onOpenRequest = vi.fn();
  const { screen } = await renderWithDemo(
    <PolicyList companyId={api.companyUuid} onOpenRequest={onOpenRequest} />,
    { api },
  );
  const row = (name: RegExp) => screen.getByRole('row', { name });

  await expect.element(row(/^Vacation Vacation/).getByText('Hours each pay period')).toBeVisible();
  await expect.element(row(/^Sick leave Sick/).getByText('By hours worked', { exact: true })).toBeVisible();
  await expect.element(row(/Summer Fridays/).getByText('Inactive')).toBeVisible();
  await expect.element(row(/Summer Fridays/).getByRole('button')).not.toBeInTheDocument();

  const { policy, pending } = await pendingOn(api, 'Vacation');
  expect(pending).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Deactivate Vacation' }));
  await expect
    .element(
      screen.getByText(
        'Vacation cannot be deactivated while requests on it are pending: approve or decline them first.',
      ),
    )
    .toBeVisible();
  const review = screen
    .getByRole('list', { name: 'Pending requests on Vacation' })
    .getByRole('button', { name: new RegExp(`^Review the request of ${pending[0]!.employee.full_name}, `) });
  await userEvent.click(review);
  expect(onOpenRequest).toHaveBeenCalledWith(pending[0]!.uuid);

  // Once the request is decided, the policy goes.
  await callDemo(api, 'PUT', `/v1/time_off/requests/${pending[0]!.uuid}/decline`, {
    employer_note: 'Busy week',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Deactivate Vacation' }));
  await expect
    .element(screen.getByText('Deactivated Vacation. Its history stays; it takes no new requests.'))
    .toBeVisible();
  await expect.element(row(/^Vacation Inactive Vacation/).getByText('Inactive')).toBeVisible();
  const stored = (await callDemo(api, 'GET', `/v1/time_off_policies/${policy.uuid}`)).body as {
    is_active: boolean;
  };
  expect(stored.is_active).toBe(false);
});

test('a long list is paged by the service', async () => {
  const api = createDemoApi();
  for (let i = 1; i <= 3; i += 1)
    await callDemo(api, 'POST', `/v1/companies/${api.companyUuid}/time_off_policies`, {
      name: `Floating day ${i}`,
      policy_type: 'vacation',
      accrual_method: 'unlimited',
    });
  const { screen } = await renderWithDemo(<PolicyList companyId={api.companyUuid} per={4} />, { api });
  await expect.element(screen.getByRole('row', { name: /Floating day 1/ })).toBeVisible();
  await expect.element(screen.getByRole('row', { name: /Floating day 2/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await expect.element(screen.getByRole('row', { name: /Floating day 3/ })).toBeVisible();
  await expect.element(screen.getByRole('row', { name: /^Vacation/ })).not.toBeInTheDocument();
});
