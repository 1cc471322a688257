import type { ReactNode } from 'react';
import { usePrimitives, Button as DefaultButton } from '../../ui';

/** Props of {@link StepActions}. */
export interface StepActionsProps {
  /** Back to the step before, when the flow's shell offers one. */
  onBack?: () => void;
  backLabel: string;
  /** The step's own buttons, after Back. */
  children?: ReactNode;
}

/**
 * The actions row of a step-flow screen: Back (when the shell offers a step before) ahead of the
 * step's own buttons.
 *
 * @example
 * <StepActions onBack={props.onBack} backLabel={t('flow.back')}><Button onClick={next}>{t('flow.next')}</Button></StepActions>
 */
export function StepActions({ onBack, backLabel, children }: StepActionsProps) {
  const { Button } = usePrimitives({ Button: DefaultButton });
  return (
    <div className="pk-flow-section__actions">
      {onBack ? (
        <Button type="button" variant="secondary" onClick={onBack}>
          {backLabel}
        </Button>
      ) : null}
      {children}
    </div>
  );
}
