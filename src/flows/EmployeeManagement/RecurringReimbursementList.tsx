import { useEffect, useRef, useState } from 'react';
import type { RecurringReimbursement } from '../../api/reimbursements/types';
import { useDeleteRecurringReimbursement, useRecurringReimbursements } from '../../hooks/reimbursements';
import {
  usePrimitives,
  useFormat,
  type TableColumn,
  Button as DefaultButton,
  ConfirmDialog as DefaultConfirmDialog,
} from '../../ui';
import { ListLayout, listText, type RecordListProps } from '../shared/ListLayout';
import { RowAction } from '../shared/RowAction';
import type { EmployeeManagementEventHandler } from './events';
import { useManagementMessages } from './useManagementMessages';

/** Props of {@link RecurringReimbursementList}. */
export interface RecurringReimbursementListProps extends RecordListProps {
  companyId: string;
  employeeId: string;
  onEvent?: EmployeeManagementEventHandler;
}

type Notice = { tone: 'success' | 'danger'; text: string };

// What focus comes back to (here and in the section's shell): a row's Edit button, by its uuid; the Add button.
const REIMBURSEMENT_EDIT = 'data-reimbursement-edit';
const REIMBURSEMENT_ADD = 'data-reimbursement-add';

/**
 * The employee's recurring reimbursements: description and amount per pay period, "Add a
 * reimbursement", and per row "Edit" and "Remove". Remove asks first; once removed, focus lands
 * on the next row's Edit button, or on the Add button when it was the last row (never on the
 * page's body).
 *
 * @example
 * <RecurringReimbursementList companyId={companyId} employeeId={employeeId} onAdd={openAdd} onEdit={openEdit} />
 */
export function RecurringReimbursementList(props: RecurringReimbursementListProps) {
  const { companyId, employeeId, onAdd, onEdit, onEvent, notice, onDismissNotice, headingRef } = props;
  const { Button, ConfirmDialog } = usePrimitives({
    Button: DefaultButton,
    ConfirmDialog: DefaultConfirmDialog,
  });
  const { t } = useManagementMessages();
  const format = useFormat();
  const query = useRecurringReimbursements(employeeId, { per: 100 });
  const remove = useDeleteRecurringReimbursement(companyId, employeeId);
  const [removing, setRemoving] = useState<RecurringReimbursement>();
  // The outcome of the last remove; a save's confirmation (from the form) replaces it.
  const [actionNotice, setActionNotice] = useState<Notice>();
  const [shownSave, setShownSave] = useState(notice);
  if (notice !== shownSave) {
    setShownSave(notice);
    setActionNotice(undefined);
  }
  const section = useRef<HTMLDivElement>(null);
  // Where focus goes once the removed row has left the list: a selector, set by a remove.
  const [focusAfter, setFocusAfter] = useState<{ removed: string; selector: string }>();
  const rows = query.data?.items;

  useEffect(() => {
    if (!focusAfter || removing || rows?.some((row) => row.uuid === focusAfter.removed)) return;
    section.current?.querySelector<HTMLElement>(focusAfter.selector)?.focus();
    setFocusAfter(undefined);
  }, [focusAfter, removing, rows]);

  async function confirmRemove() {
    if (!removing || remove.isPending) return;
    const shown = rows ?? [];
    const next = shown[shown.findIndex((row) => row.uuid === removing.uuid) + 1];
    try {
      await remove.mutateAsync(removing.uuid);
      setActionNotice({
        tone: 'success',
        text: t('reimbursements.removed', { description: removing.description }),
      });
      setFocusAfter({
        removed: removing.uuid,
        selector: next ? `[${REIMBURSEMENT_EDIT}="${next.uuid}"]` : `[${REIMBURSEMENT_ADD}]`,
      });
    } catch (error) {
      onEvent?.('error', { error: error as Error });
      setActionNotice({
        tone: 'danger',
        text: t('reimbursements.removeError', { description: removing.description }),
      });
    }
    setRemoving(undefined);
  }

  const columns: TableColumn<RecurringReimbursement>[] = [
    { key: 'description', header: t('reimbursements.description'), cell: (row) => row.description },
    { key: 'amount', header: t('reimbursements.amount'), cell: (row) => format.money(row.amount) },
    {
      key: 'actions',
      header: t('reimbursements.actions'),
      cell: (row) => (
        <span className="pk-flow-inline">
          {onEdit ? (
            <RowAction
              {...{ [REIMBURSEMENT_EDIT]: row.uuid }}
              label={t('reimbursements.edit')}
              accessibleName={t('reimbursements.editFor', { description: row.description })}
              onClick={() => onEdit(row.uuid)}
            />
          ) : null}{' '}
          <RowAction
            variant="ghost"
            label={t('reimbursements.remove')}
            accessibleName={t('reimbursements.removeFor', { description: row.description })}
            onClick={() => setRemoving(row)}
          />
        </span>
      ),
    },
  ];
  const shownNotice = actionNotice ?? (notice ? { tone: 'success' as const, text: notice } : undefined);

  return (
    <div ref={section}>
      <ListLayout
        title={t('reimbursements.list.title')}
        headingRef={headingRef}
        action={
          onAdd ? (
            <Button type="button" {...{ [REIMBURSEMENT_ADD]: '' }} onClick={onAdd}>
              {t('reimbursements.list.add')}
            </Button>
          ) : null
        }
        notice={shownNotice}
        onDismissNotice={() => {
          setActionNotice(undefined);
          onDismissNotice?.();
        }}
        query={query}
        rows={rows}
        rowKey={(row) => row.uuid}
        columns={columns}
        caption={t('reimbursements.list.caption')}
        text={listText((key) => t(key === 'list.retry' ? key : `reimbursements.${key}`))}
      >
        <ConfirmDialog
          open={removing !== undefined}
          onOpenChange={(open) => {
            if (!open) setRemoving(undefined);
          }}
          tone="danger"
          title={t('reimbursements.remove.title', { description: removing?.description ?? '' })}
          description={t('reimbursements.remove.description')}
          confirmLabel={t('reimbursements.remove.confirm')}
          cancelLabel={t('reimbursements.remove.keep')}
          onConfirm={() => void confirmRemove()}
          loading={remove.isPending}
        />
      </ListLayout>
    </div>
  );
}
