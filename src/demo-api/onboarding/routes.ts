import { invalidOperation, notFound } from '../errors';
import { type FieldRules, readFields } from '../fields';
import { employeeParent, employeeSingleton, resourceRoutes, scopesOf } from '../resource';
import type { EmployeeRecord } from '../employees/records';
import { requireAgreement, SIGNATURE_RULES, signerIp } from '../documents/signature';
import { pdfAction } from '../documents/formPdf';
import { ONBOARDING_STATUSES, canTransition } from './onboardingTransitions';
import { onboardingSteps } from './onboardingSteps';
import { formSignatureBody } from '../i9Verification/i9Form';
import {
  afterOnboardingMove,
  checkSelfOnboardingMove,
  onboardingMoveEvent,
} from '../selfOnboarding/selfOnboardingMoves';
import type { DemoService, Route, TokenGrant } from '../service';
import type { FormRecord } from './records';
import { formView } from './views';

/** The body of an onboarding status move (UPSTREAM A.8). */
const STATUS_RULES = {
  onboarding_status: { kind: 'enum', values: ONBOARDING_STATUSES, required: true },
} satisfies FieldRules;

/** The body of a signature (UPSTREAM A.9). */
const SIGN_RULES = {
  signature_text: { kind: 'string', required: true },
  ...SIGNATURE_RULES,
} satisfies FieldRules;

function statusView(service: DemoService, employeeUuid: string) {
  const employee = service.store.employees.get(employeeUuid)!;
  return {
    uuid: employee.uuid,
    onboarding_status: employee.onboarding_status,
    onboarding_steps: onboardingSteps(service.store, employee, service.clock.today()),
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

const onboardingStatus = resourceRoutes({
  item: '/v1/employees/{employee_id}/onboarding_status',
  scopes: scopesOf('employees'),
  find: employeeSingleton((employee) => employee),
  view: (employee: EmployeeRecord, service: DemoService) => statusView(service, employee.uuid),
  update: {
    version: 'none',
    whole: true,
    rules: STATUS_RULES,
    apply(employee, values, service) {
      const target = values.onboarding_status!;
      if (!canTransition(employee.onboarding_status, target)) {
        throw invalidOperation(
          `Cannot move from ${employee.onboarding_status} to ${target}.`,
          'onboarding_status',
        );
      }
      checkSelfOnboardingMove(service, employee, target);
      if (target === 'onboarding_completed') {
        const incomplete = onboardingSteps(service.store, employee, service.clock.today()).filter(
          (s) => s.required && !s.completed && s.id !== 'admin_review',
        );
        if (incomplete.length > 0) {
          throw invalidOperation('Onboarding steps are incomplete.', 'base', {
            steps: incomplete.map((s) => s.id),
          });
        }
      }
      employee.onboarding_status = target;
      service.store.employeeRevision++;
      service.emit(onboardingMoveEvent(target), 'Employee', employee.uuid, employee.companyUuid);
      afterOnboardingMove(service, employee);
    },
  },
});

const forms = resourceRoutes({
  collection: '/v1/employees/{employee_id}/forms',
  item: '/v1/employees/{employee_id}/forms/{form_id}',
  scopes: scopesOf('employee_forms'),
  parent: employeeParent,
  find: (service, uuid, grant, params) => form(service, params.employee_id, uuid, grant),
  view: formView,
  list: { rows: (employee, service) => service.store.forms.childrenOf(employee.uuid), paged: false },
  actions: [
    pdfAction((form: FormRecord) => form.title),
    {
      method: 'PUT',
      suffix: '/sign',
      run(record, { body, headers }, service) {
        const values = readFields(formSignatureBody(service, record, body), SIGN_RULES);
        if (record.signedAt) throw invalidOperation('This form is already signed.');
        if (!record.requires_signing) throw invalidOperation('This form does not need a signature.');
        requireAgreement(values.agree);
        const ip = signerIp(values.signed_by_ip_address, headers);
        record.signedAt = service.nowIso();
        record.signature_text = values.signature_text as string;
        record.signed_by_ip_address = ip;
        record.requires_signing = false;
        const employee = service.store.employees.get(record.employeeUuid)!;
        service.emit('form.signed', 'Form', record.uuid, employee.companyUuid);
        return formView(record);
      },
    },
  ],
});

/** Onboarding status and employee form routes (UPSTREAM A.8, A.9). @example new Router(onboardingRoutes); */
export const onboardingRoutes: Route[] = [...onboardingStatus, ...forms];
