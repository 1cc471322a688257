/**
 * `onboardingQueries`: an employee's onboarding status and forms as TanStack Query options (key
 * and fetch paired once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a
 * router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollRead } from '../payrollQuery';
import { getEmployeeFormPdf, getOnboardingStatus, listEmployeeForms } from '../../api/onboarding/operations';
import { employeePartQuery } from '../employeePartQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * An employee's onboarding status and steps; every onboarding write refreshes it.
 *
 * @example
 * const status = await queryClient.ensureQueryData(onboardingQueries.status(client, employeeId));
 */
export const status = (client: PayrollClient, employeeId: string) =>
  employeePartQuery(client, employeeId, 'onboarding_status', getOnboardingStatus);

/**
 * An employee's forms.
 *
 * @example
 * await queryClient.prefetchQuery(onboardingQueries.forms(client, employeeId));
 */
export const forms = (client: PayrollClient, employeeId: string) =>
  employeePartQuery(client, employeeId, 'forms', listEmployeeForms);

/**
 * Where to fetch an employee form's PDF.
 *
 * @example
 * const { document_url } = await queryClient.fetchQuery(onboardingQueries.formPdf(client, employeeId, formId));
 */
export const formPdf = (client: PayrollClient, employeeId: string, formId: string) =>
  payrollRead(queryKeys.employeeForm(employeeId, formId, true), (call) =>
    getEmployeeFormPdf(client, employeeId, formId, call),
  );
