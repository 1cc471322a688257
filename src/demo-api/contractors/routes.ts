import { onboardingStatusAction } from '../onboarding/statusAction';
import { queryFlag } from '../queryFlag';
import { checkEin } from '../company/ein';
import { cancelDismissal, cancelRehire, dismiss, rehire } from './employment';
import { advanceContractorOnboarding, CONTRACTOR_TRANSITIONS, openSteps } from './onboardingStatus';
import type { ContractorOnboardingStatus, ContractorRecord } from './records';
import { contractorAddressView, contractorOnboardingView, contractorView } from './views';
import { createW9 } from '../contractorDocuments/w9';
import { portalInvitationInclude } from '../portalInvitations/portalInvitationInclude';
import { ApiError, type ErrorEntry, invalidOperation, missingParameter } from '../errors';
import { type FieldRules, type FieldValues, readFields } from '../fields';
import { assignFields, companyOwned, companyRecord, resourceRoutes, scopesOf } from '../resource';
import { isEmail, isSsn, isStateCode } from '../formats/formats';
import { US_ADDRESS_RULES } from '../formats/addressRules';
import type { DemoService, Route, RouteRequest } from '../service';

const CONTRACTOR_RULES = {
  type: { kind: 'enum', values: ['Individual', 'Business'] as const },
  wage_type: { kind: 'enum', values: ['Fixed', 'Hourly'] as const, required: true },
  start_date: { kind: 'date', required: true },
  hourly_rate: { kind: 'money', min: 0, nullable: true },
  self_onboarding: { kind: 'boolean' },
  email: {
    kind: 'string',
    nullable: true,
    emptyAsNull: true,
    check: (v) => (isEmail(v) ? undefined : 'email is not a valid email address.'),
  },
  first_name: { kind: 'string', nullable: true, emptyAsNull: true },
  last_name: { kind: 'string', nullable: true, emptyAsNull: true },
  middle_initial: {
    kind: 'string',
    nullable: true,
    emptyAsNull: true,
    check: (v) => (/^[A-Za-z]$/.test(v) ? undefined : 'middle_initial must be one letter.'),
  },
  ssn: {
    kind: 'string',
    nullable: true,
    emptyAsNull: true,
    check: (v) => (isSsn(v) ? undefined : 'ssn must be exactly 9 digits.'),
  },
  file_new_hire_report: { kind: 'boolean' },
  work_state: {
    kind: 'string',
    nullable: true,
    emptyAsNull: true,
    check: (v) => (isStateCode(v) ? undefined : 'work_state must be a two-letter US state code.'),
  },
  business_name: { kind: 'string', nullable: true, emptyAsNull: true },
  ein: { kind: 'string', nullable: true, emptyAsNull: true, check: checkEin },
  is_active: { kind: 'boolean' },
} satisfies FieldRules;

type ContractorValues = FieldValues<typeof CONTRACTOR_RULES>;

const ADDRESS_RULES = {
  ...US_ADDRESS_RULES,
} satisfies FieldRules;

/**
 * The rules that join fields (SPEC §7, DECISIONS 55), checked on the contractor as it would be:
 * names by type, a rate for Hourly, an email to self-onboard, a work state for a new-hire report.
 * Every problem at once, each on its field.
 */
function checkContractor(c: ContractorRecord): void {
  const entries: ErrorEntry[] = [];
  if (c.type === 'Individual') {
    if (!c.first_name) entries.push(missingParameter('first_name'));
    if (!c.last_name) entries.push(missingParameter('last_name'));
    if (c.file_new_hire_report && !c.work_state) entries.push(missingParameter('work_state'));
  } else if (!c.business_name) entries.push(missingParameter('business_name'));
  if (c.wage_type === 'Hourly' && c.hourlyRate === null) entries.push(missingParameter('hourly_rate'));
  if (c.self_onboarding && !c.email) entries.push(missingParameter('email'));
  if (entries.length > 0) throw new ApiError(422, entries);
}

/** Writes a create body or an update delta onto a contractor (a field left out stays). */
function applyValues(c: ContractorRecord, values: Partial<ContractorValues>, today: string): void {
  const { type, wage_type, self_onboarding, email, first_name, last_name, middle_initial, ssn } = values;
  const { file_new_hire_report, work_state, business_name } = values;
  assignFields(c, { type, wage_type, self_onboarding, email, first_name, last_name, middle_initial, ssn });
  assignFields(c, { file_new_hire_report, work_state, business_name });
  if (values.ein !== undefined) c.ein = values.ein === null ? null : values.ein.replaceAll('-', '');
  if (values.hourly_rate !== undefined) c.hourlyRate = values.hourly_rate;
  // Only Hourly contractors have a rate; a move to Fixed drops it.
  if (c.wage_type === 'Fixed') c.hourlyRate = null;
  if (values.start_date !== undefined) c.employment.start_date = values.start_date;
  // UPSTREAM-2 I.1: activating a contractor whose start date is ahead starts them today.
  if (values.is_active === true && c.employment.start_date > today) c.employment.start_date = today;
}

