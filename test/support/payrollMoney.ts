import { type DemoAdmin, expectCall } from './demoAdmin';

/**
 * Set-up of the money side of a payroll through the demo service (DECISIONS 70): a regular payroll
 * calculated and submitted, either by wire (its company debit over the fast payment limit) or
 * processed as usual. `advance` moves the service clock (`api.clock.advance` in process, the
 * `/__demo` clock control over HTTP).
 */

/** Moves the service clock by some milliseconds. */
export type AdvanceClock = (ms: number) => Promise<void>;

/** A payroll in the shape set-up reads back. */
interface PayrollReply {
  uuid: string;
  payroll_uuid?: string;
  off_cycle?: boolean;
}

/** The company's first upcoming regular payroll, prepared and calculated (one service second). */
async function calculatedPayroll(admin: DemoAdmin, advance: AdvanceClock): Promise<string> {
  const company = admin.api.companyUuid;
  const list = await expectCall<PayrollReply[]>(
    admin,
    200,
    'GET',
    `/v1/companies/${company}/payrolls?processing_statuses=unprocessed`,
  );
  const uuid = list.find((p) => !p.off_cycle)!.uuid;
  const path = `/v1/companies/${company}/payrolls/${uuid}`;
  await expectCall(admin, 200, 'PUT', `${path}/prepare`);
  await expectCall(admin, 202, 'PUT', `${path}/calculate`);
  await advance(1000);
  return uuid;
}

/**
 * Sets the company's fast payment limit through its payment configs (dollars; null: none).
 *
 * @example
 * await setFastPaymentLimit(admin, '1000.00');
 */
export async function setFastPaymentLimit(admin: DemoAdmin, limit: string | null): Promise<void> {
  await expectCall(admin, 200, 'PUT', `/v1/companies/${admin.api.companyUuid}/payment_configs`, {
    payment_configs: { fast_payment_limit: limit },
  });
}

/**
 * A payroll over a $1,000.00 fast payment limit submitted with `wire_in`: its wire-in request,
 * awaiting funds, and the payroll's uuid.
 *
 * @example
 * const { wire } = await payrollAwaitingWire(admin, (ms) => api.clock.advance(ms));
 */
export async function payrollAwaitingWire(
  admin: DemoAdmin,
  advance: AdvanceClock,
): Promise<{ payrollUuid: string; wire: { uuid: string; requested_amount: string; status: string } }> {
  await setFastPaymentLimit(admin, '1000.00');
  const payrollUuid = await calculatedPayroll(admin, advance);
  const company = admin.api.companyUuid;
  await expectCall(admin, 202, 'PUT', `/v1/companies/${company}/payrolls/${payrollUuid}/submit`, {
    submission_blockers: [{ blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'wire_in' }],
  });
  await advance(2000);
  const wires = await expectCall<
    { uuid: string; requested_amount: string; status: string; payment_uuid: string }[]
  >(admin, 200, 'GET', `/v1/companies/${company}/wire_in_requests`);
  return { payrollUuid, wire: wires.find((w) => w.payment_uuid === payrollUuid)! };
}

/**
 * The company's first upcoming regular payroll, calculated, submitted and processed (and paid:
 * its credits generated), with no fast payment limit.
 *
 * @example
 * const payrollUuid = await processedPayroll(admin, (ms) => api.clock.advance(ms));
 */
export async function processedPayroll(admin: DemoAdmin, advance: AdvanceClock): Promise<string> {
  const payrollUuid = await calculatedPayroll(admin, advance);
  await expectCall(
    admin,
    202,
    'PUT',
    `/v1/companies/${admin.api.companyUuid}/payrolls/${payrollUuid}/submit`,
    {},
  );
  await advance(3000);
  return payrollUuid;
}
