/**
 * spec §8 Fulfilment "install time no longer available (change time, browse shops, or no
 * install)": the cart's own time can no longer be had — its hold ran out and someone took it, or
 * it has passed (needsNewTime). A native modal dialog with the choices on offer: "Browse shops" is
 * left out where the shop cannot be changed (the installer widget, rules §6 "Change-shop controls
 * are inert"), "Continue without installation" where there is no home delivery to go to. The
 * sentence under the title names exactly the choices shown.
 */
import { formatList, type Locale } from '@tireshop/core';
import { useId } from 'react';
import { useModalDialog } from '../cart/use-modal-dialog';
import { useLocale, useMessages } from '../locale';
import { ModalFrame } from '../modal-frame';

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

/** "Change the time, browse other shops, or continue without installation." from the choices shown, listed the locale's way. */
function choicesSentence(choices: readonly string[], locale: Locale): string {
  const listed = formatList(choices, locale, 'disjunction');
  return `${listed.charAt(0).toUpperCase()}${listed.slice(1)}.`;
}

export function SlotUnavailableDialog(props: SlotUnavailableDialogProps) {
  const { open, mobile, onChangeTime, onBrowseShops, onWithoutInstallation, onClose, returnFocus } = props;
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const t = useMessages('booking');
  const locale = useLocale();
  const dialog = useModalDialog(open, onClose, returnFocus);
  /** A choice that moves the shopper elsewhere on the page: focus goes where that choice leads. */
  const leave = (go: () => void) => () => {
    dialog.keepFocusOnClose();
    go();
  };
  const choices: Choice[] = [
    { label: t('Change time'), words: t('change the time'), onClick: onChangeTime, primary: true },
    onBrowseShops && {
      label: mobile ? t('Browse installers') : t('Browse shops'),
      words: mobile ? t('browse other installers') : t('browse other shops'),
      onClick: leave(onBrowseShops),
      primary: false,
    },
    onWithoutInstallation && {
      label: t('Continue without installation'),
      words: t('continue without installation'),
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
        <button type="button" className="ts-cart-modal__close ts-appointment-alert__close" aria-label={t('Close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <svg className="ts-appointment-alert__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="#fff4e0" />
          <circle cx="24" cy="24" r="13" fill="none" stroke="#a15c00" strokeWidth="3" />
          <path d="M24 17v8l5 3" fill="none" stroke="#a15c00" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <h2 className="ts-cart-modal__title" part="dialog-title" id={`${baseId}-title`}>
          {t('This install time is no longer available')}
        </h2>
        <p id={`${baseId}-text`} className="ts-appointment-alert__text">
          {t('The hold on your time ran out, and the time can no longer be booked.')}{' '}
          {choicesSentence(
            choices.map((c) => c.words),
            locale,
          )}
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
