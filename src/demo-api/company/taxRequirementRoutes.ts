import { companyStateSetups, stateValues } from './companyStates';
import { readStateTaxUpdate, stateTaxRequirementSets } from './stateTaxRequirements';
import { ApiError, notFound } from '../errors';
import { isStateCode } from '../formats/formats';
import type { DemoService, Route, RouteRequest } from '../service';

function stateOf(request: RouteRequest): string {
  const state = request.params.state ?? '';
  if (!isStateCode(state)) throw notFound();
  return state;
}

function stateView(service: DemoService, companyUuid: string, state: string, scheduling: boolean) {
  return {
    company_uuid: companyUuid,
    state,
    requirement_sets: stateTaxRequirementSets(
      state,
      stateValues(service, companyUuid, state),
      service.clock.today(),
      scheduling,
    ),
  };
}

/**
 * Company state tax requirements (UPSTREAM-2 H.6, DECISIONS 54): the setup of every state the
 * company owes taxes in, one state's requirement sets, and their update, all or nothing per state
 * with the nested 422.
 *
 * @example
 * new Router(taxRequirementRoutes);
 */
export const taxRequirementRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/companies/{company_id}/tax_requirements',
    auth: 'company',
    scope: 'company_tax_requirements:read',
    handle({ params, grant }, service) {
      const company = service.company(params.company_id, grant);
      return { status: 200, body: companyStateSetups(service, company.uuid) };
    },
  },
  {
    method: 'GET',
    path: '/v1/companies/{company_id}/tax_requirements/{state}',
    auth: 'company',
    scope: 'company_tax_requirements:read',
    handle(request, service) {
      const company = service.company(request.params.company_id, request.grant);
      const state = stateOf(request);
      return {
        status: 200,
        body: stateView(service, company.uuid, state, request.query.get('scheduling') === 'true'),
      };
    },
  },
  {
    method: 'PUT',
    path: '/v1/companies/{company_id}/tax_requirements/{state}',
    auth: 'company',
    scope: 'company_tax_requirements:write',
    handle(request, service) {
      const company = service.company(request.params.company_id, request.grant);
      const state = stateOf(request);
      const result = readStateTaxUpdate(state, request.body, service.clock.today());
      if ('errors' in result) throw new ApiError(422, result.errors);
      const { store } = service;
      const byState = store.stateTaxRequirements.get(company.uuid) ?? new Map();
      const values = new Map(byState.get(state) ?? []);
      for (const [key, value] of result.values) values.set(key, value);
      byState.set(state, values);
      store.stateTaxRequirements.set(company.uuid, byState);
      service.emit('company.updated', 'Company', company.uuid, company.uuid);
      return { status: 200, body: stateView(service, company.uuid, state, false) };
    },
  },
];
