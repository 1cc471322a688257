import type { EmployeePart } from './queryKeys';

/*
 * Every cache key of the kit, one export each (the one home of keys: {@link queryKeys} gathers them), so that a hook imports just the keys it uses and
 * a page bundles the keys of the flows it renders. Hooks read them as
 * `import * as queryKeys from './queryKeyTable'`, which bundlers tree-shake member by member.
 */

const root = 'payroll-kit' as const;

export const all = [root] as const;
export const tokenInfo = () => [root, 'token_info'] as const;

export const employeeLists = (companyId: string) => [root, 'company', companyId, 'employees'] as const;
export const employeeList = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'employees', query] as const;
export const employee = (employeeId: string) => [root, 'employee', employeeId] as const;
/** A sub-resource of one employee, e.g. `'home_addresses'`, `'federal_taxes'`. */
export const employeePart = (employeeId: string, part: EmployeePart) =>
  [root, 'employee-part', employeeId, part] as const;
export const homeAddress = (employeeId: string, homeAddressId: string) =>
  [...employeePart(employeeId, 'home_addresses'), homeAddressId] as const;
export const workAddress = (employeeId: string, workAddressId: string) =>
  [...employeePart(employeeId, 'work_addresses'), workAddressId] as const;
export const job = (employeeId: string, jobId: string) =>
  [...employeePart(employeeId, 'jobs'), jobId] as const;
export const employeeForm = (employeeId: string, formId: string, pdf = false) =>
  [root, 'employee-part', employeeId, 'forms', formId, pdf ? 'pdf' : 'form'] as const;

export const jobCompensations = (jobId: string) => [root, 'job', jobId, 'compensations'] as const;
export const compensation = (jobId: string, compensationId: string) =>
  [...jobCompensations(jobId), compensationId] as const;
/** Under the job's compensations: a pay change refreshes the history with them. */
export const compensationHistory = (jobId: string) => [...jobCompensations(jobId), 'history'] as const;

/** Where an employee stands in their employment: termination, rehire, history. */
export const employment = (employeeId: string) => [root, 'employee-part', employeeId, 'employment'] as const;
/** The employee's one termination, or null. */
export const termination = (employeeId: string) => [...employment(employeeId), 'termination'] as const;
export const rehire = (employeeId: string) => [...employment(employeeId), 'rehire'] as const;
export const employmentHistory = (employeeId: string) => [...employment(employeeId), 'history'] as const;
/** Under the company's payrolls: a payroll processed or a termination changes them. */
export const dismissalPayPeriods = (companyId: string) =>
  [root, 'company', companyId, 'payrolls', 'dismissal_pay_periods'] as const;

export const garnishments = (employeeId: string) =>
  [root, 'employee-part', employeeId, 'garnishments'] as const;
export const garnishmentList = (employeeId: string, query: unknown) =>
  [...garnishments(employeeId), 'list', query] as const;
export const garnishment = (employeeId: string, garnishmentId: string) =>
  [...garnishments(employeeId), 'detail', garnishmentId] as const;
export const childSupportAgencies = () => [root, 'child_support_agencies'] as const;

/** Every pay stub read of every employee: a processed payroll adds a stub to each it paid. */
export const payStubs = () => [root, 'pay_stubs'] as const;
export const payStubList = (employeeId: string, query: unknown) =>
  [...payStubs(), employeeId, query] as const;
export const payStubPdf = (payrollId: string, employeeId: string) =>
  [...payStubs(), employeeId, 'pdf', payrollId] as const;

export const locations = (companyId: string) => [root, 'company', companyId, 'locations'] as const;
export const locationList = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'locations', query] as const;
export const activeLocations = (companyId: string) => [...locations(companyId), 'active'] as const;
export const location = (locationId: string) => [root, 'location', locationId] as const;
export const minimumWages = (locationId: string, effectiveDate?: string) =>
  [root, 'location', locationId, 'minimum_wages', effectiveDate ?? null] as const;

