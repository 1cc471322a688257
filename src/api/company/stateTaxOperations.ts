import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions } from '../common';
import type { StateTaxRequirements, StateTaxRequirementsUpdate, StateTaxSetup } from './stateTaxTypes';

/**
 * How far the company's tax setup is in each of its states.
 *
 * @example
 * const { data: setups } = await listStateTaxRequirements(client, companyId);
 */
export function listStateTaxRequirements(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<StateTaxSetup[]>> {
  return client.request<StateTaxSetup[]>(endpoints.listStateTaxRequirements, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * One state's requirement sets, with the answers given so far.
 *
 * @example
 * const { data } = await getStateTaxRequirements(client, companyId, 'CA');
 */
export function getStateTaxRequirements(
  client: PayrollClient,
  companyId: string,
  state: string,
  options: CallOptions = {},
): Promise<ApiResponse<StateTaxRequirements>> {
  return client.request<StateTaxRequirements>(endpoints.getStateTaxRequirements, {
    params: { company_id: companyId, state },
    ...options,
  });
}

/**
 * Answer a state's requirements. A value that breaks its mask, range or options is a 422 of
 * nested entries (set, then requirement) and nothing is saved for the state.
 *
 * @example
 * await updateStateTaxRequirements(client, companyId, 'TX', { requirement_sets });
 */
export function updateStateTaxRequirements(
  client: PayrollClient,
  companyId: string,
  state: string,
  body: StateTaxRequirementsUpdate,
  options: CallOptions = {},
): Promise<ApiResponse<StateTaxRequirements>> {
  return client.request<StateTaxRequirements>(endpoints.updateStateTaxRequirements, {
    params: { company_id: companyId, state },
    body,
    ...options,
  });
}
