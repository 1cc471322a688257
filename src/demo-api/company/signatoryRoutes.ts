import type { CompanyRecord, SignatoryRecord } from './records';
import { isIdentityComplete, signatoryView } from './views';
import { ApiError, type ErrorEntry, invalidOperation, missingParameter } from '../errors';
import { type FieldRules, readFields } from '../fields';
import { bodyReader, companyParent, resourceRoutes, scopesOf } from '../resource';
import { isDate, isEmail, isPhone, isSsn } from '../formats/formats';
import { US_ADDRESS_RULES } from '../formats/addressRules';
import type { DemoService, Route } from '../service';

const ADDRESS_RULES: FieldRules = {
  ...US_ADDRESS_RULES,
  street_2: { kind: 'string', nullable: true },
  country: { kind: 'enum', values: ['USA'] },
};

const PERSON_RULES: FieldRules = {
  first_name: { kind: 'string', required: true },
  last_name: { kind: 'string', required: true },
  middle_initial: {
    kind: 'string',
    nullable: true,
    check: (v) => (v.length <= 1 ? undefined : 'middle_initial is one letter.'),
  },
  title: { kind: 'string', required: true },
  phone: {
    kind: 'string',
    required: true,
    check: (v) => (isPhone(v) ? undefined : 'phone must be exactly 10 digits.'),
  },
  ssn: {
    kind: 'string',
    required: true,
    check: (v) => (isSsn(v.replaceAll('-', '')) ? undefined : 'ssn must be 9 digits.'),
  },
  birthday: {
    kind: 'string',
    required: true,
    check: (v) => (isDate(v) ? undefined : 'birthday must be a date (YYYY-MM-DD).'),
  },
  home_address: { kind: 'object', required: true },
};

const EMAIL_RULE: FieldRules = {
  email: {
    kind: 'string',
    required: true,
    check: (v) => (isEmail(v) ? undefined : 'email must be an email address.'),
  },
};

/** The identity fields a full create needs and an invitation may leave out (UPSTREAM-2 H.5). */
const IDENTITY_FIELDS = ['title', 'phone', 'ssn', 'birthday', 'home_address'];

