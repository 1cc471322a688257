import type { InformationRequest } from '../../api/informationRequests/types';
import type { FlowMessages } from '../../ui';
import type { InformationRequestsMessageKey } from './messages';

/**
 * A request's title in the flow's words: its type (`Account protection`), or the general words for
 * a request of no type or of a type this version does not know.
 *
 * @example
 * requestTitle(t, lookup, request); // 'Account protection'
 */
export function requestTitle(
  { t, lookup }: Pick<FlowMessages<InformationRequestsMessageKey>, 't' | 'lookup'>,
  request: InformationRequest,
): string {
  return request.type ? lookup(`type.${request.type}`, t('type.other')) : t('type.other');
}
