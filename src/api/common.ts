/**
 * An enum of the contract that tolerates values added later (contract.md#enums): known values are typed,
 * anything else still type-checks as a string and is shown as its raw text.
 *
 * @example
 * type Unit = OpenEnum<'Hour' | 'Year'>;
 * const unit: Unit = 'Fortnight'; // a future value: allowed
 */
export type OpenEnum<Known extends string> = Known | (string & {});

/**
 * Money or hours as the service sends them: a decimal string (`"1250.00"`, `"40.000"`), never a
 * binary float (contract.md#money).
 *
 * @example
 * const rate: DecimalString = '42.50';
 */
export type DecimalString = string;

/**
 * A `YYYY-MM-DD` date.
 *
 * @example
 * const hireDate: DateString = '2026-06-15';
 */
export type DateString = string;

/**
 * An object that carries an opaque `version` to send back on updates (contract.md#versions).
 *
 * @example
 * const entity: Versioned = { uuid: 'e-1', version: 'abc' };
 */
export interface Versioned {
  uuid: string;
  version: string;
}

/**
 * The body of a version-checked PUT: the `version` last read plus only the fields that change.
 *
 * @example
 * const body: VersionedDelta<Employee> = { version: employee.version, first_name: 'Ada' };
 */
export type VersionedDelta<T> = { version: string } & Partial<Omit<T, 'version' | 'uuid'>>;

/**
 * Per-call options of every operation.
 *
 * @example
 * await getEmployee(client, id, { signal: controller.signal });
 */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * A read nobody is waiting on (the payroll editor's later pages): it leaves the rate window's
   * last requests to what the user does, so a save never waits for the window to reset.
   */
  background?: boolean;
}

/**
 * Per-call options of a creating POST.
 *
 * @example
 * await createEmployee(client, companyId, body, { idempotencyKey: newIdempotencyKey() });
 */
export interface CreateOptions extends CallOptions {
  /** One key per user action, kept across its retries (contract.md#idempotency). */
  idempotencyKey?: string;
}
