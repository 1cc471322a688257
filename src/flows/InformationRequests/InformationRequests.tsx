import type { InformationRequest } from '../../api/informationRequests/types';
import { usePrimitives, useScreenMessages, Spinner as DefaultSpinner } from '../../ui';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { ListFormView } from '../shared/ListFormView';
import type { InformationRequestsEventHandler } from './events';
import { InformationRequestList } from './InformationRequestList';
import { informationRequestsMessages } from './messages';
import { informationRequestsTransitions } from './transitions';

function FormPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useScreenMessages(informationRequestsMessages);
  return <Spinner label={t('form.loading')} />;
}

/** The answering form (with react-hook-form and zod) leaves the list's first load; fetched on idle. */
const InformationRequestForm = lazyScreen(
  () => import('./InformationRequestForm').then((module) => module.InformationRequestForm),
  FormPending,
);

/** Props of {@link InformationRequests}. */
export interface InformationRequestsProps {
  companyId: string;
  onEvent?: InformationRequestsEventHandler;
  /**
   * Keep the open form in the URL (`?pk_information_requests=<uuid>`): answering a request is a
   * history entry, and the browser's Back button returns to the list. Off by default: the
   * partner's router may own the URL.
   *
   * @example
   * <InformationRequests companyId={companyId} urlSync />
   */
  urlSync?: boolean;
}

/**
 * The company's open information requests (contract.md#information-requests): each with its
 * questions, "Payroll blocking" marked, "Needs your answer" or "Under review"; approved ones are
 * hidden. "Answer" opens the request's form: a text per text question, a file picked or dropped
 * per document question (PDF, PNG or JPEG, up to 10 MB, checked before sending); once sent the
 * request reads "Under review". A request with an identity verification (`persona`) or a
 * `radio_button` question says where to answer it instead. Focus moves to the form's heading when
 * it opens, and back to the list's heading (or the request's Answer button) when it closes.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <InformationRequests companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function InformationRequests({ companyId, onEvent, urlSync }: InformationRequestsProps) {
  const { t } = useScreenMessages(informationRequestsMessages);
  usePrefetchOnIdle(InformationRequestForm);
  return (
    <div className="pk-information-requests">
      <ListFormView<InformationRequest, string>
        editAttribute="data-information-request-edit"
        transitions={informationRequestsTransitions}
        urlSync={urlSync ? { param: 'pk_information_requests' } : undefined}
        savedNotice={() => t('list.submitted')}
        list={(view) => <InformationRequestList companyId={companyId} {...view} />}
        form={(view) => <InformationRequestForm companyId={companyId} onEvent={onEvent} {...view} />}
      />
    </div>
  );
}
