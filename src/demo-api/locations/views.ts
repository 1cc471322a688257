import type { DemoStore } from '../store';
import { versionOf } from '../version';
import type { LocationRecord, MinimumWageRecord } from './records';
import { optional } from '../optional';
/** @example locationView(location); */
export function locationView(l: LocationRecord): Record<string, unknown> {
  const updatable = {
    phone_number: l.phone_number,
    street_1: l.street_1,
    street_2: l.street_2,
    city: l.city,
    state: l.state,
    zip: l.zip,
    country: l.country,
    mailing_address: l.mailing_address,
    filing_address: l.filing_address,
  };
  return {
    uuid: l.uuid,
    version: versionOf(updatable),
    company_uuid: l.companyUuid,
    ...updatable,
    created_at: l.createdAt,
    updated_at: l.updatedAt,
    active: l.active,
    inactive: !l.active,
  };
}

/** @example location.minimumWages.map(minimumWageView); */
export function minimumWageView(w: MinimumWageRecord): Record<string, unknown> {
  const { notes, ...shown } = w;
  // Without notes the field is left out: the upstream schema allows no null (DECISIONS 60).
  return { ...shown, ...optional('notes', notes) };
}

/** @example findMinimumWage(store, uuid)?.wage; */
export function findMinimumWage(store: DemoStore, uuid: string) {
  for (const location of store.locations.values()) {
    const wage = location.minimumWages.find((w) => w.uuid === uuid);
    if (wage) return wage;
  }
  return undefined;
}
