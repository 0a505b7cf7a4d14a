import { useId, type ReactNode } from 'react';
import type { ModalDialogControl } from '../cart/use-modal-dialog';
import { ModalFrame } from '../modal-frame';

export interface ShopsDialogProps {
  /** From useModalDialog: the owner keeps it (a link to another page keeps focus where it goes). */
  dialog: ModalDialogControl;
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title (the zip searched, the shop's rating). */
  subtitle?: ReactNode;
  closeLabel: string;
  className?: string;
  /** Stays in view under the scrolling body (Show more, Choose this shop). */
  footer?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}

/**
 * The layout both shop modals share inside the common ModalFrame: a head with the title and a
 * close button, a scrolling body and a footer that stays in view. A sheet from the bottom on
 * phones, a drawer from the right from M up.
 */
export function ShopsDialog({ dialog, open, onClose, title, subtitle, closeLabel, className, footer, busy, children }: ShopsDialogProps) {
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-title`;
  return (
    <ModalFrame dialog={dialog} open={open} className={`ts-shops-modal${className ? ` ${className}` : ''}`} labelledBy={titleId}>
      <div className="ts-shops-modal__panel" aria-busy={busy || undefined}>
        <div className="ts-shops-modal__head">
          <div className="ts-shops-modal__heading">
            <h2 id={titleId} className="ts-shops-modal__title" part="dialog-title">
              {title}
            </h2>
            {subtitle}
          </div>
          <button type="button" className="ts-shops-modal__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="ts-shops-modal__body">{children}</div>
        {footer && <div className="ts-shops-modal__foot">{footer}</div>}
      </div>
    </ModalFrame>
  );
}
