import type { CompanyOnboardingStepId } from '../../api/company/types';
import type { PayrollBlocker, PayrollBlockerKey } from '../../api/payroll/types';
import { companyOnboardingStepFor } from '../../hooks/company/blockerSteps';
import { usePrimitives, Alert as DefaultAlert, Button as DefaultButton } from '../../ui';
import type { PayrollRunMessageKey } from './messages';
import { payrollRunMessages } from './messages';
import { usePayrollRunMessages } from './usePayrollRunMessages';

/**
 * A payroll blocker and the company onboarding step that clears it, for `onFixBlocker`.
 *
 * @example
 * const fix: PayrollBlockerFix = { blocker: 'missing_bank_verification', step: 'verify_bank_info' };
 */
export interface PayrollBlockerFix {
  blocker: PayrollBlockerKey;
  step: CompanyOnboardingStepId;
}

/** Props of {@link BlockerList}. */
export interface BlockerListProps {
  blockers: readonly PayrollBlocker[];
  /** Ask the service again (after fixing one elsewhere). */
  onRecheck?: () => void;
  /** Each blocker an onboarding step clears offers "Fix", which calls this with the step. */
  onFix?: (fix: PayrollBlockerFix) => void;
  /**
   * The `pending_information_request` blocker offers "Fix", which calls this, e.g. to open
   * `<InformationRequests/>` where the request is answered.
   */
  onOpenInformationRequests?: () => void;
}

/**
 * The company's payroll blockers, each in plain words with what to do about it, and, with
 * `onFix`, a way to the onboarding step that clears it (with `onOpenInformationRequests`, to the
 * information requests that block payroll). A key this version does not know
 * (contract.md#enums) shows the service's own message.
 *
 * @example
 * <BlockerList blockers={blockers} onRecheck={() => refetch()} />
 */
export function BlockerList({ blockers, onRecheck, onFix, onOpenInformationRequests }: BlockerListProps) {
  const { Alert, Button } = usePrimitives({ Alert: DefaultAlert, Button: DefaultButton });
  const { t } = usePayrollRunMessages();
  const explain = (blocker: PayrollBlocker) => {
    const key = `blocker.${blocker.key}`;
    return Object.hasOwn(payrollRunMessages.en, key)
      ? t(key as PayrollRunMessageKey)
      : t('blocker.unknown', { message: blocker.message });
  };
  return (
    <Alert
      tone="warning"
      title={t('landing.blocked.title')}
      action={
        onRecheck ? (
          <Button type="button" size="sm" variant="secondary" onClick={onRecheck}>
            {t('landing.blocked.recheck')}
          </Button>
        ) : undefined
      }
    >
      <p>
        {t(blockers.length === 1 ? 'landing.blocked.count' : 'landing.blocked.countMany', {
          count: blockers.length,
        })}
      </p>
      <ul className="pk-payroll-run__blockers">
        {blockers.map((blocker) => {
          const step = companyOnboardingStepFor(blocker.key);
          // Where "Fix" leads: the onboarding step that clears it, or the requests to answer.
          const fix =
            blocker.key === 'pending_information_request'
              ? onOpenInformationRequests
              : onFix && step
                ? () => onFix({ blocker: blocker.key, step })
                : undefined;
          return (
            <li key={blocker.key} data-blocker={blocker.key}>
              {explain(blocker)}{' '}
              {fix ? (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  // The name starts with the visible words ("Fix" → "Fix: …"), so voice control
                  // finds the button by what it shows (WCAG 2.5.3).
                  aria-label={t('blocker.fixFor', { blocker: explain(blocker) })}
                  onClick={fix}
                >
                  {t('blocker.fix')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
