import type { PaymentConfigs } from '../../api/company/types';
import { usePrimitives, useScreenMessages, Spinner as DefaultSpinner } from '../../ui';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { ListFormView } from '../shared/ListFormView';
import type { PaymentSettingsEventHandler } from './events';
import { paymentSettingsMessages } from './messages';
import { PaymentSettingsOverview } from './PaymentSettingsOverview';
import { shownSpeed } from './paymentSpeedWords';
import { paymentSettingsTransitions } from './transitions';

function FormPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useScreenMessages(paymentSettingsMessages);
  return <Spinner label={t('form.loading')} />;
}

/** The form (with react-hook-form and zod) leaves the overview's first load; fetched on idle. */
const PaymentSettingsForm = lazyScreen(
  () => import('./PaymentSettingsForm').then((module) => module.PaymentSettingsForm),
  FormPending,
);

/** Props of {@link PaymentSettings}. */
export interface PaymentSettingsProps {
  companyId: string;
  onEvent?: PaymentSettingsEventHandler;
}

/**
 * A company settings screen for how its payrolls are funded (contract.md#wire-in): the
 * payment speed (next-day, two-day or four-day ACH) and the fast payment limit, the largest
 * debit that may go at a faster speed than four days; a payroll over it waits for a wire or moves
 * to four-day speed. The overview says what is set; "Change payment speed" opens the form, and
 * focus comes back to that button when it closes.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <PaymentSettings companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function PaymentSettings({ companyId, onEvent }: PaymentSettingsProps) {
  const { t } = useScreenMessages(paymentSettingsMessages);
  usePrefetchOnIdle(PaymentSettingsForm);
  return (
    <div className="pk-payment-settings">
      <ListFormView<PaymentConfigs & { uuid: string }, string>
        editAttribute="data-payment-settings-edit"
        transitions={paymentSettingsTransitions}
        savedNotice={(configs) => t('overview.saved', { speed: t(`speed.${shownSpeed(configs)}`) })}
        list={(view) => <PaymentSettingsOverview companyId={companyId} {...view} />}
        form={(view) => <PaymentSettingsForm companyId={companyId} onEvent={onEvent} {...view} />}
      />
    </div>
  );
}
