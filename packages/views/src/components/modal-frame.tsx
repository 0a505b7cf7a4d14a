import type { ReactNode } from 'react';
import type { ModalDialogControl } from './cart/use-modal-dialog';

export interface ModalFrameProps {
  /**
   * The dialog's control, from useModalDialog(open, onClose, returnFocus). The caller keeps it: a
   * choice that leads elsewhere calls its keepFocusOnClose().
   */
  dialog: ModalDialogControl;
  open: boolean;
  className: string;
  /** The id of the dialog's title. */
  labelledBy: string;
  describedBy?: string;
  /** 'alertdialog' for one that interrupts to ask what to do (spec §8 "no longer available"). */
  role?: 'alertdialog';
  children: ReactNode;
}

/**
 * The frame of every modal of the cart, checkout and shop browsing: a native modal `<dialog>` wired to
 * useModalDialog — the browser keeps focus inside and makes the page inert; Escape and a click on
 * the backdrop ask the owner to close; focus goes back to what opened it. Nothing inside is
 * rendered while it is closed, so a reopened modal starts afresh. A host page styles it as
 * `::part(dialog)` and its title as `::part(dialog-title)` (docs/integration.md "Theming").
 */
export function ModalFrame({ dialog, open, className, labelledBy, describedBy, role, children }: ModalFrameProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard closes the dialog with Escape
    <dialog
      ref={dialog.ref}
      className={className}
      part="dialog"
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={dialog.onCancel}
      onClose={dialog.onClose}
      onClick={dialog.onClick}
    >
      {open && children}
    </dialog>
  );
}
