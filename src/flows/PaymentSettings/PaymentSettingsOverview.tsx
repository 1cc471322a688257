import { usePaymentConfigs } from '../../hooks/company';
import {
  usePrimitives,
  useFormat,
  useScreenMessages,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../ui';
import { FlowSection } from '../shared/FlowSection';
import type { RecordListProps } from '../shared/ListLayout';
import { paymentSettingsMessages } from './messages';
import { shownSpeed } from './paymentSpeedWords';

/** Props of {@link PaymentSettingsOverview}. */
export interface PaymentSettingsOverviewProps extends Omit<RecordListProps, 'onAdd'> {
  companyId: string;
}

/**
 * The company's payment speed and fast payment limit as they are, in words, with "Change
 * payment speed" (it carries `data-payment-settings-edit`, so focus comes back to it after the
 * form closes). At four-day speed the limit is said not to apply, as the service ignores it.
 *
 * @example
 * <PaymentSettingsOverview companyId={companyId} onEdit={openForm} />
 */
export function PaymentSettingsOverview({
  companyId,
  onEdit,
  notice,
  onDismissNotice,
  headingRef,
}: PaymentSettingsOverviewProps) {
  const { Alert, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const { t } = useScreenMessages(paymentSettingsMessages);
  const format = useFormat();
  const query = usePaymentConfigs(companyId);
  const configs = query.data;
  const speed = configs ? shownSpeed(configs) : undefined;
  return (
    <FlowSection title={t('overview.title')} description={t('overview.description')} headingRef={headingRef}>
      {notice ? (
        <Alert tone="success" onDismiss={onDismissNotice}>
          {notice}
        </Alert>
      ) : null}
      {query.isLoading ? <Spinner label={t('overview.loading')} /> : null}
      {query.error ? <Alert tone="danger">{t('overview.error')}</Alert> : null}
      {configs && speed ? (
        <>
          <dl>
            <dt>{t('overview.speed')}</dt>
            <dd>{t(`speed.${speed}`)}</dd>
            <dt>{t('overview.limit')}</dt>
            <dd>
              {speed === '4-day'
                ? t('overview.limitFourDay')
                : configs.fast_payment_limit
                  ? format.money(configs.fast_payment_limit)
                  : t('overview.noLimit')}
            </dd>
          </dl>
          <p className="pk-flow-section__description">{t('overview.limitHelp')}</p>
          {onEdit ? (
            <div className="pk-flow-section__actions">
              <Button type="button" data-payment-settings-edit={companyId} onClick={() => onEdit(companyId)}>
                {t('overview.edit')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </FlowSection>
  );
}
