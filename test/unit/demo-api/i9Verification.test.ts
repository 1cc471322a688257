import { describe, expect, it } from 'vitest';
import { expectCall, SIGNER_IP } from '../../support/demoAdmin';
import { addEmployee } from '../../support/employees';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';
import { errorsOf, invitedEmployee, signForm, statusOf } from './selfServiceSetup';

/*
 * The I-9 over HTTP (UPSTREAM-3 L.4, UPSTREAM A.9, A.10; DECISIONS 65): only for a self-onboarding
 * employee of whom it is asked, the authorization made without a version and updated with one
 * (fields the status does not allow refused, and cleared when it no longer does), the employee's
 * signature with preparers, the document options of the USCIS lists, the documents, the employer's
 * signature, and nothing changing after it. The document number is stored, never sent back.
 */

const http = demoHttpForEachTest({ employees: 0 });
const i9 = (uuid: string) => `/v1/employees/${uuid}/i9_authorization`;

const PASSPORT_HOLDER = {
  authorization_status: 'alien',
  document_type: 'foreign_passport',
  document_number: 'X1234567',
  country: 'Canada',
  expiration_date: '2029-01-31',
};

const US_PASSPORT = {
  document_type: 'us_passport',
  document_title: 'U.S. Passport',
  document_number: '912345678',
  expiration_date: '2031-05-01',
  issuing_authority: 'U.S. Department of State',
};

const EMPLOYER = {
  signature_text: 'Ada Lovelace',
  signer_title: 'HR Manager',
  agree: true,
  signed_by_ip_address: SIGNER_IP,
};

/** An invited employee of whom the I-9 is asked. */
async function askedEmployee(): Promise<string> {
  const uuid = await invitedEmployee(http);
  const config = await http.call('PUT', `/v1/employees/${uuid}/onboarding_documents_config`, {
    i9_document: true,
  });
  expect(config.status).toBe(200);
  expect(config.body).toEqual({ uuid: expect.any(String), i9_document: true });
  return uuid;
}

/** The employee's authorization made as a citizen, and the I-9 signed by them. */
async function signedByEmployee(): Promise<string> {
  const uuid = await askedEmployee();
  await expectCall(http, 200, 'PUT', i9(uuid), { authorization_status: 'citizen' });
  expect((await signForm(http, uuid, 'US_I-9')).status).toBe(200);
  return uuid;
}

describe('the I-9: who and when (DECISIONS 65)', () => {
  it('is asked by onboarding_documents_config: the employee gets the I-9 form and sees the config', async () => {
    const uuid = await askedEmployee();
    const forms = await expectCall<ApiJson[]>(http, 200, 'GET', `/v1/employees/${uuid}/forms`);
    expect(forms.find((f) => f.name === 'US_I-9')).toMatchObject({
      title: 'Form I-9',
      requires_signing: true,
    });
    const employee = (await http.call('GET', `/v1/employees/${uuid}`)).body;
    expect(employee.onboarding_documents_config).toEqual({ uuid: expect.any(String), i9_document: true });
    // Not asked any more: the unsigned form goes.
    await http.call('PUT', `/v1/employees/${uuid}/onboarding_documents_config`, { i9_document: false });
    const after = await expectCall<ApiJson[]>(http, 200, 'GET', `/v1/employees/${uuid}/forms`);
    expect(after.map((f) => f.name)).not.toContain('US_I-9');
  });

  it('is only for a self-onboarding employee, once asked; 404 before the employee makes it', async () => {
    const { uuid: admin } = await addEmployee(http, { first_name: 'Alan', last_name: 'Turing' });
    await http.call('PUT', `/v1/employees/${admin}/onboarding_documents_config`, { i9_document: true });
    const notSelf = await http.call('PUT', i9(admin), { authorization_status: 'citizen' });
    expect(notSelf.body.errors).toEqual([
      expect.objectContaining({
        error_key: 'base',
        category: 'invalid_operation',
        message: 'Employee is not self-onboarding.',
      }),
    ]);
    const unasked = await invitedEmployee(http);
    expect(errorsOf((await http.call('PUT', i9(unasked), { authorization_status: 'citizen' })).body)).toEqual(
      [['base', 'invalid_operation']],
    );
    expect((await http.call('GET', i9(unasked))).status).toBe(404);
  });
});

