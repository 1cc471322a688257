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
export { CSRF_HEADER } from './api/csrf';
export { type Endpoint, type EndpointName } from './api/endpoints';
export {
  ApiError,
  DeprecatedEndpointError,
  isApiError,
  isVersionConflict,
  NetworkError,
  TimeoutError,
} from './api/errors';
export { type FieldErrorOptions, type FieldErrors, type FieldIssue } from './api/fieldErrors';
export { createIdempotentAction, type IdempotentAction } from './api/idempotency';
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
} from './api/addresses/operations';
export {
  createEmployee,
  deleteEmployee,
  type EmployeeListQuery,
  getEmployee,
  listEmployees,
  updateEmployee,
} from './api/employees/operations';
export { type EventListQuery } from './api/events/operations';
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
} from './api/jobs/operations';
export {
  createLocation,
  getLocation,
  listLocations,
  listMinimumWages,
  updateLocation,
} from './api/locations/operations';
export {
  getEmployeeForm,
  getEmployeeFormPdf,
  getOnboardingStatus,
  listEmployeeForms,
  signEmployeeForm,
  updateOnboardingStatus,
} from './api/onboarding/operations';
export {
  createBankAccount,
  deleteBankAccount,
  getPaymentMethod,
  listBankAccounts,
  updateBankAccount,
  updatePaymentMethod,
} from './api/paymentMethod/operations';
export {
  calculatePayroll,
  cancelPayroll,
  createOffCyclePayroll,
  deletePayroll,
  getPayroll,
  getPayrollBlockers,
  getPayrollReceipt,
  getPayrollRows,
  listPayrolls,
  OFF_CYCLE_EMPLOYEE_LIMIT,
  PAYROLL_BLOCKER_KEYS,
  PAYROLL_PAGE_LIMIT,
  skipPayroll,
  type PayrollInclude,
  type PayrollRowsQuery,
  type PayrollWithRows,
  preparePayroll,
  preparePayrollRows,
  submitPayroll,
  updatePayroll,
} from './api/payroll/operations';
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
} from './api/paySchedules/operations';
export { getFederalTaxes, getStateTaxes, updateFederalTaxes } from './api/taxes/operations';
export {
  addTimeOffPolicyEmployees,
  approveTimeOffRequest,
  changeHolidayPayPolicyEmployees,
  createAdminApprovedTimeOffRequest,
  createHolidayPayPolicy,
  createTimeOffPolicy,
  createTimeOffRequest,
  deactivateTimeOffPolicy,
  declineTimeOffRequest,
  deleteHolidayPayPolicy,
  deleteTimeOffRequest,
  getHolidayPayPolicy,
  getTimeOffPolicy,
  getTimeOffRequest,
  listPaidHolidays,
  listTimeOffActivities,
  listTimeOffBalances,
  listTimeOffPolicies,
  listTimeOffRequests,
  previewTimeOffRequest,
  removeTimeOffPolicyEmployees,
  setTimeOffPolicyBalances,
  updateHolidayPayPolicy,
  updateTimeOffPolicy,
} from './api/timeOff/operations';
export {} from './api/tokenInfo/operations';
export { type CursorPage, type Page, type PageQuery, readCursorPage } from './api/pagination';
export { parseRetryAfter } from './api/retry';
export { formatSortBy, type SortClause } from './api/sortBy';
export {
  type HomeAddress,
  type HomeAddressBody,
  type WorkAddress,
  type WorkAddressBody,
} from './api/addresses/types';
export {
  type CallOptions,
  type CreateOptions,
  type DateString,
  type DecimalString,
  type OpenEnum,
  type Versioned,
  type VersionedDelta,
} from './api/common';
export {
  type CreateEmployeeBody,
  type Employee,
  type EmployeeSortField,
  type EmployeeUpdate,
  type EmploymentStatus,
  type MinimumWage,
  type OnboardingStatus,
  type PaymentMethodType,
} from './api/employees/types';
export {
  type ApiErrorBody,
  type ApiErrorEntry,
  type ErrorCategory,
  type ErrorMetadata,
} from './api/errorBody';
export {} from './api/events/types';
export {
  type Compensation,
  type CompensationBody,
  type FlsaStatus,
  type Job,
  type JobBody,
  type PaymentUnit,
} from './api/jobs/types';
export { type Location } from './api/locations/types';
export {
  type EmployeeForm,
  type EmployeeFormPdf,
  type EmployeeOnboardingStatus,
  type OnboardingStepId,
  type SignFormBody,
} from './api/onboarding/types';
export {
  type BankAccount,
  type BankAccountBody,
  type PaymentMethod,
  type PaymentMethodUpdate,
  type PaymentSplit,
} from './api/paymentMethod/types';
export {
  type CreditBlocker,
  type EmployeeCompensation,
  type FixedCompensation,
  type HourlyCompensation,
  type OffCyclePayrollBody,
  type OffCycleReason,
  type PaidTimeOff,
  type PaymentSpeedChanged,
  type Payroll,
  type PayrollBlocker,
  type PayrollBlockerKey,
  type PayrollReceipt,
  type SkipPayrollBody,
  type PayrollStatusMeta,
  type PayrollTax,
  type PayrollTotals,
  type PayrollUpdate,
  type PayrollUpdateLine,
  type ProcessingStatus,
  type Reimbursement,
  type SubmissionBlocker,
  type SubmissionBlockerChoice,
  type SubmissionUnblockOption,
  type WithholdingPayPeriod,
} from './api/payroll/types';
export {
  type AutoPayrollBlocker,
  type CurrentPayScheduleAssignment,
  type PayFrequency,
  type PayPeriod,
  type PayPeriodsQuery,
  type PaySchedule,
  type PayScheduleAssignment,
  type PayScheduleAssignmentPreview,
  type PayScheduleBody,
  type PaySchedulePreview,
  type PaySchedulePreviewQuery,
} from './api/paySchedules/types';
export {
  type FederalFilingStatus,
  type FederalTaxes,
  type FederalTaxesUpdate,
  type StateTaxAnswer,
  type StateTaxes,
  type StateTaxesUpdate,
  type StateTaxQuestion,
} from './api/taxes/types';
export {
  type AccrualMethod,
  type AdminApprovedTimeOffRequestBody,
  type ApproveTimeOffRequestBody,
  type DeclineTimeOffRequestBody,
  type FederalHolidayKey,
  type HolidayPayPolicy,
  type HolidayPayPolicyBody,
  type PaidHoliday,
  type PendingTimeOffRequest,
  type TimeOffActivity,
  type TimeOffBalance,
  type TimeOffPolicy,
  type TimeOffPolicyBody,
  type TimeOffRequest,
  type TimeOffRequestBody,
  type TimeOffRequestPreview,
  type TimeOffRequestPreviewBody,
  type TimeOffRequestStatus,
} from './api/timeOff/types';
export {} from './api/tokenInfo/types';
export { type ConflictField, sameValue } from './api/threeWayMerge';
export {
  changedFields,
  type ConflictChoice,
  updateVersioned,
  type VersionConflict,
  type VersionedUpdateInput,
  type VersionedUpdateResult,
} from './api/versionedUpdate';
export {
  useCreateHomeAddress,
  useCreateWorkAddress,
  useDeleteHomeAddress,
  useDeleteWorkAddress,
  useUpdateHomeAddress,
  useUpdateWorkAddress,
} from './hooks/addresses/mutations';
export { useHomeAddresses, useWorkAddresses } from './hooks/addresses/queries';
export {
  type HomeAddressForm,
  type HomeAddressFormOptions,
  type HomeAddressValues,
  useHomeAddressForm,
} from './hooks/addresses/useHomeAddressForm';
export {
  useWorkAddressForm,
  type WorkAddressForm,
  type WorkAddressFormOptions,
  type WorkAddressValues,
} from './hooks/addresses/useWorkAddressForm';
export { useCreateEmployee, useDeleteEmployee, useUpdateEmployee } from './hooks/employees/mutations';
export { useEmployee, useEmployees } from './hooks/employees/queries';
export {
  type OnboardingChoice,
  type PersonalDetailsForm,
  type PersonalDetailsFormOptions,
  type PersonalDetailsOutput,
  type PersonalDetailsValues,
  usePersonalDetailsForm,
} from './hooks/employees/usePersonalDetailsForm';
export { refreshTimeOff } from './hooks/invalidation';
export {
  useCreateCompensation,
  useCreateJob,
  useDeleteJob,
  useUpdateCompensation,
  useUpdateJob,
} from './hooks/jobs/mutations';
export { useCompensations, useJobs } from './hooks/jobs/queries';
export {
  type AdditionalJobForm,
  type AdditionalJobFormOptions,
  type AdditionalJobValues,
  useAdditionalJobForm,
} from './hooks/jobs/useAdditionalJobForm';
export {
  type JobCompensationForm,
  type JobCompensationFormOptions,
  type JobCompensationOutput,
  type JobCompensationValues,
  useJobCompensationForm,
} from './hooks/jobs/useJobCompensationForm';
export { useCreateLocation, useUpdateLocation } from './hooks/locations/mutations';
export { useActiveLocations, useLocations, useMinimumWages } from './hooks/locations/queries';
export {
  type CompanyLocationForm,
  type CompanyLocationFormOptions,
  type CompanyLocationValues,
  useCompanyLocationForm,
} from './hooks/locations/useCompanyLocationForm';
export { useSignEmployeeForm, useTransitionOnboardingStatus } from './hooks/onboarding/mutations';
export { useEmployeeFormPdf, useEmployeeForms, useOnboardingStatus } from './hooks/onboarding/queries';
export {
  type DocumentsStep,
  type DocumentsStepOptions,
  formSignatureSchema,
  type FormSignatureValues,
  useDocumentsStep,
  useFormDocument,
} from './hooks/onboarding/useDocumentsStep';
export {
  type OnboardingSteps,
  type OnboardingStepsOptions,
  type OnboardingStepState,
  useOnboardingSteps,
} from './hooks/onboarding/useOnboardingSteps';
export { type OnboardingSummary } from './hooks/onboarding/useOnboardingSummary';
export {
  useCreateBankAccount,
  useDeleteBankAccount,
  useUpdatePaymentMethod,
} from './hooks/paymentMethod/mutations';
export { useBankAccounts, usePaymentMethod } from './hooks/paymentMethod/queries';
export {
  type BankAccountValues,
  type PaymentMethodForm,
  type PaymentMethodFormOptions,
  type PaymentMethodValues,
  type PaymentSplitValues,
  usePaymentMethodForm,
} from './hooks/paymentMethod/usePaymentMethodForm';
export {
  type PayrollEditorIO,
  type PayrollEditorRow,
  PayrollEditorStore,
  type PayrollEditorStoreOptions,
  type PayrollEditorSummary,
  type PayrollRowSaveState,
} from './hooks/payroll/payrollEditorStore';
export {
  hoursToThousandths,
  type PayrollEditorTotals,
  thousandthsToHours,
} from './hooks/payroll/payrollEditorTotals';
export {
  PAYROLL_ROW_FILTERS,
  type PayrollRowFilter,
  type PayrollRowQuery,
  payrollRowName,
} from './hooks/payroll/payrollRowFilter';
export {
  type EventSourceFactory,
  type EventSourceLike,
  payrollEventStream,
  PayrollEventStream,
} from './hooks/payroll/payrollEventStream';
export { payrollPhase, type PayrollPhase } from './hooks/payroll/payrollPhase';
export {
  applyDraft,
  type DraftField,
  fieldsOfEdit,
  type PayrollRowConflict,
  type PayrollRowEdit,
  readField,
  sameFieldValue,
  updateLine,
} from './hooks/payroll/payrollRowDraft';
export {
  useCreateOffCyclePayroll,
  usePayroll,
  usePayrollAction,
  usePayrollBlockers,
  usePayrollReceipt,
  usePayrolls,
  usePreparePayroll,
  useUpdatePayroll,
} from './hooks/payroll/payrolls';
export { useDeletePayroll, useSkipPayroll } from './hooks/payroll/payrollRemoval';
export {
  OFF_CYCLE_REASONS,
  type OffCycleEmployee,
  type OffCyclePayrollFormOptions,
  type OffCyclePayrollValues,
  useOffCyclePayrollForm,
  WITHHOLDING_PAY_PERIODS,
} from './hooks/payroll/useOffCyclePayrollForm';
export {
  type PayrollEditor,
  type PayrollEditorOptions,
  usePayrollEditor,
  usePayrollEditorRow,
  usePayrollEditorTotals,
} from './hooks/payroll/usePayrollEditor';
export {
  type PayrollProcessing,
  type PayrollProcessingOptions,
  usePayrollProcessing,
} from './hooks/payroll/usePayrollProcessing';
export {
  type PayrollReview,
  type PayrollReviewOptions,
  usePayrollReview,
  usePayrollRunSummary,
} from './hooks/payroll/usePayrollReview';
export {
  PayrollRowsNotSavedError,
  type PayrollRunActions,
  type PayrollRunActionsOptions,
  usePayrollRunActions,
} from './hooks/payroll/usePayrollRunActions';
export {
  type PayrollRunList,
  type PayrollRunListItem,
  type PayrollRunListOptions,
  usePayrollRunList,
} from './hooks/payroll/usePayrollRunList';
export {
  type PayrollRunStatus,
  type PayrollRunStatusOptions,
  readPayrollStatus,
  usePayrollRunStatus,
} from './hooks/payroll/usePayrollRunStatus';
export {
  PayrollClientProvider,
  type PayrollClientProviderProps,
  usePayrollClient,
} from './hooks/PayrollClientProvider';
export {
  useAssignPaySchedules,
  useAutoPayroll,
  useCreatePaySchedule,
  useUpdatePaySchedule,
} from './hooks/paySchedules/mutations';
export {
  payPeriodsHorizon,
  payrollsDeletedByUpdate,
  serviceToday,
} from './hooks/paySchedules/payrollsDeletedByUpdate';
export {
  useAssignmentPreview,
  usePayPeriods,
  usePayrollsDeletedByUpdate,
  usePaySchedule,
  usePayScheduleAssignments,
  usePaySchedulePreview,
  usePaySchedules,
} from './hooks/paySchedules/queries';
export {
  type PayScheduleForm,
  type PayScheduleFormOptions,
  type PayScheduleFormOutput,
  payScheduleFrequencies,
  type PayScheduleValues,
  usePayScheduleForm,
} from './hooks/paySchedules/usePayScheduleForm';
export { type EmployeePart } from './hooks/queryKeys';
export { homeAddressSchema, locationSchema } from './hooks/schemas/address';
export { compensationSchema } from './hooks/schemas/compensation';
export { type EmployeeFormValues } from './hooks/schemas/employee';
export {} from './hooks/schemas/federalTaxes';
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
export { type ValidationMessageKey } from './hooks/schemas/messageKeys';
export { bankAccountSchema } from './hooks/schemas/paymentMethod';
export { useUpdateFederalTaxes } from './hooks/taxes/mutations';
export { useFederalTaxes, useStateTaxes } from './hooks/taxes/queries';
export {
  federalFilingStatuses,
  federalTaxAmountFields,
  type FederalTaxesForm,
  type FederalTaxesFormOptions,
  type FederalTaxesValues,
  useFederalTaxesForm,
} from './hooks/taxes/useFederalTaxesForm';
export {
  questionPath,
  STATE_TAX_TEXT_MAX,
  type StateTaxesForm,
  type StateTaxesFormOptions,
  type StateTaxesValues,
  useStateTaxesForm,
} from './hooks/taxes/useStateTaxesForm';
export {
  useCreateHolidayPayPolicy,
  useHolidayPayPolicy,
  useHolidayPayPolicyEmployees,
  usePaidHolidays,
  useUpdateHolidayPayPolicy,
} from './hooks/timeOff/holidayPay';
export {
  type ActiveTimeOffPolicy,
  useAddTimeOffPolicyEmployees,
  useAdjustTimeOffBalances,
  useCreateTimeOffPolicy,
  useDeactivateTimeOffPolicy,
  useRemoveTimeOffPolicyEmployees,
  useUpdateTimeOffPolicy,
} from './hooks/timeOff/policyMutations';
export {
  useTimeOffPolicies,
  useTimeOffPolicy,
  useTimeOffPolicyEmployees,
  useTimeOffPolicyPage,
} from './hooks/timeOff/policyQueries';
export {
  type TimeOffReview,
  useCreateAdminApprovedTimeOffRequest,
  useCreateTimeOffRequest,
  useDeleteTimeOffRequest,
  useReviewTimeOffRequest,
} from './hooks/timeOff/requestMutations';
export {
  type TimeOffRequestQuery,
  useTimeOffActivities,
  useTimeOffBalances,
  useTimeOffRequest,
  useTimeOffRequestPreview,
  useTimeOffRequests,
} from './hooks/timeOff/requestQueries';
export { overBalanceOf } from './hooks/timeOff/timeOffErrors';
export {
  type TimeOffPolicyForm,
  type TimeOffPolicyFormOptions,
  type TimeOffPolicyValues,
  useTimeOffPolicyForm,
} from './hooks/timeOff/useTimeOffPolicyForm';
export {
  timeOffRequestBody,
  type TimeOffRequestForm,
  type TimeOffRequestFormOptions,
  type TimeOffRequestValues,
  useTimeOffRequestForm,
} from './hooks/timeOff/useTimeOffRequestForm';
export { useCan } from './hooks/tokenInfo/queries';
export { type ApiForm, type ApiFormOptions } from './hooks/useApiForm';
export {} from './hooks/useIdempotentCreate';
export { type RecordForm, type RecordFormOptions } from './hooks/useRecordForm';
export {
  useVersionedUpdate,
  type VersionedUpdate,
  type VersionedUpdateConfig,
} from './hooks/useVersionedUpdate';

