import * as z from 'zod/mini';
import type { Signatory, SignatoryInviteBody } from '../../api/company/types';
import { email, optional, requiredText } from '../schemas/fields';
import { useApiForm, type ApiForm } from '../useApiForm';
import { useInviteSignatory } from './mutations';

const schema = /* @__PURE__ */ (() =>
  z.object({
    first_name: requiredText,
    last_name: requiredText,
    email,
    title: optional(z.string()),
  }))();

/**
 * Headless form that invites the company's signatory by email: name, email and (optional) title;
 * the service emails them to give the rest, their SSN included, themselves.
 *
 * @example
 * const invite = useSignatoryInviteForm(companyId, { onInvited: (signatory) => next(signatory) });
 * <form onSubmit={invite.submit}><input {...invite.form.register('email')} /></form>
 */
export function useSignatoryInviteForm(
  companyId: string,
  options: { onInvited?: (signatory: Signatory) => void } = {},
): ApiForm<SignatoryInviteBody, Signatory> {
  const invite = useInviteSignatory(companyId);
  return useApiForm<SignatoryInviteBody, Signatory>({
    schema,
    defaultValues: { first_name: '', last_name: '', email: '', title: '' },
    onSubmit: (body) => invite.mutateAsync(body),
    ...(options.onInvited ? { onSuccess: options.onInvited } : {}),
  });
}
