import type { OpenEnum } from '../common';
import type { OnboardingStatus } from '../employees/types';

/**
 * Id of an onboarding step (contract.md#employees).
 *
 * @example
 * const step: OnboardingStepId = 'federal_tax_setup';
 */
export type OnboardingStepId = OpenEnum<
  | 'personal_details'
  | 'compensation_details'
  | 'add_work_address'
  | 'add_home_address'
  | 'federal_tax_setup'
  | 'state_tax_setup'
  | 'direct_deposit_setup'
  | 'employee_form_signing'
  | 'file_new_hire_report'
  | 'admin_review'
>;

/**
 * An employee's onboarding status with its steps.
 *
 * @example
 * const remaining = status.onboarding_steps.filter((step) => step.required && !step.completed);
 */
export interface EmployeeOnboardingStatus {
  uuid: string;
  onboarding_status: OnboardingStatus;
  onboarding_steps: Array<{
    id: OnboardingStepId;
    title: string;
    required: boolean;
    completed: boolean;
    requirements: OnboardingStepId[];
  }>;
}

/**
 * An employee form to read and maybe sign (contract.md#employees).
 *
 * @example
 * const toSign = forms.filter((form: EmployeeForm) => form.requires_signing);
 */
export interface EmployeeForm {
  uuid: string;
  name: string;
  title: string;
  description: string;
  draft: boolean;
  year: number | null;
  quarter: number | null;
  requires_signing: boolean;
  document_content_type: string | null;
}

/**
 * Where to fetch a form's PDF.
 *
 * @example
 * if (pdf.document_url) window.open(pdf.document_url);
 */
export interface EmployeeFormPdf {
  uuid: string;
  document_url: string | null;
  document_content_type: string | null;
}

/**
 * Body of a form signature. The proxy adds the signer's IP (contract.md#employees).
 *
 * @example
 * const body: SignFormBody = { signature_text: 'Ada Lovelace', agree: true };
 */
export interface SignFormBody {
  signature_text: string;
  agree: boolean;
  signed_by_ip_address?: string;
  [preparerField: `preparer${string}`]: string | boolean | undefined;
}
