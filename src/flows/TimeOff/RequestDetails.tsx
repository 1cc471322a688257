import { useEffect, useId, useRef, useState } from 'react';
import type { TimeOffRequest } from '../../api/timeOff/types';
import { useDeleteTimeOffRequest, useReviewTimeOffRequest, useTimeOffRequest } from '../../hooks/timeOff';
import { dayHours } from '../../hooks/schemas/timeOff';
import {
  usePrimitives,
  useFormat,
  Button as DefaultButton,
  Badge as DefaultBadge,
  TextField as DefaultTextField,
  Spinner as DefaultSpinner,
  Alert as DefaultAlert,
  ConfirmDialog as DefaultConfirmDialog,
} from '../../ui';
import type { TimeOffEventHandler } from './events';
import type { TimeOffNotice } from './RequestList';
import { refusalText } from './refusal';
import { requestSummary } from './requestSummary';
import { useTimeOffMessages } from './useTimeOffMessages';

/** Props of {@link RequestDetails}. */
export interface RequestDetailsProps {
  companyId: string;
  requestId: string;
  policyName: (request: TimeOffRequest) => string;
  onEvent?: TimeOffEventHandler;
  onNotice?: (notice: TimeOffNotice | undefined) => void;
  onClose: () => void;
}

/**
 * One request opened from the list: its days and hours, who asked and who decided, both notes
 * (the decline note included). A pending request can be approved with its hours changed day by
 * day (the balance moves by exactly those); pending, approved and declined ones can be deleted; a
 * consumed one (paid by a processed payroll) is read-only. Focus starts on its heading.
 *
 * @example
 * <RequestDetails companyId={companyId} requestId={id} policyName={nameOf} onClose={close} />
 */
export function RequestDetails(props: RequestDetailsProps) {
  const { companyId, requestId, onEvent, onNotice } = props;
  const { Button, Badge, TextField, Spinner, Alert, ConfirmDialog } = usePrimitives({
    Button: DefaultButton,
    Badge: DefaultBadge,
    TextField: DefaultTextField,
    Spinner: DefaultSpinner,
    Alert: DefaultAlert,
    ConfirmDialog: DefaultConfirmDialog,
  });
  const { t } = useTimeOffMessages();
  const format = useFormat();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useTimeOffRequest(requestId);
  const review = useReviewTimeOffRequest(companyId);
  const remove = useDeleteTimeOffRequest(companyId);
  const [adjusted, setAdjusted] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const request = query.data;

  useEffect(() => {
    heading.current?.focus();
  }, [requestId]);

  const approve = async (current: TimeOffRequest) => {
    const days = Object.fromEntries(
      Object.entries(current.days).map(([date, hours]) => [date, adjusted[date] ?? hours]),
    );
    if (Object.values(days).some((hours) => !dayHours.safeParse(hours).success)) {
      setError(t('details.badHours'));
      return;
    }
    setError(undefined);
    try {
      await review.mutateAsync({ requestId: current.uuid, decision: 'approve', days });
    } catch (failure) {
      setError(refusalText(t, failure));
      return;
    }
    onEvent?.('timeOffRequest.approved', { requestId: current.uuid });
    onNotice?.({ tone: 'success', text: t('list.approved', { name: current.employee.full_name }) });
    setAdjusted({});
  };

  const destroy = async (current: TimeOffRequest) => {
    try {
      await remove.mutateAsync(current.uuid);
    } catch (failure) {
      setConfirmDelete(false);
      setError(refusalText(t, failure));
      return;
    }
    onNotice?.({ tone: 'success', text: t('details.deleted', { name: current.employee.full_name }) });
    props.onClose();
  };

  let body;
  if (query.isPending) body = <Spinner label={t('details.loading')} />;
  else if (!request) body = <Alert tone="danger">{t('details.loadError')}</Alert>;
  else {
    const pending = request.status === 'pending';
    const total = requestSummary({
      ...request,
      days: Object.fromEntries(Object.entries(request.days).map(([d, h]) => [d, adjusted[d] ?? h])),
    }).hours;
    body = (
      <>
        <dl className="pk-time-off-details__facts">
          <dt>{t('list.status')}</dt>
          <dd>
            <Badge status={request.status} />
          </dd>
          <dt>{t('list.policy')}</dt>
          <dd>{props.policyName(request)}</dd>
          <dt>{t('details.initiator')}</dt>
          <dd>{request.initiator?.full_name ?? '—'}</dd>
          <dt>{t('details.approver')}</dt>
          <dd>{request.approver?.full_name ?? '—'}</dd>
          <dt>{t('details.employeeNote')}</dt>
          <dd>{request.employee_note || '—'}</dd>
          <dt>{t(request.status === 'declined' ? 'details.declineNote' : 'details.employerNote')}</dt>
          <dd>{request.employer_note || '—'}</dd>
        </dl>
        <fieldset className="pk-flow-section__group pk-time-off-days" disabled={!pending}>
          <legend className="pk-flow-section__legend">{t('details.days')}</legend>
          {pending ? <p className="pk-flow-section__description">{t('details.adjustHint')}</p> : null}
          {Object.keys(request.days)
            .sort()
            .map((date) =>
              pending ? (
                <TextField
                  key={date}
                  label={format.date(date)}
                  inputMode="decimal"
                  value={adjusted[date] ?? Number(request.days[date]).toString()}
                  onChange={(event) => setAdjusted({ ...adjusted, [date]: event.target.value })}
                />
              ) : (
                <p key={date} className="pk-time-off-days__row">
                  <span>{format.date(date)}</span>{' '}
                  <span>{t('preview.hours', { hours: format.number(request.days[date]!) })}</span>
                </p>
              ),
            )}
          <p className="pk-time-off-days__total">{t('days.total', { hours: format.number(total) })}</p>
        </fieldset>
        {request.status === 'consumed' ? (
          <p className="pk-flow-section__description">{t('details.consumed')}</p>
        ) : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <div className="pk-flow-section__actions">
          {pending ? (
            <Button type="button" loading={review.isPending} onClick={() => void approve(request)}>
              {t('details.approve')}
            </Button>
          ) : null}
          {request.status !== 'consumed' ? (
            <Button type="button" variant="secondary" onClick={() => setConfirmDelete(true)}>
              {t('details.delete')}
            </Button>
          ) : null}
          <Button type="button" variant="secondary" onClick={props.onClose}>
            {t('details.close')}
          </Button>
        </div>
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          tone="danger"
          title={t('details.deleteTitle', { name: request.employee.full_name })}
          description={t('details.deleteDescription')}
          confirmLabel={t('details.delete')}
          cancelLabel={t('decline.cancel')}
          loading={remove.isPending}
          onConfirm={() => void destroy(request)}
        />
      </>
    );
  }

  return (
    <section className="pk-flow-section__aside" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {request ? t('details.title', { name: request.employee.full_name }) : t('details.loading')}
      </h3>
      {body}
    </section>
  );
}