/** The list's filters: `search_term` on names and email, `onboarded`, `terminated` (true/false). */
function listRows(
  company: { uuid: string },
  service: DemoService,
  { query }: RouteRequest,
): ContractorRecord[] {
  const onboarded = queryFlag(query, 'onboarded');
  const terminated = queryFlag(query, 'terminated');
  const term = query.get('search_term')?.trim().toLowerCase() ?? '';
  const today = service.clock.today();
  return [...service.store.contractors.values()].filter((c) => {
    if (c.companyUuid !== company.uuid) return false;
    if (onboarded !== undefined && (c.onboarding_status === 'onboarding_completed') !== onboarded)
      return false;
    const dismissed = c.employment.dismissal_date !== null && c.employment.dismissal_date < today;
    if (terminated !== undefined && dismissed !== terminated) return false;
    if (!term) return true;
    return [c.first_name, c.last_name, c.business_name, c.email, [c.first_name, c.last_name].join(' ')].some(
      (text) => text?.toLowerCase().includes(term),
    );
  });
}

/** Sorts by name: a person by last then first name, a business by its name (DECISIONS 35). */
const sortName = (c: ContractorRecord) =>
  (c.type === 'Business'
    ? (c.business_name ?? '')
    : `${c.last_name ?? ''}\u0000${c.first_name ?? ''}`
  ).toLowerCase();

/** `include=portal_invitations` on the list and the show (UPSTREAM-3 L.3). */
const portal = portalInvitationInclude(contractorView);

