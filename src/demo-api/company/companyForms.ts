import { notifyUnsignedCompanyForms } from '../notifications/notices';
import type { DemoService } from '../service';
import type { CompanyFormRecord, CompanyRecord } from './records';

/** The forms every company signs once their prerequisites hold (DECISIONS 53). */
const ALWAYS = [
  {
    name: 'company_direct_deposit',
    title: 'Direct Deposit Authorization',
    description: 'Authorizes debits from the company bank account for payroll.',
  },
  {
    name: 'us_8655',
    title: 'Form 8655: Reporting Agent Authorization',
    description: 'Lets the payroll provider file and pay federal payroll taxes for the company.',
  },
];

/**
 * The company's forms, made when their prerequisites hold (UPSTREAM-2 H.7): the two federal ones,
 * and a state registration form for each state the company owes taxes in. Each new form emits
 * `company.form.created`. Forms are made on read because their prerequisites come from many
 * resources; making them is idempotent.
 *
 * @example
 * companyForms(service, company, ready).map((f) => f.name); // ['company_direct_deposit', 'us_8655', 'ca_state_registration']
 */
export function companyForms(
  service: DemoService,
  company: CompanyRecord,
  prerequisitesHold: boolean,
  states: readonly string[],
): CompanyFormRecord[] {
  const existing = service.store.companyForms.childrenOf(company.uuid);
  if (!prerequisitesHold) return existing;
  const year = Number(service.clock.today().slice(0, 4));
  const wanted = [
    ...ALWAYS.map((form) => ({ ...form, state: null as string | null })),
    ...states.map((state) => ({
      name: `${state.toLowerCase()}_state_registration`,
      title: `${state} State Tax Registration Authorization`,
      description: `Authorizes filing and paying ${state} payroll taxes for the company.`,
      state,
    })),
  ];
  for (const form of wanted) {
    if (existing.some((f) => f.name === form.name)) continue;
    const record: CompanyFormRecord = {
      uuid: service.ids(),
      companyUuid: company.uuid,
      ...form,
      year,
      signedAt: null,
      signature_text: null,
      signed_by_ip_address: null,
      seq: service.store.nextSeq(),
    };
    service.store.companyForms.set(record.uuid, record);
    existing.push(record);
    service.emit('company.form.created', 'Form', record.uuid, company.uuid);
  }
  // A form made after onboarding (a new state's registration) is a notification (DECISIONS 74).
  const unsigned = existing.filter((f) => f.signedAt === null).length;
  if (company.onboarding.onboardingCompletedAt !== null && unsigned > 0)
    notifyUnsignedCompanyForms(
      service,
      company.uuid,
      unsigned,
      service.store.signatories.get(company.uuid)?.uuid,
    );
  return existing;
}
