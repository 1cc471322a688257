import { ApiError, invalidAttribute, invalidOperation, missingParameter, notFound } from '../errors';
import { readFields } from '../fields';
import { isIpAddress } from '../formats/formats';
import { formPdfDataUrl } from '../documents/formPdf';
import { ONBOARDING_STATUSES, canTransition } from './onboardingTransitions';
import { onboardingSteps } from './onboardingSteps';
import type { DemoService, Route, TokenGrant } from '../service';
import { today } from '../employees/routes';
import type { OnboardingStatus } from '../employees/records';
import type { FormRecord } from './records';
import { formView } from './views';

function statusView(service: DemoService, employeeUuid: string) {
  const employee = service.store.employees.get(employeeUuid)!;
  return {
    uuid: employee.uuid,
    onboarding_status: employee.onboarding_status,
    onboarding_steps: onboardingSteps(service.store, employee, today(service)),
  };
}

function form(
  service: DemoService,
  employeeUuid: string | undefined,
  formUuid: string | undefined,
  grant: TokenGrant,
): FormRecord {
  const employee = service.employee(employeeUuid, grant);
  const record = formUuid ? service.store.forms.get(formUuid) : undefined;
  if (!record || record.employeeUuid !== employee.uuid) throw notFound();
  return record;
}

/** Onboarding status and employee form routes (UPSTREAM A.8, A.9). @example new Router(onboardingRoutes); */
export const onboardingRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/employees/{employee_id}/onboarding_status',
    auth: 'company',
    scope: 'employees:read',
    handle({ params, grant }, service) {
      const employee = service.employee(params.employee_id, grant);
      return { status: 200, body: statusView(service, employee.uuid) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/employees/{employee_id}/onboarding_status',
    auth: 'company',
    scope: 'employees:write',
    handle({ params, body, grant }, service) {
      const employee = service.employee(params.employee_id, grant);
      const values = readFields(body, {
        onboarding_status: { kind: 'enum', values: ONBOARDING_STATUSES, required: true },
      });
      const target = values.onboarding_status as OnboardingStatus;
      if (!canTransition(employee.onboarding_status, target)) {
        throw invalidOperation(
          `Cannot move from ${employee.onboarding_status} to ${target}.`,
          'onboarding_status',
        );
      }
      if (target === 'onboarding_completed') {
        const incomplete = onboardingSteps(service.store, employee, today(service)).filter(
          (s) => s.required && !s.completed && s.id !== 'admin_review',
        );
        if (incomplete.length > 0) {
          throw invalidOperation('Onboarding steps are incomplete.', 'base', {
            steps: incomplete.map((s) => s.id),
          });
        }
      }
      if (target === 'self_onboarding_invited' && !employee.email) {
        throw new ApiError(422, [
          invalidAttribute('email', 'The employee needs a personal email to be invited.'),
        ]);
      }
      employee.onboarding_status = target;
      service.store.employeeRevision++;
      service.emit(
        target === 'onboarding_completed' ? 'employee.onboarded' : 'employee.updated',
        'Employee',
        employee.uuid,
        employee.companyUuid,
      );
      return { status: 200, body: statusView(service, employee.uuid) };
    },
  },
  {
    method: 'GET',
    path: '/v1/employees/{employee_id}/forms',
    auth: 'company',
    scope: 'employee_forms:read',
    handle({ params, grant }, service) {
      const employee = service.employee(params.employee_id, grant);
      const forms = service.store.forms.childrenOf(employee.uuid);
      return { status: 200, body: forms.map(formView) };
    },
  },
  {
    method: 'GET',
    path: '/v1/employees/{employee_id}/forms/{form_id}',
    auth: 'company',
    scope: 'employee_forms:read',
    handle({ params, grant }, service) {
      return { status: 200, body: formView(form(service, params.employee_id, params.form_id, grant)) };
    },
  },
  {
    method: 'GET',
    path: '/v1/employees/{employee_id}/forms/{form_id}/pdf',
    auth: 'company',
    scope: 'employee_forms:read',
    handle({ params, grant }, service) {
      const record = form(service, params.employee_id, params.form_id, grant);
      return {
        status: 200,
        body: {
          uuid: record.uuid,
          document_url: formPdfDataUrl(record.title),
          document_content_type: 'application/pdf',
        },
      };
    },
  },
  {
    method: 'PUT',
    path: '/v1/employees/{employee_id}/forms/{form_id}/sign',
    auth: 'company',
    scope: 'employee_forms:write',
    handle({ params, body, headers, grant }, service) {
      const record = form(service, params.employee_id, params.form_id, grant);
      const values = readFields(body, {
        signature_text: { kind: 'string', required: true },
        agree: { kind: 'boolean', required: true },
        signed_by_ip_address: { kind: 'string' },
      });
      if (record.signedAt) throw invalidOperation('This form is already signed.');
      if (!record.requires_signing) throw invalidOperation('This form does not need a signature.');
      if (values.agree !== true)
        throw new ApiError(422, [invalidAttribute('agree', 'You must agree to sign electronically.')]);
      // The body wins; otherwise the proxy-set X-Client-IP header (DECISIONS 37).
      const ip = (values.signed_by_ip_address as string | undefined) ?? headers.get('x-client-ip')?.trim();
      if (!ip) throw new ApiError(422, [missingParameter('signed_by_ip_address')]);
      if (!isIpAddress(ip))
        throw new ApiError(422, [
          invalidAttribute('signed_by_ip_address', 'signed_by_ip_address must be an IPv4 or IPv6 address.'),
        ]);
      record.signedAt = service.nowIso();
      record.signature_text = values.signature_text as string;
      record.signed_by_ip_address = ip;
      record.requires_signing = false;
      const employee = service.store.employees.get(record.employeeUuid)!;
      service.emit('form.signed', 'Form', record.uuid, employee.companyUuid);
      return { status: 200, body: formView(record) };
    },
  },
];
