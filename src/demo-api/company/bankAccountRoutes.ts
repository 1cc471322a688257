import { VERIFICATION_ATTEMPTS, activeBankAccount, hasUnfundedPayments, testDeposits } from './bankAccounts';
import type { CompanyBankAccountRecord } from './records';
import { bankAccountView } from './views';
import { ApiError, type ErrorEntry, invalidAttribute, invalidOperation, notFound } from '../errors';
import { readFields } from '../fields';
import { companyParent, companyRecord, type RecordLookup, resourceRoutes, scopesOf } from '../resource';
import { ACCOUNT_RULES } from '../formats/bankAccounts';
import { money, parseDecimal } from '../money/money';
import type { Route } from '../service';

const UNFUNDED = 'FundingMethod has unfunded payments';

/** The account of the path's company, reachable by the token; a disabled one is gone (404). */
const findAccount: RecordLookup<CompanyBankAccountRecord> = (service, uuid, grant, params) => {
  const record = companyRecord((store) => store.companyBankAccounts)(service, uuid, grant, params);
  if (record.disabled || record.companyUuid !== params.company_id) throw notFound();
  return record;
};

/** A deposit sent as a number or decimal text, in cents; undefined when it is neither. */
function depositCents(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return parseDecimal(value.toFixed(2), 2);
  if (typeof value === 'string') return parseDecimal(value, 2);
  return undefined;
}

/**
 * Company bank accounts (UPSTREAM-2 H.4, DECISIONS 52): ABA routing numbers, 4–17 digit account
 * numbers, one default account (a new one disables the old unless a processed payroll is still
 * unpaid), demo test deposits, verification with 5 attempts per round, and the bank events.
 *
 * @example
 * new Router(bankAccountRoutes);
 */
export const bankAccountRoutes: Route[] = resourceRoutes({
  collection: '/v1/companies/{company_id}/bank_accounts',
  item: '/v1/companies/{company_id}/bank_accounts/{bank_account_id}',
  scopes: scopesOf('company_bank_accounts'),
  parent: companyParent,
  find: findAccount,
  show: false,
  view: bankAccountView,
  events: {
    entity: 'BankAccount',
    created: 'company.bank_account.created',
    deleted: 'company.bank_account.deleted',
    company: (a) => a.companyUuid,
  },
  list: {
    rows: (company, service) => {
      const active = activeBankAccount(service, company.uuid);
      return active ? [active] : [];
    },
  },
  create: {
    rules: ACCOUNT_RULES,
    // The default account sent again unchanged: 200, nothing made.
    existing(values, company, service) {
      const current = activeBankAccount(service, company.uuid);
      return current &&
        current.routing_number === values.routing_number &&
        current.account_number === values.account_number &&
        current.account_type === values.account_type
        ? current
        : undefined;
    },
    insert(values, company, service) {
      const current = activeBankAccount(service, company.uuid);
      if (current && hasUnfundedPayments(service, company.uuid)) throw invalidOperation(UNFUNDED);
      const record: CompanyBankAccountRecord = {
        uuid: service.ids(),
        companyUuid: company.uuid,
        routing_number: values.routing_number,
        account_number: values.account_number,
        account_type: values.account_type,
        verification_status: 'awaiting_deposits',
        disabled: false,
        attempts: 0,
        depositRound: 0,
        createdAt: service.nowIso(),
        seq: service.store.nextSeq(),
      };
      // A new account replaces the default one.
      if (current) {
        current.disabled = true;
        service.emit('company.bank_account.deleted', 'BankAccount', current.uuid, company.uuid);
      }
      service.store.companyBankAccounts.set(record.uuid, record);
      return record;
    },
  },
  remove: {
    remove(record, service) {
      if (hasUnfundedPayments(service, record.companyUuid)) throw invalidOperation(UNFUNDED);
      record.disabled = true;
    },
  },
  actions: [
    {
      method: 'POST',
      suffix: '/send_test_deposits',
      run(record, request, service) {
        readFields(request.body, {});
        if (record.verification_status === 'verified')
          throw invalidOperation('This bank account is already verified.');
        const [first, second] = testDeposits(record);
        if (record.verification_status === 'awaiting_deposits') {
          record.verification_status = 'ready_for_verification';
          service.emit(
            'company.bank_account.ready_for_verification',
            'BankAccount',
            record.uuid,
            record.companyUuid,
          );
        }
        return { deposit_1: money(first), deposit_2: money(second) };
      },
    },
    {
      method: 'PUT',
      suffix: '/verify',
      run(record, request, service) {
        const body = request.body;
        const unknown = Object.keys(body).filter((k) => k !== 'deposit_1' && k !== 'deposit_2');
        const sent = { deposit_1: depositCents(body.deposit_1), deposit_2: depositCents(body.deposit_2) };
        const shape: ErrorEntry[] = unknown.map((k) =>
          invalidAttribute(k, `${k} is not an attribute of this resource.`),
        );
        for (const key of ['deposit_1', 'deposit_2'] as const) {
          if (body[key] === undefined || body[key] === null)
            shape.push({ error_key: key, category: 'missing_parameter', message: `${key} is required.` });
          else if (sent[key] === undefined)
            shape.push(invalidAttribute(key, `${key} must be an amount such as 0.42.`));
        }
        if (shape.length > 0) throw new ApiError(422, shape);
        if (record.verification_status === 'verified')
          throw invalidOperation('This bank account is already verified.');
        if (record.verification_status === 'awaiting_deposits')
          throw invalidOperation('The test deposits have not arrived yet.');
        if (record.attempts >= VERIFICATION_ATTEMPTS) {
          // Out of attempts: a new round of deposits goes out (UPSTREAM-2 H.4).
          record.attempts = 0;
          record.depositRound += 1;
          record.verification_status = 'awaiting_deposits';
          service.emit('company.bank_account.updated', 'BankAccount', record.uuid, record.companyUuid);
          throw invalidOperation('No verification attempts are left; new test deposits were sent.');
        }
        const expected = testDeposits(record);
        const got = [sent.deposit_1!, sent.deposit_2!];
        const right =
          (got[0] === expected[0] && got[1] === expected[1]) ||
          (got[0] === expected[1] && got[1] === expected[0]);
        if (!right) {
          record.attempts += 1;
          const remaining = VERIFICATION_ATTEMPTS - record.attempts;
          const message = 'The test deposit amounts do not match. Please check the test deposit amounts.';
          const wrong = (['deposit_1', 'deposit_2'] as const).filter((key, i) => {
            const other = got[1 - i];
            return !expected.includes(got[i]!) || got[i] === other;
          });
          throw new ApiError(
            422,
            (wrong.length > 0 ? wrong : (['deposit_1', 'deposit_2'] as const)).map((key) =>
              invalidAttribute(key, message, { remaining_attempts: remaining }),
            ),
          );
        }
        record.verification_status = 'verified';
        service.emit('company.bank_account.verified', 'BankAccount', record.uuid, record.companyUuid);
        return bankAccountView(record);
      },
    },
  ],
});
