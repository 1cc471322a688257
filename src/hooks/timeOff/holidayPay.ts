import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isVersionConflict } from '../../api/errors';
import {
  changeHolidayPayPolicyEmployees,
  createHolidayPayPolicy,
  getHolidayPayPolicy,
  updateHolidayPayPolicy,
} from '../../api/timeOff/operations';
import type { HolidayPayPolicy, HolidayPayPolicyBody } from '../../api/timeOff/types';
import { usePayrollClient } from '../PayrollClientProvider';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';
import * as invalidateAfter from '../invalidationTable';
import * as queryKeys from '../queryKeyTable';
import * as timeOffQueries from './queryOptions';

/**
 * The company's holiday pay policy; `null` when it has none yet.
 *
 * @example
 * const { data: policy } = useHolidayPayPolicy(companyId);
 * if (policy === null) offerToCreate();
 */
export function useHolidayPayPolicy(companyId: string) {
  return useQuery(timeOffQueries.holidayPayPolicy(usePayrollClient(), companyId));
}

/**
 * Create the holiday pay policy with the chosen federal holidays (idempotent per user action).
 *
 * @example
 * useCreateHolidayPayPolicy(companyId).mutate({ federal_holidays: { thanksgiving: { selected: true } } });
 */
export function useCreateHolidayPayPolicy(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: HolidayPayPolicyBody, idempotencyKey) =>
      (await createHolidayPayPolicy(client, companyId, body, { idempotencyKey })).data,
    async (policy) => {
      queryClient.setQueryData(queryKeys.holidayPayPolicy(companyId), policy);
      await invalidateAfter.timeOff(queryClient, companyId);
    },
  );
}

/**
 * Change which federal holidays are paid, version-aware (the shared conflict prompt on a
 * colleague's change to the same holidays).
 *
 * @example
 * const { update } = useUpdateHolidayPayPolicy(companyId);
 * await update({ federal_holidays: { ...policy.federal_holidays, labor_day: { ...policy.federal_holidays.labor_day, selected: true } } });
 */
export function useUpdateHolidayPayPolicy(companyId: string): VersionedUpdate<HolidayPayPolicy> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<HolidayPayPolicy>({
    queryKey: queryKeys.holidayPayPolicy(companyId),
    read: async () => {
      const policy = await getHolidayPayPolicy(client, companyId);
      if (!policy) throw new Error('The company has no holiday pay policy');
      return policy;
    },
    write: async ({ version, federal_holidays }) =>
      (await updateHolidayPayPolicy(client, companyId, { version, federal_holidays })).data,
    onSaved: () => invalidateAfter.timeOff(queryClient, companyId),
  });
}

/**
 * Add employees to, or remove them from, the holiday pay policy. Membership changes commute, so
 * a stale version (a colleague saved meanwhile) is reread and the change sent once more.
 *
 * @example
 * useHolidayPayPolicyEmployees(companyId).mutate({ change: 'add', employeeIds: [ada, grace] });
 */
export function useHolidayPayPolicyEmployees(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change, employeeIds }: { change: 'add' | 'remove'; employeeIds: string[] }) => {
      const employees = employeeIds.map((uuid) => ({ uuid }));
      const send = async (policy: HolidayPayPolicy | null | undefined) => {
        if (!policy) throw new Error('The company has no holiday pay policy');
        return (
          await changeHolidayPayPolicyEmployees(client, companyId, change, {
            version: policy.version,
            employees,
          })
        ).data;
      };
      const cached = queryClient.getQueryData<HolidayPayPolicy | null>(queryKeys.holidayPayPolicy(companyId));
      try {
        return await send(cached ?? (await getHolidayPayPolicy(client, companyId)));
      } catch (error) {
        if (!isVersionConflict(error)) throw error;
        return send(await getHolidayPayPolicy(client, companyId));
      }
    },
    onSuccess: async (policy) => {
      queryClient.setQueryData(queryKeys.holidayPayPolicy(companyId), policy);
      await invalidateAfter.timeOff(queryClient, companyId);
    },
  });
}

/**
 * The paid holidays of a year under the policy, on the days they are observed (D.3); without a
 * year, the next three.
 *
 * @example
 * const { data: holidays = [] } = usePaidHolidays(companyId, 2027);
 */
export function usePaidHolidays(companyId: string, year?: number) {
  return useQuery(timeOffQueries.paidHolidays(usePayrollClient(), companyId, year));
}
