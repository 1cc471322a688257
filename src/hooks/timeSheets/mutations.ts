import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isVersionConflict } from '../../api/errors';
import {
  createPayrollSync,
  createTimeSheet,
  deleteTimeSheet,
  getTimeSheet,
  updateTimeSheet,
} from '../../api/timeSheets/operations';
import type { PayrollSyncBody, TimeSheet, TimeSheetBody } from '../../api/timeSheets/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import { useIdempotentCreate } from '../useIdempotentCreate';

/**
 * Add a time sheet for a person (idempotent per user action: one key per body, so a retry after a
 * lost answer makes it once); it starts `pending`.
 *
 * @example
 * useCreateTimeSheet(companyId).mutate({ entity_type: 'Employee', entity_uuid: id,
 *   time_zone: 'America/Los_Angeles', shift_started_at: '2026-06-08T12:00:00Z',
 *   entries: [{ hours_worked: 8, pay_classification: 'Regular' }] });
 */
export function useCreateTimeSheet(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: TimeSheetBody, idempotencyKey) =>
      (await createTimeSheet(client, companyId, body, { idempotencyKey })).data,
    () => invalidateAfter.timeSheetChanged(queryClient, companyId),
  );
}

/**
 * A review: the sheets as the screen showed them and the status to give them.
 *
 * @example
 * const review: TimeSheetReview = { sheets: [sheet], status: 'approved' };
 */
export interface TimeSheetReview {
  sheets: readonly TimeSheet[];
  status: 'approved' | 'rejected';
}

/**
 * What a review did: the sheets saved, and those someone else changed meanwhile (their status
 * differs from the one shown: left as they are, for the user to look at again).
 *
 * @example
 * const { saved, conflicts } = await review.mutateAsync({ sheets, status: 'approved' });
 */
export interface TimeSheetReviewResult {
  saved: TimeSheet[];
  conflicts: TimeSheet[];
}

/**
 * Approve or reject time sheets (one, or every pending one at once), each `PUT` with the version
 * shown. A 409 reads the sheet again: when its status is still the one shown (a change elsewhere
 * on it, not a review), the review is sent again with the new version; when someone else
 * reviewed it meanwhile, it is left as they did and reported in `conflicts`. No review is lost
 * or applied over another's.
 *
 * @example
 * const review = useReviewTimeSheets(companyId);
 * const { conflicts } = await review.mutateAsync({ sheets: pending, status: 'approved' });
 */
export function useReviewTimeSheets(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<TimeSheetReviewResult, Error, TimeSheetReview>({
    mutationFn: async ({ sheets, status }) => {
      const result: TimeSheetReviewResult = { saved: [], conflicts: [] };
      for (const shown of sheets) {
        try {
          result.saved.push(
            (await updateTimeSheet(client, shown.uuid, { version: shown.version, status })).data,
          );
        } catch (error) {
          if (!isVersionConflict(error)) throw error;
          const current = (await getTimeSheet(client, shown.uuid)).data;
          if (current.status !== shown.status) {
            result.conflicts.push(current);
            continue;
          }
          result.saved.push(
            (await updateTimeSheet(client, shown.uuid, { version: current.version, status })).data,
          );
        }
      }
      return result;
    },
    // After a failure too: the list is read again, so the next try names the current versions.
    onSettled: () => invalidateAfter.timeSheetChanged(queryClient, companyId),
  });
}

/**
 * Delete a time sheet; one already synced to payroll is refused on `base`.
 *
 * @example
 * useDeleteTimeSheet(companyId).mutate(sheet.uuid);
 */
export function useDeleteTimeSheet(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (sheetId) => {
      await deleteTimeSheet(client, sheetId);
    },
    onSuccess: () => invalidateAfter.timeSheetChanged(queryClient, companyId),
  });
}

/**
 * Start moving a pay period's approved hours into its regular payroll (202; idempotent per user
 * action). Follow it with {@link usePayrollSync} until `completed_at` is set. A period with no
 * payroll, no employees or no approved sheets is refused (422 on `base`), an unknown schedule on
 * `pay_schedule_uuid`.
 *
 * @example
 * const start = useStartPayrollSync(companyId);
 * const sync = await start.mutateAsync({ kind: 'regular', pay_schedule_uuid, pay_period_start_date, pay_period_end_date });
 */
export function useStartPayrollSync(companyId: string) {
  const client = usePayrollClient();
  return useIdempotentCreate(
    async (body: PayrollSyncBody, idempotencyKey) =>
      (await createPayrollSync(client, companyId, body, { idempotencyKey })).data,
  );
}
