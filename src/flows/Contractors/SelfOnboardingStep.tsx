import { useContractorDocuments } from '../../hooks/contractorDocuments';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../ui';
import { ContractorAddress } from './ContractorAddress';
import { ContractorForm } from './ContractorForm';
import { ContractorPaymentMethod } from './ContractorPaymentMethod';
import { ContractorW9Form } from './ContractorW9Form';
import type { ContractorSelfStepId } from './selfOnboardingSteps';
import { useContractorsMessages } from './useContractorsMessages';
import { W9_DOCUMENT } from './w9Document';

/** Props of {@link SelfOnboardingStep}. */
export interface SelfOnboardingStepProps {
  step: ContractorSelfStepId;
  /** The step's heading ("Step 2 of 4: Your address"). */
  heading: string;
  backLabel: string;
  companyId: string;
  contractorId: string;
  onBack: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** The step was saved. */
  onComplete: () => void;
}

/**
 * One step of `<ContractorSelfOnboarding/>`, on the contractor forms the admin's page uses: the
 * profile on `ContractorForm` (its `profile` part), the address, the payment method, and the W-9
 * to sign.
 *
 * @example
 * <SelfOnboardingStep step="address" heading="Step 2 of 4: Your address" backLabel="Back" companyId={companyId} contractorId={id} onBack={back} onComplete={next} />
 */
export function SelfOnboardingStep(props: SelfOnboardingStepProps) {
  const { step, companyId, contractorId, onComplete } = props;
  const { Button } = usePrimitives({ Button: DefaultButton });
  const back = (
    <div className="pk-flow-inline">
      <Button type="button" variant="ghost" onClick={props.onBack}>
        {props.backLabel}
      </Button>
    </div>
  );
  if (step === 'profile')
    return (
      <>
        {back}
        <ContractorForm
          companyId={companyId}
          contractorId={contractorId}
          profile
          title={props.heading}
          onSaved={onComplete}
          onCancel={props.onBack}
        />
      </>
    );
  return (
    <section className="pk-flow-section pk-contractor" aria-labelledby={`pk-contractor-self-${step}`}>
      {back}
      <h2
        id={`pk-contractor-self-${step}`}
        className="pk-flow-section__title"
        tabIndex={-1}
        data-step-heading=""
      >
        {props.heading}
      </h2>
      {step === 'address' ? (
        <ContractorAddress
          companyId={companyId}
          contractorId={contractorId}
          onSaved={onComplete}
          onDirtyChange={props.onDirtyChange}
        />
      ) : step === 'method' ? (
        <ContractorPaymentMethod
          companyId={companyId}
          contractorId={contractorId}
          onSaved={onComplete}
          onDirtyChange={props.onDirtyChange}
        />
      ) : (
        <W9Step companyId={companyId} contractorId={contractorId} onSigned={onComplete} />
      )}
    </section>
  );
}

/** The W-9 to sign, its fields pre-filled by the service (the TIN masked, kept unless retyped). */
function W9Step({
  companyId,
  contractorId,
  onSigned,
}: {
  companyId: string;
  contractorId: string;
  onSigned: () => void;
}) {
  const { Alert, Spinner } = usePrimitives({ Alert: DefaultAlert, Spinner: DefaultSpinner });
  const { t } = useContractorsMessages();
  const documents = useContractorDocuments(contractorId);
  const w9 = documents.data?.find((document) => document.name === W9_DOCUMENT);
  if (documents.isLoading) return <Spinner label={t('documents.loading')} />;
  if (!w9) return <p className="pk-flow-section__description">{t('self.w9.none')}</p>;
  if (!w9.requires_signing) return <Alert tone="success">{t('self.w9.signed')}</Alert>;
  return (
    <section className="pk-flow-section__aside" aria-label={t('documents.w9')}>
      <ContractorW9Form companyId={companyId} contractorId={contractorId} document={w9} onSigned={onSigned} />
    </section>
  );
}
