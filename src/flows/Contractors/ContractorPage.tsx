import type { Ref } from 'react';
import { useContractor } from '../../hooks/contractors';
import {
  usePrimitives,
  useFormat,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../ui';
import { Aside } from './Aside';
import { ContractorAddress } from './ContractorAddress';
import { ContractorDocuments } from './ContractorDocuments';
import { ContractorEmployment } from './ContractorEmployment';
import { contractorName } from './contractorName';
import { ContractorOnboarding } from './ContractorOnboarding';
import { ContractorPaymentMethod } from './ContractorPaymentMethod';
import { ContractorPayments } from './ContractorPayments';
import type { ContractorInvitation, ContractorsEventHandler } from './events';
import { DetailList } from './DetailList';
import { StandingBadge } from './StandingBadge';
import { useContractorsMessages } from './useContractorsMessages';

/** Props of {@link ContractorPage}. */
export interface ContractorPageProps {
  companyId: string;
  contractorId: string;
  /** Today (`YYYY-MM-DD`). */
  today: string;
  /** "Edit details and pay" was pressed. */
  onEdit?: () => void;
  /** "View" on one of the contractor's payments: open its payment group. */
  onOpenGroup?: (groupId: string) => void;
  /** A confirmation to show under the heading (after adding the contractor). */
  notice?: string;
  onDismissNotice?: () => void;
  onEvent?: ContractorsEventHandler;
  /** The contractor was invited to self-onboard (or the invitation sent again): the partner mails the link. */
  onInvite?: (invitation: ContractorInvitation) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One contractor's page: name and status, details and pay (with "Edit details and pay"), the
 * onboarding steps and the admin's next move, address, payment method, the W-9 and 1099s, the
 * contractor's payments (Funded / Unfunded, "View" opens the payment) and dismissal or rehire.
 *
 * @example
 * <ContractorPage companyId={companyId} contractorId={id} today="2026-06-15" onEdit={edit} />
 */
export function ContractorPage(props: ContractorPageProps) {
  const { companyId, contractorId, today, onEvent } = props;
  const { Alert, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const { t } = useContractorsMessages();
  const format = useFormat();
  const query = useContractor(contractorId);
  const contractor = query.data;
  const headingId = `pk-contractor-${contractorId}`;
  const business = contractor?.type === 'Business';
  const taxIdOnFile = business ? contractor?.has_ein : contractor?.has_ssn;
  return (
    <section className="pk-flow-section pk-contractor" aria-labelledby={headingId}>
      <div className="pk-flow-section__header">
        <h2
          id={headingId}
          ref={props.headingRef}
          tabIndex={-1}
          className="pk-flow-section__title"
          data-step-heading=""
        >
          {contractor ? contractorName(contractor) : t('details.title')}
        </h2>
        {contractor ? <StandingBadge contractor={contractor} today={today} /> : null}
      </div>
      {contractor ? null : query.isError ? (
        <Alert tone="danger">{t('page.error')}</Alert>
      ) : (
        <Spinner label={t('form.loading')} />
      )}
      {contractor ? (
        <>
          {props.notice ? (
            <Alert tone="success" onDismiss={props.onDismissNotice}>
              {props.notice}
            </Alert>
          ) : null}
          <Aside title={t('details.title')}>
            <DetailList
              items={[
                [t('list.type'), contractor.type ? t(`type.${contractor.type}`) : ''],
                [
                  t('list.pay'),
                  contractor.wage_type === 'Hourly' && contractor.hourly_rate
                    ? t('wage.hourlyAt', { rate: format.money(contractor.hourly_rate) })
                    : t('wage.Fixed'),
                ],
                [
                  t('field.start_date'),
                  contractor.start_date ? format.date(contractor.start_date) : t('page.none'),
                ],
                [t('page.email'), contractor.email ?? t('page.none')],
                [
                  business ? t('field.ein') : t('field.ssn'),
                  business && contractor.ein
                    ? contractor.ein
                    : t(taxIdOnFile ? 'page.taxId.onFile' : 'page.taxId.missing'),
                ],
              ]}
            />
            {props.onEdit ? (
              <div className="pk-flow-inline">
                <Button type="button" variant="secondary" onClick={props.onEdit}>
                  {t('form.editTitle')}
                </Button>
              </div>
            ) : null}
          </Aside>
          <ContractorOnboarding
            companyId={companyId}
            contractor={contractor}
            onEdit={props.onEdit}
            onEvent={onEvent}
            onInvite={props.onInvite}
          />
          <ContractorAddress companyId={companyId} contractorId={contractorId} />
          <ContractorPaymentMethod companyId={companyId} contractorId={contractorId} />
          <ContractorDocuments companyId={companyId} contractorId={contractorId} />
          <ContractorPayments
            companyId={companyId}
            contractorId={contractorId}
            today={today}
            onOpenGroup={props.onOpenGroup}
          />
          <ContractorEmployment
            companyId={companyId}
            contractor={contractor}
            today={today}
            onEvent={onEvent}
          />
        </>
      ) : null}
    </section>
  );
}
