import { useState, type RefObject } from 'react';
import type { CompanyBenefit } from '../../api/benefits/types';
import { useCompanyBenefits, useDeleteCompanyBenefit, useSupportedBenefits } from '../../hooks/benefits';
import {
  usePrimitives,
  useScreenMessages,
  type TableColumn,
  Badge as DefaultBadge,
  Button as DefaultButton,
  ConfirmDialog as DefaultConfirmDialog,
} from '../../ui';
import { ListLayout, listText, type RecordListProps } from '../shared/ListLayout';
import { benefitTreatment } from './benefitTreatment';
import { BenefitRowActions } from './BenefitRowActions';
import type { CompanyBenefitsEventHandler } from './events';
import { companyBenefitsMessages } from './messages';
import { serviceReason } from './refusal';

/** Props of {@link BenefitList}. */
export interface BenefitListProps extends RecordListProps {
  companyId: string;
  /** "Enrolments" was pressed on a row; without it the rows offer no such button. */
  onEnrolments?: (benefitId: string) => void;
  onEvent?: CompanyBenefitsEventHandler;
}

type Notice = { tone: 'success' | 'danger'; text: string };

/** The benefits list asks the service for each benefit's active enrolments. */
const LIST_QUERY = { enrollment_count: true } as const;

/**
 * The company's benefits: description, type, its tax treatment in words, how many are enrolled
 * and whether it is active, with "Add benefit" and per row Edit, Enrolments, Deactivate (or
 * Reactivate) and Delete (after a confirmation). The service refuses to deactivate a benefit
 * people are enrolled in, and to delete one anyone was enrolled in or a payroll deducted: the
 * list says so in the service's words, above the table.
 *
 * @example
 * <BenefitList companyId={companyId} onAdd={openAdd} onEdit={openEdit} />
 */
export function BenefitList(props: BenefitListProps) {
  const { companyId, onAdd, onEdit, onEnrolments, onEvent, notice, headingRef } = props;
  const { Badge, Button, ConfirmDialog } = usePrimitives({
    Badge: DefaultBadge,
    Button: DefaultButton,
    ConfirmDialog: DefaultConfirmDialog,
  });
  const { t } = useScreenMessages(companyBenefitsMessages);
  const query = useCompanyBenefits(companyId, LIST_QUERY);
  const types = useSupportedBenefits();
  const remove = useDeleteCompanyBenefit(companyId);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<CompanyBenefit>();
  // The outcome of the last row action; a save's confirmation (from the form) replaces it.
  const [actionNotice, setActionNotice] = useState<Notice>();
  const [shownSave, setShownSave] = useState(notice);
  if (notice !== shownSave) {
    setShownSave(notice);
    setActionNotice(undefined);
  }

  function refused(benefit: CompanyBenefit, error: unknown) {
    onEvent?.('error', { error: error as Error });
    const reason = serviceReason(error) ?? t('error.generic');
    setActionNotice({ tone: 'danger', text: t('list.refused', { name: benefit.description, reason }) });
  }

  function deleteAsked(benefit: CompanyBenefit) {
    remove.mutate(benefit.uuid, {
      onSuccess: () => {
        setAsking(undefined);
        onEvent?.('companyBenefit.deleted', { benefitId: benefit.uuid, description: benefit.description });
        setActionNotice({ tone: 'success', text: t('list.deleted', { name: benefit.description }) });
        // The row and its buttons are gone: focus to the list's heading, not <body>.
        (headingRef as RefObject<HTMLHeadingElement | null> | undefined)?.current?.focus();
      },
      onError: (error) => {
        setAsking(undefined);
        refused(benefit, error);
      },
    });
  }

  const typeOf = (row: CompanyBenefit) => types.data?.find((type) => type.benefit_type === row.benefit_type);
  const columns: TableColumn<CompanyBenefit>[] = [
    { key: 'description', header: t('list.description'), cell: (row) => row.description },
    { key: 'type', header: t('list.type'), cell: (row) => typeOf(row)?.name ?? '' },
    {
      key: 'treatment',
      header: t('list.treatment'),
      cell: (row) => {
        const type = typeOf(row);
        return type ? t(`treatment.${benefitTreatment(type)}`) : '';
      },
    },
    { key: 'enrolled', header: t('list.enrolled'), cell: (row) => String(row.enrollment_count ?? 0) },
    {
      key: 'status',
      header: t('list.status'),
      cell: (row) =>
        row.active ? (
          <Badge tone="success">{t('list.active')}</Badge>
        ) : (
          <Badge tone="neutral">{t('list.inactive')}</Badge>
        ),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) => (
        <BenefitRowActions
          companyId={companyId}
          benefit={row}
          busy={busy || remove.isPending}
          onEdit={onEdit}
          onEnrolments={onEnrolments}
          onDelete={setAsking}
          onPending={setBusy}
          onToggled={(benefit, outcome) => {
            if (outcome.error !== undefined) return refused(benefit, outcome.error);
            if (!outcome.saved) return;
            const event = benefit.active ? 'companyBenefit.deactivated' : 'companyBenefit.reactivated';
            onEvent?.(event, { benefitId: benefit.uuid, description: benefit.description });
            const text = t(benefit.active ? 'list.deactivated' : 'list.reactivated', {
              name: benefit.description,
            });
            setActionNotice({ tone: 'success', text });
          }}
        />
      ),
    },
  ];
  const shownNotice = actionNotice ?? (notice ? { tone: 'success' as const, text: notice } : undefined);

  return (
    <ListLayout
      title={t('list.title')}
      headingRef={headingRef}
      action={
        onAdd ? (
          <Button type="button" data-company-benefit-add="" onClick={onAdd}>
            {t('list.add')}
          </Button>
        ) : null
      }
      notice={shownNotice}
      onDismissNotice={() => {
        setActionNotice(undefined);
        props.onDismissNotice?.();
      }}
      query={query}
      rows={query.data}
      rowKey={(row) => row.uuid}
      columns={columns}
      caption={t('list.caption')}
      text={listText(t)}
    >
      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(open) => !open && setAsking(undefined)}
        tone="danger"
        title={t('delete.title', { name: asking?.description ?? '' })}
        description={t('delete.description')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.keep')}
        loading={remove.isPending}
        onConfirm={() => asking && deleteAsked(asking)}
      />
    </ListLayout>
  );
}
