import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import { counterIds, type ApiJson } from './request';
import {
  ADDRESS,
  addContractor,
  BANK_ACCOUNT,
  companyPath,
  eventTypes,
  FIXED_BUSINESS,
  HOURLY_INDIVIDUAL,
  moveTo,
  onboardingStatus,
  saveAddress,
  signW9,
  w9,
} from './contractorsSetup';

/**
 * Contractors over HTTP (UPSTREAM-2 I.1–I.3, I.5–I.7; DECISIONS 48, 55): the rules a partner's
 * contractor screens rely on, against the demo service as `npm run demo-api` serves it. The clock
 * is pinned to Monday 2026-06-15 16:00 UTC.
 */

const http = demoHttpForEachTest({ ids: counterIds() });

const DAY = 24 * 60 * 60 * 1000;
const errorsOf = (body: ApiJson) => body.errors.map((e: ApiJson) => [e.error_key, e.category]);

describe('creating a contractor (DECISIONS 55)', () => {
  it('requires wage_type and start_date, and names both at once', async () => {
    const res = await http.call('POST', `${companyPath(http)}/contractors`, {
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual([
      ['wage_type', 'missing_parameter'],
      ['start_date', 'missing_parameter'],
    ]);
  });

  it('requires an hourly rate for Hourly, names for an Individual, a business name for a Business', async () => {
    const { hourly_rate: _rate, first_name: _first, ...noRate } = HOURLY_INDIVIDUAL;
    const hourly = await http.call('POST', `${companyPath(http)}/contractors`, noRate);
    expect(hourly.status).toBe(422);
    expect(errorsOf(hourly.body)).toEqual([
      ['first_name', 'missing_parameter'],
      ['hourly_rate', 'missing_parameter'],
    ]);
    const { business_name: _name, ...noName } = FIXED_BUSINESS;
    const business = await http.call('POST', `${companyPath(http)}/contractors`, noName);
    expect(errorsOf(business.body)).toEqual([['business_name', 'missing_parameter']]);
  });

  it('refuses an SSN that is not 9 digits and a malformed EIN on their fields', async () => {
    const ssn = await http.call('POST', `${companyPath(http)}/contractors`, {
      ...HOURLY_INDIVIDUAL,
      ssn: '12345678',
    });
    expect(ssn.status).toBe(422);
    expect(errorsOf(ssn.body)).toEqual([['ssn', 'invalid_attribute_value']]);
    const ein = await http.call('POST', `${companyPath(http)}/contractors`, {
      ...FIXED_BUSINESS,
      ein: '12-34567',
    });
    expect(errorsOf(ein.body)).toEqual([['ein', 'invalid_attribute_value']]);
    const list = await http.call('GET', `${companyPath(http)}/contractors`);
    expect(list.body).toEqual([]);
  });

  it('never sends the SSN or EIN back, only whether one is on file', async () => {
    const person = await addContractor(http, HOURLY_INDIVIDUAL);
    const business = await addContractor(http, FIXED_BUSINESS);
    expect(person).toMatchObject({
      has_ssn: true,
      hourly_rate: '42.50',
      onboarding_status: 'admin_onboarding_incomplete',
    });
    expect(JSON.stringify(person)).not.toContain('123456789');
    expect(business).toMatchObject({ has_ein: true, ein: 'XX-XXX6789' });
    expect(JSON.stringify(business)).not.toContain('3456789');
  });

  it('creates once per Idempotency-Key: the replay answers the same contractor', async () => {
    const send = () =>
      fetch(`${http.origin}${companyPath(http)}/contractors`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${http.api.tokens.company}`,
          'content-type': 'application/json',
          'idempotency-key': 'add-katherine-1',
        },
        body: JSON.stringify(HOURLY_INDIVIDUAL),
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await second.json()).uuid).toBe((await first.json()).uuid);
    expect((await http.call('GET', `${companyPath(http)}/contractors`)).body).toHaveLength(1);
  });
});

describe('updating, listing and deleting', () => {
  it('updates on the current version; a stale one is 409 and changes nothing', async () => {
    const created = await addContractor(http, HOURLY_INDIVIDUAL);
    const path = `/v1/contractors/${created.uuid}`;
    const updated = await http.call('PUT', path, { version: created.version, hourly_rate: '45.00' });
    expect(updated.status).toBe(200);
    expect(updated.body.hourly_rate).toBe('45.00');
    const stale = await http.call('PUT', path, { version: created.version, hourly_rate: '50.00' });
    expect(stale.status).toBe(409);
    expect(errorsOf(stale.body)).toEqual([['base', 'invalid_resource_version']]);
    const missing = await http.call('PUT', path, { hourly_rate: '50.00' });
    expect(errorsOf(missing.body)).toEqual([['version', 'missing_parameter']]);
    expect((await http.call('GET', path)).body.hourly_rate).toBe('45.00');
  });

  it('keeps the joined rules on update: Hourly without a rate is refused', async () => {
    const created = await addContractor(http, { ...FIXED_BUSINESS });
    const res = await http.call('PUT', `/v1/contractors/${created.uuid}`, {
      version: created.version,
      wage_type: 'Hourly',
    });
    expect(errorsOf(res.body)).toEqual([['hourly_rate', 'missing_parameter']]);
  });

  it('searches by name, sorts by name, and pages', async () => {
    await addContractor(http, HOURLY_INDIVIDUAL);
    await addContractor(http, FIXED_BUSINESS);
    await addContractor(http, {
      ...HOURLY_INDIVIDUAL,
      first_name: 'Dorothy',
      last_name: 'Vaughan',
      email: null,
    });
    const list = (query: string) => http.call('GET', `${companyPath(http)}/contractors?${query}`);
    const names = (body: ApiJson[]) => body.map((c) => c.business_name ?? `${c.first_name} ${c.last_name}`);
    expect(names((await list('sort_by=name')).body)).toEqual([
      'Hamilton Rigging LLC',
      'Katherine Johnson',
      'Dorothy Vaughan',
    ]);
    expect(names((await list('sort_by=name:desc')).body)).toEqual([
      'Dorothy Vaughan',
      'Katherine Johnson',
      'Hamilton Rigging LLC',
    ]);
    expect(names((await list('search_term=vaugh')).body)).toEqual(['Dorothy Vaughan']);
    const page = await list('sort_by=name&per=2&page=2');
    expect(names(page.body)).toEqual(['Dorothy Vaughan']);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect((await list('sort_by=salary')).status).toBe(422);
    expect((await list('onboarded=maybe')).status).toBe(422);
  });

  it('deletes a contractor with no payments (then 404)', async () => {
    const created = await addContractor(http, FIXED_BUSINESS);
    expect((await http.call('DELETE', `/v1/contractors/${created.uuid}`)).status).toBe(204);
    expect((await http.call('GET', `/v1/contractors/${created.uuid}`)).status).toBe(404);
    expect(await eventTypes(http, created.uuid)).toEqual(['contractor.created', 'contractor.deleted']);
  });

  it("answers 404 for another company's contractor", async () => {
    const res = await http.call('GET', `/v1/contractors/00000000-0000-4000-8000-999999999999`);
    expect(res.status).toBe(404);
    expect(errorsOf(res.body)).toEqual([['request', 'not_found']]);
  });
});

describe('onboarding status (UPSTREAM-2 I.1, DECISIONS 55)', () => {
  it('moves an admin-path contractor to review on its own once every required step is complete', async () => {
    const { uuid } = await addContractor(http, HOURLY_INDIVIDUAL);
    const open = async () =>
      (await onboardingStatus(http, uuid)).onboarding_steps
        .filter((s: ApiJson) => s.required && !s.completed)
        .map((s: ApiJson) => s.id);
    expect(await open()).toEqual(['add_address', 'payment_details', 'sign_documents']);
    expect((await saveAddress(http, uuid)).status).toBe(200);
    expect((await http.call('POST', `/v1/contractors/${uuid}/bank_accounts`, BANK_ACCOUNT)).status).toBe(201);
    expect(await open()).toEqual(['sign_documents']);
    expect((await onboardingStatus(http, uuid)).onboarding_status).toBe('admin_onboarding_incomplete');
    expect((await signW9(http, uuid)).status).toBe(200);
    expect((await onboardingStatus(http, uuid)).onboarding_status).toBe('admin_onboarding_review');
    const done = await moveTo(http, uuid, 'onboarding_completed');
    expect(done.status).toBe(200);
    expect(done.body.onboarding_status).toBe('onboarding_completed');
    expect((await http.call('GET', `/v1/contractors/${uuid}`)).body.onboarded).toBe(true);
    expect(await eventTypes(http, uuid)).toContain('contractor.onboarded');
  });

  it('refuses any other move with invalid_operation on onboarding_status', async () => {
    const { uuid } = await addContractor(http, HOURLY_INDIVIDUAL);
    const finish = await moveTo(http, uuid, 'onboarding_completed');
    expect(finish.status).toBe(422);
    expect(errorsOf(finish.body)).toEqual([['onboarding_status', 'invalid_operation']]);
    const review = await moveTo(http, uuid, 'self_onboarding_review');
    expect(errorsOf(review.body)).toEqual([['onboarding_status', 'invalid_operation']]);
    const unknown = await moveTo(http, uuid, 'admin_onboarding_review');
    expect(errorsOf(unknown.body)).toEqual([['onboarding_status', 'invalid_attribute_value']]);
    expect((await onboardingStatus(http, uuid)).onboarding_status).toBe('admin_onboarding_incomplete');
  });

  it('self-onboarding: needs an email; mark, invite, cancel, invite again, the contractor starts, review, finish', async () => {
    const noEmail = await http.call('POST', `${companyPath(http)}/contractors`, {
      ...FIXED_BUSINESS,
      self_onboarding: true,
    });
    expect(errorsOf(noEmail.body)).toEqual([['email', 'missing_parameter']]);
    const marked = await addContractor(http, {
      ...FIXED_BUSINESS,
      self_onboarding: true,
      email: 'ops@hamilton.example',
    });
    expect(marked.onboarding_status).toBe('self_onboarding_not_invited');
    const { uuid } = marked;
    expect((await moveTo(http, uuid, 'self_onboarding_invited')).body.onboarding_status).toBe(
      'self_onboarding_invited',
    );
    expect((await moveTo(http, uuid, 'admin_onboarding_incomplete')).body.onboarding_status).toBe(
      'admin_onboarding_incomplete',
    );
    expect((await moveTo(http, uuid, 'self_onboarding_invited')).status).toBe(200);
    // The contractor fills in their part: the first save starts their onboarding.
    expect((await saveAddress(http, uuid)).status).toBe(200);
    expect((await onboardingStatus(http, uuid)).onboarding_status).toBe('self_onboarding_started');
    const early = await moveTo(http, uuid, 'onboarding_completed');
    expect(errorsOf(early.body)).toEqual([['onboarding_status', 'invalid_operation']]);
    await http.call('POST', `/v1/contractors/${uuid}/bank_accounts`, BANK_ACCOUNT);
    expect((await signW9(http, uuid)).status).toBe(200);
    expect((await moveTo(http, uuid, 'self_onboarding_review')).status).toBe(200);
    expect((await moveTo(http, uuid, 'onboarding_completed')).body.onboarding_status).toBe(
      'onboarding_completed',
    );
    expect(await eventTypes(http, uuid)).toEqual(
      expect.arrayContaining([
        'contractor.marked_for_self_onboarding',
        'contractor.self_onboarding_completed',
        'contractor.onboarded',
      ]),
    );
  });

  it('asks for the new-hire report only when filed, and then for the work state', async () => {
    const res = await http.call('POST', `${companyPath(http)}/contractors`, {
      ...HOURLY_INDIVIDUAL,
      file_new_hire_report: true,
    });
    expect(errorsOf(res.body)).toEqual([['work_state', 'missing_parameter']]);
    const { uuid } = await addContractor(http, {
      ...HOURLY_INDIVIDUAL,
      file_new_hire_report: true,
      work_state: 'TX',
    });
    const ids = (await onboardingStatus(http, uuid)).onboarding_steps.map((s: ApiJson) => s.id);
    expect(ids).toContain('file_new_hire_report');
  });
});

describe('address and payment method', () => {
  it('saves the address on its version; a bad zip is refused on zip', async () => {
    const { uuid } = await addContractor(http, HOURLY_INDIVIDUAL);
    const bad = await saveAddress(http, uuid, { ...ADDRESS, zip: '787' });
    expect(errorsOf(bad.body)).toEqual([['zip', 'invalid_attribute_value']]);
    const saved = await saveAddress(http, uuid);
    expect(saved.body).toMatchObject({ ...ADDRESS, contractor_uuid: uuid, country: 'USA' });
    const stale = await http.call('PUT', `/v1/contractors/${uuid}/address`, { version: 'old', ...ADDRESS });
    expect(stale.status).toBe(409);
  });

  it('takes Direct Deposit only with a bank account; an account makes it Direct Deposit and a new one replaces it', async () => {
    const { uuid } = await addContractor(http, HOURLY_INDIVIDUAL);
    const path = `/v1/contractors/${uuid}/payment_method`;
    const method = (await http.call('GET', path)).body;
    const dd = await http.call('PUT', path, { version: method.version, type: 'Direct Deposit' });
    expect(errorsOf(dd.body)).toEqual([['type', 'invalid_attribute_value']]);
    const check = await http.call('PUT', path, { version: method.version, type: 'Check' });
    expect(check.body.type).toBe('Check');
    const badRouting = await http.call('POST', `/v1/contractors/${uuid}/bank_accounts`, {
      ...BANK_ACCOUNT,
      routing_number: '123456789',
    });
    expect(errorsOf(badRouting.body)).toEqual([['routing_number', 'invalid_attribute_value']]);
    const first = await http.call('POST', `/v1/contractors/${uuid}/bank_accounts`, BANK_ACCOUNT);
    expect(first.status).toBe(201);
    expect(first.body.hidden_account_number).toBe('XXXX6789');
    expect(JSON.stringify(first.body)).not.toContain('000123456789');
    expect((await http.call('GET', path)).body).toMatchObject({
      type: 'Direct Deposit',
      splits: [{ uuid: first.body.uuid }],
    });
    const second = await http.call('POST', `/v1/contractors/${uuid}/bank_accounts`, {
      ...BANK_ACCOUNT,
      account_number: '987654321',
    });
    const accounts = (await http.call('GET', `/v1/contractors/${uuid}/bank_accounts`)).body;
    expect(accounts.map((a: ApiJson) => a.uuid)).toEqual([second.body.uuid]);
    expect(await eventTypes(http, uuid)).toContain('contractor.payment_method_type_updated');
  });
});

describe('the W-9 and 1099s (UPSTREAM-2 I.5, DECISIONS 55)', () => {
  it('is made with the contractor, pre-filled from them, the TIN masked', async () => {
    const { uuid } = await addContractor(http, HOURLY_INDIVIDUAL);
    await saveAddress(http, uuid);
    const document = await w9(http, uuid);
    expect(document).toMatchObject({
      recipient_type: 'Contractor',
      recipient_uuid: uuid,
      requires_signing: true,
    });
    const values = Object.fromEntries(document.fields.map((f: ApiJson) => [f.key, f.value]));
    expect(values).toMatchObject({
      name: 'Katherine Johnson',
      address: '300 Congress Ave',
      city_state_zip: 'Austin, TX 78701',
      taxpayer_identification_number: 'XXX-XX-6789',
    });
    expect(JSON.stringify(document)).not.toContain('123456789');
  });

  it('signs with agree: true; an empty required field is refused on fields; overrides win', async () => {
    const { uuid } = await addContractor(http, HOURLY_INDIVIDUAL);
    const disagree = await signW9(http, uuid, { agree: false });
    expect(errorsOf(disagree.body)).toEqual([['agree', 'invalid_attribute_value']]);
    const noAddress = await signW9(http, uuid);
    expect(noAddress.status).toBe(422);
    expect(errorsOf(noAddress.body)).toEqual([['fields', 'invalid_attribute_value']]);
    const signed = await signW9(http, uuid, {
      fields: [
        { key: 'address', value: '1 Main St' },
        { key: 'city_state_zip', value: 'Hampton, VA 23669' },
      ],
    });
    expect(signed.status).toBe(200);
    expect(signed.body.requires_signing).toBe(false);
    expect(signed.body.signed_at).toBe('2026-06-15T16:00:00.000Z');
    expect((await signW9(http, uuid)).status).toBe(422);
    expect(await eventTypes(http, (await w9(http, uuid)).uuid)).toEqual(['contractor.document.signed']);
  });

  it('refuses a TIN override that is not 9 digits at its idx, names empty required fields by key, and keeps the signed values (TIN masked) on the signed W-9', async () => {
    const { uuid } = await addContractor(http, HOURLY_INDIVIDUAL);
    const badTin = await signW9(http, uuid, {
      fields: [
        { key: 'address', value: '1 Main St' },
        { key: 'taxpayer_identification_number', value: '12345678' },
      ],
    });
    expect(badTin.status).toBe(422);
    expect(badTin.body.errors).toMatchObject([{ error_key: 'fields', idx: 1 }]);
    const empty = await signW9(http, uuid, { fields: [{ key: 'name', value: ' ' }] });
    expect(empty.body.errors[0].metadata.keys).toEqual(['name', 'address', 'city_state_zip']);
    const signed = await signW9(http, uuid, {
      fields: [
        { key: 'address', value: '1 Main St' },
        { key: 'city_state_zip', value: 'Hampton, VA 23669' },
        { key: 'tax_classification', value: 'LLC' },
        { key: 'taxpayer_identification_number', value: '987-65-4321' },
      ],
    });
    expect(signed.status).toBe(200);
    const document = await w9(http, uuid);
    expect(document.requires_signing).toBe(false);
    expect(document.pages).toBeUndefined();
    expect(Object.fromEntries(document.fields.map((f: ApiJson) => [f.key, f.value]))).toEqual({
      name: 'Katherine Johnson',
      business_name: '',
      tax_classification: 'LLC',
      address: '1 Main St',
      city_state_zip: 'Hampton, VA 23669',
      taxpayer_identification_number: 'XXX-XX-4321',
      signature_date: '2026-06-15',
    });
    expect(JSON.stringify(document)).not.toContain('987654321');
  });

  it('takes the masked TIN it pre-filled, sent back as it was given, as keeping the number on file', async () => {
    const { uuid } = await addContractor(http, HOURLY_INDIVIDUAL);
    await saveAddress(http, uuid);
    const shown = (await w9(http, uuid)).fields.find(
      (f: ApiJson) => f.key === 'taxpayer_identification_number',
    ).value;
    expect(shown).toBe('XXX-XX-6789');
    // Another masked value is no number at all: refused on its entry.
    const other = await signW9(http, uuid, {
      fields: [{ key: 'taxpayer_identification_number', value: 'XXX-XX-0000' }],
    });
    expect(other.status).toBe(422);
    expect(other.body.errors).toMatchObject([{ error_key: 'fields', idx: 0 }]);
    const signed = await signW9(http, uuid, {
      fields: [
        { key: 'name', value: 'Katherine G. Johnson' },
        { key: 'taxpayer_identification_number', value: shown },
      ],
    });
    expect(signed.status).toBe(200);
    const values = Object.fromEntries((await w9(http, uuid)).fields.map((f: ApiJson) => [f.key, f.value]));
    expect(values).toMatchObject({
      name: 'Katherine G. Johnson',
      taxpayer_identification_number: 'XXX-XX-6789',
    });
    // A Business's masked EIN, as its W-9 shows it.
    const business = await addContractor(http, FIXED_BUSINESS);
    await saveAddress(http, business.uuid);
    const ein = (await w9(http, business.uuid)).fields.find(
      (f: ApiJson) => f.key === 'taxpayer_identification_number',
    ).value;
    expect(ein).toMatch(/^XX-XXX\d{4}$/);
    const businessSigned = await signW9(http, business.uuid, {
      fields: [{ key: 'taxpayer_identification_number', value: ein }],
    });
    expect(businessSigned.status).toBe(200);
  });

  it('generates a 1099 for a past tax year (last year by default) and lists it with its PDF', async () => {
    const { uuid } = await addContractor(http, HOURLY_INDIVIDUAL);
    const early = await http.call('POST', '/v1/sandbox/generate_1099', { contractor_id: uuid, year: 2014 });
    expect(errorsOf(early.body)).toEqual([['year', 'invalid_attribute_value']]);
    const ahead = await http.call('POST', '/v1/sandbox/generate_1099', { contractor_id: uuid, year: 2026 });
    expect(ahead.status).toBe(422);
    const made = await http.call('POST', '/v1/sandbox/generate_1099', { contractor_id: uuid });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'US_1099', year: 2025, contractor_uuid: uuid });
    const forms = (await http.call('GET', `/v1/contractors/${uuid}/forms`)).body;
    expect(forms.map((f: ApiJson) => f.uuid)).toEqual([made.body.uuid]);
    const pdf = await http.call('GET', `/v1/contractors/${uuid}/forms/${made.body.uuid}/pdf`);
    expect(pdf.body.document_content_type).toBe('application/pdf');
  });
});

describe('dismissal and rehire (UPSTREAM-2 I.6, DECISIONS 55)', () => {
  it('dismisses an active contractor once, deactivates them after the date, and rehires them', async () => {
    const { uuid } = await addContractor(http, FIXED_BUSINESS);
    const dismissed = await http.call('POST', `/v1/contractors/${uuid}/termination`, {
      end_date: '2026-06-16',
    });
    // 204 with no body, as the upstream OpenAPI declares it (DECISIONS 31, 60).
    expect(dismissed.status).toBe(204);
    const read = async () => (await http.call('GET', `/v1/contractors/${uuid}`)).body;
    expect(await read()).toMatchObject({ dismissal_date: '2026-06-16', is_active: true });
    const again = await http.call('POST', `/v1/contractors/${uuid}/termination`, { end_date: '2026-06-20' });
    expect(errorsOf(again.body)).toEqual([['base', 'invalid_operation']]);
    const early = await http.call('POST', `/v1/contractors/${uuid}/rehire`, { start_date: '2026-07-01' });
    expect(errorsOf(early.body)).toEqual([['base', 'invalid_operation']]);
    await http.advance(2 * DAY);
    expect((await http.call('GET', `/v1/contractors/${uuid}`)).body.is_active).toBe(false);
    const rehired = await http.call('POST', `/v1/contractors/${uuid}/rehire`, { start_date: '2026-07-01' });
    expect(rehired.status).toBe(204);
    expect((await read()).upcoming_employment).toEqual({ start_date: '2026-07-01' });
    expect((await http.call('DELETE', `/v1/contractors/${uuid}/rehire`)).status).toBe(204);
    expect((await http.call('GET', `/v1/contractors/${uuid}`)).body).toMatchObject({
      is_active: false,
      dismissal_date: '2026-06-16',
    });
    expect(await eventTypes(http, uuid)).toEqual(['contractor.created', 'contractor.deactivated']);
  });

  it('takes a dismissal back before it happens, or within two days after, not later', async () => {
    const { uuid } = await addContractor(http, FIXED_BUSINESS);
    await http.call('POST', `/v1/contractors/${uuid}/termination`, { end_date: '2026-06-20' });
    expect((await http.call('DELETE', `/v1/contractors/${uuid}/termination`)).status).toBe(204);
    await http.call('POST', `/v1/contractors/${uuid}/termination`, { end_date: '2026-06-12' });
    await http.advance(2 * DAY);
    const late = await http.call('DELETE', `/v1/contractors/${uuid}/termination`);
    expect(late.status).toBe(422);
    expect(errorsOf(late.body)).toEqual([['base', 'invalid_operation']]);
  });
});
