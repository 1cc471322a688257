import { IndexedMap } from './indexedMap';
import type {
  CompanyAccessTokenRecord,
  CompanyBankAccountRecord,
  CompanyFormRecord,
  SignatoryRecord,
  StateTaxValues,
  CompanyRecord,
} from './company/records';
import type { ContractorRecord } from './contractors/records';
import type { PastEmploymentRecord, RehireRecord, TerminationRecord } from './employment/records';
import type { LocationRecord } from './locations/records';
import type { EmployeeRecord } from './employees/records';
import type { AddressRecord, WorkAddressRecord } from './addresses/records';
import type { CompensationRecord, JobRecord } from './jobs/records';
import type { FederalTaxRecord } from './taxes/records';
import type { BankAccountRecord, PaymentMethodRecord } from './paymentMethod/records';
import type { FormRecord } from './onboarding/records';
import type {
  PayScheduleAssignmentRecord,
  PayScheduleHandoverRecord,
  PayScheduleRecord,
} from './paySchedules/records';
import type { HolidayPayPolicyRecord, TimeOffPolicyRecord, TimeOffRequestRecord } from './timeOff/records';
import type { PayrollRecord } from './payroll/records';
import type { EventRecord, WebhookDeliveryRecord, WebhookSubscriptionRecord } from './webhooks/records';
import type { ContractorPaymentGroupRecord, ContractorPaymentRecord } from './contractorPayments/records';
import type { ContractorBankAccountRecord } from './contractorPaymentMethod/records';
import type { ContractorDocumentRecord, ContractorFormRecord } from './contractorDocuments/records';
import type { GarnishmentRecord } from './garnishments/records';

/**
 * A map of records an area keeps without a field of its own on the store: declared once in the
 * area (`defineTable`), made empty in every store (and again after a reset) on first use.
 */
export interface StoreTable<R> {
  key: string;
  make: () => Map<string, R>;
}

/**
 * Declares an area's table: `store.table(earningTypes)` is then its map in any store.
 *
 * @example
 * export const earningTypes = defineTable<EarningTypeRecord>('earningTypes');
 * service.store.table(earningTypes).set(record.uuid, record);
 */
export function defineTable<R>(key: string, make: () => Map<string, R> = () => new Map()): StoreTable<R> {
  return { key, make };
}

/**
 * Everything the simulated service knows, in memory. Routes validate completely before they touch
 * it, so a rejected request leaves it as it was (the fuzz test compares snapshots).
 *
 * @example
 * const store = new DemoStore();
 * store.employees.get(uuid);
 */
export class DemoStore {
  companies = new Map<string, CompanyRecord>();
  locations = new Map<string, LocationRecord>();
  employees = new Map<string, EmployeeRecord>();
  homeAddresses = new IndexedMap<AddressRecord>((a) => a.employeeUuid);
  workAddresses = new IndexedMap<WorkAddressRecord>((a) => a.employeeUuid);
  jobs = new IndexedMap<JobRecord>((j) => j.employeeUuid);
  compensations = new IndexedMap<CompensationRecord>((c) => c.jobUuid);
  federalTaxes = new Map<string, FederalTaxRecord>();
  /** employee uuid → state → question key → answer value. */
  stateTaxAnswers = new Map<string, Map<string, Map<string, string | number | boolean | null>>>();
  paymentMethods = new Map<string, PaymentMethodRecord>();
  bankAccounts = new IndexedMap<BankAccountRecord>((b) => b.employeeUuid);
  forms = new IndexedMap<FormRecord>((f) => f.employeeUuid);
  paySchedules = new Map<string, PayScheduleRecord>();
  /** employee uuid → the pay schedule that pays them (DECISIONS 44). */
  employeePaySchedules = new Map<string, string>();
  /** employee uuid → their last move between schedules, kept as history (DECISIONS 44). */
  payScheduleHandovers = new Map<string, PayScheduleHandoverRecord>();
  /** company uuid → the assignment it last applied (DECISIONS 47 d). */
  payScheduleAssignments = new Map<string, PayScheduleAssignmentRecord>();
  timeOffPolicies = new Map<string, TimeOffPolicyRecord>();
  timeOffRequests = new Map<string, TimeOffRequestRecord>();
  /** company uuid → its holiday pay policy (UPSTREAM D.3). */
  holidayPayPolicies = new Map<string, HolidayPayPolicyRecord>();
  payrolls = new Map<string, PayrollRecord>();
  /** Access token → the partner-managed company it reaches (DECISIONS 49). */
  companyAccessTokens = new Map<string, CompanyAccessTokenRecord>();
  /** Refresh token → its company; rotated on every use. */
  companyRefreshTokens = new Map<string, string>();
  companyBankAccounts = new IndexedMap<CompanyBankAccountRecord>((b) => b.companyUuid);
  /** company uuid → its one signatory (SPEC §7). */
  signatories = new Map<string, SignatoryRecord>();
  companyForms = new IndexedMap<CompanyFormRecord>((f) => f.companyUuid);
  /** company uuid → state → saved requirement values (DECISIONS 54). */
  stateTaxRequirements = new Map<string, Map<string, StateTaxValues>>();
  contractors = new Map<string, ContractorRecord>();
  /** contractor uuid → its one bank account (UPSTREAM-2 I.3). */
  contractorBankAccounts = new Map<string, ContractorBankAccountRecord>();
  contractorDocuments = new IndexedMap<ContractorDocumentRecord>((d) => d.contractorUuid);
  contractorForms = new IndexedMap<ContractorFormRecord>((f) => f.contractorUuid);
  contractorPayments = new Map<string, ContractorPaymentRecord>();
  contractorPaymentGroups = new Map<string, ContractorPaymentGroupRecord>();
  /** employee uuid → their one termination (DECISIONS 57). */
  terminations = new Map<string, TerminationRecord>();
  /** employee uuid → their rehire. */
  rehires = new Map<string, RehireRecord>();
  pastEmployments = new IndexedMap<PastEmploymentRecord>((p) => p.employeeUuid);
  garnishments = new IndexedMap<GarnishmentRecord>((g) => g.employeeUuid);
  events: EventRecord[] = [];
  eventIndex = new Map<string, EventRecord>();
  subscriptions = new Map<string, WebhookSubscriptionRecord>();
  deliveries: WebhookDeliveryRecord[] = [];
  /** Bumped on every employee write: sorted views are cached per revision. */
  employeeRevision = 0;
  /** Monotonic creation counter: ties in sorts and listings follow creation order. */
  private counter = 0;
  /** The tables areas declare with `defineTable`, by key. */
  private tables = new Map<string, Map<string, unknown>>();

