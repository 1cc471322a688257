/**
 * An event record (contract.md#events). Thin: it names what changed; refetch the resource to see how.
 *
 * @example
 * if (event.event_type === 'payroll.paid') refetchPayroll(event.entity_uuid);
 */
export interface PayrollEvent {
  uuid: string;
  event_type: string;
  resource_type: string;
  resource_uuid: string;
  entity_type: string;
  entity_uuid: string;
  /** Unix seconds. */
  timestamp: number;
}