/** Reads the nested home address; its field errors come back as one nested entry. */
function readAddress(value: unknown, extra: ErrorEntry[]): SignatoryRecord['home_address'] | undefined {
  if (value === undefined || value === null) return undefined;
  try {
    const a = readFields(value as Record<string, unknown>, ADDRESS_RULES);
    return {
      street_1: a.street_1 as string,
      street_2: (a.street_2 as string | null | undefined) ?? null,
      city: a.city as string,
      state: a.state as string,
      zip: a.zip as string,
      country: 'USA',
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    extra.push({ error_key: 'home_address', category: 'nested_errors', errors: error.entries });
    return undefined;
  }
}

/** Reads a create, invite or update body; throws every field error at once. */
function readSignatory(body: Record<string, unknown>, kind: 'create' | 'invite' | 'update') {
  const rules: FieldRules =
    kind === 'update'
      ? PERSON_RULES
      : kind === 'create'
        ? { ...PERSON_RULES, ...EMAIL_RULE }
        : {
            ...Object.fromEntries(
              Object.entries(PERSON_RULES).map(([key, rule]) => [
                key,
                IDENTITY_FIELDS.includes(key) ? { ...rule, required: false } : rule,
              ]),
            ),
            ...EMAIL_RULE,
          };
  const addressErrors: ErrorEntry[] = [];
  const address = readAddress(body.home_address, addressErrors);
  const values: Record<string, unknown> =
    kind === 'update'
      ? readFields(body, rules, { partial: true, extra: addressErrors })
      : readFields(body, rules, { extra: addressErrors });
  return { values, address };
}

/** Adds the company's one signatory, made whole or invited (UPSTREAM-2 H.5). */
function insertSignatory(
  service: DemoService,
  company: CompanyRecord,
  { values, address }: ReturnType<typeof readSignatory>,
  kind: 'create' | 'invite',
): SignatoryRecord {
  if (service.store.signatories.has(company.uuid))
    throw invalidOperation(
      'Cannot have more than one signatory in a company. Please remove the existing signatory before adding another.',
    );
  const record: SignatoryRecord = {
    uuid: service.ids(),
    companyUuid: company.uuid,
    first_name: values.first_name as string,
    last_name: values.last_name as string,
    middle_initial: (values.middle_initial as string | null | undefined) || null,
    email: values.email as string,
    title: (values.title as string | undefined) ?? null,
    phone: (values.phone as string | undefined) ?? null,
    birthday: (values.birthday as string | undefined) ?? null,
    // An invited signatory gives the SSN themselves (UPSTREAM-2 H.5: unused on invite).
    ssn: kind === 'create' ? (values.ssn as string).replaceAll('-', '') : null,
    home_address: address ?? null,
    invited: kind === 'invite',
    createdAt: service.nowIso(),
  };
  service.store.signatories.set(company.uuid, record);
  service.emit('signatory.created', 'Signatory', record.uuid, company.uuid);
  if (kind === 'invite') service.emit('signatory.marked_for_invite', 'Signatory', record.uuid, company.uuid);
  return record;
}

/**
 * Signatories (UPSTREAM-2 H.5, DECISIONS 53): one per company, create or invite (200, row 31),
 * the SSN write-only, identity verified once every field is present, versioned update.
 *
 * @example
 * new Router(signatoryRoutes);
 */
export const signatoryRoutes: Route[] = resourceRoutes({
  collection: '/v1/companies/{company_id}/signatories',
  item: '/v1/companies/{company_id}/signatories/{signatory_id}',
  scopes: scopesOf('signatories'),
  parent: companyParent,
  find: (service, uuid, grant, params) => {
    const company = service.company(params.company_id, grant);
    const record = service.store.signatories.get(company.uuid);
    return record && record.uuid === uuid ? record : undefined;
  },
  view: signatoryView,
  show: false,
  events: {
    entity: 'Signatory',
    updated: 'signatory.updated',
    deleted: 'signatory.deleted',
    company: (record) => record.companyUuid,
  },
  list: {
    rows: (company, service) => {
      const record = service.store.signatories.get(company.uuid);
      return record ? [record] : [];
    },
    ordered: true,
  },
  create: {
    scope: 'signatories:manage',
    // 200, as the upstream declares it (row 31).
    status: 200,
    rules: bodyReader((body) => readSignatory(body, 'create')),
    insert: (read, company, service) => insertSignatory(service, company, read, 'create'),
  },
  update: {
    // The version is required first and compared once the fields are read (UPSTREAM-2 H.5).
    version: 'after-fields',
    rules: bodyReader((body) => readSignatory(body, 'update')),
    apply(record, { values, address }, _service, request) {
      // After an invitation the first update must carry every identity field (UPSTREAM-2 H.5).
      if (!isIdentityComplete(record)) {
        const missing = IDENTITY_FIELDS.filter(
          (key) => request.body[key] === undefined || request.body[key] === null,
        );
        if (missing.length > 0) throw new ApiError(422, missing.map(missingParameter));
      }
      const text = (key: string) => values[key] as string | undefined;
      record.first_name = text('first_name') ?? record.first_name;
      record.last_name = text('last_name') ?? record.last_name;
      if (values.middle_initial !== undefined)
        record.middle_initial = (values.middle_initial as string | null) || null;
      record.title = text('title') ?? record.title;
      record.phone = text('phone') ?? record.phone;
      record.birthday = text('birthday') ?? record.birthday;
      if (values.ssn !== undefined) record.ssn = (values.ssn as string).replaceAll('-', '');
      if (address) record.home_address = address;
    },
  },
  remove: {
    scope: 'signatories:manage',
    remove(record, service) {
      service.store.signatories.delete(record.companyUuid);
    },
  },
  collectionActions: [
    {
      method: 'POST',
      suffix: '/invite',
      scope: 'signatories:manage',
      creates: true,
      run: (company, { body }, service) =>
        signatoryView(insertSignatory(service, company, readSignatory(body, 'invite'), 'invite')),
    },
  ],
});
