import type { EmployeeBenefit } from '../../../api/employeeBenefits/types';
import { useCompanyBenefits } from '../../../hooks/benefits';
import { useEmployeeBenefits } from '../../../hooks/employeeBenefits';
import {
  useFormat,
  usePrimitives,
  useScreenMessages,
  type TableColumn,
  Button as DefaultButton,
} from '../../../ui';
import { ListLayout, editColumn, listText, type RecordListProps } from '../ListLayout';
import { enrolmentWords } from './enrolmentWords';
import { employeeBenefitsMessages } from './messages';

/** Props of {@link EmployeeBenefitList}. */
export interface EmployeeBenefitListProps extends RecordListProps {
  companyId: string;
  employeeId: string;
}

/**
 * The benefits an employee is enrolled in: the benefit, their deduction, the company's
 * contribution (a tiered match as its sentence) and the dates, with "Enrol in a benefit" and an
 * Edit button per row named after the benefit.
 *
 * @example
 * <EmployeeBenefitList companyId={companyId} employeeId={employeeId} onAdd={openAdd} onEdit={openEdit} />
 */
export function EmployeeBenefitList(props: EmployeeBenefitListProps) {
  const { companyId, employeeId, onAdd, onEdit, notice, headingRef } = props;
  const { Button } = usePrimitives({ Button: DefaultButton });
  const { t } = useScreenMessages(employeeBenefitsMessages);
  const format = useFormat();
  const query = useEmployeeBenefits(employeeId);
  const benefits = useCompanyBenefits(companyId);
  const nameOf = (row: EmployeeBenefit) =>
    benefits.data?.find((b) => b.uuid === row.company_benefit_uuid)?.description ?? '';
  const columns: TableColumn<EmployeeBenefit>[] = [
    { key: 'benefit', header: t('list.benefit'), cell: nameOf },
    {
      key: 'deduction',
      header: t('list.deduction'),
      cell: (row) => enrolmentWords(t, format, row).deduction,
    },
    {
      key: 'contribution',
      header: t('list.contribution'),
      cell: (row) => enrolmentWords(t, format, row).contribution,
    },
    { key: 'dates', header: t('list.dates'), cell: (row) => enrolmentWords(t, format, row).dates },
    editColumn<EmployeeBenefit>({
      header: t('list.actions'),
      label: t('list.edit'),
      labelFor: (row) => t('list.editFor', { name: nameOf(row) }),
      attribute: 'data-employee-benefit-edit',
      onEdit,
    }),
  ];
  return (
    <ListLayout
      title={t('list.title')}
      headingRef={headingRef}
      action={
        onAdd ? (
          <Button type="button" data-employee-benefit-add="" onClick={onAdd}>
            {t('list.add')}
          </Button>
        ) : null
      }
      notice={notice ? { tone: 'success', text: notice } : undefined}
      onDismissNotice={props.onDismissNotice}
      query={query}
      rows={query.data}
      rowKey={(row) => row.uuid}
      columns={columns}
      caption={t('list.caption')}
      text={listText(t)}
    />
  );
}
