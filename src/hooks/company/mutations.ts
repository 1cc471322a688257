import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import {
  finishCompanyOnboarding,
  getFederalTaxDetails,
  updateFederalTaxDetails,
  updateIndustrySelection,
  updatePaymentConfigs,
} from '../../api/company/operations';
import {
  createCompanyBankAccount,
  sendCompanyBankTestDeposits,
  verifyCompanyBankAccount,
} from '../../api/company/bankAccountOperations';
import { signCompanyForm } from '../../api/company/formOperations';
import {
  createSignatory,
  deleteSignatory,
  inviteSignatory,
  listSignatories,
  updateSignatory,
} from '../../api/company/signatoryOperations';
import { updateStateTaxRequirements } from '../../api/company/stateTaxOperations';
import type {
  FederalTaxDetails,
  IndustrySelection,
  PaymentConfigsBody,
  Signatory,
  SignatoryBody,
  SignatoryInviteBody,
} from '../../api/company/types';
import type { CompanyBankAccountBody, TestDeposits } from '../../api/company/bankAccountTypes';
import type { StateTaxRequirementsUpdate } from '../../api/company/stateTaxTypes';
import type { SignFormBody } from '../../api/onboarding/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/**
 * The test deposits last sent to a bank account in this page (`useSendCompanyBankTestDeposits`),
 * as the service answered them: kept while the step is left and opened again, for the person
 * who types them to verify the account. Undefined before any was sent.
 *
 * @example
 * const deposits = useSentTestDeposits(companyId, account?.uuid); // { deposit_1: '0.12', deposit_2: '0.34' }
 */
export function useSentTestDeposits(
  companyId: string,
  bankAccountId: string | undefined,
): TestDeposits | undefined {
  const sent = useMutationState({
    filters: { mutationKey: queryKeys.companyBankTestDeposits(companyId), status: 'success' },
    select: (mutation) => ({
      bankAccountId: mutation.state.variables as string,
      deposits: mutation.state.data as TestDeposits,
    }),
  });
  return sent.findLast((entry) => entry.bankAccountId === bankAccountId)?.deposits;
}

/**
 * Finish the company's onboarding; it then waits for approval. A step still open rejects with a
 * 422 on `base` whose `metadata.steps` names the open steps.
 *
 * @example
 * await useFinishCompanyOnboarding(companyId).mutateAsync();
 */
export function useFinishCompanyOnboarding(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await finishCompanyOnboarding(client, companyId)).data,
    onSuccess: () => invalidateAfter.companyOnboarding(queryClient, companyId),
  });
}

/**
 * Update the federal tax details, version-aware (`ein` may be sent though it is never read back).
 *
 * @example
 * await useUpdateFederalTaxDetails(companyId).update({ legal_name: 'Langley Analytics LLC' });
 */
export function useUpdateFederalTaxDetails(companyId: string): VersionedUpdate<FederalTaxDetails> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<FederalTaxDetails>({
    queryKey: queryKeys.federalTaxDetails(companyId),
    read: async () => (await getFederalTaxDetails(client, companyId)).data,
    write: async (body) => (await updateFederalTaxDetails(client, companyId, body)).data,
    onSaved: () => invalidateAfter.companyOnboarding(queryClient, companyId),
  });
}

/**
 * Set the company's industry (a 6-digit NAICS code; SIC codes are looked up when left out).
 *
 * @example
 * useUpdateIndustrySelection(companyId).mutate({ naics_code: '541511' });
 */
export function useUpdateIndustrySelection(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<IndustrySelection, 'company_uuid'>) =>
      (await updateIndustrySelection(client, companyId, body)).data,
    onSuccess: () =>
      invalidateAfter.companyOnboarding(queryClient, companyId, [queryKeys.industrySelection(companyId)]),
  });
}

/**
 * Add the company's bank account (idempotent per user action); it replaces the current one.
 *
 * @example
 * useCreateCompanyBankAccount(companyId).mutate({ routing_number: '021000021', account_number: '000123456789', account_type: 'Checking' });
 */
export function useCreateCompanyBankAccount(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: CompanyBankAccountBody, idempotencyKey) =>
      (await createCompanyBankAccount(client, companyId, body, { idempotencyKey })).data,
    () =>
      invalidateAfter.companyOnboarding(queryClient, companyId, [queryKeys.companyBankAccounts(companyId)]),
  );
}

/**
 * Demo and sandbox: land the micro-deposits of an account now; resolves with their amounts.
 *
 * @example
 * const deposits = await useSendCompanyBankTestDeposits(companyId).mutateAsync(account.uuid);
 */
