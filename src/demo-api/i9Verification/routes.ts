import type { EmployeeRecord } from '../employees/records';
import { invalidOperation, notFound } from '../errors';
import { type FieldRules, requireCurrentVersion } from '../fields';
import { employeeSingleton, resourceRoutes, scopesOf } from '../resource';
import type { DemoService, Route } from '../service';
import { documentOptionsFor } from './documentOptions';
import { readEmployerSignature } from './employerSignature';
import { readI9Authorization } from './i9Authorization';
import { readI9Documents } from './i9Documents';
import { i9FormOf, syncI9Form } from './i9Form';
import { authorizationOf, documentsOf, requireI9Asked, requireUnsigned } from './i9State';
import { i9Authorizations, i9Documents, onboardingDocumentsConfigs } from './records';
import {
  i9AuthorizationVersion,
  i9AuthorizationView,
  i9DocumentView,
  onboardingDocumentsConfigView,
} from './views';

/**
 * The authorization of the employee the path names, or 404 while none was made (UPSTREAM-3 L.4:
 * S5 reads 404 as "not started").
 */
function authorizationView(employee: EmployeeRecord, service: DemoService) {
  const authorization = authorizationOf(service, employee.uuid);
  if (!authorization) throw notFound('The employee has no I-9 authorization yet.');
  return i9AuthorizationView(authorization, service);
}

/** The authorization the employer's part needs: none yet is 422 on `base`. */
function completedAuthorization(employee: EmployeeRecord, service: DemoService) {
  const authorization = authorizationOf(service, employee.uuid);
  if (!authorization) throw invalidOperation('The employee has not completed the I-9 authorization.');
  return authorization;
}

const CONFIG_RULES = { i9_document: { kind: 'boolean', required: true } } satisfies FieldRules;

/** `PUT …/onboarding_documents_config` (UPSTREAM A.10): whether the I-9 is asked of the employee. */
const documentsConfig = resourceRoutes({
  item: '/v1/employees/{employee_id}/onboarding_documents_config',
  scopes: scopesOf('employees'),
  // The config is the employee's: the record of this path is the employee.
  find: employeeSingleton((employee) => employee),
  view: (employee: EmployeeRecord, service: DemoService) =>
    onboardingDocumentsConfigView(service.store, employee.uuid),
  events: { entity: 'Employee', updated: 'employee.updated', company: (employee) => employee.companyUuid },
  show: false,
  update: {
    version: 'none',
    whole: true,
    rules: CONFIG_RULES,
    apply(employee, values, service) {
      const table = service.store.table(onboardingDocumentsConfigs);
      // Taking the I-9 back is a write to it: refused once the employer signed.
      if (!values.i9_document) requireUnsigned(authorizationOf(service, employee.uuid));
      table.set(employee.uuid, {
        uuid: table.get(employee.uuid)?.uuid ?? service.ids(),
        employeeUuid: employee.uuid,
        i9_document: values.i9_document!,
      });
      syncI9Form(service, employee);
      service.store.employeeRevision++;
    },
  },
});

/**
 * The I-9 (UPSTREAM-3 L.4; DECISIONS 65): the employee's authorization (404 until made; `PUT`
 * creates it without `version` and updates it with one), the document options of the USCIS lists,
 * the documents the employer examined (replaced whole, 201), and the employer's signature, after
 * which every write is refused. The record of these paths is the employee.
 */
const authorization = resourceRoutes({
  item: '/v1/employees/{employee_id}/i9_authorization',
  scopes: scopesOf('i9_authorizations'),
  find: employeeSingleton((employee) => employee),
  view: authorizationView,
  update: {
    version: 'none',
    apply(employee, _values, service, request) {
      const existing = authorizationOf(service, employee.uuid);
      requireUnsigned(existing);
      if (i9FormOf(service, employee.uuid)?.signedAt)
        throw invalidOperation('Employee has already signed the form.');
      requireI9Asked(service, employee);
      if (existing) requireCurrentVersion(request.body, i9AuthorizationVersion(existing));
      const fields = readI9Authorization(request.body, existing);
      if (existing) Object.assign(existing, fields);
      else
        service.store.table(i9Authorizations).set(employee.uuid, {
          uuid: service.ids(),
          employeeUuid: employee.uuid,
          ...fields,
          additional_info: null,
          alt_procedure: null,
          employerSignature: null,
        });
      syncI9Form(service, employee);
    },
  },
  actions: [
    {
      method: 'GET',
      suffix: '/document_options',
      access: 'read',
      run: (employee, _request, service) =>
        documentOptionsFor(authorizationOf(service, employee.uuid)?.authorization_status).map(
          ({ statuses: _statuses, ...option }) => option,
        ),
    },
    {
      method: 'GET',
      suffix: '/documents',
      access: 'read',
      run: (employee, _request, service) => documentsOf(service, employee.uuid).map(i9DocumentView),
    },
    {
      method: 'PUT',
      suffix: '/documents',
      status: 201,
      run(employee, { body }, service) {
        const authorization = completedAuthorization(employee, service);
        requireUnsigned(authorization);
        const sent = readI9Documents(body, authorization.authorization_status);
        // Each call replaces every document sent before (UPSTREAM-3 L.4).
        const table = service.store.table(i9Documents);
        for (const old of documentsOf(service, employee.uuid)) table.delete(old.uuid);
        return sent.map((fields) => {
          const record = {
            uuid: service.ids(),
            employeeUuid: employee.uuid,
            ...fields,
            seq: service.store.nextSeq(),
          };
          table.set(record.uuid, record);
          return i9DocumentView(record);
        });
      },
    },
    {
      method: 'DELETE',
      suffix: '/documents/{i9_document_id}',
      status: 204,
      run(employee, { params }, service) {
        const document = service.store.table(i9Documents).get(params.i9_document_id ?? '');
        if (!document || document.employeeUuid !== employee.uuid) throw notFound();
        requireUnsigned(authorizationOf(service, employee.uuid));
        service.store.table(i9Documents).delete(document.uuid);
      },
    },
    {
      method: 'PUT',
      suffix: '/employer_sign',
      run(employee, { body, headers }, service) {
        const authorization = authorizationOf(service, employee.uuid);
        if (authorization?.employerSignature)
          throw invalidOperation('I-9 has already been signed by the employer');
        if (!authorization || !i9FormOf(service, employee.uuid)?.signedAt)
          throw invalidOperation('Employee has not signed I-9');
        if (documentsOf(service, employee.uuid).length === 0)
          throw invalidOperation('The documents the employer examined must be sent before signing.');
        const { signature, ...notes } = readEmployerSignature(body, headers);
        Object.assign(authorization, notes);
        authorization.employerSignature = { ...signature, signedAt: service.nowIso() };
        return i9AuthorizationView(authorization, service);
      },
    },
  ],
});

/** The I-9 routes and the onboarding documents config. @example new Router(i9VerificationRoutes); */
export const i9VerificationRoutes: Route[] = [...documentsConfig, ...authorization];
