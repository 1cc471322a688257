import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createCompanyBenefit,
  deleteCompanyBenefit,
  getCompanyBenefit,
  updateCompanyBenefit,
  updateContributionExclusions,
} from '../../api/benefits/operations';
import type { CompanyBenefit, CompanyBenefitBody, ContributionExclusion } from '../../api/benefits/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/**
 * Add a benefit to a company (idempotent per user action).
 *
 * @example
 * useCreateCompanyBenefit(companyId).mutate({ benefit_type: 5, description: 'Acme 401(k)' });
 */
export function useCreateCompanyBenefit(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: CompanyBenefitBody, idempotencyKey) =>
      (await createCompanyBenefit(client, companyId, body, { idempotencyKey })).data,
    () => invalidateAfter.companyBenefit(queryClient, companyId),
  );
}

/**
 * Edit a company benefit, version-aware (a stale version is a conflict to resolve). Deactivating
 * is refused on `active` while people are enrolled.
 *
 * @example
 * await useUpdateCompanyBenefit(companyId, benefit.uuid).update({ description: 'Acme 401(k) plan' }, benefit);
 */
export function useUpdateCompanyBenefit(
  companyId: string,
  benefitId: string,
): VersionedUpdate<CompanyBenefit> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<CompanyBenefit>({
    queryKey: queryKeys.companyBenefit(companyId, benefitId),
    read: async () => (await getCompanyBenefit(client, benefitId)).data,
    write: async ({ version, description, active, catch_up_type }) =>
      (
        await updateCompanyBenefit(client, benefitId, {
          version,
          ...(description === undefined ? {} : { description }),
          ...(active === undefined ? {} : { active }),
          ...(catch_up_type === undefined
            ? {}
            : { catch_up_type: catch_up_type as CompanyBenefitBody['catch_up_type'] }),
        })
      ).data,
    onSaved: () => invalidateAfter.companyBenefit(queryClient, companyId),
  });
}

/**
 * Delete a company benefit; refused (422 on `base`) once anyone enrolled or a payroll deducted it.
 *
 * @example
 * useDeleteCompanyBenefit(companyId).mutate(benefit.uuid);
 */
export function useDeleteCompanyBenefit(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (benefitId) => {
      await deleteCompanyBenefit(client, benefitId);
    },
    onSuccess: () => invalidateAfter.companyBenefit(queryClient, companyId),
  });
}

/**
 * Set a 401(k)'s contribution exclusions.
 *
 * @example
 * useUpdateContributionExclusions(companyId, benefitId).mutate([{ contribution_type: 'Bonus', excluded: true }]);
 */
export function useUpdateContributionExclusions(companyId: string, benefitId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<
    ContributionExclusion[],
    Error,
    { contribution_uuid?: string; contribution_type?: string; excluded: boolean }[]
  >({
    mutationFn: async (exclusions) =>
      (await updateContributionExclusions(client, benefitId, exclusions)).data,
    onSuccess: () => invalidateAfter.companyBenefit(queryClient, companyId),
  });
}