const contractors = resourceRoutes({
  ...companyOwned(
    '/v1/companies/{company_id}/contractors',
    '/v1/contractors/{contractor_id}',
    (store) => store.contractors,
  ),
  scopes: scopesOf('contractors'),
  view: contractorView,
  events: {
    entity: 'Contractor',
    updated: 'contractor.updated',
    deleted: 'contractor.deleted',
    company: (c) => c.companyUuid,
  },
  show: portal.show,
  list: {
    rows: listRows,
    ...portal.list,
    sortBy: {
      name: sortName,
      created_at: (c) => c.createdAt,
      type: (c) => c.type,
      onboarding_status: (c) => c.onboarding_status,
    },
  },
  create: {
    rules: CONTRACTOR_RULES,
    insert(values, company, service) {
      const today = service.clock.today();
      const contractor: ContractorRecord = {
        uuid: service.ids(),
        companyUuid: company.uuid,
        seq: service.store.nextSeq(),
        createdAt: service.nowIso(),
        type: 'Individual',
        wage_type: values.wage_type,
        hourlyRate: null,
        self_onboarding: false,
        email: null,
        first_name: null,
        last_name: null,
        middle_initial: null,
        ssn: null,
        business_name: null,
        ein: null,
        file_new_hire_report: false,
        work_state: null,
        onboarding_status: 'admin_onboarding_incomplete',
        address: { street_1: null, street_2: null, city: null, state: null, zip: null },
        paymentMethod: null,
        employment: { start_date: values.start_date, dismissal_date: null },
        previousEmployment: null,
      };
      applyValues(contractor, values, today);
      // Fields of the other type are ignored (UPSTREAM-2 I.1), not kept to surface later.
      if (contractor.type === 'Business') {
        Object.assign(contractor, { first_name: null, last_name: null, middle_initial: null, ssn: null });
        Object.assign(contractor, { file_new_hire_report: false, work_state: null });
      } else Object.assign(contractor, { business_name: null, ein: null });
      checkContractor(contractor);
      if (contractor.self_onboarding) contractor.onboarding_status = 'self_onboarding_not_invited';
      service.store.contractors.set(contractor.uuid, contractor);
      createW9(service, contractor);
      const emit = (type: string) => service.emit(type, 'Contractor', contractor.uuid, company.uuid);
      emit('contractor.created');
      if (contractor.self_onboarding) emit('contractor.marked_for_self_onboarding');
      return contractor;
    },
  },
  update: {
    rules: CONTRACTOR_RULES,
    apply(record, values, service) {
      const next: ContractorRecord = {
        ...record,
        address: { ...record.address },
        employment: { ...record.employment },
      };
      applyValues(next, values, service.clock.today());
      checkContractor(next);
      Object.assign(record, next);
      advanceContractorOnboarding(service, record);
    },
  },
  remove: {
    remove(record, service) {
      const paid = [...service.store.contractorPayments.values()].some(
        (p) => p.contractorUuid === record.uuid,
      );
      if (paid) throw invalidOperation('A contractor with payments cannot be deleted; dismiss them instead.');
      for (const d of service.store.contractorDocuments.childrenOf(record.uuid))
        service.store.contractorDocuments.delete(d.uuid);
      for (const f of service.store.contractorForms.childrenOf(record.uuid))
        service.store.contractorForms.delete(f.uuid);
      service.store.contractorBankAccounts.delete(record.uuid);
      service.store.contractors.delete(record.uuid);
    },
  },
  actions: [
    onboardingStatusAction(contractorOnboardingView),
    {
      method: 'PUT',
      suffix: '/onboarding_status',
      run(record, { body }, service) {
        const STATUSES = Object.keys(CONTRACTOR_TRANSITIONS);
        const values = readFields(body, {
          onboarding_status: { kind: 'enum', values: STATUSES, required: true },
        });
        const target = values.onboarding_status as ContractorOnboardingStatus;
        const from = record.onboarding_status;
        if (!CONTRACTOR_TRANSITIONS[target]!.includes(from))
          throw invalidOperation(`A contractor cannot move from ${from} to ${target}.`, 'onboarding_status', {
            onboarding_status: from,
          });
        const selfPath = target === 'self_onboarding_not_invited' || target === 'self_onboarding_invited';
        if (selfPath && !record.email) throw new ApiError(422, [missingParameter('email')]);
        if (target === 'onboarding_completed') {
          const steps = openSteps(service, record);
          if (steps.length > 0)
            throw invalidOperation('Every required onboarding step must be complete.', 'onboarding_status', {
              steps,
            });
        }
        record.onboarding_status = target;
        record.self_onboarding =
          selfPath || (target !== 'admin_onboarding_incomplete' && record.self_onboarding);
        const emit = (type: string) => service.emit(type, 'Contractor', record.uuid, record.companyUuid);
        if (target === 'self_onboarding_not_invited') emit('contractor.marked_for_self_onboarding');
        else if (target === 'onboarding_completed') emit('contractor.onboarded');
        else emit('contractor.updated');
        // Cancelling self-onboarding may leave everything done: the service moves it to review.
        if (target === 'admin_onboarding_incomplete') advanceContractorOnboarding(service, record);
        return contractorOnboardingView(service, record);
      },
    },
    {
      method: 'POST',
      suffix: '/termination',
      creates: true,
      // 204 as the upstream OpenAPI declares it (DECISIONS 31, 60): its client refuses a body.
      status: 204,
      run(record, { body }, service) {
        const { end_date } = readFields(body, { end_date: { kind: 'date', required: true } });
        dismiss(service, record, end_date);
      },
    },
    {
      method: 'DELETE',
      suffix: '/termination',
      status: 204,
      run(record, _request, service) {
        cancelDismissal(service, record);
      },
    },
    {
      method: 'POST',
      suffix: '/rehire',
      creates: true,
      status: 204,
      run(record, { body }, service) {
        const { start_date } = readFields(body, { start_date: { kind: 'date', required: true } });
        rehire(service, record, start_date);
      },
    },
    {
      method: 'DELETE',
      suffix: '/rehire',
      status: 204,
      run(record, _request, service) {
        cancelRehire(service, record);
      },
    },
  ],
});

/** A contractor's one address (UPSTREAM-2 I.2): versioned, replaced whole. */
const address = resourceRoutes({
  item: '/v1/contractors/{contractor_id}/address',
  scopes: scopesOf('contractors'),
  find: companyRecord((store) => store.contractors),
  view: contractorAddressView,
  update: {
    whole: true,
    rules: ADDRESS_RULES,
    apply(record, values, service) {
      record.address = {
        street_1: values.street_1!,
        street_2: values.street_2 ?? null,
        city: values.city!,
        state: values.state!,
        zip: values.zip!,
      };
      service.emit('contractor.updated', 'Contractor', record.uuid, record.companyUuid);
      advanceContractorOnboarding(service, record);
    },
  },
});

/**
 * Contractors (UPSTREAM-2 I.1, I.2, I.6; DECISIONS 55): create (idempotent), list with search and
 * sort, versioned update, delete while unpaid, onboarding status, address, dismissal and rehire.
 *
 * @example
 * new Router(contractorRoutes);
 */
export const contractorRoutes: Route[] = [...contractors, ...address];
