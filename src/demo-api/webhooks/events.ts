import type { DemoStore } from '../store';
import type { EventRecord } from './records';

/** Subscription type (UPSTREAM F.4) that receives an event, from its dotted name. */
const SUBSCRIPTION_TYPE_BY_PREFIX: Record<string, string> = {
  company: 'Company',
  employee: 'Employee',
  employee_job_compensation: 'EmployeeJobCompensation',
  location: 'Location',
  pay_schedule: 'PaySchedule',
  payroll: 'Payroll',
  form: 'Form',
  signatory: 'Signatory',
  employee_home_address: 'Employee',
  employee_work_address: 'Employee',
  contractor: 'Contractor',
  contractor_payment: 'ContractorPayment',
  contractor_payment_group: 'ContractorPayment',
  notification: 'Notification',
};

/**
 * The subscription type an event is delivered to.
 *
 * @example
 * subscriptionTypeOf('employee.created'); // 'Employee'
 */
export function subscriptionTypeOf(eventType: string): string {
  const prefix = eventType.split('.')[0] ?? '';
  return SUBSCRIPTION_TYPE_BY_PREFIX[prefix] ?? prefix;
}

/**
 * Appends an event to the events store (SPEC §6: thin payload, Company resource). The caller
 * hands it on to the webhook dispatcher.
 *
 * @example
 * recordEvent(store, { eventType: 'employee.created', companyUuid, entityType: 'Employee', entityUuid, uuid, now });
 */
export function recordEvent(
  store: DemoStore,
  input: {
    uuid: string;
    eventType: string;
    companyUuid: string;
    entityType: string;
    entityUuid: string;
    now: Date;
  },
): EventRecord {
  const event: EventRecord = {
    uuid: input.uuid,
    event_type: input.eventType,
    resource_type: 'Company',
    resource_uuid: input.companyUuid,
    entity_type: input.entityType,
    entity_uuid: input.entityUuid,
    timestamp: Math.floor(input.now.getTime() / 1000),
    seq: store.nextSeq(),
  };
  store.events.push(event);
  store.eventIndex.set(event.uuid, event);
  return event;
}

/** The wire shape of an event (SPEC §6). @example JSON.stringify(eventBody(event)); */
export function eventBody(event: EventRecord): Record<string, unknown> {
  return {
    uuid: event.uuid,
    event_type: event.event_type,
    resource_type: event.resource_type,
    resource_uuid: event.resource_uuid,
    entity_type: event.entity_type,
    entity_uuid: event.entity_uuid,
    timestamp: event.timestamp,
  };
}
