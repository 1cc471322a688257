import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { usePrimitives, type MessageDictionary, ConfirmDialog as DefaultConfirmDialog } from '../../ui';
import { useFormMessages } from './useFormMessages';

/**
 * Options of {@link useLeaveGuard}.
 *
 * @example
 * useLeaveGuard({ isDirty: formState.isDirty, onLeave: backToList, messages: locationsMessages });
 */
export interface LeaveGuardOptions {
  /** Whether the form holds changes that are not saved. */
  isDirty: boolean;
  /** Leave: runs at once when nothing is unsaved, after "Leave without saving" otherwise. */
  onLeave?: () => void;
  /** The flow's dictionary (`form.leave.*`, else the common words). */
  messages: MessageDictionary<string>;
}

/**
 * Leave the open form as its Cancel would, guard included, then run `then` (a shell's next move,
 * such as another section); a user who stays keeps the form and `then` never runs.
 */
export type LeaveForm = (then?: () => void) => void;

/**
 * A shell's way to leave the open form as its Cancel would, guard included (browser Back in a
 * list/form flow, a flow's own section navigation): the form's guard registers its `leave` while
 * mounted, and unregisters by the function returned.
 *
 * @example
 * const register = (leave: () => void) => {
 *   leaveRequest.current = leave;
 *   return () => (leaveRequest.current = undefined);
 * };
 * <LeaveRequestContext.Provider value={register}>{form}</LeaveRequestContext.Provider>
 * // Browser Back: (leaveRequest.current ?? closeForm)();
 */
export const LeaveRequestContext = createContext<((leave: LeaveForm) => () => void) | undefined>(undefined);

/**
 * The leave-with-unsaved-changes guard of every form: `leave()` closes an untouched form at once
 * and asks first when something typed would be lost; `dialog` is the question, to render once.
 * Inside a list/form shell, the shell's leave request (browser Back) calls the same `leave`.
 *
 * @example
 * const guard = useLeaveGuard({ isDirty: formState.isDirty, onLeave: onCancel, messages });
 * <Button onClick={() => guard.leave()}>{t('form.cancel')}</Button>
 * {guard.dialog}
 */
export function useLeaveGuard(options: LeaveGuardOptions): { leave: LeaveForm; dialog: ReactNode } {
  const { ConfirmDialog } = usePrimitives({ ConfirmDialog: DefaultConfirmDialog });
  const { t } = useFormMessages(options.messages);
  // While asking: what to run after leaving (`then`), kept until the user answers.
  const [asking, setAsking] = useState<{ then?: () => void }>();
  const { isDirty, onLeave } = options;
  const leave: LeaveForm = (then) => {
    if (isDirty) return setAsking({ then });
    onLeave?.();
    then?.();
  };
  const register = useContext(LeaveRequestContext);
  // Each render: the shell then asks with the current dirty state.
  useEffect(() => (onLeave ? register?.(leave) : undefined));
  const dialog = (
    <ConfirmDialog
      open={asking !== undefined}
      onOpenChange={(open) => {
        if (!open) setAsking(undefined);
      }}
      title={t('form.leave.title')}
      description={t('form.leave.description')}
      confirmLabel={t('form.leave.confirm')}
      cancelLabel={t('form.leave.cancel')}
      tone="danger"
      onConfirm={() => {
        setAsking(undefined);
        onLeave?.();
        asking?.then?.();
      }}
    />
  );
  return { leave, dialog };
}