export const paySchedules = (companyId: string) => [root, 'company', companyId, 'pay_schedules'] as const;
export const payScheduleList = (companyId: string, query: unknown) =>
  [...paySchedules(companyId), 'list', query] as const;
export const paySchedule = (companyId: string, payScheduleId: string) =>
  [root, 'company', companyId, 'pay_schedules', 'detail', payScheduleId] as const;
export const paySchedulePreview = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'pay_schedule_preview', query] as const;
export const payScheduleAssignments = (companyId: string) =>
  [root, 'company', companyId, 'pay_schedule_assignments'] as const;
export const payScheduleAssignmentPreview = (companyId: string, assignment: unknown) =>
  [...payScheduleAssignments(companyId), 'preview', assignment] as const;
/** Under the schedules: a schedule write (update, assign) changes the periods and their payrolls. */
export const payPeriods = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'pay_schedules', 'pay_periods', query] as const;

export const timeOffPolicies = (companyId: string) =>
  [root, 'company', companyId, 'time_off_policies'] as const;
export const timeOffPolicy = (policyId: string) => [root, 'time_off_policy', policyId] as const;
export const timeOffRequests = (companyId: string) =>
  [root, 'company', companyId, 'time_off_requests'] as const;
export const timeOffRequestList = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'time_off_requests', query] as const;
export const timeOffRequest = (requestId: string) => [root, 'time_off_request', requestId] as const;
/** Balances, activities, previews and holiday pay of a company: a time off write refreshes them together. */
export const timeOff = (companyId: string) => [root, 'company', companyId, 'time_off'] as const;
export const timeOffPolicyPage = (companyId: string, query: unknown) =>
  [...timeOffPolicies(companyId), 'page', query] as const;
export const allTimeOffPolicies = (companyId: string) => [...timeOffPolicies(companyId), 'all'] as const;
export const timeOffBalances = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'time_off', 'balances', query] as const;
export const timeOffActivities = (companyId: string, employeeId: string, query: unknown) =>
  [root, 'company', companyId, 'time_off', 'activities', employeeId, query] as const;
export const timeOffPreview = (companyId: string, body: unknown) =>
  [root, 'company', companyId, 'time_off', 'preview', body] as const;
export const holidayPayPolicy = (companyId: string) =>
  [root, 'company', companyId, 'time_off', 'holiday_pay_policy'] as const;
export const paidHolidays = (companyId: string, year: number | undefined) =>
  [root, 'company', companyId, 'time_off', 'paid_holidays', year ?? 'next'] as const;

/*
 * Payroll runs. A payroll's status (what polling reads), its summary (totals, blockers) and its
 * pages of rows are separate entries under one payroll prefix, so a poll of a calculating payroll
 * never refetches 5,000 rows and a saved row never refetches the status. Everything lives under the
 * company's `payrolls` branch, so a pay-schedule change refreshes it all (a schedule change deletes
 * unprocessed payrolls).
 */

/** Every payroll read of a company (lists, blockers, payrolls). */
export const payrolls = (companyId: string) => [root, 'company', companyId, 'payrolls'] as const;
export const payrollLists = (companyId: string) => [root, 'company', companyId, 'payrolls', 'list'] as const;
export const payrollList = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'payrolls', 'list', query] as const;
export const payrollBlockers = (companyId: string) =>
  [root, 'company', companyId, 'payrolls', 'blockers'] as const;
/** Every read of one payroll: status, summary and rows. */
export const payroll = (companyId: string, payrollId: string) =>
  [root, 'company', companyId, 'payrolls', 'detail', payrollId] as const;
/** Status only (processing_request, calculated_at, processed, payroll_status_meta): what polls. */
export const payrollStatus = (companyId: string, payrollId: string) =>
  [root, 'company', companyId, 'payrolls', 'detail', payrollId, 'status'] as const;
/** Totals, taxes, submission and credit blockers, payment speed: what review and submit read. */
export const payrollSummary = (companyId: string, payrollId: string) =>
  [root, 'company', companyId, 'payrolls', 'detail', payrollId, 'summary'] as const;