// Company onboarding (UPSTREAM-2 H).
export {
  finishCompanyOnboarding,
  getCompany,
  getCompanyOnboardingStatus,
  getFederalTaxDetails,
  getIndustrySelection,
  getPaymentConfigs,
  updateFederalTaxDetails,
  updateIndustrySelection,
  updatePaymentConfigs,
} from './api/company/operations';
export {
  createCompanyBankAccount,
  listCompanyBankAccounts,
  sendCompanyBankTestDeposits,
  verifyCompanyBankAccount,
} from './api/company/bankAccountOperations';
export { getCompanyFormPdf, listCompanyForms, signCompanyForm } from './api/company/formOperations';
export {
  createSignatory,
  deleteSignatory,
  inviteSignatory,
  listSignatories,
  updateSignatory,
} from './api/company/signatoryOperations';
export {
  getStateTaxRequirements,
  listStateTaxRequirements,
  updateStateTaxRequirements,
} from './api/company/stateTaxOperations';
export type {
  Company,
  CompanyOnboardingStatus,
  CompanyOnboardingStep,
  CompanyOnboardingStepId,
  CompanyStatus,
  FederalTaxDetails,
  FederalTaxDetailsBody,
  IndustrySelection,
  PaymentConfigs,
  PaymentConfigsBody,
  Signatory,
  SignatoryAddress,
  SignatoryBody,
  SignatoryInviteBody,
  TaxPayerType,
} from './api/company/types';
export type {
  CompanyBankAccount,
  CompanyBankAccountBody,
  TestDeposits,
} from './api/company/bankAccountTypes';
export type { CompanyForm } from './api/company/formTypes';
export type {
  StateTaxRequirement,
  StateTaxRequirementMetadata,
  StateTaxRequirements,
  StateTaxRequirementSet,
  StateTaxRequirementsUpdate,
  StateTaxSetup,
} from './api/company/stateTaxTypes';
export {
  useCompany,
  useCompanyBankAccounts,
  useCompanyForms,
  useCompanyFormPdf,
  useCompanyOnboardingStatusQuery,
  useFederalTaxDetails,
  useIndustrySelection,
  usePaymentConfigs,
  useSignatory,
  useStateTaxRequirements,
  useStateTaxSetups,
} from './hooks/company/queries';
export {
  useCreateCompanyBankAccount,
  useCreateSignatory,
  useDeleteSignatory,
  useInviteSignatory,
  useFinishCompanyOnboarding,
  useSendCompanyBankTestDeposits,
  useSignCompanyForm,
  useUpdateFederalTaxDetails,
  useUpdateIndustrySelection,
  useUpdatePaymentConfigs,
  useUpdateSignatory,
  useUpdateStateTaxRequirements,
  useVerifyCompanyBankAccount,
} from './hooks/company/mutations';
export {
  companyOnboardingStepViews,
  useCompanyOnboardingStatus,
  type CompanyOnboardingStatusView,
  type CompanyOnboardingStepState,
  type CompanyOnboardingStepView,
} from './hooks/company/useCompanyOnboardingStatus';
export { companyOnboardingStepFor } from './hooks/company/blockerSteps';
export {
  fitsMask,
  fractionToPercent,
  percentToFraction,
  stateTaxFields,
  stateTaxMessageKeys,
  stateTaxSchema,
  stateTaxSetId,
  stateTaxValues,
  type StateTaxField,
  type StateTaxInput,
  type StateTaxValues,
} from './hooks/company/stateTaxFields';
export {
  useStateTaxForm,
  type StateTaxForm,
  type StateTaxFormOptions,
} from './hooks/company/useStateTaxForm';
export {
  taxPayerTypes,
  useFederalTaxDetailsForm,
  type FederalTaxDetailsForm,
  type FederalTaxDetailsValues,
} from './hooks/company/useFederalTaxDetailsForm';
export {
  useCompanyBankAccountForm,
  type CompanyBankAccountForm,
} from './hooks/company/useCompanyBankAccountForm';
export { useSignatoryForm, type SignatoryForm, type SignatoryValues } from './hooks/company/useSignatoryForm';
export { useSignatoryInviteForm } from './hooks/company/useSignatoryInviteForm';
export { usePaymentConfigsForm, type PaymentConfigsValues } from './hooks/company/usePaymentConfigsForm';

