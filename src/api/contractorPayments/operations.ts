import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import { readPage, type Page, type PageQuery } from '../pagination';
import type { CallOptions, CreateOptions, DateString } from '../common';
import type {
  ContractorPayment,
  ContractorPaymentBody,
  ContractorPaymentDateRange,
  ContractorPaymentGroup,
  ContractorPaymentGroupBody,
  ContractorPaymentGroupPreviewBody,
  ContractorPaymentHistory,
  ContractorPaymentLine,
  ContractorPaymentReceipt,
} from './types';

/**
 * Pay one contractor (200, idempotent by key). Each line error is a `nested_errors` entry of
 * `contractor_payments` naming the contractor.
 *
 * @example
 * await createContractorPayment(client, companyId, { contractor_uuid: fixed.uuid, date: '2026-06-22', wage: '1250.00' }, { idempotencyKey });
 */
export function createContractorPayment(
  client: PayrollClient,
  companyId: string,
  body: ContractorPaymentBody,
  options: CreateOptions = {},
): Promise<ApiResponse<ContractorPayment>> {
  return client.request<ContractorPayment>(endpoints.createContractorPayment, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * A company's contractor payments dated within a range (both ends required), grouped by contractor.
 *
 * @example
 * const { data } = await listContractorPayments(client, companyId, { startDate: '2026-06-01', endDate: '2026-06-30' });
 */
export function listContractorPayments(
  client: PayrollClient,
  companyId: string,
  query: ContractorPaymentDateRange & { contractorId?: string },
  options: CallOptions = {},
): Promise<ApiResponse<ContractorPaymentHistory>> {
  return client.request<ContractorPaymentHistory>(endpoints.listContractorPayments, {
    params: { company_id: companyId },
    query: { start_date: query.startDate, end_date: query.endDate, contractor_uuid: query.contractorId },
    ...options,
  });
}

/**
 * The expected debit date of payments (the earliest of their lines), by the company's payment speed.
 *
 * @example
 * const { data } = await previewContractorPaymentDebitDate(client, companyId, [{ contractor_uuid, date: '2026-06-22', wage: '100.00' }]);
 */
export function previewContractorPaymentDebitDate(
  client: PayrollClient,
  companyId: string,
  payments: Array<ContractorPaymentLine & { date: DateString }>,
  options: CallOptions = {},
): Promise<ApiResponse<{ expected_debit_date: DateString }>> {
  return client.request<{ expected_debit_date: DateString }>(endpoints.previewContractorPaymentDebitDate, {
    params: { company_id: companyId },
    body: { contractor_payments: payments },
    ...options,
  });
}

/**
 * Read one contractor payment.
 *
 * @example
 * const { data: payment } = await getContractorPayment(client, companyId, paymentId);
 */
export function getContractorPayment(
  client: PayrollClient,
  companyId: string,
  paymentId: string,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorPayment>> {
  return client.request<ContractorPayment>(endpoints.getContractorPayment, {
    params: { company_id: companyId, contractor_payment_id: paymentId },
    ...options,
  });
}

/**
 * Cancel a payment while it is `Unfunded` and before its debit date (else 422 on `base`).
 *
 * @example
 * if (payment.may_cancel) await cancelContractorPayment(client, companyId, payment.uuid);
 */
export function cancelContractorPayment(
  client: PayrollClient,
  companyId: string,
  paymentId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.cancelContractorPayment, {
    params: { company_id: companyId, contractor_payment_id: paymentId },
    ...options,
  });
}

/**
 * The receipt of a funded Direct Deposit payment (404 before then).
 *
 * @example
 * const { data: receipt } = await getContractorPaymentReceipt(client, paymentId);
 */
export function getContractorPaymentReceipt(
  client: PayrollClient,
  paymentId: string,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorPaymentReceipt>> {
  return client.request<ContractorPaymentReceipt>(endpoints.getContractorPaymentReceipt, {
    params: { contractor_payment_id: paymentId },
    ...options,
  });
}

/**
 * What a group would be (debit date, totals, submission blockers), nothing stored.
 *
 * @example
 * const { data: preview } = await previewContractorPaymentGroup(client, companyId, { check_date: '2026-06-22', contractor_payments: lines });
 */
export function previewContractorPaymentGroup(
  client: PayrollClient,
  companyId: string,
  body: ContractorPaymentGroupPreviewBody,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorPaymentGroup>> {
  return client.request<ContractorPaymentGroup>(endpoints.previewContractorPaymentGroup, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Create a payment group (201). Its `creation_token` is sent as the idempotency key too, so a
 * retried request answers the group it made; a token used by an earlier action is a 409.
 *
 * @example
 * await createContractorPaymentGroup(client, companyId, { check_date: '2026-06-22', creation_token: key, contractor_payments: lines });
 */
export function createContractorPaymentGroup(
  client: PayrollClient,
  companyId: string,
  body: ContractorPaymentGroupBody,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorPaymentGroup>> {
  return client.request<ContractorPaymentGroup>(endpoints.createContractorPaymentGroup, {
    params: { company_id: companyId },
    body,
    idempotencyKey: body.creation_token,
    ...options,
  });
}

/**
 * One page of a company's payment groups by check date (six months ago to today unless given),
 * without their payments.
 *
 * @example
 * const { items } = await listContractorPaymentGroups(client, companyId, { startDate: '2026-06-01', endDate: '2026-06-30' });
 */
export async function listContractorPaymentGroups(
  client: PayrollClient,
  companyId: string,
  query: Partial<ContractorPaymentDateRange> & PageQuery = {},
  options: CallOptions = {},
): Promise<Page<ContractorPaymentGroup>> {
  return readPage(
    await client.request<ContractorPaymentGroup[]>(endpoints.listContractorPaymentGroups, {
      params: { company_id: companyId },
      query: { start_date: query.startDate, end_date: query.endDate, page: query.page, per: query.per },
      ...options,
    }),
    query,
  );
}

/**
 * Read one payment group with its payments.
 *
 * @example
 * const { data: group } = await getContractorPaymentGroup(client, groupId);
 */
export function getContractorPaymentGroup(
  client: PayrollClient,
  groupId: string,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorPaymentGroup>> {
  return client.request<ContractorPaymentGroup>(endpoints.getContractorPaymentGroup, {
    params: { contractor_payment_group_id: groupId },
    ...options,
  });
}

/**
 * Cancel a group while every payment in it may be cancelled (else 422 on `base`).
 *
 * @example
 * await cancelContractorPaymentGroup(client, groupId);
 */
export function cancelContractorPaymentGroup(
  client: PayrollClient,
  groupId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.cancelContractorPaymentGroup, {
    params: { contractor_payment_group_id: groupId },
    ...options,
  });
}
