import type { CompanyBenefit } from '../../api/benefits/types';
import { useUpdateCompanyBenefit } from '../../hooks/benefits';
import { useScreenMessages } from '../../ui';
import { RowAction } from '../shared/RowAction';
import { companyBenefitsMessages } from './messages';

/** Props of {@link BenefitRowActions}. */
export interface BenefitRowActionsProps {
  companyId: string;
  benefit: CompanyBenefit;
  /** Another row's action is under way: this row's buttons wait. */
  busy: boolean;
  onEdit?: (benefitId: string) => void;
  onEnrolments?: (benefitId: string) => void;
  onDelete: (benefit: CompanyBenefit) => void;
  /** Deactivate or reactivate is under way (`true`) or settled (`false`). */
  onPending: (pending: boolean) => void;
  /** The outcome of a deactivate or reactivate: the benefit as saved, or the error. */
  onToggled: (benefit: CompanyBenefit, outcome: { saved: boolean; error?: unknown }) => void;
}

/**
 * A benefit's row buttons: Edit, Enrolments, Deactivate (Reactivate for an inactive one) and
 * Delete, each named after the benefit. Deactivating sends `active: false` at the row's version;
 * the service refuses it while people are enrolled, and the list says so in the service's words.
 * The toggle keeps focus across the change (its words change, the button stays).
 *
 * @example
 * <BenefitRowActions companyId={companyId} benefit={row} busy={false} onDelete={ask} onPending={setBusy} onToggled={say} />
 */
export function BenefitRowActions(props: BenefitRowActionsProps) {
  const { companyId, benefit, busy, onEdit, onEnrolments, onDelete } = props;
  const { t } = useScreenMessages(companyBenefitsMessages);
  const update = useUpdateCompanyBenefit(companyId, benefit.uuid);
  const name = benefit.description;
  const pending = busy || update.isPending;

  async function toggle() {
    if (pending) return;
    props.onPending(true);
    try {
      const result = await update.update({ active: !benefit.active }, benefit);
      props.onToggled(benefit, { saved: result.status === 'saved' });
    } catch (error) {
      props.onToggled(benefit, { saved: false, error });
    } finally {
      props.onPending(false);
    }
  }

  return (
    <span className="pk-flow-inline">
      {onEdit ? (
        <RowAction
          data-company-benefit-edit={benefit.uuid}
          label={t('list.edit')}
          accessibleName={t('list.editFor', { name })}
          onClick={() => onEdit(benefit.uuid)}
        />
      ) : null}{' '}
      {onEnrolments ? (
        <RowAction
          data-company-benefit-enrolments={benefit.uuid}
          label={t('list.enrolments')}
          accessibleName={t('list.enrolmentsFor', { name })}
          onClick={() => onEnrolments(benefit.uuid)}
        />
      ) : null}{' '}
      <RowAction
        variant="ghost"
        label={t(benefit.active ? 'list.deactivate' : 'list.reactivate')}
        accessibleName={t(benefit.active ? 'list.deactivateFor' : 'list.reactivateFor', { name })}
        aria-disabled={pending || undefined}
        onClick={() => void toggle()}
      />{' '}
      <RowAction
        variant="ghost"
        label={t('list.delete')}
        accessibleName={t('list.deleteFor', { name })}
        aria-disabled={pending || undefined}
        onClick={() => !pending && onDelete(benefit)}
      />
    </span>
  );
}
