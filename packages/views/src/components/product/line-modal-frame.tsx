import type { ReactNode } from 'react';
import { useModalDialog } from '../cart/use-modal-dialog';
import { ModalFrame } from '../modal-frame';

/**
 * The frame of the product page's own modals (tire scoring, road hazard deal): the shared modal
 * frame with a title, a close button and a body under it. `baseId` names the title
 * (`{baseId}-title`) and the lead the dialog is described by (`{baseId}-lead`).
 */
export function LineModalFrame({
  open,
  onClose,
  baseId,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  baseId: string;
  title: string;
  children: ReactNode;
}) {
  const dialog = useModalDialog(open, onClose);
  return (
    <ModalFrame
      dialog={dialog}
      open={open}
      className="ts-cart-modal ts-line-modal"
      labelledBy={`${baseId}-title`}
      describedBy={`${baseId}-lead`}
    >
      <div className="ts-cart-modal__panel">
        <div className="ts-cart-modal__head">
          <h2 className="ts-cart-modal__title" part="dialog-title" id={`${baseId}-title`}>
            {title}
          </h2>
          <button type="button" className="ts-cart-modal__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </ModalFrame>
  );
}
