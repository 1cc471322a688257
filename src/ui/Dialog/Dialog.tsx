import {
  cloneElement,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { onIdle } from '../onIdle';
import { DialogCloseSlot } from './DialogCloseSlot';
import type { DialogEngineProps } from './DialogEngine';
import { loadDialogEngine, loadedDialogEngine } from './loadDialogEngine';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Controlled open state (with `onOpenChange`); leave out to let `trigger` drive it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** The dialog's accessible description. */
  description?: ReactNode;
  /** An element (usually a Button) that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  children?: ReactNode;
  /** Actions row at the bottom. */
  footer?: ReactNode;
  size?: 'default' | 'wide';
  /** Hide the corner close button (a footer Cancel then closes it). */
  hideClose?: boolean;
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * A modal dialog on Radix: focus moves in, Tab is trapped, Escape closes, focus returns to the
 * element that opened it (the `trigger`, or without one whatever had focus when it opened, if it is
 * still on the page). It portals into the provider's `.pk-root`, so the theme still applies.
 *
 * The Radix engine is not in the page's first load: it is fetched when the browser is first idle
 * after a dialog mounts closed, or at once when one mounts open, so a click does not wait on it.
 * Until it arrives a closed dialog renders only its trigger, and a click on it opens the dialog
 * as soon as the engine is there.
 *
 * @example
 * <Dialog title="Add a work address" trigger={<Button>Add address</Button>}>…</Dialog>
 */
export function Dialog(props: DialogProps) {
  const { open, defaultOpen, onOpenChange, trigger, ...content } = props;
  const [Engine, setEngine] = useState<ComponentType<DialogEngineProps> | undefined>(loadedDialogEngine);
  const [ownOpen, setOwnOpen] = useState(Boolean(defaultOpen));
  const isOpen = open ?? ownOpen;
  useEffect(() => {
    if (Engine) return;
    let live = true;
    const fetchEngine = () => {
      loadDialogEngine().then(
        (arrived) => {
          if (live) setEngine(() => arrived);
        },
        // Offline: the dialog stays closed, and the next open tries again.
        () => setOwnOpen(false),
      );
    };
    if (isOpen) {
      fetchEngine();
      return () => void (live = false);
    }
    const cancel = onIdle(fetchEngine);
    return () => {
      live = false;
      cancel();
    };
  }, [Engine, isOpen]);

  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  // The trigger is ours, before and after the engine arrives: one element, so focus on it is never
  // lost to a remount, and the engine (opened without a trigger) gives focus back to it on close.
  let opener: ReactElement | null = null;
  if (trigger) {
    const { onClick } = trigger.props as { onClick?: (event: MouseEvent<HTMLElement>) => void };
    opener = cloneElement(trigger as ReactElement<Record<string, unknown>>, {
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      'data-state': isOpen ? 'open' : 'closed',
      onClick: (event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      },
    });
  }
  return (
    <>
      {opener}
      {Engine ? <Engine {...content} open={isOpen} onOpenChange={setOpen} /> : null}
    </>
  );
}

/**
 * Wraps a footer button so that activating it closes the dialog.
 *
 * @example
 * <DialogClose><Button variant="secondary">Cancel</Button></DialogClose>
 */
export function DialogClose({ children }: { children: ReactElement }) {
  const Close = useContext(DialogCloseSlot);
  return Close ? <Close>{children}</Close> : children;
}
