// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import {
  companyOnboardingMessages,
  employeeManagementMessages,
  contractorsMessages,
  earningTypesMessages,
  informationRequestsMessages,
  locationsMessages,
  notificationsMessages,
  onboardingMessages,
  paySchedulesMessages,
  payrollRunMessages,
  StepLayout,
  timeOffMessages,
} from '../../../src/flows';
import { employeeSelfOnboardingMessages } from '../../../src/flows/EmployeeOnboarding/selfOnboarding/messages';
import { documentsMessages } from '../../../src/flows/EmployeeOnboarding/steps/Documents.messages';
import { deductionsMessages } from '../../../src/flows/EmployeeOnboarding/steps/Deductions.messages';
import { federalTaxesMessages } from '../../../src/flows/shared/employee/FederalTaxes.messages';
import { paymentMethodMessages } from '../../../src/flows/shared/employee/PaymentMethod.messages';
import { stateTaxesMessages } from '../../../src/flows/shared/employee/StateTaxes.messages';
import { timeOffPoliciesMessages } from '../../../src/flows/TimeOff/policies/messages';
import { payScheduleAssignmentsMessages } from '../../../src/flows/PaySchedules/assignments.messages';
import { autoPayrollMessages } from '../../../src/flows/PaySchedules/autoPayroll.messages';
import { payPeriodsMessages } from '../../../src/flows/PaySchedules/payPeriods.messages';
import { payScheduleUpdateWarningMessages } from '../../../src/flows/PaySchedules/updateWarning.messages';
import { employeePortalMessages } from '../../../src/flows/EmployeePortal/messages';
import { employeePortalDetailsMessages } from '../../../src/flows/EmployeePortal/detailsMessages';
import { previousPayrollMessages } from '../../../src/flows/CompanyOnboarding/previousPayrollMessages';
import { i9EmployerMessages } from '../../../src/flows/EmployeeOnboarding/steps/I9EmployerSection.messages';
import { partnerDashboardMessages } from '../../../src/flows/PartnerDashboard/messages';
import { companyBenefitsMessages } from '../../../src/flows/CompanyBenefits/messages';
import { bulkEnrolmentMessages } from '../../../src/flows/CompanyBenefits/bulkEnrolmentMessages';
import { employeeBenefitsMessages } from '../../../src/flows/shared/benefits/messages';
import { employeeTimeOffMessages } from '../../../src/flows/shared/timeOff/messages';
import { payrollMoneyMessages } from '../../../src/flows/PayrollRun/moneyMessages';
import { payrollGrossUpMessages } from '../../../src/flows/PayrollRun/grossUpMessages';
import { reportsBuilderMessages } from '../../../src/flows/Reports/builderMessages';
import { reportsMessages } from '../../../src/flows/Reports/messages';
import { paymentSettingsMessages } from '../../../src/flows/PaymentSettings/messages';
import { departmentsMessages } from '../../../src/flows/EmployeeManagement/departments/messages';
import { employeeImportMessages } from '../../../src/flows/EmployeeImport/messages';
import { timeSheetsMessages } from '../../../src/flows/TimeSheets/messages';
import { companyAttachmentsMessages } from '../../../src/flows/CompanyAttachments/messages';
import { es } from '../../../src/locales/es';
import { Badge, en, Pagination, UIProvider, type MessageDictionary } from '../../../src/ui';

afterEach(cleanup);

const flowDictionaries: Array<MessageDictionary<string>> = [
  onboardingMessages,
  companyOnboardingMessages,
  documentsMessages,
  deductionsMessages,
  i9EmployerMessages,
  employeePortalDetailsMessages,
  previousPayrollMessages,
  payrollMoneyMessages,
  payrollGrossUpMessages,
  federalTaxesMessages,
  paymentMethodMessages,
  stateTaxesMessages,
  locationsMessages,
  timeOffMessages,
  timeOffPoliciesMessages,
  paySchedulesMessages,
  payScheduleAssignmentsMessages,
  payPeriodsMessages,
  autoPayrollMessages,
  payScheduleUpdateWarningMessages,
  payrollRunMessages,
  employeeManagementMessages,
  contractorsMessages,
  earningTypesMessages,
  employeeSelfOnboardingMessages,
  employeePortalMessages,
  partnerDashboardMessages,
  informationRequestsMessages,
  notificationsMessages,
  companyBenefitsMessages,
  bulkEnrolmentMessages,
  employeeBenefitsMessages,
  employeeTimeOffMessages,
  reportsMessages,
  reportsBuilderMessages,
  paymentSettingsMessages,
  departmentsMessages,
  employeeImportMessages,
  timeSheetsMessages,
  companyAttachmentsMessages,
];

test('payroll-kit/locales/es has Spanish for every UI kit key and every flow key, keyed as overrides', () => {
  const expected = [
    ...Object.keys(en),
    ...flowDictionaries.flatMap((dictionary) =>
      Object.keys(dictionary.en).map((key) => `${dictionary.namespace}.${key}`),
    ),
  ];
  expect(Object.keys(es).sort()).toEqual([...new Set(expected)].sort());
  for (const key of expected) expect(es[key]?.trim(), key).toBeTruthy();
  expect(es['onboarding.list.title']).toBe('Empleados');
  expect(es['onboarding.documents.title']).toBe('Documentos');
  expect(es['locations.list.title']).toBe('Ubicaciones de la empresa');
  expect(es['timeOff.list.title']).toBe('Solicitudes de tiempo libre');
  expect(es['timeOff.nav.policies']).toBe('Políticas');
  expect(es['paySchedules.list.title']).toBe('Calendarios de pago');
  expect(es['payPeriods.title']).toBe('Períodos de pago');
  expect(es['payScheduleAssignments.title']).toBe('Quién cobra en cada calendario');
});

test('an onboarding step frame and UI primitives render Spanish with messages={es}', () => {
  render(
    <UIProvider locale="es-US" messages={es}>
      <StepLayout
        title="Domicilio"
        onSubmit={() => undefined}
        onBack={() => undefined}
        formErrors={[{ path: '', errorKey: 'base', category: 'network_error' }]}
      >
        <Badge status="processed" />
      </StepLayout>
      <Pagination page={2} totalPages={5} totalCount={100} per={20} onPageChange={() => undefined} />
    </UIProvider>,
  );
  expect(screen.getByRole('button', { name: 'Atrás' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Guardar y continuar' })).toBeTruthy();
  expect(screen.getByText('Hay un problema')).toBeTruthy();
  expect(screen.getByText(/Se perdió la conexión/)).toBeTruthy();
  expect(screen.getByText('Procesada')).toBeTruthy();
  const pagination = screen.getByRole('navigation', { name: 'Paginación' });
  expect(within(pagination).getByRole('button', { name: 'Página siguiente' })).toBeTruthy();
});

test("a partner's own wording wins over the Spanish it is spread onto", () => {
  render(
    <UIProvider locale="es-US" messages={{ ...es, 'onboarding.flow.back': 'Regresar' }}>
      <StepLayout title="Domicilio" onSubmit={() => undefined} onBack={() => undefined}>
        {null}
      </StepLayout>
    </UIProvider>,
  );
  expect(screen.getByRole('button', { name: 'Regresar' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Guardar y continuar' })).toBeTruthy();
});
