/**
 * A fresh idempotency key (a UUID) for one user action (contract.md#idempotency).
 *
 * @example
 * await createEmployee(client, companyId, body, { idempotencyKey: newIdempotencyKey() });
 */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Equal JSON after parsing, key order aside: the service's notion of "same body" (contract.md#idempotency).
 *
 * @example
 * sameJson({ a: 1, b: 2 }, { b: 2, a: 1 }); // true
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1)),
        )
      : inner,
  );
}

/**
 * The idempotency key of one user action, kept across every retry of that action (automatic or
 * the user pressing "try again") and replaced only when the action succeeds or its payload
 * changes. Reusing a key for another payload would be refused by the service (422), and a new
 * key for the same payload could create a duplicate after a dropped response.
 *
 * @example
 * const action = createIdempotentAction();
 * const key = action.keyFor(body); // same key while `body` stays the same
 * await createEmployee(client, companyId, body, { idempotencyKey: key });
 * action.complete(); // the next submit is a new action
 */
export function createIdempotentAction(): IdempotentAction {
  let current: { key: string; payload: unknown } | undefined;
  return {
    keyFor(payload) {
      if (!current || !sameJson(current.payload, payload)) {
        current = { key: newIdempotencyKey(), payload };
      }
      return current.key;
    },
    complete() {
      current = undefined;
    },
  };
}

/**
 * See {@link createIdempotentAction}.
 *
 * @example
 * const action: IdempotentAction = createIdempotentAction();
 */
export interface IdempotentAction {
  /** The key for this payload: the pending one when the payload is unchanged, else a new one. */
  keyFor(payload: unknown): string;
  /** The action succeeded: forget its key. */
  complete(): void;
}
