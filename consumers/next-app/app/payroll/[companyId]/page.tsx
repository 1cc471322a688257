// app/payroll/[companyId]/page.tsx: a server component
import { PayrollProvider } from 'payroll-kit';
import 'payroll-kit/styles.css';
import { Onboarding } from './Onboarding';

export default async function PayrollPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return (
    <PayrollProvider baseUrl="/api/payroll" theme={{ color: { primary: '#6a1b9a' } }}>
      <Onboarding companyId={companyId} />
    </PayrollProvider>
  );
}
