import type { DemoService } from '../service';

/** What every stored record has: its id, and its place in creation order (lists' default order). */
interface Stored {
  uuid: string;
  seq: number;
}

/**
 * Stores a new record: a fresh id first, the fields as given, the next creation number last, kept
 * under its id (or under `key`, for a record kept one per owner such as an employee's
 * termination). Every create writes its record this one way.
 *
 * @example
 * const address = insertRecord(service, service.store.homeAddresses, { employeeUuid, ...fields });
 */
export function insertRecord<R extends Stored>(
  service: DemoService,
  table: Map<string, R>,
  fields: Omit<R, keyof Stored>,
  key: (record: R) => string = (record) => record.uuid,
): R {
  // The spread of a generic rest is not R to the compiler, though it holds exactly R's fields.
  const record = { uuid: service.ids(), ...fields, seq: service.store.nextSeq() } as R;
  table.set(key(record), record);
  return record;
}
