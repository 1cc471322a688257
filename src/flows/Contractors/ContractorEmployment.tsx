import { useState } from 'react';
import { ISO_DATE_PATTERN } from '../../hooks/schemas/fields';
import type { Contractor } from '../../api/contractors/types';
import {
  useCancelContractorDismissal,
  useDismissContractor,
  useRehireContractor,
} from '../../hooks/contractors';
import {
  usePrimitives,
  useFormat,
  Alert as DefaultAlert,
  Button as DefaultButton,
  ConfirmDialog as DefaultConfirmDialog,
  DateField as DefaultDateField,
} from '../../ui';
import { contractorName } from './contractorName';
import type { ContractorsEventHandler } from './events';
import { useContractorsMessages } from './useContractorsMessages';
import { Aside } from './Aside';

/** Props of {@link ContractorEmployment}. */
export interface ContractorEmploymentProps {
  companyId: string;
  contractor: Contractor;
  /** Today (`YYYY-MM-DD`), the last day offered. */
  today: string;
  onEvent?: ContractorsEventHandler;
}

/**
 * Dismiss a contractor on a last day (asked first), take back a last day still ahead, or rehire a
 * dismissed one from a new start date; each once per user action.
 *
 * @example
 * <ContractorEmployment companyId={companyId} contractor={contractor} today="2026-06-15" />
 */
export function ContractorEmployment({ companyId, contractor, today, onEvent }: ContractorEmploymentProps) {
  const { Alert, Button, ConfirmDialog, DateField } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    ConfirmDialog: DefaultConfirmDialog,
    DateField: DefaultDateField,
  });
  const { t } = useContractorsMessages();
  const format = useFormat();
  const dismiss = useDismissContractor(companyId, contractor.uuid);
  const rehire = useRehireContractor(companyId, contractor.uuid);
  const cancelDismissal = useCancelContractorDismissal(companyId, contractor.uuid);
  // No last day proposed: a dismissal's date is the admin's to type (issue 43).
  const [date, setDate] = useState('');
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const dismissed = Boolean(contractor.dismissal_date);
  // A last day still ahead can be taken back; past it, the contractor is rehired instead.
  const leaving = Boolean(contractor.dismissal_date && contractor.dismissal_date >= today);
  const valid = ISO_DATE_PATTERN.test(date);
  const upcoming = contractor.upcoming_employment?.start_date;
  return (
    <Aside title={t('employment.title')}>
      {contractor.dismissal_date ? (
        <p className="pk-flow-section__description">
          {t('employment.dismissed', { date: format.date(contractor.dismissal_date) })}
        </p>
      ) : null}
      {upcoming ? (
        <p className="pk-flow-section__description">
          {t('employment.rehired', { date: format.date(upcoming) })}
        </p>
      ) : null}
      {dismiss.isError || rehire.isError || cancelDismissal.isError ? (
        <Alert tone="danger">{t('employment.error')}</Alert>
      ) : null}
      {leaving ? (
        <div className="pk-flow-section__actions">
          <Button
            type="button"
            variant="secondary"
            loading={cancelDismissal.isPending}
            onClick={() => cancelDismissal.mutate()}
          >
            {t('employment.cancelDismissal')}
          </Button>
        </div>
      ) : null}
      {upcoming || leaving ? null : (
        <form
          className="pk-flow-section__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (!valid) return;
            if (!dismissed) {
              setAsking(true);
              return;
            }
            void rehire.mutateAsync(date).then(
              () => onEvent?.('contractor.rehired', { contractorId: contractor.uuid, startDate: date }),
              () => undefined,
            );
          }}
        >
          <DateField
            label={t(dismissed ? 'employment.rehireDate' : 'employment.dismissDate')}
            value={date}
            required
            error={tried && !valid ? t('employment.dateRequired') : undefined}
            onChange={(event) => setDate(event.target.value)}
          />
          <div className="pk-flow-section__actions">
            <Button
              type="submit"
              variant={dismissed ? 'primary' : 'danger'}
              loading={dismissed ? rehire.isPending : dismiss.isPending}
            >
              {t(dismissed ? 'employment.rehire' : 'employment.dismiss')}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        tone="danger"
        title={t('employment.dismiss.title', { name: contractorName(contractor) })}
        description={t('employment.dismiss.description', { date: valid ? format.date(date) : date })}
        confirmLabel={t('employment.dismiss')}
        loading={dismiss.isPending}
        onConfirm={() => {
          void dismiss.mutateAsync(date).then(
            () => {
              setAsking(false);
              onEvent?.('contractor.dismissed', { contractorId: contractor.uuid, endDate: date });
            },
            () => setAsking(false),
          );
        }}
      />
    </Aside>
  );
}
