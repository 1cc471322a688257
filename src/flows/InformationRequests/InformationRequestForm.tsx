import { useState, type Ref } from 'react';
import type { InformationRequest } from '../../api/informationRequests/types';
import {
  ANSWER_FILE_TYPES,
  isAnswerableQuestion,
  useInformationRequestForm,
  useInformationRequests,
} from '../../hooks/informationRequests';
import { usePrimitives, TextArea as DefaultTextArea } from '../../ui';
import { fieldErrorText } from '../shared/fieldErrorText';
import { FormLayout } from '../shared/FormLayout';
import { formSubmitProps } from '../shared/formSubmitProps';
import { useFormMessages } from '../shared/useFormMessages';
import { FileDropField } from '../shared/FileDropField';
import type { InformationRequestsEventHandler } from './events';
import { informationRequestsMessages } from './messages';
import { requestTitle } from './requestTitle';

/** Props of {@link InformationRequestForm}. */
export interface InformationRequestFormProps {
  companyId: string;
  /** The request to answer. */
  recordId?: string;
  /** The answers were sent (the request is under review). */
  onSaved?: (request: InformationRequest, created: boolean) => void;
  onCancel?: () => void;
  onEvent?: InformationRequestsEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A file's size in the reader's words: kB under a megabyte, else MB. */
function fileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / (megabytes ? 1024 * 1024 : 1024));
}

/** A file's type as a reader knows it (PDF, PNG, JPEG), else as sent. */
function fileType(type: string): string {
  return { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' }[type] ?? (type || '?');
}

function AnswerForm(props: InformationRequestFormProps & { request: InformationRequest }) {
  const { companyId, request, onEvent, onSaved, onCancel, headingRef } = props;
  const { TextArea } = usePrimitives({ TextArea: DefaultTextArea });
  const messages = useFormMessages(informationRequestsMessages);
  const { t, lookup, locale } = messages;
  const answering = useInformationRequestForm({
    companyId,
    request,
    onSubmitted: (answered) => {
      onEvent?.('informationRequest.submitted', { informationRequestId: answered.uuid });
      onSaved?.(answered, false);
    },
  });
  const { form } = answering;
  const errors = form.formState.errors;
  const questions = (request.required_questions ?? []).filter(isAnswerableQuestion);
  return (
    <FormLayout
      {...formSubmitProps(answering)}
      title={t('form.editTitle')}
      description={
        <>
          <strong>{requestTitle(messages, request)}</strong> {t('form.description')}
        </>
      }
      submitLabel={t('form.save')}
      secondary={onCancel && { label: t('form.cancel'), onClick: onCancel }}
      headingRef={headingRef}
      messages={informationRequestsMessages}
    >
      {questions.map((question, index) => {
        const base = `answers.${question.question_uuid}` as const;
        const group = `pk-question-${question.question_uuid}`;
        if (question.response_type === 'text')
          return (
            <fieldset key={question.question_uuid} className="pk-flow-section__group" aria-labelledby={group}>
              <legend id={group} className="pk-flow-section__legend">
                {index + 1}. {question.question_text}
              </legend>
              <TextArea
                label={t('field.text')}
                required
                error={fieldErrorText(lookup, errors, `${base}.text`)}
                {...form.register(`${base}.text`)}
              />
            </fieldset>
          );
        const file = form.watch(`${base}.file`);
        return (
          <fieldset key={question.question_uuid} className="pk-flow-section__group" aria-labelledby={group}>
            <legend id={group} className="pk-flow-section__legend">
              {index + 1}. {question.question_text}
            </legend>
            <FileDropField
              label={t('field.file')}
              accept={ANSWER_FILE_TYPES.join(',')}
              hint={t('field.file.hint')}
              error={fieldErrorText(lookup, errors, `${base}.file`)}
              chosen={
                file
                  ? t('field.file.chosen', {
                      name: file.name,
                      size: fileSize(file.size, locale),
                      type: fileType(file.type),
                    })
                  : undefined
              }
              onFile={(picked) =>
                form.setValue(`${base}.file`, picked, { shouldDirty: true, shouldValidate: true })
              }
            />
          </fieldset>
        );
      })}
    </FormLayout>
  );
}

/**
 * Answer one information request: a text for each text question, a file (picked or dropped, its
 * type and size checked before sending) for each document question; "Send answers" sends them all
 * at once. A request no longer awaiting answers (answered elsewhere, or approved) says so.
 *
 * @example
 * <InformationRequestForm companyId={companyId} recordId={request.uuid} onSaved={backToList} onCancel={backToList} />
 */
export function InformationRequestForm(props: InformationRequestFormProps) {
  const { t } = useFormMessages(informationRequestsMessages);
  const list = useInformationRequests(props.companyId);
  const found = list.data?.find((r) => r.uuid === props.recordId && r.status === 'pending_response');
  // The request as the form opened on it: once sent it reads "under review", and the form stays
  // (not "no longer needs an answer") until the shell closes it.
  const [held, setHeld] = useState<InformationRequest>();
  if (found && held?.uuid !== found.uuid) setHeld(found);
  const request = held?.uuid === props.recordId ? held : found;
  if (request) return <AnswerForm {...props} request={request} />;
  const cancel = props.onCancel;
  return (
    <FormLayout
      title={t('form.editTitle')}
      loading={list.isLoading ? t('form.loading') : undefined}
      unavailable={list.isLoading ? undefined : t(list.error ? 'form.loadError' : 'form.notFound')}
      onSubmit={() => undefined}
      submitLabel={t('form.save')}
      secondary={cancel && { label: t('form.cancel'), onClick: cancel }}
      headingRef={props.headingRef}
      messages={informationRequestsMessages}
    >
      {null}
    </FormLayout>
  );
}
