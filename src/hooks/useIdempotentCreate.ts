import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { createIdempotentAction } from '../api/idempotency';

/**
 * A creating mutation with one `Idempotency-Key` per user action: the key survives the client's
 * automatic retries and the user pressing "save" again with the same values after a failure, so
 * a dropped response can never create a second record; it is replaced after a success or when
 * the values change.
 *
 * @example
 * const create = useIdempotentCreate(
 *   (body: CreateEmployeeBody, idempotencyKey) => createEmployee(client, companyId, body, { idempotencyKey }).then((r) => r.data),
 *   (employee) => invalidateAfter.employee(queryClient, companyId, employee.uuid),
 * );
 * create.mutate({ first_name: 'Ada', last_name: 'Lovelace' });
 */
export function useIdempotentCreate<Body, Result>(
  create: (body: Body, idempotencyKey: string) => Promise<Result>,
  onCreated?: (result: Result, body: Body) => Promise<void> | void,
): UseMutationResult<Result, Error, Body> {
  const action = useRef(createIdempotentAction());
  return useMutation<Result, Error, Body>({
    mutationFn: async (body) => {
      const result = await create(body, action.current.keyFor(body));
      action.current.complete();
      return result;
    },
    onSuccess: (result, body) => onCreated?.(result, body),
  });
}
