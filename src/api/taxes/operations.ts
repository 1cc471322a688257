import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, VersionedDelta } from '../common';
import type { FederalTaxes, FederalTaxesUpdate, StateTaxes, StateTaxesUpdate } from './types';

/**
 * An employee's federal tax (W-4) details.
 *
 * @example
 * const { data } = await getFederalTaxes(client, employeeId);
 */
export function getFederalTaxes(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<FederalTaxes>> {
  return client.request<FederalTaxes>(endpoints.getFederalTaxes, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Update the W-4 details: `version` plus changed fields.
 *
 * @example
 * await updateFederalTaxes(client, employeeId, { version: current.version, ...changedFields });
 */
export function updateFederalTaxes(
  client: PayrollClient,
  employeeId: string,
  body: VersionedDelta<FederalTaxesUpdate>,
  options: CallOptions = {},
): Promise<ApiResponse<FederalTaxes>> {
  return client.request<FederalTaxes>(endpoints.updateFederalTaxes, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * An employee's state tax questions and answers, one item per state.
 *
 * @example
 * const { data } = await getStateTaxes(client, employeeId);
 */
export function getStateTaxes(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<StateTaxes[]>> {
  return client.request<StateTaxes[]>(endpoints.getStateTaxes, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Answer state tax questions (one answer per question, valid from 2010-01-01).
 *
 * @example
 * await updateStateTaxes(client, employeeId, body);
 */
export function updateStateTaxes(
  client: PayrollClient,
  employeeId: string,
  body: StateTaxesUpdate,
  options: CallOptions = {},
): Promise<ApiResponse<StateTaxes[]>> {
  return client.request<StateTaxes[]>(endpoints.updateStateTaxes, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}
