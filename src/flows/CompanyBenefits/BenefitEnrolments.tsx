import { useEffect, useId, useRef, useState } from 'react';
import type { EmployeeBenefit } from '../../api/employeeBenefits/types';
import { useCompanyBenefit } from '../../hooks/benefits';
import { useCompanyBenefitEnrolments } from '../../hooks/employeeBenefits';
import { useEmployees } from '../../hooks/employees';
import {
  useFormat,
  usePrimitives,
  useScreenMessages,
  type TableColumn,
  Button as DefaultButton,
  Select as DefaultSelect,
} from '../../ui';
import { EmployeeBenefitForm } from '../shared/benefits/EmployeeBenefitForm';
import { lazyScreen } from '../shared/lazyScreen';
import { enrolmentWords } from '../shared/benefits/enrolmentWords';
import { employeeBenefitsMessages } from '../shared/benefits/messages';
import { ListLayout, listText } from '../shared/ListLayout';
import { RowAction } from '../shared/RowAction';
import type { CompanyBenefitsEventHandler } from './events';
import { bulkEnrolmentMessages } from './bulkEnrolmentMessages';
import { companyBenefitsMessages } from './messages';

/** Props of {@link BenefitEnrolments}. */
export interface BenefitEnrolmentsProps {
  companyId: string;
  benefitId: string;
  /** "Back to benefits" was pressed. */
  onBack: () => void;
  onEvent?: CompanyBenefitsEventHandler;
  /** Today (`YYYY-MM-DD`), for a new enrolment's start and catch-up; the browser's by default. */
  today?: string;
}

type Editing = { employeeId: string; enrolmentId?: string };

/** Enrolling several employees at once loads when "Enrol employees" is pressed. */
const BulkEnrolment = lazyScreen(() => import('./BulkEnrolment').then((module) => module.BulkEnrolment));

/**
 * Who is enrolled in one company benefit: each employee with their deduction, the company's
 * contribution and the dates, an Edit button per row, and "Enrol an employee" (an employee not
 * yet enrolled, then the shared enrolment form with the benefit fixed). The form is the
 * employee page's own ({@link EmployeeBenefitForm}).
 *
 * @example
 * <BenefitEnrolments companyId={companyId} benefitId={id} onBack={backToList} />
 */
