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
 * A shell's way to leave the open form as its Cancel would, guard included (browser Back in a
 * list/form flow): the form's guard registers its `leave` while mounted, and unregisters by the
 * function returned.
 *
 * @example
 * const register = (leave: () => void) => {
 *   leaveRequest.current = leave;
 *   return () => (leaveRequest.current = undefined);
 * };
 * <LeaveRequestContext.Provider value={register}>{form}</LeaveRequestContext.Provider>
 * // Browser Back: (leaveRequest.current ?? closeForm)();
 */
export const LeaveRequestContext = createContext<((leave: () => void) => () => void) | undefined>(undefined);

/**
 * The leave-with-unsaved-changes guard of every form: `leave()` closes an untouched form at once
 * and asks first when something typed would be lost; `dialog` is the question, to render once.
 * Inside a list/form shell, the shell's leave request (browser Back) calls the same `leave`.
 *
 * @example
 * const guard = useLeaveGuard({ isDirty: formState.isDirty, onLeave: onCancel, messages });
 * <Button onClick={guard.leave}>{t('form.cancel')}</Button>
 * {guard.dialog}
 */
export function useLeaveGuard(options: LeaveGuardOptions): { leave: () => void; dialog: ReactNode } {
  const { ConfirmDialog } = usePrimitives({ ConfirmDialog: DefaultConfirmDialog });
  const { t } = useFormMessages(options.messages);
  const [asking, setAsking] = useState(false);
  const { isDirty, onLeave } = options;
  const leave = () => (isDirty ? setAsking(true) : onLeave?.());
  const register = useContext(LeaveRequestContext);
  // Each render: the shell then asks with the current dirty state.
  useEffect(() => (onLeave ? register?.(leave) : undefined));
  const dialog = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title={t('form.leave.title')}
      description={t('form.leave.description')}
      confirmLabel={t('form.leave.confirm')}
      cancelLabel={t('form.leave.cancel')}
      tone="danger"
      onConfirm={() => {
        setAsking(false);
        onLeave?.();
      }}
    />
  );
  return { leave, dialog };
}
