/**
 * `payroll-kit/headless`: the framework-free fetch layer and the React hooks on top of it, with no
 * CSS and no DOM components, for partners who bring their own UI.
 *
 * @example
 * import { PayrollClientProvider, useEmployees } from 'payroll-kit/headless';
 */
// One line per namespace. What is public is decided where it lives: each area's operations and
// types (api/operations.ts, api/types.ts gather them) and each hooks/<area>/index.ts. The API
// report (etc/api-report.md, `npm run check:api`) shows every name this file makes public.

// The fetch layer: the client and what every area shares.
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
export type { Endpoint, EndpointName } from './api/endpoints';
export {
  ApiError,
  DeprecatedEndpointError,
  isApiError,
  isVersionConflict,
  NetworkError,
  TimeoutError,
} from './api/errors';
export type { FieldErrorOptions, FieldErrors, FieldIssue } from './api/fieldErrors';
export { createIdempotentAction, type IdempotentAction } from './api/idempotency';
export { type CursorPage, type Page, type PageQuery, readCursorPage } from './api/pagination';
export { parseRetryAfter } from './api/retry';
export { formatSortBy, type SortClause } from './api/sortBy';
export { type ConflictField, sameValue } from './api/threeWayMerge';
export {
  changedFields,
  type ConflictChoice,
  updateVersioned,
  type VersionConflict,
  type VersionedUpdateInput,
  type VersionedUpdateResult,
} from './api/versionedUpdate';
export type {
  CallOptions,
  CreateOptions,
  DateString,
  DecimalString,
  OpenEnum,
  Versioned,
  VersionedDelta,
} from './api/common';
export type { ApiErrorBody, ApiErrorEntry, ErrorCategory, ErrorMetadata } from './api/errorBody';

// The API, area by area: its operations and its types.
export * from './api/operations';
export type * from './api/types';

// The hooks' shared machinery: the provider, cache keys, versioned updates, forms.
export {
  PayrollClientProvider,
  type PayrollClientProviderProps,
  usePayrollClient,
} from './hooks/PayrollClientProvider';
export type { EmployeePart } from './hooks/queryKeys';
export { refreshTimeOff } from './hooks/invalidation';
export {
  useVersionedUpdate,
  type VersionedUpdate,
  type VersionedUpdateConfig,
} from './hooks/useVersionedUpdate';
export type { ApiForm, ApiFormOptions } from './hooks/useApiForm';
export type { RecordForm, RecordFormOptions } from './hooks/useRecordForm';
export type { PayrollPreviewQueryOptions, PayrollQueryOptions } from './hooks/payrollQuery';

// Client-side rules (Zod schemas; messages are message keys).
export { homeAddressSchema, locationSchema } from './hooks/schemas/address';
export { compensationSchema } from './hooks/schemas/compensation';
export type { EmployeeFormValues } from './hooks/schemas/employee';
export { payChangeSchema, rehireSchema, terminationSchema } from './hooks/schemas/employment';
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
export { childSupportSchema, garnishmentSchema } from './hooks/schemas/garnishment';
export type { ValidationMessageKey } from './hooks/schemas/messageKeys';
export { bankAccountSchema } from './hooks/schemas/paymentMethod';

// The hooks, area by area: queries, mutations, forms and their queryOptions factories.
export * from './hooks/addresses';
export * from './hooks/company';
export * from './hooks/contractorDocuments';
export * from './hooks/contractorPaymentMethod';
export * from './hooks/contractorPayments';
export * from './hooks/contractors';
export * from './hooks/earningTypes';
export * from './hooks/reimbursements';
export * from './hooks/wireIn';
export * from './hooks/recoveryCases';
export * from './hooks/informationRequests';
export * from './hooks/notifications';
export * from './hooks/achTransactions';
export * from './hooks/checks';
export * from './hooks/payrollDigests';
export * from './hooks/payrollBatches';
export * from './hooks/invoices';
export * from './hooks/benefits';
export * from './hooks/employeeBenefits';
export * from './hooks/employees';
export * from './hooks/employment';
export * from './hooks/garnishments';
export * from './hooks/i9Verification';
export * from './hooks/jobs';
export * from './hooks/locations';
export * from './hooks/onboarding';
export * from './hooks/paySchedules';
export * from './hooks/payStubs';
export * from './hooks/paymentMethod';
export * from './hooks/portalInvitations';
export * from './hooks/payroll';
export * from './hooks/taxes';
export * from './hooks/timeOff';
export * from './hooks/tokenInfo';
export * from './hooks/reports';
export * from './hooks/externalPayrolls';
export * from './hooks/departments';
export * from './hooks/peopleBatches';
export * from './hooks/companyAttachments';
export * from './hooks/flowLinks';
export * from './hooks/timeSheets';
export * from './hooks/salaryEstimates';
