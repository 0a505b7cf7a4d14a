/**
 * spec §8 Fulfilment "install time no longer available (change time, browse shops, or no
 * install)": the cart's own time can no longer be had — its hold ran out and someone took it, or
 * it has passed (needsNewTime). A native modal dialog with the choices on offer: "Browse shops" is
 * left out where the shop cannot be changed (the installer widget, rules §6 "Change-shop controls
 * are inert"), "Continue without installation" where there is no home delivery to go to. The
 * sentence under the title names exactly the choices shown.
 */
import { useId } from 'react';
import { useModalDialog } from '../cart/use-modal-dialog';
import { ModalFrame } from '../modal-frame';

const TITLE = 'This install time is no longer available';
/** Why, before what next (the choices' sentence follows). */
const REASON = 'The hold on your time ran out, and the time can no longer be booked.';

export interface SlotUnavailableDialogProps {
  open: boolean;
  mobile: boolean;
  onChangeTime: () => void;
  onBrowseShops?: () => void;
  onWithoutInstallation?: () => void;
  /** Escape or the close button: the shopper decides later (Continue asks again). */
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}

interface Choice {
  label: string;
  /** The choice inside the sentence under the title. */
  words: string;
  onClick: () => void;
  primary: boolean;
}

/** "Change the time, browse other shops, or continue without installation." from the choices shown. */
function choicesSentence(choices: readonly string[]): string {
  const [first = '', ...rest] = choices;
  const last = rest.pop();
  const listed = last === undefined ? first : `${[first, ...rest].join(', ')}${rest.length > 0 ? ',' : ''} or ${last}`;
  return `${listed.charAt(0).toUpperCase()}${listed.slice(1)}.`;
}

export function SlotUnavailableDialog(props: SlotUnavailableDialogProps) {
  const { open, mobile, onChangeTime, onBrowseShops, onWithoutInstallation, onClose, returnFocus } = props;
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const dialog = useModalDialog(open, onClose, returnFocus);
  /** A choice that moves the shopper elsewhere on the page: focus goes where that choice leads. */
  const leave = (go: () => void) => () => {
    dialog.keepFocusOnClose();
    go();
  };
  const others = mobile ? 'installers' : 'shops';
  const choices: Choice[] = [
    { label: 'Change time', words: 'change the time', onClick: onChangeTime, primary: true },
    onBrowseShops && { label: `Browse ${others}`, words: `browse other ${others}`, onClick: leave(onBrowseShops), primary: false },
    onWithoutInstallation && {
      label: 'Continue without installation',
      words: 'continue without installation',
      onClick: leave(onWithoutInstallation),
      primary: false,
    },
  ].filter((c): c is Choice => !!c);

  return (
    <ModalFrame
      dialog={dialog}
      open={open}
      className="ts-cart-modal ts-appointment-alert"
      role="alertdialog"
      labelledBy={`${baseId}-title`}
      describedBy={`${baseId}-text`}
    >
      <div className="ts-cart-modal__panel">
        <button type="button" className="ts-cart-modal__close ts-appointment-alert__close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <svg className="ts-appointment-alert__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="#fff4e0" />
          <circle cx="24" cy="24" r="13" fill="none" stroke="#a15c00" strokeWidth="3" />
          <path d="M24 17v8l5 3" fill="none" stroke="#a15c00" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <h2 className="ts-cart-modal__title" part="dialog-title" id={`${baseId}-title`}>
          {TITLE}
        </h2>
        <p id={`${baseId}-text`} className="ts-appointment-alert__text">
          {REASON} {choicesSentence(choices.map((c) => c.words))}
        </p>
        <div className="ts-appointment-alert__actions">
          {choices.map((c) => (
            <button
              key={c.label}
              type="button"
              className={`ts-button${c.primary ? ' ts-button--accent' : ' ts-button--quiet'}`}
              onClick={c.onClick}
            >
              {c.label}
            </button>
          ))}
        </div>
      </div>
    </ModalFrame>
  );
}