export function BenefitEnrolments(props: BenefitEnrolmentsProps) {
  const { companyId, benefitId, onEvent } = props;
  const { Button, Select } = usePrimitives({ Button: DefaultButton, Select: DefaultSelect });
  const { t } = useScreenMessages(companyBenefitsMessages);
  const words = useScreenMessages(employeeBenefitsMessages);
  const bulkWords = useScreenMessages(bulkEnrolmentMessages);
  const format = useFormat();
  const benefit = useCompanyBenefit(companyId, benefitId);
  const enrolments = useCompanyBenefitEnrolments(companyId, benefitId);
  const employees = useEmployees(companyId, { per: 100, terminated: false });
  const [editing, setEditing] = useState<Editing>();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState('');
  const [notice, setNotice] = useState<string>();
  // Enrolling several at once, in place of the list: open, or closed (its button takes focus back).
  const [bulk, setBulk] = useState<'open' | 'closed'>();
  const pickId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const bulkButton = useRef<HTMLButtonElement>(null);
  // Focus follows the screen: the list's heading when it opens or a form closes, the form's when
  // one opens, "Enrol employees" when the bulk screen closes, so it never falls to the page.
  useEffect(() => {
    if (bulk === 'open') return;
    if (bulk === 'closed' && !editing) bulkButton.current?.focus();
    else (editing ? formHeading : heading).current?.focus();
  }, [editing, bulk]);
  const name = benefit.data?.description ?? '';
  const people = employees.data?.items ?? [];
  const nameOf = (employeeId: string) => {
    const e = people.find((p) => p.uuid === employeeId);
    return e ? `${e.preferred_first_name || e.first_name} ${e.last_name}` : '';
  };
  const enrolled = new Set(enrolments.data?.map((e) => e.employee_uuid));

  if (bulk === 'open')
    return (
      <BulkEnrolment
        companyId={companyId}
        benefitId={benefitId}
        today={props.today}
        onEvent={onEvent}
        onBack={() => setBulk('closed')}
      />
    );

  if (editing)
    return (
      <EmployeeBenefitForm
        companyId={companyId}
        employeeId={editing.employeeId}
        enrolmentId={editing.enrolmentId}
        companyBenefitId={benefitId}
        today={props.today}
        headingRef={formHeading}
        onCancel={() => setEditing(undefined)}
        onSaved={(saved, created) => {
          onEvent?.('employeeBenefit.saved', {
            benefitId,
            employeeId: saved.employee_uuid,
            enrolmentId: saved.uuid,
          });
          setNotice(words.t(created ? 'list.created' : 'list.updated', { name }));
          setEditing(undefined);
        }}
      />
    );

  const columns: TableColumn<EmployeeBenefit>[] = [
    { key: 'employee', header: t('enrolments.employee'), cell: (row) => nameOf(row.employee_uuid) },
    {
      key: 'deduction',
      header: words.t('list.deduction'),
      cell: (row) => enrolmentWords(words.t, format, row).deduction,
    },
    {
      key: 'contribution',
      header: words.t('list.contribution'),
      cell: (row) => enrolmentWords(words.t, format, row).contribution,
    },
    {
      key: 'dates',
      header: words.t('list.dates'),
      cell: (row) => enrolmentWords(words.t, format, row).dates,
    },
    {
      key: 'actions',
      header: words.t('list.actions'),
      cell: (row) => (
        <RowAction
          label={words.t('list.edit')}
          accessibleName={t('enrolments.editFor', { name: nameOf(row.employee_uuid) })}
          onClick={() => setEditing({ employeeId: row.employee_uuid, enrolmentId: row.uuid })}
        />
      ),
    },
  ];
  const candidates = people.filter((p) => !enrolled.has(p.uuid));

  return (
    <ListLayout
      title={t('enrolments.title', { name })}
      headingRef={heading}
      action={
        <span className="pk-flow-inline">
          <Button type="button" variant="ghost" onClick={props.onBack}>
            {t('enrolments.back')}
          </Button>{' '}
          <Button
            type="button"
            onClick={() => setPicking(true)}
            aria-expanded={picking}
            aria-controls={pickId}
          >
            {t('enrolments.add')}
          </Button>{' '}
          <Button
            type="button"
            variant="secondary"
            ref={bulkButton}
            data-company-benefit-bulk={benefitId}
            onClick={() => setBulk('open')}
          >
            {bulkWords.t('enrolments.bulk')}
          </Button>
        </span>
      }
      actionAlwaysInHeader
      filters={
        picking ? (
          <div id={pickId} className="pk-flow-inline">
            <Select
              label={t('enrolments.pick')}
              placeholder={t('enrolments.pick.placeholder')}
              value={picked}
              onChange={(event) => setPicked(event.target.value)}
              options={candidates.map((p) => ({ value: p.uuid, label: nameOf(p.uuid) }))}
            />
            <Button
              type="button"
              aria-disabled={picked === '' || undefined}
              onClick={() => {
                if (picked === '') return;
                setEditing({ employeeId: picked });
                setPicked('');
                setPicking(false);
              }}
            >
              {t('enrolments.continue')}
            </Button>
          </div>
        ) : null
      }
      notice={notice ? { tone: 'success', text: notice } : undefined}
      onDismissNotice={() => setNotice(undefined)}
      query={enrolments}
      rows={enrolments.data}
      rowKey={(row) => row.uuid}
      columns={columns}
      caption={t('enrolments.caption', { name })}
      text={{
        ...listText(t),
        emptyTitle: t('enrolments.empty.title'),
        emptyDescription: t('enrolments.empty.description'),
      }}
    />
  );
}
