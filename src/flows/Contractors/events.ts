/**
 * What `<Contractors onEvent>` reports, by event type.
 *
 * @example
 * const payload: ContractorsEventMap['contractor.created'] = { contractorId: 'c-1' };
 */
export interface ContractorsEventMap {
  'contractor.created': { contractorId: string };
  'contractor.updated': { contractorId: string };
  'contractor.invited': { contractorId: string };
  'contractor.onboarded': { contractorId: string };
  'contractor.dismissed': { contractorId: string; endDate: string };
  'contractor.rehired': { contractorId: string; startDate: string };
  'contractor_payment.submitted': { groupId: string; checkDate: string; total: string };
  'contractor_payment.cancelled': { paymentId: string };
  error: { error: Error };
}

/**
 * What a partner's mailer needs to send a contractor the link to self-onboard (`onInvite`): the
 * kit sends no mail. `resend` is true when the admin sent the invitation again.
 *
 * @example
 * const onInvite = (invitation: ContractorInvitation) => mailer.send(invitation.email, linkFor(invitation.contractorId));
 */
export interface ContractorInvitation {
  contractorId: string;
  email: string;
  /** The contractor's name as the flow shows it (a Business's name, a person's first and last). */
  name: string;
  resend: boolean;
}

/**
 * The `onEvent` callback of {@link ContractorsEventMap} events.
 *
 * @example
 * const onEvent: ContractorsEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type ContractorsEventHandler = <T extends keyof ContractorsEventMap>(
  type: T,
  payload: ContractorsEventMap[T],
) => void;

/**
 * Every event type `<Contractors onEvent>` reports, for partners that route them without
 * hard-coding strings.
 *
 * @example
 * contractorsEventTypes.includes('contractor_payment.submitted'); // true
 */
export const contractorsEventTypes = [
  'contractor.created',
  'contractor.updated',
  'contractor.invited',
  'contractor.onboarded',
  'contractor.dismissed',
  'contractor.rehired',
  'contractor_payment.submitted',
  'contractor_payment.cancelled',
  'error',
] as const satisfies ReadonlyArray<keyof ContractorsEventMap>;
