import type { InformationRequest } from '../../api/informationRequests/types';
import { isAnswerableQuestion } from '../../hooks/informationRequests/answerableQuestion';
import { useInformationRequests } from '../../hooks/informationRequests/queries';
import { usePrimitives, useScreenMessages, type TableColumn, Badge as DefaultBadge } from '../../ui';
import { ListLayout, listText, type RecordListProps } from '../shared/ListLayout';
import { RowAction } from '../shared/RowAction';
import { informationRequestsMessages } from './messages';
import { requestTitle } from './requestTitle';

/** Props of {@link InformationRequestList}. */
export interface InformationRequestListProps extends RecordListProps {
  companyId: string;
}

/**
 * The company's requests not yet approved (approved ones are hidden): each with its questions, its
 * status ("Needs your answer", "Under review") and a "Payroll blocking" badge when it holds
 * payroll back; "Answer" on each that needs an answer; a request with a `persona` or
 * `radio_button` question says where to answer it instead.
 *
 * @example
 * <InformationRequestList companyId={companyId} onEdit={openAnswer} />
 */
export function InformationRequestList({
  companyId,
  onEdit,
  notice,
  onDismissNotice,
  headingRef,
}: InformationRequestListProps) {
  const { Badge } = usePrimitives({ Badge: DefaultBadge });
  const messages = useScreenMessages(informationRequestsMessages);
  const { t } = messages;
  const query = useInformationRequests(companyId);
  const rows = query.data?.filter((request) => request.status !== 'approved');

  const columns: TableColumn<InformationRequest>[] = [
    {
      key: 'request',
      header: t('list.request'),
      cell: (row) => {
        const questions = row.required_questions ?? [];
        const elsewhere = questions.find((q) => !isAnswerableQuestion(q));
        return (
          <div className="pk-information-request">
            <strong>{requestTitle(messages, row)}</strong>
            <ul className="pk-information-request__questions">
              {questions.map((q) => (
                <li key={q.question_uuid}>{q.question_text}</li>
              ))}
            </ul>
            {elsewhere && row.status === 'pending_response' ? (
              <p className="pk-flow-section__description">
                {t(elsewhere.response_type === 'persona' ? 'elsewhere.persona' : 'elsewhere.radio_button')}
              </p>
            ) : null}
          </div>
        );
      },
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (row) => (
        <span className="pk-flow-inline">
          <Badge tone={row.status === 'pending_response' ? 'warning' : 'info'}>
            {messages.lookup(`status.${row.status ?? ''}`, row.status ?? '')}
          </Badge>
          {row.blocking_payroll ? <Badge tone="danger">{t('list.blocking')}</Badge> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) =>
        onEdit &&
        row.status === 'pending_response' &&
        (row.required_questions ?? []).every(isAnswerableQuestion) ? (
          <RowAction
            data-information-request-edit={row.uuid}
            variant="primary"
            label={t('list.answer')}
            accessibleName={t('list.answerFor', { title: requestTitle(messages, row) })}
            onClick={() => onEdit(row.uuid)}
          />
        ) : null,
    },
  ];

  return (
    <ListLayout
      title={t('list.title')}
      headingRef={headingRef}
      notice={notice ? { tone: 'success', text: notice } : undefined}
      onDismissNotice={onDismissNotice}
      filters={<p className="pk-flow-section__description">{t('list.description')}</p>}
      query={query}
      rows={rows}
      rowKey={(row) => row.uuid}
      columns={columns}
      caption={t('list.caption')}
      text={listText(t)}
    />
  );
}