describe('the I-9: the authorization (UPSTREAM-3 L.4)', () => {
  it('refuses what the status does not allow or needs, each on its field, all at once', async () => {
    const uuid = await askedEmployee();
    const put = async (body: Record<string, unknown>) =>
      errorsOf((await http.call('PUT', i9(uuid), body)).body);
    expect(
      await put({
        authorization_status: 'citizen',
        document_type: 'form_i94',
        expiration_date: '2030-01-01',
      }),
    ).toEqual([
      ['document_type', 'invalid_attribute_value'],
      ['expiration_date', 'invalid_attribute_value'],
    ]);
    expect(await put({ authorization_status: 'permanent_resident' })).toEqual([
      ['document_type', 'missing_parameter'],
    ]);
    expect(
      await put({
        authorization_status: 'permanent_resident',
        document_type: 'form_i94',
        document_number: '12345678901',
      }),
    ).toEqual([['document_type', 'invalid_attribute_value']]);
    expect(
      await put({
        authorization_status: 'permanent_resident',
        document_type: 'uscis_alien_registration_number',
        document_number: '12',
      }),
    ).toEqual([['document_number', 'invalid_attribute_value']]);
    expect(await put({ ...PASSPORT_HOLDER, country: undefined })).toEqual([['country', 'missing_parameter']]);
    expect(await put({ authorization_status: 'alien', document_type: 'form_i94' })).toEqual([
      ['document_number', 'missing_parameter'],
    ]);
    expect((await http.call('GET', i9(uuid))).status).toBe(404);
  });

  it('is made without a version, never returns the number, and updates with the version, clearing what the status drops', async () => {
    const uuid = await askedEmployee();
    const made = await http.call('PUT', i9(uuid), PASSPORT_HOLDER);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      authorization_status: 'alien',
      document_type: 'foreign_passport',
      has_document_number: true,
      country: 'Canada',
      expiration_date: '2029-01-31',
      employee_signed: false,
      employer_signed: false,
      form_uuid: expect.any(String),
    });
    expect(JSON.stringify(made.body)).not.toContain('X1234567');
    // The authorization is the employee's step: the first one starts their self-onboarding.
    expect(await statusOf(http, uuid)).toBe('self_onboarding_invited_started');

    expect(errorsOf((await http.call('PUT', i9(uuid), { authorization_status: 'citizen' })).body)).toEqual([
      ['version', 'missing_parameter'],
    ]);
    const stale = await http.call('PUT', i9(uuid), { version: 'stale', authorization_status: 'citizen' });
    expect(stale.status).toBe(409);
    // The same document without its number keeps the number on file.
    const { document_number: _number, ...noNumber } = PASSPORT_HOLDER;
    const same = await http.call('PUT', i9(uuid), {
      version: made.body.version,
      ...noNumber,
      country: 'Mexico',
    });
    expect(same.body).toMatchObject({ has_document_number: true, country: 'Mexico' });
    const citizen = await http.call('PUT', i9(uuid), {
      version: same.body.version,
      authorization_status: 'citizen',
    });
    expect(citizen.body).toMatchObject({
      authorization_status: 'citizen',
      document_type: null,
      has_document_number: false,
      country: null,
      expiration_date: null,
    });
    expect((await http.call('GET', i9(uuid))).body).toEqual(citizen.body);
  });
});

