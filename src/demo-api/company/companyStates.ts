import type { DemoService } from '../service';
import type { StateTaxValues } from './records';
import { type StateTaxSetup, stateTaxSetup } from './stateTaxRequirements';

/**
 * The states a company owes state taxes in (DECISIONS 50): where it has an active location, and
 * where an employee works (the state of each work address's location). Sorted.
 *
 * @example
 * companyStates(service, companyUuid); // ['CA', 'NY', 'WA']
 */
export function companyStates(service: DemoService, companyUuid: string): string[] {
  const { store } = service;
  const states = new Set<string>();
  for (const location of store.locations.values())
    if (location.companyUuid === companyUuid && location.active) states.add(location.state);
  for (const employee of store.employees.values()) {
    if (employee.companyUuid !== companyUuid) continue;
    for (const work of store.workAddresses.childrenOf(employee.uuid)) {
      const location = store.locations.get(work.location_uuid);
      if (location) states.add(location.state);
    }
  }
  return [...states].sort();
}

/** @example stateValues(service, companyUuid, 'CA').size; */
export function stateValues(service: DemoService, companyUuid: string, state: string): StateTaxValues {
  return service.store.stateTaxRequirements.get(companyUuid)?.get(state) ?? new Map();
}

/**
 * The setup of every state the company owes taxes in (UPSTREAM-2 H.6 all-states list).
 *
 * @example
 * companyStateSetups(service, companyUuid).every((s) => s.setup_complete);
 */
export function companyStateSetups(service: DemoService, companyUuid: string): StateTaxSetup[] {
  const today = service.clock.today();
  return companyStates(service, companyUuid).map((state) =>
    stateTaxSetup(state, stateValues(service, companyUuid, state), today),
  );
}
