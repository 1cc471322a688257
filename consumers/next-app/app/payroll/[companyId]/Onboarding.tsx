// app/payroll/[companyId]/Onboarding.tsx: your client component, where event handlers live
'use client';
import { EmployeeOnboarding } from 'payroll-kit';

export function Onboarding({ companyId }: { companyId: string }) {
  return (
    <EmployeeOnboarding
      companyId={companyId}
      onEvent={(type, payload) => console.info('payroll event', type, payload)}
    />
  );
}