describe("the I-9: the employee's signature (UPSTREAM A.9)", () => {
  it('needs the authorization first, takes preparers (complete ones) on the I-9 only, then is final', async () => {
    const uuid = await askedEmployee();
    expect(errorsOf((await signForm(http, uuid, 'US_I-9')).body)).toEqual([['base', 'invalid_operation']]);
    await expectCall(http, 200, 'PUT', i9(uuid), { authorization_status: 'citizen' });
    const partial = await signForm(http, uuid, 'US_I-9', {
      preparer: true,
      preparer_first_name: 'Lin',
      preparer_zip: '1',
    });
    expect(errorsOf(partial.body).sort()).toEqual([
      ['preparer_city', 'missing_parameter'],
      ['preparer_last_name', 'missing_parameter'],
      ['preparer_state', 'missing_parameter'],
      ['preparer_street_1', 'missing_parameter'],
      ['preparer_zip', 'invalid_attribute_value'],
    ]);
    const onW4 = await signForm(http, uuid, 'US_W-4', { preparer: true });
    expect(onW4.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    const signed = await signForm(http, uuid, 'US_I-9', {
      preparer: true,
      preparer_first_name: 'Lin',
      preparer_last_name: 'Wu',
      preparer_street_1: '1 Main St',
      preparer_city: 'Portland',
      preparer_state: 'OR',
      preparer_zip: '97201',
      preparer_agree: true,
    });
    expect(signed.body.requires_signing).toBe(false);
    const authorization = (await http.call('GET', i9(uuid))).body;
    expect(authorization.employee_signed).toBe(true);
    const refused = await http.call('PUT', i9(uuid), {
      version: authorization.version,
      authorization_status: 'noncitizen',
    });
    expect(refused.body.errors[0]).toMatchObject({
      error_key: 'base',
      category: 'invalid_operation',
      message: 'Employee has already signed the form.',
    });
  });
});

describe("the I-9: the employer's part (UPSTREAM-3 L.4)", () => {
  it('offers list A by status, and lists B and C to everyone', async () => {
    const uuid = await signedByEmployee();
    const options = await expectCall<ApiJson[]>(http, 200, 'GET', `${i9(uuid)}/document_options`);
    expect(new Set(options.map((o) => o.section))).toEqual(new Set(['A', 'B', 'C']));
    const listA = options.filter((o) => o.section === 'A').map((o) => o.document_type);
    expect(listA).toEqual(['us_passport']);
    expect(options.find((o) => o.document_type === 'social_security_card')).toEqual({
      section: 'C',
      description: 'Social Security Account Number card without restrictions',
      document_type: 'social_security_card',
      document_title: ['Social Security Card'],
      common_choice: true,
    });
  });

  it('replaces the documents (201): an array of known ones, one of list A or one of B and C; numbers never returned', async () => {
    const uuid = await signedByEmployee();
    const documents = `${i9(uuid)}/documents`;
    const notArray = await http.call('PUT', documents, { documents: US_PASSPORT });
    expect(notArray.body.errors[0]).toMatchObject({
      error_key: 'base',
      category: 'invalid_operation',
      message: 'Parameter `documents` must be an array',
    });
    const unknown = await http.call('PUT', documents, {
      documents: [US_PASSPORT, { ...US_PASSPORT, document_type: 'library_card', document_title: 'Card' }],
    });
    expect(unknown.body.errors).toEqual([
      {
        error_key: 'documents',
        category: 'nested_errors',
        idx: 1,
        metadata: { document_type: 'library_card' },
        errors: [
          expect.objectContaining({ error_key: 'document_type', category: 'invalid_attribute_value' }),
        ],
      },
    ]);
    const license = {
      document_type: 'drivers_license',
      document_title: "Driver's License",
      issuing_authority: 'Oregon DMV',
    };
    expect(errorsOf((await http.call('PUT', documents, { documents: [license] })).body)).toEqual([
      ['documents', 'invalid_attribute_value'],
    ]);
    const passport = await http.call('PUT', documents, { documents: [US_PASSPORT] });
    expect(passport.status).toBe(201);
    expect(passport.body).toEqual([
      {
        uuid: expect.any(String),
        document_type: 'us_passport',
        document_title: 'U.S. Passport',
        expiration_date: '2031-05-01',
        issuing_authority: 'U.S. Department of State',
      },
    ]);
    const card = {
      document_type: 'social_security_card',
      document_title: 'Social Security Card',
      issuing_authority: 'SSA',
    };
    const pair = await http.call('PUT', documents, { documents: [license, card] });
    expect(pair.status).toBe(201);
    const listed = (await http.call('GET', documents)).body;
    expect(listed.map((d: ApiJson) => d.document_type)).toEqual(['drivers_license', 'social_security_card']);
    expect(JSON.stringify(listed)).not.toContain('912345678');
    expect((await http.call('DELETE', `${documents}/${listed[1].uuid}`)).status).toBe(204);
    expect((await http.call('GET', documents)).body).toHaveLength(1);
  });

  it('signs once the employee has signed and the documents are in; afterwards every write is refused on base', async () => {
    const asked = await askedEmployee();
    await expectCall(http, 200, 'PUT', i9(asked), { authorization_status: 'citizen' });
    expect((await http.call('PUT', `${i9(asked)}/employer_sign`, EMPLOYER)).body.errors[0].message).toBe(
      'Employee has not signed I-9',
    );

    const uuid = await signedByEmployee();
    expect(errorsOf((await http.call('PUT', `${i9(uuid)}/employer_sign`, EMPLOYER)).body)).toEqual([
      ['base', 'invalid_operation'],
    ]);
    await expectCall(http, 201, 'PUT', `${i9(uuid)}/documents`, { documents: [US_PASSPORT] });
    const invalid = await http.call('PUT', `${i9(uuid)}/employer_sign`, {
      agree: false,
      signed_by_ip_address: '999.1.1.1',
    });
    expect(errorsOf(invalid.body)).toEqual([
      ['signed_by_ip_address', 'invalid_attribute_value'],
      ['signer_title', 'invalid_attribute_value'],
      ['agree', 'invalid_attribute_value'],
      ['signature_text', 'invalid_attribute_value'],
    ]);
    const signed = await http.call('PUT', `${i9(uuid)}/employer_sign`, EMPLOYER);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ employer_signed: true, employee_signed: true });

    const [document] = (await http.call('GET', `${i9(uuid)}/documents`)).body;
    const writes = await Promise.all([
      http.call('PUT', i9(uuid), { version: signed.body.version, authorization_status: 'citizen' }),
      http.call('PUT', `${i9(uuid)}/documents`, { documents: [US_PASSPORT] }),
      http.call('DELETE', `${i9(uuid)}/documents/${document.uuid}`),
      http.call('PUT', `${i9(uuid)}/employer_sign`, EMPLOYER),
      http.call('PUT', `/v1/employees/${uuid}/onboarding_documents_config`, { i9_document: false }),
    ]);
    expect(writes.map((w) => [w.status, ...errorsOf(w.body)])).toEqual(
      writes.map(() => [422, ['base', 'invalid_operation']]),
    );
    expect((await http.call('GET', i9(uuid))).body).toEqual(signed.body);
  });
});
