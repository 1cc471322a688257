/**
 * The step-flow pattern (flows/shared/stepFlow) through the company onboarding's public step data
 * (`companySteps`, `companyStepState`, `moveCompanyOnboarding`): each step's state read from the
 * demo service's onboarding status of a company the partner's server just created, the next open
 * step after a saved or skipped one, and where Continue resumes once the service records progress.
 */
import { expect, test } from 'vitest';
import { createPayrollClient } from '../../../src/api/client';
import { createCompanyBankAccount } from '../../../src/api/company/bankAccountOperations';
import { getCompanyOnboardingStatus } from '../../../src/api/company/operations';
import { createLocation } from '../../../src/api/locations/operations';
import { createDemoApi } from '../../../src/demo-api';
import { companyOnboardingStepViews } from '../../../src/hooks/company';
import {
  companySteps,
  companyStepState,
  moveCompanyOnboarding,
  type CompanyOnboardingProgress,
  type CompanyStepId,
} from '../../../src/index';
import { createCompany, memoryStore, staticToken } from '../../../src/server';
import { demoCompanyTokens } from '../../support/companyTokens';

const NOW = new Date('2026-06-15T16:00:00Z').getTime();

/** A company the partner's server creates, and a client with its own token. */
async function newCompany(options: { seeded?: boolean } = {}) {
  const api = createDemoApi({ now: () => new Date(NOW) });
  let companyId = api.companyUuid;
  let token: string = api.tokens.company;
  if (!options.seeded) {
    const store = memoryStore();
    const upstream = { baseUrl: api.baseUrl, fetch: (request: Request) => api.handle(request) };
    ({ companyId } = await createCompany(
      { upstream, systemToken: staticToken(api.tokens.system), store, now: () => NOW },
      {
        user: { first_name: 'Mary', last_name: 'Jackson', email: 'mary@example.com' },
        company: { name: 'Hampton Works' },
      },
    ));
    const tokens = demoCompanyTokens(api, store, () => NOW);
    token = await tokens(companyId).getAccessToken();
  }
  const client = createPayrollClient({
    baseUrl: api.baseUrl,
    retry: false,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set('authorization', `Bearer ${token}`);
      return api.handle(request);
    }) as typeof fetch,
  });
  /** Each step's state as the service says now, and the steps skipped in this visit. */
  const progress = async (skipped: CompanyStepId[] = []): Promise<CompanyOnboardingProgress> => {
    const views = companyOnboardingStepViews(
      (await getCompanyOnboardingStatus(client, companyId)).data.onboarding_steps,
    );
    return {
      states: Object.fromEntries(companySteps.map((step) => [step.id, companyStepState(step, views).state])),
      skipped,
    };
  };
  const views = async () =>
    companyOnboardingStepViews((await getCompanyOnboardingStatus(client, companyId)).data.onboarding_steps);
  return { client, companyId, progress, views };
}

const step = (id: CompanyStepId) => companySteps.find((declared) => declared.id === id)!;

test('a new company: each step to do or waiting for what it cannot start without, as the service says', async () => {
  const { views } = await newCompany();
  const status = await views();
  // The employees wait for the company's addresses; the bank account's own verification step
  // waiting on its own first half does not hold the step back.
  expect(companyStepState(step('employees'), status)).toEqual({
    state: 'waiting',
    waitingFor: ['add_addresses'],
  });
  expect(companyStepState(step('bank_account'), status)).toEqual({ state: 'todo', waitingFor: [] });
  // State taxes wait for the addresses only: the employees they also need may be skipped.
  expect(companyStepState(step('state_taxes'), status)).toEqual({
    state: 'waiting',
    waitingFor: ['add_addresses'],
  });
  expect(companyStepState(step('locations'), status).state).toBe('todo');
});

test('Continue opens the first step that can be done now; a saved step leads to the next open one, going round', async () => {
  const { progress } = await newCompany();
  const now = await progress();
  expect(moveCompanyOnboarding({ type: 'continue' }, now)).toBe('locations');
  expect(moveCompanyOnboarding({ type: 'completed', step: 'industry' }, now)).toBe('bank_account');
  // After the pay schedule, the employees, state taxes and documents all wait for the
  // addresses: the flow goes round to the first open step rather than to a waiting one.
  expect(moveCompanyOnboarding({ type: 'completed', step: 'pay_schedule' }, now)).toBe('locations');
  expect(moveCompanyOnboarding({ type: 'back' }, now)).toBe('overview');
});

test('once the service records the addresses, Continue resumes at the next undone step and a skipped step is passed over', async () => {
  const { client, companyId, progress } = await newCompany();
  await createLocation(
    client,
    companyId,
    {
      phone_number: '5125550100',
      street_1: '300 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      mailing_address: true,
      filing_address: true,
    },
    { idempotencyKey: 'first-visit' },
  );
  const now = await progress();
  expect(now.states.locations).toBe('done');
  expect(now.states.employees).toBe('todo');
  expect(moveCompanyOnboarding({ type: 'continue' }, now)).toBe('federal_taxes');
  // The employees, skippable, are left for later: the state taxes come next (no longer waiting).
  const skipped = await progress(['employees']);
  expect(moveCompanyOnboarding({ type: 'skipped', step: 'employees' }, skipped)).toBe('state_taxes');
  // Later in the same visit, the skipped step is not offered again.
  expect(moveCompanyOnboarding({ type: 'completed', step: 'pay_schedule' }, skipped)).toBe('state_taxes');
});

test('a company whose every step is done goes to the finish screen', async () => {
  const { progress } = await newCompany({ seeded: true });
  const now = await progress();
  expect(Object.values(now.states).every((state) => state === 'done')).toBe(true);
  expect(moveCompanyOnboarding({ type: 'continue' }, now)).toBe('finish');
});

test('Continue on the bank step while its test deposits are awaited: on to a step that can be done now, else it stays', async () => {
  const account = {
    routing_number: '021000021',
    account_number: '000123456789',
    account_type: 'Checking',
  } as const;
  // A new company's account, just added: verification waits for the deposits, no step waits on it.
  const created = await newCompany();
  await createCompanyBankAccount(created.client, created.companyId, account, {
    idempotencyKey: 'new-account',
  });
  const early = await created.progress();
  expect(early.states.bank_account).toBe('todo');
  expect(moveCompanyOnboarding({ type: 'later', step: 'bank_account' }, early, 'bank_account')).toBe(
    'pay_schedule',
  );
  // An onboarded company's account replaced: every other step is done, so the bank step stays (and says why).
  const seeded = await newCompany({ seeded: true });
  await createCompanyBankAccount(seeded.client, seeded.companyId, account, { idempotencyKey: 'replaced' });
  const last = await seeded.progress();
  expect(last.states.bank_account).toBe('todo');
  expect(moveCompanyOnboarding({ type: 'later', step: 'bank_account' }, last, 'bank_account')).toBe(
    'bank_account',
  );
});
