import { contractorOf } from '../contractors/lookup';
import { advanceContractorOnboarding } from '../contractors/onboardingStatus';
import type { ContractorRecord } from '../contractors/records';
import { ApiError, invalidAttribute } from '../errors';
import { readFields, requireCurrentVersion } from '../fields';
import type { DemoService, Route } from '../service';
import { BANK_ACCOUNT_RULES } from '../paymentMethod/routes';
import type { ContractorBankAccountRecord } from './records';
import {
  contractorBankAccountView,
  contractorPaymentMethodVersion,
  contractorPaymentMethodView,
} from './views';

const methodBody = (service: DemoService, c: ContractorRecord) =>
  contractorPaymentMethodView(c, service.store.contractorBankAccounts.get(c.uuid));

/**
 * A contractor's payment method and its one bank account (UPSTREAM-2 I.3): Direct Deposit needs
 * the account; a new account replaces the old one and makes the method Direct Deposit. The
 * account's rules are the employee bank account's (UPSTREAM A.7).
 *
 * @example
 * new Router(contractorPaymentMethodRoutes);
 */
export const contractorPaymentMethodRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/contractors/{contractor_id}/payment_method',
    auth: 'company',
    scope: 'contractor_payment_methods:read',
    handle({ params, grant }, service) {
      return { status: 200, body: methodBody(service, contractorOf(service, params.contractor_id, grant)) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/contractors/{contractor_id}/payment_method',
    auth: 'company',
    scope: 'contractor_payment_methods:write',
    handle({ params, body, grant }, service) {
      const contractor = contractorOf(service, params.contractor_id, grant);
      const account = service.store.contractorBankAccounts.get(contractor.uuid);
      requireCurrentVersion(body, contractorPaymentMethodVersion(contractor, account));
      const { version: _version, ...fields } = body;
      const { type } = readFields(fields, {
        type: { kind: 'enum', values: ['Direct Deposit', 'Check'] as const, required: true },
      });
      if (type === 'Direct Deposit' && !account)
        throw new ApiError(422, [
          invalidAttribute('type', 'Add a bank account before choosing Direct Deposit.'),
        ]);
      contractor.paymentMethod = type;
      service.emit(
        'contractor.payment_method_type_updated',
        'Contractor',
        contractor.uuid,
        contractor.companyUuid,
      );
      advanceContractorOnboarding(service, contractor);
      return { status: 200, body: methodBody(service, contractor) };
    },
  },
  {
    method: 'GET',
    path: '/v1/contractors/{contractor_id}/bank_accounts',
    auth: 'company',
    scope: 'contractor_payment_methods:read',
    handle({ params, grant }, service) {
      const contractor = contractorOf(service, params.contractor_id, grant);
      const account = service.store.contractorBankAccounts.get(contractor.uuid);
      return { status: 200, body: account ? [contractorBankAccountView(account)] : [] };
    },
  },
  {
    method: 'POST',
    path: '/v1/contractors/{contractor_id}/bank_accounts',
    auth: 'company',
    scope: 'contractor_payment_methods:write',
    creates: true,
    handle({ params, body, grant }, service) {
      const contractor = contractorOf(service, params.contractor_id, grant);
      const values = readFields(body, BANK_ACCOUNT_RULES);
      const account: ContractorBankAccountRecord = {
        uuid: service.ids(),
        contractorUuid: contractor.uuid,
        name: values.name as string,
        routing_number: values.routing_number as string,
        account_number: values.account_number as string,
        account_type: values.account_type as ContractorBankAccountRecord['account_type'],
      };
      const replaced = service.store.contractorBankAccounts.get(contractor.uuid);
      service.store.contractorBankAccounts.set(contractor.uuid, account);
      const emit = (type: string, uuid: string) =>
        service.emit(type, 'ContractorBankAccount', uuid, contractor.companyUuid);
      if (replaced) emit('contractor.bank_account.deleted', replaced.uuid);
      emit('contractor.bank_account.created', account.uuid);
      if (contractor.paymentMethod !== 'Direct Deposit') {
        contractor.paymentMethod = 'Direct Deposit';
        service.emit(
          'contractor.payment_method_type_updated',
          'Contractor',
          contractor.uuid,
          contractor.companyUuid,
        );
      }
      advanceContractorOnboarding(service, contractor);
      return { status: 201, body: contractorBankAccountView(account) };
    },
  },
];