export function useSendCompanyBankTestDeposits(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.companyBankTestDeposits(companyId),
    // The amounts the service answered are read again until the account is verified
    // (`useSentTestDeposits`), however often the step is left and opened again.
    gcTime: Infinity,
    mutationFn: async (bankAccountId: string) =>
      (await sendCompanyBankTestDeposits(client, companyId, bankAccountId)).data,
    onSuccess: () =>
      invalidateAfter.companyOnboarding(queryClient, companyId, [queryKeys.companyBankAccounts(companyId)]),
  });
}

/**
 * Verify a company bank account with its two micro-deposit amounts.
 *
 * @example
 * useVerifyCompanyBankAccount(companyId).mutate({ bankAccountId, deposits: { deposit_1: '0.02', deposit_2: '0.42' } });
 */
export function useVerifyCompanyBankAccount(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bankAccountId, deposits }: { bankAccountId: string; deposits: TestDeposits }) =>
      (await verifyCompanyBankAccount(client, companyId, bankAccountId, deposits)).data,
    // A wrong pair uses an attempt and may send new deposits: the account changes either way.
    onSettled: () =>
      invalidateAfter.companyOnboarding(queryClient, companyId, [queryKeys.companyBankAccounts(companyId)]),
  });
}

/**
 * Create the company's signatory (idempotent per user action; the service keeps one).
 *
 * @example
 * useCreateSignatory(companyId).mutate(signatoryBody);
 */
export function useCreateSignatory(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: SignatoryBody, idempotencyKey) =>
      (await createSignatory(client, companyId, body, { idempotencyKey })).data,
    () => invalidateAfter.companyOnboarding(queryClient, companyId, [queryKeys.signatories(companyId)]),
  );
}

/**
 * Invite the company's signatory by email (idempotent per user action; the service keeps one).
 *
 * @example
 * useInviteSignatory(companyId).mutate({ first_name: 'Mary', last_name: 'Jackson', email: 'mary@example.com' });
 */
export function useInviteSignatory(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: SignatoryInviteBody, idempotencyKey) =>
      (await inviteSignatory(client, companyId, body, { idempotencyKey })).data,
    () => invalidateAfter.companyOnboarding(queryClient, companyId, [queryKeys.signatories(companyId)]),
  );
}

/**
 * Remove the company's signatory, before another is created or invited.
 *
 * @example
 * await useDeleteSignatory(companyId).mutateAsync(signatory.uuid);
 */
export function useDeleteSignatory(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signatoryId: string) => deleteSignatory(client, companyId, signatoryId),
    onSettled: () =>
      invalidateAfter.companyOnboarding(queryClient, companyId, [queryKeys.signatories(companyId)]),
  });
}

/**
 * Update the company's signatory, version-aware.
 *
 * @example
 * await useUpdateSignatory(companyId, signatory.uuid).update({ title: 'CEO' });
 */
export function useUpdateSignatory(companyId: string, signatoryId: string): VersionedUpdate<Signatory> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<Signatory>({
    queryKey: queryKeys.signatories(companyId),
    read: async () => {
      const found = (await listSignatories(client, companyId)).data.find((s) => s.uuid === signatoryId);
      if (!found) throw new Error(`Signatory ${signatoryId} is gone`);
      return found;
    },
    write: async (body) =>
      (await updateSignatory(client, companyId, signatoryId, body as Parameters<typeof updateSignatory>[3]))
        .data,
    onSaved: () =>
      invalidateAfter.companyOnboarding(queryClient, companyId, [queryKeys.signatories(companyId)]),
  });
}

/**
 * Sign a company form as the signatory (the proxy adds the signer's IP).
 *
 * @example
 * useSignCompanyForm(companyId).mutate({ formId, body: { signature_text: 'Mary Jackson', agree: true } });
 */
export function useSignCompanyForm(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ formId, body }: { formId: string; body: SignFormBody }) =>
      (await signCompanyForm(client, formId, body)).data,
    onSuccess: () => invalidateAfter.companyOnboarding(queryClient, companyId),
  });
}

/**
 * Answer a state's tax requirements; `useStateTaxForm` builds the body from a form.
 *
 * @example
 * useUpdateStateTaxRequirements(companyId, 'TX').mutate({ requirement_sets });
 */
export function useUpdateStateTaxRequirements(companyId: string, state: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StateTaxRequirementsUpdate) =>
      (await updateStateTaxRequirements(client, companyId, state, body)).data,
    onSuccess: () =>
      invalidateAfter.companyOnboarding(queryClient, companyId, [queryKeys.stateTaxSetups(companyId)]),
  });
}

/**
 * Change the company's payment configs.
 *
 * @example
 * useUpdatePaymentConfigs(companyId).mutate({ payment_speed: '2-day' });
 */
export function useUpdatePaymentConfigs(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PaymentConfigsBody) =>
      (await updatePaymentConfigs(client, companyId, body)).data,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.paymentConfigs(companyId), saved),
  });
}
