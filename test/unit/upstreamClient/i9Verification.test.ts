import { afterAll, describe, expect, it } from 'vitest';
import { UnprocessableEntityError } from '@gusto/embedded-api-v-2026-06-15/models/errors/unprocessableentityerror.js';
import { demoAdmin, SIGNER_IP } from '../../support/demoAdmin';
import { invitedEmployee, signForm } from '../demo-api/selfServiceSetup';
import { routesOf, startUpstreamClient } from './harness';

/*
 * The I-9 through the upstream client (UPSTREAM-3 L.4, UPSTREAM A.10; DECISIONS 65): the
 * onboarding documents config, the authorization (its closed status and document enums), the
 * document options (the closed section enum), the documents (201 array, 204), and the employer's
 * signature each parse, and a write after the signature is the client's 422.
 */

const { gusto, api, reached } = startUpstreamClient({ employees: 0 });
const admin = demoAdmin(api);

describe('the upstream client on the I-9', () => {
  it('asks the I-9, makes and updates the authorization, sends documents, signs as the employer', async () => {
    const employeeId = await invitedEmployee(admin);
    const config = await gusto.employees.updateOnboardingDocumentsConfig({
      employeeId,
      employeeOnboardingDocumentsConfigRequest: { i9Document: true },
    });
    expect(config.employeeOnboardingDocument).toEqual({ uuid: expect.any(String), i9Document: true });

    const made = await gusto.i9Verification.update({
      employeeId,
      i9AuthorizationRequestBody: {
        authorizationStatus: 'permanent_resident',
        documentType: 'uscis_alien_registration_number',
        documentNumber: '123456789',
      },
    });
    expect(made.i9Authorization).toMatchObject({
      authorizationStatus: 'permanent_resident',
      documentType: 'uscis_alien_registration_number',
      hasDocumentNumber: true,
      employeeSigned: false,
      employerSigned: false,
    });
    const updated = await gusto.i9Verification.update({
      employeeId,
      i9AuthorizationRequestBody: { version: made.i9Authorization!.version, authorizationStatus: 'citizen' },
    });
    expect(updated.i9Authorization).toMatchObject({ authorizationStatus: 'citizen', documentType: null });
    expect((await signForm(admin, employeeId, 'US_I-9')).status).toBe(200);
    const read = await gusto.i9Verification.getAuthorization({ employeeId });
    expect(read.i9Authorization?.employeeSigned).toBe(true);

    const { i9AuthorizationDocumentOptions: options } = await gusto.i9Verification.getDocumentOptions({
      employeeId,
    });
    expect(options?.map((o) => o.section)).toEqual(expect.arrayContaining(['A', 'B', 'C']));
    const passport = options!.find((o) => o.documentType === 'us_passport')!;
    const document = {
      documentType: passport.documentType,
      documentTitle: passport.documentTitle[0]!,
      documentNumber: '912345678',
      issuingAuthority: 'U.S. Department of State',
    };
    const sent = await gusto.i9Verification.createDocuments({
      employeeId,
      i9AuthorizationDocumentsRequestBody: { documents: [document] },
    });
    expect(sent.httpMeta.response.status).toBe(201);
    const [first] = sent.i9AuthorizationDocuments!;
    const removed = await gusto.i9Verification.deleteDocument({ employeeId, documentId: first!.uuid });
    expect(removed.httpMeta.response.status).toBe(204);
    await gusto.i9Verification.createDocuments({
      employeeId,
      i9AuthorizationDocumentsRequestBody: { documents: [document] },
    });
    const { i9AuthorizationDocuments: listed } = await gusto.i9Verification.getDocuments({ employeeId });
    expect(listed?.map((d) => d.documentTitle)).toEqual(['U.S. Passport']);

    const signed = await gusto.i9Verification.employerSign({
      employeeId,
      xGustoClientIp: SIGNER_IP,
      i9AuthorizationEmployerSignRequestBody: {
        signatureText: 'Ada Lovelace',
        signerTitle: 'HR Manager',
        agree: true,
      },
    });
    expect(signed.i9Authorization).toMatchObject({ employerSigned: true, employeeSigned: true });
    const after = await gusto.i9Verification
      .createDocuments({ employeeId, i9AuthorizationDocumentsRequestBody: { documents: [document] } })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(after).toBeInstanceOf(UnprocessableEntityError);
    expect((after as UnprocessableEntityError).errors[0]).toMatchObject({
      errorKey: 'base',
      category: 'invalid_operation',
    });
  });

  afterAll(() => {
    expect(routesOf('i9Verification').filter((key) => !reached.has(key))).toEqual([]);
  });
});
