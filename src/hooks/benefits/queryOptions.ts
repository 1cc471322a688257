/**
 * `benefitQueries`: the supported benefit types and a company's benefits as TanStack Query
 * options (key and fetch paired once), for `useQuery`, `prefetchQuery` on the server and
 * `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import {
  getCompanyBenefit,
  getContributionExclusions,
  listCompanyBenefits,
  listSupportedBenefits,
} from '../../api/benefits/operations';
import type { CompanyBenefitQuery } from '../../api/benefits/types';
import { payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/** The types change with a release of the service, not during a session. */
const TYPES_STALE_MS = 60 * 60 * 1000;

/**
 * The supported benefit types with their tax treatment.
 *
 * @example
 * await queryClient.prefetchQuery(benefitQueries.supported(client));
 */
export const supported = (client: PayrollClient) =>
  payrollRead(queryKeys.supportedBenefits(), (call) => listSupportedBenefits(client, call), TYPES_STALE_MS);

/**
 * A company's benefits.
 *
 * @example
 * await queryClient.prefetchQuery(benefitQueries.list(client, companyId, { enrollment_count: true }));
 */
export const list = (client: PayrollClient, companyId: string, query: CompanyBenefitQuery = {}) =>
  payrollRead(queryKeys.companyBenefitList(companyId, query), (call) =>
    listCompanyBenefits(client, companyId, query, call),
  );

/**
 * One company benefit.
 *
 * @example
 * await queryClient.prefetchQuery(benefitQueries.detail(client, companyId, benefitId));
 */
export const detail = (client: PayrollClient, companyId: string, benefitId: string) =>
  payrollRead(queryKeys.companyBenefit(companyId, benefitId), (call) =>
    getCompanyBenefit(client, benefitId, call),
  );

/**
 * A 401(k)'s contribution exclusions.
 *
 * @example
 * await queryClient.prefetchQuery(benefitQueries.exclusions(client, companyId, benefitId));
 */
export const exclusions = (client: PayrollClient, companyId: string, benefitId: string) =>
  payrollRead(queryKeys.contributionExclusions(companyId, benefitId), (call) =>
    getContributionExclusions(client, benefitId, call),
  );
