import { useId, type ReactNode } from 'react';
import type { ContractorStepId } from './contractorSteps';

/**
 * A part of a contractor's page (address, payment method, documents…): a region named by its
 * heading. A part that is an onboarding step names it (`step`), so "Continue" can move focus to
 * its heading.
 *
 * @example
 * <Aside title={t('address.title')} step="address">{form}</Aside>
 */
export function Aside({
  title,
  step,
  children,
}: {
  title: string;
  step?: ContractorStepId;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="pk-flow-section__aside" aria-labelledby={id} data-step={step}>
      <h3 id={id} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  );
}
