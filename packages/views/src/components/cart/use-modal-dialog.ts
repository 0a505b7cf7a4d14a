import { useEffect, useRef, type RefObject } from 'react';

export interface ModalDialogControl {
  ref: RefObject<HTMLDialogElement | null>;
  /** Escape: the store decides (the dialog follows the store). */
  onCancel: (event: { preventDefault(): void }) => void;
  /** A close the store did not cause (e.g. a form with method="dialog"). */
  onClose: () => void;
  /** A click on the backdrop (the dialog box itself, outside its panel). */
  onClick: (event: { target: EventTarget; currentTarget: EventTarget }) => void;
  /** The next close leaves focus where it is (a link moved the shopper to another page). */
  keepFocusOnClose: () => void;
}

/** Is another modal dialog (the search overlay, the other cart modal) still on top? */
function anotherModalOpen(root: Document | ShadowRoot): boolean {
  try {
    return root.querySelector(':modal') !== null;
  } catch {
    return root.querySelector('dialog[open]') !== null;
  }
}

function focusable(element: Element | null | undefined): element is HTMLElement {
  return (
    !!element &&
    element.isConnected &&
    element instanceof HTMLElement &&
    element.tagName !== 'BODY' &&
    !element.closest('dialog:not([open])')
  );
}

/**
 * A native modal `<dialog>` that follows an `open` flag of a store: the browser keeps focus
 * inside it and makes the page behind inert; Escape and a backdrop click ask the store to close.
 * On close, focus goes back to what had it when the dialog opened (the cart button, the Add to
 * cart button), or to `fallbackFocus()` when that is gone or was nothing (opened from a hash or
 * an event). Works the same inside a widget's shadow root (getRootNode).
 */
export function useModalDialog(
  open: boolean,
  requestClose: () => void,
  fallbackFocus?: () => HTMLElement | null | undefined,
): ModalDialogControl {
  const ref = useRef<HTMLDialogElement | null>(null);
  const opener = useRef<Element | null>(null);
  // A dialog's `close` event arrives a task after close(): one the store caused must not close
  // the store again if it was reopened in between.
  const closedByStore = useRef(false);
  const keepFocus = useRef(false);
  const requestCloseRef = useRef(requestClose);
  requestCloseRef.current = requestClose;
  const fallbackRef = useRef(fallbackFocus);
  fallbackRef.current = fallbackFocus;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const root = dialog.getRootNode() as Document | ShadowRoot;
    if (open && !dialog.open) {
      let active: Element | null = root.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      opener.current = active;
      keepFocus.current = false;
      dialog.showModal();
    } else if (!open && dialog.open) {
      closedByStore.current = true;
      dialog.close();
      if (keepFocus.current) {
        keepFocus.current = false;
        return;
      }
      if (anotherModalOpen(root)) return;
      const target = focusable(opener.current) ? opener.current : fallbackRef.current?.();
      if (focusable(target)) target.focus();
    }
  }, [open]);

  // Unmounted while open (the page changed under it): nothing to restore.
  useEffect(
    () => () => {
      const dialog = ref.current;
      if (dialog?.open) {
        closedByStore.current = true;
        dialog.close();
      }
    },
    [],
  );

  return {
    ref,
    onCancel(event) {
      event.preventDefault();
      requestCloseRef.current();
    },
    onClose() {
      if (closedByStore.current) closedByStore.current = false;
      else requestCloseRef.current();
    },
    onClick(event) {
      if (event.target === event.currentTarget) requestCloseRef.current();
    },
    keepFocusOnClose() {
      keepFocus.current = true;
    },
  };
}

/** A plain left click without modifier keys: the view handles it; anything else is a link's own. */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
