import { afterEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../../src/testing';
import {
  addContractor,
  addOnboardedContractor,
  HOURLY_INDIVIDUAL,
  payContractor,
} from '../../support/contractors';
import { demoAdmin, type DemoAdmin } from '../../support/demoAdmin';
import { startDemoHttp, type DemoHttp } from '../demo-api/http';
import { fixedNow } from '../demo-api/request';

/*
 * The shared set-up (test/support) that stories, browser tests and unit tests all use: the same
 * steps reach the same state on the in-process service and over real HTTP, and a step the service
 * refuses stops the set-up with the call and the service's answer, not a later, unrelated failure.
 */

let http: DemoHttp | undefined;
afterEach(async () => {
  await http?.close();
  http = undefined;
});

const transports: Array<[string, () => Promise<DemoAdmin>]> = [
  ['in process', async () => demoAdmin(createDemoApi({ now: fixedNow() }))],
  ['over HTTP', async () => (http = await startDemoHttp({ now: fixedNow() }))],
];

describe.each(transports)('contractor set-up %s', (_name, start) => {
  it('onboards an hourly contractor to active and pays their hours', async () => {
    const admin = await start();
    const uuid = await addOnboardedContractor(admin, { ...HOURLY_INDIVIDUAL, ssn: '123456789' });
    const contractor = await admin.call('GET', `/v1/contractors/${uuid}`);
    expect(contractor.body).toMatchObject({ onboarding_status: 'onboarding_completed', is_active: true });
    const group = await payContractor(admin, {
      contractorUuid: uuid,
      checkDate: '2026-06-22',
      hours: '10',
      creationToken: 'support-1',
    });
    expect(group.contractor_payments).toEqual([
      expect.objectContaining({ hours: '10.000', hourly_rate: '42.50', status: 'Unfunded' }),
    ]);
  });

  it('stops on a refused step, naming the call and the service’s answer', async () => {
    const admin = await start();
    await expect(addContractor(admin, { ...HOURLY_INDIVIDUAL, ssn: '12345678' })).rejects.toThrow(
      /^POST \/v1\/companies\/[^/]+\/contractors: expected 201, got 422 .*"ssn"/,
    );
  });
});
