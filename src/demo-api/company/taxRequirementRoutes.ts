import { companyStateSetups, stateValues } from './companyStates';
import { readStateTaxUpdate, stateTaxRequirementSets } from './stateTaxRequirements';
import { ApiError, notFound } from '../errors';
import { isStateCode } from '../formats/formats';
import type { DemoService, Route } from '../service';
import { companyParent, resourceRoutes, scopesOf } from '../resource';

function stateOf(param: string | undefined): string {
  const state = param ?? '';
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

const setups = resourceRoutes({
  collection: '/v1/companies/{company_id}/tax_requirements',
  scopes: { read: 'company_tax_requirements:read' },
  parent: companyParent,
  list: { rows: (company, service) => companyStateSetups(service, company.uuid), paged: false },
});

const stateRequirements = resourceRoutes({
  item: '/v1/companies/{company_id}/tax_requirements/{state}',
  scopes: scopesOf('company_tax_requirements'),
  // The company first (404 or 403), then the state (404 unless a state code).
  find: (service, state, grant, params) => ({
    companyUuid: service.company(params.company_id, grant).uuid,
    state: stateOf(state),
  }),
  show: {
    answer: ({ companyUuid, state }, { query }, service) =>
      stateView(service, companyUuid, state, query.get('scheduling') === 'true'),
  },
  update: {
    // All or nothing per state, with the nested 422 of H.6; the requirements have no version.
    version: 'none',
    apply({ companyUuid, state }, body, service) {
      const result = readStateTaxUpdate(state, body, service.clock.today());
      if ('errors' in result) throw new ApiError(422, result.errors);
      const { store } = service;
      const byState = store.stateTaxRequirements.get(companyUuid) ?? new Map();
      const values = new Map(byState.get(state) ?? []);
      for (const [key, value] of result.values) values.set(key, value);
      byState.set(state, values);
      store.stateTaxRequirements.set(companyUuid, byState);
      service.emit('company.updated', 'Company', companyUuid, companyUuid);
    },
    answer: ({ companyUuid, state }, service) => stateView(service, companyUuid, state, false),
  },
});

/**
 * Company state tax requirements (UPSTREAM-2 H.6, DECISIONS 54): the setup of every state the
 * company owes taxes in, one state's requirement sets, and their update, all or nothing per state
 * with the nested 422.
 *
 * @example
 * new Router(taxRequirementRoutes);
 */
export const taxRequirementRoutes: Route[] = [...setups, ...stateRequirements];
