import {
  ApiError,
  type ErrorEntry,
  invalidAttribute,
  invalidOperation,
  missingParameter,
  notFound,
} from '../errors';
import type { FieldRules } from '../fields';
import { employeeCompany, employeeParent, employeeSingleton, resourceRoutes, scopesOf } from '../resource';
import { insertRecord } from '../resource/insertRecord';
import { BANK_ACCOUNT_RULES, namedAccount } from '../formats/bankAccounts';
import type { DemoService, Route } from '../service';
import type { BankAccountRecord, PaymentMethodRecord, SplitRecord } from './records';
import { bankAccountView, paymentMethodView } from './views';

const PAYMENT_METHOD_RULES: FieldRules = {
  type: { kind: 'enum', values: ['Check', 'Direct Deposit'], required: true },
  split_by: { kind: 'enum', values: ['Percentage', 'Amount'], nullable: true },
  splits: { kind: 'array', nullable: true },
};

function bankAccount(
  service: DemoService,
  employeeUuid: string,
  uuid: string | undefined,
): BankAccountRecord {
  const account = uuid ? service.store.bankAccounts.get(uuid) : undefined;
  if (!account || account.employeeUuid !== employeeUuid) throw notFound();
  return account;
}

/**
 * Checks Direct Deposit splits (UPSTREAM A.7): each split names one of the employee's accounts;
 * priorities are unique and sequential from 1; Percentage splits are whole numbers totalling
 * 100; Amount splits are cents with exactly one null remainder, the last by priority. Item
 * errors are `nested_errors` entries carrying `idx` (DECISIONS 29); whole-list errors sit on
 * `splits`. `isAccount` says which uuids name the employee's accounts (a people batch's accounts
 * are not made yet).
 *
 * @example
 * const splits = checkSplits(service, employeeUuid, 'Percentage', body.splits);
 */
export function checkSplits(
  service: DemoService,
  employeeUuid: string,
  splitBy: string,
  raw: unknown[],
  isAccount = (uuid: string) => service.store.bankAccounts.get(uuid)?.employeeUuid === employeeUuid,
): SplitRecord[] {
  const entries: ErrorEntry[] = [];
  const splits: SplitRecord[] = [];
  const seen = new Set<string>();
  raw.forEach((item, idx) => {
    const errors: ErrorEntry[] = [];
    const split = (item && typeof item === 'object' && !Array.isArray(item) ? item : {}) as Record<
      string,
      unknown
    >;
    const uuid = split.uuid;
    if (typeof uuid !== 'string') errors.push(missingParameter('uuid'));
    else if (!isAccount(uuid))
      errors.push(invalidAttribute('uuid', "Not one of the employee's bank accounts."));
    else if (seen.has(uuid)) errors.push(invalidAttribute('uuid', 'Each bank account may appear once.'));
    if (typeof uuid === 'string') seen.add(uuid);
    const priority = split.priority;
    if (typeof priority !== 'number' || !Number.isSafeInteger(priority) || priority < 1) {
      errors.push(invalidAttribute('priority', 'priority must be a whole number from 1.'));
    }
    const amount = split.split_amount;
    if (amount !== null && (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0)) {
      errors.push(
        invalidAttribute(
          'split_amount',
          splitBy === 'Percentage'
            ? 'split_amount must be a whole percentage.'
            : 'split_amount must be whole cents.',
        ),
      );
    } else if (splitBy === 'Percentage' && (amount === null || (amount as number) > 100)) {
      errors.push(invalidAttribute('split_amount', 'Each percentage must be between 0 and 100.'));
    }
    if (errors.length > 0) {
      entries.push({
        error_key: 'splits',
        category: 'nested_errors',
        idx,
        metadata: typeof uuid === 'string' ? { entity_type: 'EmployeeBankAccount', entity_uuid: uuid } : {},
        errors,
      });
    } else {
      splits.push({
        bankAccountUuid: uuid as string,
        priority: priority as number,
        split_amount: amount as number | null,
      });
    }
  });
  if (entries.length > 0) throw new ApiError(422, entries);
  if (splits.length === 0)
    throw new ApiError(422, [invalidAttribute('splits', 'Direct Deposit needs at least one split.')]);
  const priorities = splits.map((s) => s.priority).sort((a, b) => a - b);
  if (priorities.some((p, i) => p !== i + 1)) {
    throw new ApiError(422, [invalidAttribute('splits', 'Priorities must be unique and sequential from 1.')]);
  }
  const ordered = [...splits].sort((a, b) => a.priority - b.priority);
  if (splitBy === 'Percentage') {
    const total = ordered.reduce((sum, s) => sum + (s.split_amount ?? 0), 0);
    if (total !== 100)
      throw new ApiError(422, [
        invalidAttribute('splits', `Percentages must total 100 (they total ${total}).`),
      ]);
  } else {
    const remainders = ordered.filter((s) => s.split_amount === null);
    if (remainders.length !== 1 || ordered[ordered.length - 1]!.split_amount !== null) {
      throw new ApiError(422, [
        invalidAttribute(
          'splits',
          'Exactly one split, the last by priority, must have a null split_amount to take the remainder.',
        ),
      ]);
    }
  }
  return ordered;
}

function methodOf(service: DemoService, employeeUuid: string): PaymentMethodRecord {
  return service.store.paymentMethods.get(employeeUuid)!;
}

