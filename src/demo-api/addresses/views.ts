import type { DemoStore } from '../store';
import { versionOf } from '../version';
import type { AddressRecord, WorkAddressRecord } from './records';

/**
 * Wire shapes of the records (UPSTREAM A, B) and the derived state they share: the active
 * address of an effective-dated history, a job's current compensation, the tax states of an
 * employee. Versions are computed here, from updatable attributes and child versions only.
 */

/** The active one of an effective-dated history: latest effective_date on or before today. */
export function activeOf<T extends { effective_date: string; seq: number }>(
  items: T[],
  today: string,
): T | undefined {
  let best: T | undefined;
  for (const item of items) {
    if (item.effective_date > today) continue;
    if (
      !best ||
      item.effective_date > best.effective_date ||
      (item.effective_date === best.effective_date && item.seq > best.seq)
    )
      best = item;
  }
  return best;
}

/** @example homeAddressesOf(store, employeeUuid); */
export function homeAddressesOf(store: DemoStore, employeeUuid: string): AddressRecord[] {
  return store.homeAddresses.childrenOf(employeeUuid);
}

/** @example workAddressesOf(store, employeeUuid); */
export function workAddressesOf(store: DemoStore, employeeUuid: string): WorkAddressRecord[] {
  return store.workAddresses.childrenOf(employeeUuid);
}

/** @example homeAddressView(address, today); */
export function homeAddressView(a: AddressRecord, active: boolean): Record<string, unknown> {
  const updatable = {
    street_1: a.street_1,
    street_2: a.street_2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    effective_date: a.effective_date,
    courtesy_withholding: a.courtesy_withholding,
  };
  return {
    uuid: a.uuid,
    version: versionOf(updatable),
    employee_uuid: a.employeeUuid,
    ...updatable,
    country: a.country,
    active,
  };
}

/** @example workAddressView(store, address, true); */
export function workAddressView(
  store: DemoStore,
  a: WorkAddressRecord,
  active: boolean,
): Record<string, unknown> {
  const location = store.locations.get(a.location_uuid);
  return {
    uuid: a.uuid,
    version: versionOf({ location_uuid: a.location_uuid, effective_date: a.effective_date }),
    employee_uuid: a.employeeUuid,
    location_uuid: a.location_uuid,
    effective_date: a.effective_date,
    active,
    street_1: location?.street_1 ?? null,
    street_2: location?.street_2 ?? null,
    city: location?.city ?? null,
    state: location?.state ?? null,
    zip: location?.zip ?? null,
    country: location?.country ?? 'USA',
  };
}
