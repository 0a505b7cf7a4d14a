/**
 * A product page button that opens one of the page's modals (docs/product-page.md). The modal's
 * module is a lazy chunk: it is fetched the first time the shopper opens it, never before the page
 * is interactive. Focus goes back to the button when the modal closes (the modal frame does that).
 */
import { type ComponentType, Suspense, useState } from 'react';

export interface LineModalProps {
  open: boolean;
  onClose: () => void;
}

export function LineModalButton<P extends object>({
  label,
  modal: Modal,
  props,
}: {
  label: string;
  modal: ComponentType<P & LineModalProps>;
  props: P;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="ts-button ts-button--quiet"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <Modal {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