const paymentMethod = resourceRoutes({
  item: '/v1/employees/{employee_id}/payment_method',
  scopes: scopesOf('employee_payment_methods'),
  find: employeeSingleton((employee, service) => methodOf(service, employee.uuid)),
  view: (method: PaymentMethodRecord, service: DemoService) => paymentMethodView(service.store, method),
  update: {
    rules: PAYMENT_METHOD_RULES,
    apply(method, values, service) {
      const employee = service.store.employees.get(method.employeeUuid)!;
      const type = (values.type as PaymentMethodRecord['type'] | undefined) ?? method.type;
      let splitBy: PaymentMethodRecord['split_by'] = null;
      let splits: SplitRecord[] = [];
      if (type === 'Direct Deposit') {
        splitBy = (values.split_by as PaymentMethodRecord['split_by'] | undefined) ?? method.split_by;
        const rawSplits =
          values.splits === undefined
            ? method.splits.map((s) => ({
                uuid: s.bankAccountUuid,
                priority: s.priority,
                split_amount: s.split_amount,
              }))
            : values.splits;
        const missing: ErrorEntry[] = [];
        if (!splitBy) missing.push(missingParameter('split_by'));
        if (!Array.isArray(rawSplits)) missing.push(missingParameter('splits'));
        if (missing.length > 0) throw new ApiError(422, missing);
        splits = checkSplits(service, employee.uuid, splitBy!, rawSplits as unknown[]);
      }
      method.type = type;
      method.split_by = splitBy;
      method.splits = splits;
      employee.paymentMethodChosen = true;
      service.store.employeeRevision++;
      service.emit('employee.payment_method_type_updated', 'Employee', employee.uuid, employee.companyUuid);
    },
  },
});

const bankAccounts = resourceRoutes({
  collection: '/v1/employees/{employee_id}/bank_accounts',
  item: '/v1/employees/{employee_id}/bank_accounts/{bank_account_id}',
  scopes: scopesOf('employee_payment_methods'),
  parent: employeeParent,
  find: (service, uuid, grant, params) =>
    bankAccount(service, service.employee(params.employee_id, grant).uuid, uuid),
  view: bankAccountView,
  show: false,
  events: {
    entity: 'EmployeeBankAccount',
    created: 'employee.bank_account.created',
    deleted: 'employee.bank_account.deleted',
    company: employeeCompany,
  },
  // In the order they were added; the list takes no sort_by.
  list: { rows: (employee, service) => service.store.bankAccounts.childrenOf(employee.uuid), ordered: true },
  create: {
    rules: BANK_ACCOUNT_RULES,
    insert(values, employee, service) {
      const duplicate = service.store.bankAccounts
        .childrenOf(employee.uuid)
        .some(
          (b) => b.routing_number === values.routing_number && b.account_number === values.account_number,
        );
      if (duplicate)
        throw new ApiError(422, [
          invalidAttribute('account_number', 'This bank account is already on file.'),
        ]);
      const account = insertRecord(service, service.store.bankAccounts, {
        employeeUuid: employee.uuid,
        ...namedAccount(values),
      });
      addToPaymentMethod(methodOf(service, employee.uuid), account.uuid);
      employee.paymentMethodChosen = true;
      service.store.employeeRevision++;
      return account;
    },
  },
  update: {
    // An account has no version (UPSTREAM A.7): the delta is written as sent.
    version: 'none',
    rules: BANK_ACCOUNT_RULES,
    apply(account, values) {
      Object.assign(account, values);
    },
  },
  remove: {
    remove(account, service) {
      const pending = [...service.store.payrolls.values()].some(
        (p) =>
          p.status === 'submitting' &&
          p.entries.some(
            (e) => e.employeeUuid === account.employeeUuid && e.payment_method === 'Direct Deposit',
          ),
      );
      if (pending) throw invalidOperation('The account has a payment in flight.');
      service.store.bankAccounts.delete(account.uuid);
      removeFromPaymentMethod(methodOf(service, account.employeeUuid), account.uuid);
      service.store.employeeRevision++;
    },
  },
});

/** Payment method and bank account routes (UPSTREAM A.7). @example new Router(paymentMethodRoutes); */
export const paymentMethodRoutes: Route[] = [...paymentMethod, ...bankAccounts];

/**
 * A new account joins the payment method (UPSTREAM A.7) keeping its rules true: from Check it
 * becomes Direct Deposit 100% to the account; a Percentage split gets the new account at 0%;
 * an Amount split gets it at $0 just before the remainder.
 */
function addToPaymentMethod(method: PaymentMethodRecord, accountUuid: string): void {
  if (method.type === 'Check' || method.splits.length === 0) {
    method.type = 'Direct Deposit';
    method.split_by = 'Percentage';
    method.splits = [{ bankAccountUuid: accountUuid, priority: 1, split_amount: 100 }];
    return;
  }
  if (method.split_by === 'Percentage') {
    method.splits.push({ bankAccountUuid: accountUuid, priority: method.splits.length + 1, split_amount: 0 });
    return;
  }
  const remainder = method.splits.find((s) => s.split_amount === null)!;
  method.splits.push({ bankAccountUuid: accountUuid, priority: remainder.priority, split_amount: 0 });
  remainder.priority = method.splits.length;
}

/** Removing an account keeps the splits valid: its share moves to the first split; the last becomes the remainder. */
function removeFromPaymentMethod(method: PaymentMethodRecord, accountUuid: string): void {
  const removed = method.splits.find((s) => s.bankAccountUuid === accountUuid);
  if (!removed) return;
  const rest = method.splits.filter((s) => s !== removed).sort((a, b) => a.priority - b.priority);
  rest.forEach((s, i) => (s.priority = i + 1));
  if (rest.length === 0) {
    method.type = 'Check';
    method.split_by = null;
  } else if (method.split_by === 'Percentage') {
    rest[0]!.split_amount = (rest[0]!.split_amount ?? 0) + (removed.split_amount ?? 0);
  } else if (removed.split_amount === null) {
    rest[rest.length - 1]!.split_amount = null;
  }
  method.splits = rest;
}