  /** An area's table, made empty on first use. @example store.table(earningTypes).get(uuid); */
  table<R>(table: StoreTable<R>): Map<string, R> {
    let map = this.tables.get(table.key);
    if (!map) {
      map = table.make() as Map<string, unknown>;
      this.tables.set(table.key, map);
    }
    return map as Map<string, R>;
  }

  /** @example record.seq = store.nextSeq(); */
  nextSeq(): number {
    return ++this.counter;
  }

  /** @example store.children(store.jobs, (job) => job.employeeUuid === id); */
  children<T extends { seq: number }>(map: Map<string, T>, keep: (item: T) => boolean): T[] {
    const out: T[] = [];
    for (const item of map.values()) if (keep(item)) out.push(item);
    return out.sort((a, b) => a.seq - b.seq);
  }

  /**
   * A stable text image of every resource (not of request bookkeeping such as rate-limit windows
   * or idempotency records), for tests that prove a rejected request changed nothing.
   *
   * @example
   * const before = store.snapshot();
   */
  snapshot(): string {
    const replacer = (_key: string, value: unknown) =>
      value instanceof Map ? Object.fromEntries(value) : value;
    return JSON.stringify(
      {
        companies: [...this.companies.values()],
        locations: [...this.locations.values()],
        employees: [...this.employees.values()],
        homeAddresses: [...this.homeAddresses.values()],
        workAddresses: [...this.workAddresses.values()],
        jobs: [...this.jobs.values()],
        compensations: [...this.compensations.values()],
        federalTaxes: [...this.federalTaxes.values()],
        stateTaxAnswers: this.stateTaxAnswers,
        paymentMethods: [...this.paymentMethods.values()],
        bankAccounts: [...this.bankAccounts.values()],
        forms: [...this.forms.values()],
        paySchedules: [...this.paySchedules.values()],
        employeePaySchedules: this.employeePaySchedules,
        payScheduleHandovers: this.payScheduleHandovers,
        payScheduleAssignments: [...this.payScheduleAssignments.values()],
        timeOffPolicies: [...this.timeOffPolicies.values()],
        timeOffRequests: [...this.timeOffRequests.values()],
        holidayPayPolicies: [...this.holidayPayPolicies.values()],
        payrolls: [...this.payrolls.values()],
        companyBankAccounts: [...this.companyBankAccounts.values()],
        signatories: [...this.signatories.values()],
        companyForms: [...this.companyForms.values()],
        stateTaxRequirements: this.stateTaxRequirements,
        contractors: [...this.contractors.values()],
        contractorBankAccounts: [...this.contractorBankAccounts.values()],
        contractorDocuments: [...this.contractorDocuments.values()],
        contractorForms: [...this.contractorForms.values()],
        contractorPayments: [...this.contractorPayments.values()],
        contractorPaymentGroups: [...this.contractorPaymentGroups.values()],
        terminations: [...this.terminations.values()],
        rehires: [...this.rehires.values()],
        pastEmployments: [...this.pastEmployments.values()],
        garnishments: [...this.garnishments.values()],
        events: this.events,
        subscriptions: [...this.subscriptions.values()],
        // The areas' tables that hold records (an empty one a read made is no change).
        ...Object.fromEntries(
          [...this.tables]
            .filter(([, map]) => map.size > 0)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([key, map]) => [key, [...map.values()]]),
        ),
      },
      replacer,
    );
  }
}
