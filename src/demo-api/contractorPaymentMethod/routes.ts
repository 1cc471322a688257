import { contractorOf, contractorParent } from '../contractors/lookup';
import { advanceContractorOnboarding } from '../contractors/onboardingStatus';
import type { ContractorRecord } from '../contractors/records';
import { ApiError, invalidAttribute } from '../errors';
import type { FieldRules } from '../fields';
import { resourceRoutes, scopesOf } from '../resource';
import type { DemoService, Route } from '../service';
import { BANK_ACCOUNT_RULES, namedAccount } from '../formats/bankAccounts';
import type { ContractorBankAccountRecord } from './records';
import { contractorBankAccountView, contractorPaymentMethodView } from './views';

const methodBody = (service: DemoService, c: ContractorRecord) =>
  contractorPaymentMethodView(c, service.store.contractorBankAccounts.get(c.uuid));

/** The contractor is paid by this method from now on (`contractor.payment_method_type_updated`). */
function setMethod(
  service: DemoService,
  contractor: ContractorRecord,
  type: 'Direct Deposit' | 'Check',
): void {
  contractor.paymentMethod = type;
  service.emit(
    'contractor.payment_method_type_updated',
    'Contractor',
    contractor.uuid,
    contractor.companyUuid,
  );
}

const SCOPES = scopesOf('contractor_payment_methods');
const METHOD_RULES = {
  type: { kind: 'enum', values: ['Direct Deposit', 'Check'] as const, required: true },
} satisfies FieldRules;

const paymentMethod = resourceRoutes({
  item: '/v1/contractors/{contractor_id}/payment_method',
  scopes: SCOPES,
  // The method is the contractor's: the record of this path is the contractor.
  find: (service, uuid, grant) => contractorOf(service, uuid, grant),
  view: (contractor: ContractorRecord, service: DemoService) => methodBody(service, contractor),
  update: {
    whole: true,
    rules: METHOD_RULES,
    apply(contractor, { type }, service) {
      const account = service.store.contractorBankAccounts.get(contractor.uuid);
      if (type === 'Direct Deposit' && !account)
        throw new ApiError(422, [
          invalidAttribute('type', 'Add a bank account before choosing Direct Deposit.'),
        ]);
      setMethod(service, contractor, type!);
      advanceContractorOnboarding(service, contractor);
    },
  },
});

const bankAccounts = resourceRoutes({
  collection: '/v1/contractors/{contractor_id}/bank_accounts',
  scopes: SCOPES,
  parent: contractorParent,
  view: contractorBankAccountView,
  list: {
    rows: (contractor, service) => {
      const account = service.store.contractorBankAccounts.get(contractor.uuid);
      return account ? [account] : [];
    },
    paged: false,
  },
  create: {
    rules: BANK_ACCOUNT_RULES,
    insert(values, contractor, service) {
      const account: ContractorBankAccountRecord = {
        uuid: service.ids(),
        contractorUuid: contractor.uuid,
        ...namedAccount(values),
      };
      const replaced = service.store.contractorBankAccounts.get(contractor.uuid);
      service.store.contractorBankAccounts.set(contractor.uuid, account);
      const emit = (type: string, uuid: string) =>
        service.emit(type, 'ContractorBankAccount', uuid, contractor.companyUuid);
      if (replaced) emit('contractor.bank_account.deleted', replaced.uuid);
      emit('contractor.bank_account.created', account.uuid);
      if (contractor.paymentMethod !== 'Direct Deposit') {
        setMethod(service, contractor, 'Direct Deposit');
      }
      advanceContractorOnboarding(service, contractor);
      return account;
    },
  },
});

/**
 * A contractor's payment method and its one bank account (UPSTREAM-2 I.3): Direct Deposit needs
 * the account; a new account replaces the old one and makes the method Direct Deposit. The
 * account's rules are the employee bank account's (UPSTREAM A.7).
 *
 * @example
 * new Router(contractorPaymentMethodRoutes);
 */
export const contractorPaymentMethodRoutes: Route[] = [...paymentMethod, ...bankAccounts];
