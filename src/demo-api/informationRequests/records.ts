import { defineTable } from '../store';

/** How a question is answered (UPSTREAM-3 L.5); `persona` and `radio_button` only outside the API. */
export type InformationResponseType = 'text' | 'document' | 'persona' | 'radio_button';

/** One question of a request. */
export interface InformationQuestion {
  uuid: string;
  text: string;
  responseType: InformationResponseType;
}

/** What was answered to one question: the text, or the file's name, media type and size (not its bytes). */
export interface InformationAnswer {
  questionUuid: string;
  text: string | null;
  fileName: string | null;
  fileType: string | null;
  fileBytes: number | null;
}

/** A request for information the company must answer (UPSTREAM-3 L.5, DECISIONS 66). */
export interface InformationRequestRecord {
  uuid: string;
  companyUuid: string;
  type: 'company_onboarding' | 'account_protection' | 'payment_request' | 'payment_error' | null;
  status: 'pending_response' | 'pending_review' | 'approved';
  blockingPayroll: boolean;
  questions: InformationQuestion[];
  /** Empty until submitted. */
  answers: InformationAnswer[];
  /** Counts submissions, so an approval scheduled for an earlier one does nothing. */
  submissions: number;
  seq: number;
}

/**
 * Every company's information requests, by uuid.
 *
 * @example
 * service.store.table(informationRequests).get(uuid);
 */
export const informationRequests = defineTable<InformationRequestRecord>('informationRequests');
