import { useId, useState, type Ref } from 'react';
import type { EmploymentPeriod, Termination } from '../../api/employment/types';
import { useEmployee } from '../../hooks/employees';
import {
  useCancelTermination,
  useEmploymentHistory,
  useRehire,
  useTermination,
} from '../../hooks/employment';
import {
  usePrimitives,
  useFormat,
  type TableColumn,
  Alert as DefaultAlert,
  Button as DefaultButton,
  ConfirmDialog as DefaultConfirmDialog,
  Spinner as DefaultSpinner,
} from '../../ui';
import { QueryTable } from '../shared/QueryTable';
import { subheadingOf, useSectionHeading } from '../shared/headingLevel';
import { DismissalPayrollAction, type DismissalPayrollActionProps } from './DismissalPayrollAction';
import { useManagementMessages } from './useManagementMessages';

/** Props of {@link EmploymentSummary}. */
export interface EmploymentSummaryProps extends DismissalPayrollActionProps {
  /** Open a form: `'termination'` (terminate, or change the last day) or `'rehire'`. */
  onEdit?: (form: 'termination' | 'rehire') => void;
  notice?: string;
  onDismissNotice?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Where the employee's employment stands and what can be done about it: terminate; while the
 * termination is cancelable, change its last day or cancel it; once it is final, the dismissal
 * payroll still to run and rehire; and the employment history.
 *
 * @example
 * <EmploymentSummary companyId={companyId} employeeId={employeeId} onEdit={openForm} />
 */
export function EmploymentSummary(props: EmploymentSummaryProps) {
  const { companyId, employeeId, onEdit } = props;
  const { Alert, Button, ConfirmDialog, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    ConfirmDialog: DefaultConfirmDialog,
    Spinner: DefaultSpinner,
  });
  const { t } = useManagementMessages();
  const format = useFormat();
  const termination = useTermination(employeeId);
  const rehire = useRehire(employeeId);
  const employee = useEmployee(employeeId);
  const history = useEmploymentHistory(employeeId);
  const cancel = useCancelTermination(companyId, employeeId);
  const headingId = useId();
  const Heading = useSectionHeading();
  const Part = subheadingOf(Heading);
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const current = termination.data;
  const notice = cancelled ? t('employment.cancelled') : props.notice;

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync();
      props.onEvent?.('termination.cancelled', { employeeId });
      setConfirming(false);
      setCancelled(true);
    } catch (error) {
      props.onEvent?.('error', { error: error as Error });
    }
  };
  const action = (form: 'termination' | 'rehire', label: string, variant?: 'secondary' | 'danger') => (
    <Button type="button" variant={variant} data-employment-edit={form} onClick={() => onEdit?.(form)}>
      {label}
    </Button>
  );

  let status;
  if (termination.isLoading || rehire.isLoading || employee.isLoading)
    status = <Spinner label={t('employment.loading')} />;
  else if (termination.isError) status = <Alert tone="danger">{t('employment.error')}</Alert>;
  else if (!current && rehire.data && !rehire.data.active) {
    // Rehired from a date still ahead: the termination it closed stands until then, as the
    // employee list says (the employee's `terminations` name it).
    const [closed] = (employee.data?.terminations ?? []) as Array<Partial<Termination>>;
    const date = format.date(rehire.data.effective_date);
    status = (
      <p>
        {closed?.effective_date
          ? t(closed.active ? 'employment.rehiredAhead' : 'employment.lastDayRehired', {
              lastDay: format.date(closed.effective_date),
              date,
            })
          : t('employment.rehired', { date })}
      </p>
    );
  } else if (!current) {
    status = (
      <>
        <p>{t('employment.employed')}</p>
        <div className="pk-flow-section__actions">
          {action('termination', t('employment.terminate'), 'danger')}
        </div>
      </>
    );
  } else {
    const date = format.date(current.effective_date);
    status = (
      <>
        <p>
          {t(current.active ? 'employment.terminatedOn' : 'employment.lastDay', { date })}{' '}
          {t(current.run_termination_payroll ? 'employment.dismissalPay' : 'employment.regularPay')}
        </p>
        {rehire.data ? (
          <p>{t('employment.rehired', { date: format.date(rehire.data.effective_date) })}</p>
        ) : null}
        {current.cancelable ? (
          <div className="pk-flow-section__actions">
            {action('termination', t('employment.changeLastDay'), 'secondary')}
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              {t('employment.cancel')}
            </Button>
          </div>
        ) : (
          <>
            <p className="pk-flow-section__description">{t('employment.final')}</p>
            <DismissalPayrollAction {...props} />
            {rehire.data ? null : (
              <div className="pk-flow-section__actions">{action('rehire', t('employment.rehire'))}</div>
            )}
          </>
        )}
      </>
    );
  }

  const columns: TableColumn<EmploymentPeriod>[] = [
    { key: 'hired', header: t('employment.history.hired'), cell: (row) => format.date(row.hire_date) },
    {
      key: 'left',
      header: t('employment.history.left'),
      cell: (row) =>
        row.termination_date ? format.date(row.termination_date) : t('employment.history.current'),
    },
  ];
  return (
    <section className="pk-flow-section" aria-labelledby={headingId}>
      <Heading id={headingId} ref={props.headingRef} tabIndex={-1} className="pk-flow-section__title">
        {t('employment.title')}
      </Heading>
      {notice ? (
        <Alert
          tone="success"
          onDismiss={() => {
            setCancelled(false);
            props.onDismissNotice?.();
          }}
        >
          {notice}
        </Alert>
      ) : null}
      {status}
      <Part className="pk-flow-section__legend">{t('employment.history')}</Part>
      <QueryTable
        query={history}
        rows={history.data}
        columns={columns}
        rowKey={(row) => row.hire_date}
        caption={t('employment.history.caption')}
        text={{ error: t('employment.error'), retry: t('list.retry'), emptyTitle: '', emptyDescription: '' }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={t('employment.cancel.title')}
        description={t('employment.cancel.description')}
        confirmLabel={t('employment.cancel.confirm')}
        cancelLabel={t('employment.cancel.keep')}
        loading={cancel.isPending}
        onConfirm={() => void confirmCancel()}
      >
        {cancel.isError ? <Alert tone="danger">{t('employment.cancel.error')}</Alert> : null}
      </ConfirmDialog>
    </section>
  );
}