/** Every page of rows of one payroll. */
export const payrollRows = (companyId: string, payrollId: string) =>
  [root, 'company', companyId, 'payrolls', 'detail', payrollId, 'rows'] as const;
export const payrollRowPage = (companyId: string, payrollId: string, query: unknown) =>
  [root, 'company', companyId, 'payrolls', 'detail', payrollId, 'rows', query] as const;
/** What the editor knows of each employee's pay (salaried or hourly, rates). */
export const payFacts = (companyId: string) => [...payrolls(companyId), 'pay-facts'] as const;
export const payrollReceipt = (payrollId: string) => [root, 'payroll-receipt', payrollId] as const;

/*
 * Company onboarding. Every read whose answer an onboarding write can move (the company, its
 * onboarding status, its forms) lives under the company's `onboarding` branch, so one prefix
 * refreshes them all; the records of each step have their own keys.
 */
export const companyOnboarding = (companyId: string) => [root, 'company', companyId, 'onboarding'] as const;
export const company = (companyId: string) => [...companyOnboarding(companyId), 'company'] as const;
export const companyOnboardingStatus = (companyId: string) =>
  [...companyOnboarding(companyId), 'status'] as const;
export const companyForms = (companyId: string) => [...companyOnboarding(companyId), 'forms'] as const;
export const companyFormPdf = (formId: string) => [root, 'company-form', formId, 'pdf'] as const;
export const federalTaxDetails = (companyId: string) =>
  [root, 'company', companyId, 'federal_tax_details'] as const;
export const industrySelection = (companyId: string) =>
  [root, 'company', companyId, 'industry_selection'] as const;
export const companyBankAccounts = (companyId: string) =>
  [root, 'company', companyId, 'bank_accounts'] as const;
export const signatories = (companyId: string) => [root, 'company', companyId, 'signatories'] as const;
/** Every state's setup, and under it each state's requirement sets. */
export const stateTaxSetups = (companyId: string) =>
  [root, 'company', companyId, 'tax_requirements'] as const;
export const stateTaxRequirements = (companyId: string, state: string) =>
  [...stateTaxSetups(companyId), state] as const;
export const paymentConfigs = (companyId: string) => [root, 'company', companyId, 'payment_configs'] as const;

/*
 * Contractors. A company's lists live under its `contractors` branch; every read of one
 * contractor (record, onboarding status, address, payment method, bank accounts, documents, 1099s)
 * under that contractor's branch, because the service derives the onboarding status (shown on the
 * record and in lists) from all of them.
 */
export const contractors = (companyId: string) => [root, 'company', companyId, 'contractors'] as const;
export const contractorList = (companyId: string, query: unknown) =>
  [...contractors(companyId), query] as const;
/** Every read of one contractor. */
export const contractorBranch = (contractorId: string) => [root, 'contractor', contractorId] as const;
export const contractor = (contractorId: string) => [...contractorBranch(contractorId), 'record'] as const;
export const contractorPart = (
  contractorId: string,
  part: 'onboarding_status' | 'address' | 'payment_method' | 'bank_accounts' | 'documents' | 'forms',
) => [...contractorBranch(contractorId), part] as const;

/** Every contractor payment read of a company: history, groups, receipts. */
export const contractorPayments = (companyId: string) =>
  [root, 'company', companyId, 'contractor_payments'] as const;
export const contractorPaymentHistory = (companyId: string, query: unknown) =>
  [...contractorPayments(companyId), 'history', query] as const;
export const contractorPaymentGroups = (companyId: string, query: unknown) =>
  [...contractorPayments(companyId), 'groups', query] as const;
export const contractorPaymentGroup = (companyId: string, groupId: string) =>
  [...contractorPayments(companyId), 'group', groupId] as const;
export const contractorPaymentReceipt = (companyId: string, paymentId: string) =>
  [...contractorPayments(companyId), 'receipt', paymentId] as const;
