import type { UseQueryResult } from '@tanstack/react-query';
import type { TimeOffRequestPreview } from '../../api/timeOff/types';
import { useFormat } from '../../ui';
import { useTimeOffMessages } from './useTimeOffMessages';

/** Props of {@link RequestPreview}. */
export interface RequestPreviewProps {
  /** The live preview query of the request being filled in (contract.md#payroll-run). */
  preview: Pick<UseQueryResult<TimeOffRequestPreview>, 'data' | 'isFetching' | 'isEnabled'>;
}

/**
 * What a request does to the balance before it is sent: balance, this request, other requested,
 * remaining (or "unlimited"), read out politely as it changes. Nothing until the request is
 * complete.
 *
 * @example
 * <RequestPreview preview={useTimeOffRequestPreview(companyId, body)} />
 */
export function RequestPreview({ preview }: RequestPreviewProps) {
  const { t } = useTimeOffMessages();
  const format = useFormat();
  const data = preview.isEnabled ? preview.data : undefined;
  const hours = (value: string | null) =>
    value === null ? '—' : t('preview.hours', { hours: format.number(value) });
  const over = data && !data.unlimited && Number(data.remaining_balance_hours) < 0;
  return (
    <section className="pk-time-off-preview" aria-live="polite" aria-label={t('preview.title')}>
      <h3 className="pk-flow-section__legend">{t('preview.title')}</h3>
      {data ? (
        data.unlimited ? (
          <p>{t('preview.unlimited', { hours: format.number(data.this_request_hours) })}</p>
        ) : (
          <dl className="pk-time-off-preview__list">
            <dt>{t('preview.balance')}</dt>
            <dd>{hours(data.balance_hours)}</dd>
            <dt>{t('preview.thisRequest')}</dt>
            <dd>{hours(data.this_request_hours)}</dd>
            <dt>{t('preview.otherRequested')}</dt>
            <dd>{hours(data.other_requested_hours)}</dd>
            <dt>{t('preview.remaining')}</dt>
            <dd>{hours(data.remaining_balance_hours)}</dd>
          </dl>
        )
      ) : (
        <p className="pk-flow-section__description">{t('preview.incomplete')}</p>
      )}
      {over ? <p className="pk-time-off-preview__over">{t('preview.over')}</p> : null}
    </section>
  );
}
