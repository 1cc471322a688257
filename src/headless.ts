/**
 * `payroll-kit/headless`: the framework-free fetch layer and the React hooks on top of it, with no
 * CSS and no DOM components, for partners who bring their own UI.
 *
 * @example
 * import { PayrollClientProvider, useEmployees } from 'payroll-kit/headless';
 */
// Every public name by name: a new export is a decision (the API report, etc/api, shows it).
export {
  API_VERSION,
  type ApiResponse,
  createPayrollClient,
  type PayrollClient,
  type PayrollClientOptions,
  type QueryValue,
  type RequestOptions,
} from './api/client';
export { CSRF_HEADER, CSRF_HEADER_VALUE } from './api/csrf';
export { type Endpoint, type EndpointName, endpoints } from './api/endpoints';
export {
  ApiError,
  DeprecatedEndpointError,
  isApiError,
  isVersionConflict,
  NetworkError,
  TimeoutError,
} from './api/errors';
export { type FieldErrorOptions, type FieldErrors, type FieldIssue, toFieldErrors } from './api/fieldErrors';
export { createIdempotentAction, type IdempotentAction, newIdempotencyKey } from './api/idempotency';
export {
  createHomeAddress,
  createWorkAddress,
  deleteHomeAddress,
  deleteWorkAddress,
  getHomeAddress,
  getWorkAddress,
  listHomeAddresses,
  listWorkAddresses,
  updateHomeAddress,
  updateWorkAddress,
} from './api/operations/addresses';
export {
  createEmployee,
  deleteEmployee,
  type EmployeeListQuery,
  getEmployee,
  listEmployees,
  updateEmployee,
} from './api/operations/employees';
export { type EventListQuery, listEvents } from './api/operations/events';
export {
  createCompensation,
  createJob,
  deleteCompensation,
  deleteJob,
  getCompensation,
  getJob,
  listCompensations,
  listJobs,
  updateCompensation,
  updateJob,
} from './api/operations/jobs';
export {
  createLocation,
  getLocation,
  listLocations,
  listMinimumWages,
  updateLocation,
} from './api/operations/locations';
export {
  getEmployeeForm,
  getEmployeeFormPdf,
  getOnboardingStatus,
  listEmployeeForms,
  signEmployeeForm,
  updateOnboardingStatus,
} from './api/operations/onboarding';
export {
  assignPaySchedules,
  createPaySchedule,
  getPaySchedule,
  getPayScheduleAssignments,
  listPayPeriods,
  listPaySchedules,
  previewPaySchedule,
  previewPayScheduleAssignment,
  updatePaySchedule,
} from './api/operations/paySchedules';
export {
  createBankAccount,
  deleteBankAccount,
  getPaymentMethod,
  listBankAccounts,
  updateBankAccount,
  updatePaymentMethod,
} from './api/operations/paymentMethod';
export {
  calculatePayroll,
  cancelPayroll,
  createOffCyclePayroll,
  getPayroll,
  getPayrollBlockers,
  getPayrollReceipt,
  listPayrolls,
  preparePayroll,
  submitPayroll,
  updatePayroll,
} from './api/operations/payrolls';
export { getFederalTaxes, getStateTaxes, updateFederalTaxes, updateStateTaxes } from './api/operations/taxes';
export {
  addTimeOffPolicyEmployees,
  approveTimeOffRequest,
  createTimeOffPolicy,
  createTimeOffRequest,
  deactivateTimeOffPolicy,
  declineTimeOffRequest,
  deleteTimeOffRequest,
  getTimeOffPolicy,
  getTimeOffRequest,
  listTimeOffPolicies,
  listTimeOffRequests,
  removeTimeOffPolicyEmployees,
  setTimeOffPolicyBalances,
  updateTimeOffPolicy,
} from './api/operations/timeOff';
export { getTokenInfo } from './api/operations/tokenInfo';
export { type CursorPage, type Page, type PageQuery, readCursorPage, readPage } from './api/pagination';
export { parseRetryAfter, type RetryOptions } from './api/retry';
export { formatSortBy, type SortClause, type SortDirection } from './api/sortBy';
export {
  type HomeAddress,
  type HomeAddressBody,
  type WorkAddress,
  type WorkAddressBody,
} from './api/types/addresses';
export {
  type CallOptions,
  type CreateOptions,
  type DateString,
  type DecimalString,
  type OpenEnum,
  type Versioned,
  type VersionedDelta,
} from './api/types/common';
export {
  type CreateEmployeeBody,
  type Employee,
  type EmployeeSortField,
  type EmployeeUpdate,
  type EmploymentStatus,
  type MinimumWage,
  type OnboardingStatus,
  type PaymentMethodType,
} from './api/types/employees';
export {
  type ApiErrorBody,
  type ApiErrorEntry,
  type ErrorCategory,
  type ErrorMetadata,
} from './api/types/errors';
export { type PayrollEvent } from './api/types/events';
export {
  type Compensation,
  type CompensationBody,
  type FlsaStatus,
  type Job,
  type JobBody,
  type PaymentUnit,
} from './api/types/jobs';
export { type Location, type LocationBody } from './api/types/locations';
export {
  type EmployeeForm,
  type EmployeeFormPdf,
  type EmployeeOnboardingStatus,
  type OnboardingStepId,
  type SignFormBody,
} from './api/types/onboarding';
export {
  type PayFrequency,
  type PayPeriod,
  type PaySchedule,
  type PayScheduleAssignment,
  type PayScheduleAssignmentPreview,
  type PayScheduleBody,
  type PaySchedulePreview,
  type PaySchedulePreviewQuery,
} from './api/types/paySchedules';
export {
  type BankAccount,
  type BankAccountBody,
  type PaymentMethod,
  type PaymentMethodUpdate,
  type PaymentSplit,
} from './api/types/paymentMethod';
export {
  type EmployeeCompensation,
  type OffCyclePayrollBody,
  type Payroll,
  type PayrollBlocker,
  type PayrollReceipt,
  type PayrollUpdate,
  type ProcessingStatus,
} from './api/types/payrolls';
export {
  type FederalFilingStatus,
  type FederalTaxes,
  type FederalTaxesUpdate,
  type StateTaxAnswer,
  type StateTaxes,
  type StateTaxesUpdate,
  type StateTaxQuestion,
} from './api/types/taxes';
export {
  type AccrualMethod,
  type TimeOffPolicy,
  type TimeOffPolicyBody,
  type TimeOffRequest,
  type TimeOffRequestBody,
  type TimeOffRequestStatus,
} from './api/types/timeOff';
export { type TokenInfo } from './api/types/tokenInfo';
export {
  changedFields,
  type ConflictChoice,
  type ConflictField,
  sameValue,
  updateVersioned,
  type VersionConflict,
  type VersionedUpdateInput,
  type VersionedUpdateResult,
} from './api/versionedUpdate';
export {
  PayrollClientProvider,
  type PayrollClientProviderProps,
  usePayrollClient,
} from './hooks/PayrollClientProvider';
export {
  useCreateHomeAddress,
  useCreateWorkAddress,
  useDeleteHomeAddress,
  useDeleteWorkAddress,
  useHomeAddresses,
  useUpdateHomeAddress,
  useUpdateWorkAddress,
  useWorkAddresses,
} from './hooks/addresses';
export {
  useCreateEmployee,
  useDeleteEmployee,
  useEmployee,
  useEmployees,
  useUpdateEmployee,
} from './hooks/employees';
export { invalidateAfter } from './hooks/invalidation';
export {
  useCompensations,
  useCreateCompensation,
  useCreateJob,
  useDeleteJob,
  useJobs,
  useUpdateCompensation,
  useUpdateJob,
} from './hooks/jobs';
export { useCreateLocation, useLocations, useMinimumWages, useUpdateLocation } from './hooks/locations';
export {
  type AdditionalJobForm,
  type AdditionalJobFormOptions,
  type AdditionalJobValues,
  useAdditionalJobForm,
} from './hooks/onboarding/useAdditionalJobForm';
export {
  type DocumentsStep,
  type DocumentsStepOptions,
  formSignatureSchema,
  type FormSignatureValues,
  useDocumentsStep,
  useFormDocument,
} from './hooks/onboarding/useDocumentsStep';
export {
  federalFilingStatuses,
  federalTaxAmountFields,
  type FederalTaxesForm,
  type FederalTaxesFormOptions,
  type FederalTaxesValues,
  useFederalTaxesForm,
} from './hooks/onboarding/useFederalTaxesForm';
export {
  type HomeAddressForm,
  type HomeAddressFormOptions,
  type HomeAddressValues,
  useHomeAddressForm,
} from './hooks/onboarding/useHomeAddressForm';
export {
  type JobCompensationForm,
  type JobCompensationFormOptions,
  type JobCompensationOutput,
  type JobCompensationValues,
  useJobCompensationForm,
} from './hooks/onboarding/useJobCompensationForm';
export {
  type OnboardingSteps,
  type OnboardingStepsOptions,
  type OnboardingStepState,
  useOnboardingSteps,
} from './hooks/onboarding/useOnboardingSteps';
export { type OnboardingSummary, useOnboardingSummary } from './hooks/onboarding/useOnboardingSummary';
export {
  type BankAccountValues,
  type PaymentMethodForm,
  type PaymentMethodFormOptions,
  type PaymentMethodValues,
  type PaymentSplitValues,
  usePaymentMethodForm,
} from './hooks/onboarding/usePaymentMethodForm';
export {
  type OnboardingChoice,
  type PersonalDetailsForm,
  type PersonalDetailsFormOptions,
  type PersonalDetailsOutput,
  type PersonalDetailsValues,
  usePersonalDetailsForm,
} from './hooks/onboarding/usePersonalDetailsForm';
export {
  questionPath,
  STATE_TAX_TEXT_MAX,
  type StateTaxesForm,
  type StateTaxesFormOptions,
  type StateTaxesValues,
  useStateTaxesForm,
} from './hooks/onboarding/useStateTaxesForm';
export {
  useWorkAddressForm,
  type WorkAddressForm,
  type WorkAddressFormOptions,
  type WorkAddressValues,
} from './hooks/onboarding/useWorkAddressForm';
export {
  useEmployeeFormPdf,
  useEmployeeForms,
  useOnboardingStatus,
  useSignEmployeeForm,
  useTransitionOnboardingStatus,
} from './hooks/onboardingStatus';
export {
  useAssignPaySchedules,
  useCreatePaySchedule,
  usePayPeriods,
  usePayScheduleAssignments,
  usePaySchedulePreview,
  usePaySchedules,
  useUpdatePaySchedule,
} from './hooks/paySchedules';
export {
  type PayScheduleForm,
  type PayScheduleFormOptions,
  type PayScheduleFormOutput,
  payScheduleFrequencies,
  type PayScheduleValues,
  usePayScheduleForm,
} from './hooks/paySchedules/usePayScheduleForm';
export {
  useBankAccounts,
  useCreateBankAccount,
  useDeleteBankAccount,
  usePaymentMethod,
  useUpdatePaymentMethod,
} from './hooks/paymentMethod';
export {
  useCreateOffCyclePayroll,
  usePayroll,
  usePayrollAction,
  usePayrollBlockers,
  usePayrollReceipt,
  usePayrolls,
  usePreparePayroll,
  useUpdatePayroll,
} from './hooks/payrolls';
export { type EmployeePart, payrollKeys } from './hooks/queryKeys';
export { homeAddressSchema, locationSchema, workAddressSchema } from './hooks/schemas/address';
export { compensationSchema, jobSchema } from './hooks/schemas/compensation';
export { type EmployeeFormValues, employeeSchema } from './hooks/schemas/employee';
export { federalTaxesSchema } from './hooks/schemas/federalTaxes';
export {
  accountNumber,
  ein,
  email,
  flsaStatus,
  hours,
  isoDate,
  messageKey,
  money,
  optional,
  paymentUnit,
  phoneNumber,
  requiredText,
  routingNumber,
  ssn,
  stateCode,
  zipCode,
} from './hooks/schemas/fields';
export { type ValidationMessageKey, validationMessageKeys } from './hooks/schemas/messageKeys';
export { bankAccountSchema, paymentMethodSchema } from './hooks/schemas/paymentMethod';
export { useFederalTaxes, useStateTaxes, useUpdateFederalTaxes, useUpdateStateTaxes } from './hooks/taxes';
export {
  useCreateTimeOffPolicy,
  useCreateTimeOffRequest,
  useReviewTimeOffRequest,
  useTimeOffPolicies,
  useTimeOffRequests,
  useUpdateTimeOffPolicy,
} from './hooks/timeOff';
export {
  timeOffRequestBody,
  type TimeOffRequestForm,
  type TimeOffRequestFormOptions,
  type TimeOffRequestValues,
  useTimeOffRequestForm,
} from './hooks/timeOff/useTimeOffRequestForm';
export { useCan, useTokenInfo } from './hooks/tokenInfo';
export { type ApiForm, type ApiFormOptions, useApiForm } from './hooks/useApiForm';
export {
  type CompanyLocationForm,
  type CompanyLocationFormOptions,
  type CompanyLocationValues,
  useCompanyLocationForm,
} from './hooks/useCompanyLocationForm';
export { useIdempotentCreate } from './hooks/useIdempotentCreate';
export {
  payrollPhase,
  type PayrollPhase,
  type PayrollProcessing,
  type PayrollProcessingOptions,
  usePayrollProcessing,
} from './hooks/usePayrollProcessing';
export { type RecordForm, type RecordFormOptions, useRecordForm } from './hooks/useRecordForm';
export {
  useVersionedUpdate,
  type VersionedUpdate,
  type VersionedUpdateConfig,
} from './hooks/useVersionedUpdate';