// Contractors and contractor payments (UPSTREAM-2 I).
export {
  cancelContractorDismissal,
  cancelContractorRehire,
  createContractor,
  deleteContractor,
  dismissContractor,
  getContractor,
  getContractorAddress,
  getContractorOnboardingStatus,
  listContractors,
  rehireContractor,
  updateContractor,
  updateContractorAddress,
  updateContractorOnboardingStatus,
} from './api/contractors/operations';
export {
  createContractorBankAccount,
  getContractorPaymentMethod,
  listContractorBankAccounts,
  updateContractorPaymentMethod,
} from './api/contractorPaymentMethod/operations';
export {
  generateContractor1099,
  getContractorFormPdf,
  listContractorDocuments,
  listContractorForms,
  signContractorDocument,
} from './api/contractorDocuments/operations';
export {
  cancelContractorPayment,
  cancelContractorPaymentGroup,
  createContractorPayment,
  createContractorPaymentGroup,
  getContractorPayment,
  getContractorPaymentGroup,
  getContractorPaymentReceipt,
  listContractorPaymentGroups,
  listContractorPayments,
  previewContractorPaymentDebitDate,
  previewContractorPaymentGroup,
} from './api/contractorPayments/operations';
export type {
  Contractor,
  ContractorAddress,
  ContractorAddressBody,
  ContractorBody,
  ContractorListQuery,
  ContractorOnboardingStatus,
  ContractorOnboardingStatusName,
  ContractorOnboardingStep,
  ContractorType,
  ContractorWageType,
} from './api/contractors/types';
export type {
  ContractorBankAccount,
  ContractorBankAccountBody,
  ContractorPaymentMethod,
} from './api/contractorPaymentMethod/types';
export type {
  ContractorDocument,
  ContractorDocumentField,
  ContractorTaxForm,
  SignContractorDocumentBody,
} from './api/contractorDocuments/types';
export type {
  ContractorPayment,
  ContractorPaymentBody,
  ContractorPaymentDateRange,
  ContractorPaymentGroup,
  ContractorPaymentGroupBody,
  ContractorPaymentGroupPreviewBody,
  ContractorPaymentGroupTotals,
  ContractorPaymentHistory,
  ContractorPaymentLine,
  ContractorPaymentMethodName,
  ContractorPaymentReceipt,
} from './api/contractorPayments/types';
export {
  useContractor,
  useContractorAddress,
  useContractorOnboardingStatus,
  useContractors,
} from './hooks/contractors/queries';
export {
  useCancelContractorDismissal,
  useCancelContractorRehire,
  useCreateContractor,
  useDeleteContractor,
  useDismissContractor,
  useRehireContractor,
  useTransitionContractorOnboarding,
  useUpdateContractor,
  useUpdateContractorAddress,
} from './hooks/contractors/mutations';
export {
  blankContractor,
  contractorFields,
  useContractorForm,
  type ContractorForm,
  type ContractorFormOptions,
  type ContractorValues,
} from './hooks/contractors/useContractorForm';
export {
  useContractorAddressForm,
  type ContractorAddressForm,
  type ContractorAddressValues,
} from './hooks/contractors/useContractorAddressForm';
export {
  useContractorBankAccounts,
  useContractorPaymentMethod,
} from './hooks/contractorPaymentMethod/queries';
export {
  useCreateContractorBankAccount,
  useUpdateContractorPaymentMethod,
} from './hooks/contractorPaymentMethod/mutations';
export { useContractorBankAccountForm } from './hooks/contractorPaymentMethod/useContractorBankAccountForm';
export { useContractorDocuments, useContractorForms } from './hooks/contractorDocuments/queries';
export {
  useGenerateContractor1099,
  useOpenContractorFormPdf,
  useSignContractorDocument,
} from './hooks/contractorDocuments/mutations';
export {
  useContractorW9Form,
  W9_TAX_CLASSIFICATIONS,
  type ContractorW9Form,
  type ContractorW9Values,
} from './hooks/contractorDocuments/useContractorW9Form';
export {
  useContractorPaymentGroup,
  useContractorPaymentGroups,
  useContractorPaymentHistory,
  useContractorPaymentReceipt,
} from './hooks/contractorPayments/queries';
export {
  useCancelContractorPayment,
  useCancelContractorPaymentGroup,
  useCreateContractorPayment,
  useCreateContractorPaymentGroup,
  usePreviewContractorPaymentGroup,
} from './hooks/contractorPayments/mutations';
export {
  blankContractorPaymentLine,
  contractorPaymentFields,
  readContractorPaymentLine,
  type ContractorPaymentField,
  type ContractorPaymentIssue,
  type ContractorPaymentLineReading,
  type ContractorPaymentLineValues,
} from './hooks/contractorPayments/contractorPaymentLine';
export {
  useContractorPaymentGroupEditor,
  type ContractorPaymentEditorLine,
  type ContractorPaymentEditorTotals,
  type ContractorPaymentGroupEditor,
  type ContractorPaymentGroupEditorOptions,
} from './hooks/contractorPayments/useContractorPaymentGroupEditor';
// Employee management (UPSTREAM-2 J, UPSTREAM A.11): terminations and the dismissal payroll,
// rehire and history, garnishments, pay stubs, pay changes from a date.
export { listCompensationHistory } from './api/jobs/operations';
export {
  cancelTermination,
  createDismissalPayroll,
  createTermination,
  DISMISSAL_PAYROLL_REASON,
  listDismissalPayPeriods,
  listTerminations,
  updateTermination,
} from './api/employment/terminationOperations';
export {
  createRehire,
  deleteRehire,
  getEmploymentHistory,
  getRehire,
  updateRehire,
} from './api/employment/rehireOperations';
export {
  createGarnishment,
  getGarnishment,
  listChildSupportAgencies,
  listGarnishments,
  updateGarnishment,
} from './api/garnishments/operations';
export { getPayStubPdf, listPayStubs } from './api/payStubs/operations';
export {
  type DismissalPayPeriod,
  type EmploymentPeriod,
  type Rehire,
  type RehireBody,
  type RehireEmploymentStatus,
  type Termination,
  type TerminationBody,
} from './api/employment/types';
export {
  type ChildSupportAgency,
  type ChildSupportOrder,
  type ChildSupportPaymentPeriod,
  type Garnishment,
  type GarnishmentBody,
  type GarnishmentType,
} from './api/garnishments/types';
export { type PayStub } from './api/payStubs/types';
export {
  useCancelTermination,
  useCreateDismissalPayroll,
  useCreateRehire,
  useCreateTermination,
  useDeleteRehire,
  useUpdateRehire,
  useUpdateTermination,
} from './hooks/employment/mutations';
export {
  useDismissalPayPeriods,
  useEmploymentHistory,
  useRehire,
  useTermination,
} from './hooks/employment/queries';
export {
  type TerminationForm,
  type TerminationFormOptions,
  type TerminationValues,
  useTerminationForm,
} from './hooks/employment/useTerminationForm';
export { type RehireFormOptions, type RehireValues, useRehireForm } from './hooks/employment/useRehireForm';
export { useCreateGarnishment, useUpdateGarnishment } from './hooks/garnishments/mutations';
export { useChildSupportAgencies, useGarnishment, useGarnishments } from './hooks/garnishments/queries';
export {
  type GarnishmentForm,
  type GarnishmentFormOptions,
  type GarnishmentValues,
  useGarnishmentForm,
} from './hooks/garnishments/useGarnishmentForm';
export { usePayStubPdf, usePayStubs } from './hooks/payStubs/queries';
export { useCompensationHistory } from './hooks/jobs/queries';
export {
  type PayChangeForm,
  type PayChangeFormOptions,
  type PayChangeValues,
  usePayChangeForm,
} from './hooks/jobs/usePayChangeForm';
export { childSupportSchema, garnishmentSchema } from './hooks/schemas/garnishment';
export { payChangeSchema, rehireSchema, terminationSchema } from './hooks/schemas/employment';
export { addressQueries } from './hooks/addresses';
export { companyQueries } from './hooks/company';
export { contractorDocumentQueries } from './hooks/contractorDocuments';
export { contractorPaymentMethodQueries } from './hooks/contractorPaymentMethod';
export { contractorPaymentQueries } from './hooks/contractorPayments';
export { contractorQueries } from './hooks/contractors';
export { employeeQueries } from './hooks/employees';
export { employmentQueries } from './hooks/employment';
export { garnishmentQueries } from './hooks/garnishments';
export { jobQueries } from './hooks/jobs';
export { locationQueries } from './hooks/locations';
export { onboardingQueries } from './hooks/onboarding';
export { payScheduleQueries } from './hooks/paySchedules';
export { payStubQueries } from './hooks/payStubs';
export { paymentMethodQueries } from './hooks/paymentMethod';
export { payrollQueries } from './hooks/payroll';
export { taxQueries } from './hooks/taxes';
export { timeOffQueries } from './hooks/timeOff';
export { tokenInfoQueries } from './hooks/tokenInfo';
export type { PayrollPreviewQueryOptions, PayrollQueryOptions } from './hooks/payrollQuery';
export * from './api/earningTypes/operations';
export type * from './api/earningTypes/types';
export * from './hooks/earningTypes';
