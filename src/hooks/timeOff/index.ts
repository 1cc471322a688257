export {
  useCreateHolidayPayPolicy,
  useHolidayPayPolicy,
  useHolidayPayPolicyEmployees,
  usePaidHolidays,
  useUpdateHolidayPayPolicy,
} from './holidayPay';
export {
  type ActiveTimeOffPolicy,
  useAddTimeOffPolicyEmployees,
  useAdjustTimeOffBalances,
  useCreateTimeOffPolicy,
  useDeactivateTimeOffPolicy,
  useRemoveTimeOffPolicyEmployees,
  useUpdateTimeOffPolicy,
} from './policyMutations';
export {
  useTimeOffPolicies,
  useTimeOffPolicy,
  useTimeOffPolicyEmployees,
  useTimeOffPolicyPage,
} from './policyQueries';
export {
  type TimeOffReview,
  useCreateAdminApprovedTimeOffRequest,
  useCreateTimeOffRequest,
  useDeleteTimeOffRequest,
  useReviewTimeOffRequest,
} from './requestMutations';
export {
  type TimeOffRequestQuery,
  useTimeOffActivities,
  useTimeOffBalances,
  useTimeOffRequest,
  useTimeOffRequestPreview,
  useTimeOffRequests,
} from './requestQueries';
export { overBalanceOf, pendingRequestsOf } from './timeOffErrors';
export {
  type TimeOffPolicyForm,
  type TimeOffPolicyFormOptions,
  type TimeOffPolicyValues,
  useTimeOffPolicyForm,
} from './useTimeOffPolicyForm';
export {
  type RequestDay,
  requestDays,
  timeOffRequestBody,
  type TimeOffRequestForm,
  type TimeOffRequestFormOptions,
  type TimeOffRequestValues,
  useTimeOffRequestForm,
} from './useTimeOffRequestForm';
export * as timeOffQueries from './queryOptions';
