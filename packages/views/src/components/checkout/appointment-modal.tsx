/**
 * The time-change modal (spec storefront §2 "appointment, time change"; §3 Installer schedule,
 * Cart appointment; rules §5 "Appointments can be reserved up to 30 days ahead"): the next 30 days
 * of the installer's schedule, asked afresh each time the modal opens, as a strip of days, then for
 * the chosen day either a drop-off window (Morning, Afternoon, Evening) or an hour to wait at the
 * shop. Closed days and full times are shown, disabled, with why. Every choice is a native radio
 * group, so arrows move within it and a screen reader says "2 of 30". Save sends the time (rules
 * §4). A time someone took meanwhile is a refused move: the modal stays open on a fresh schedule
 * and says the held time still stands (rules §4 "a refused move keeps the old time"); any other
 * refusal is said here too.
 */
import {
  chooseDay,
  chooseMode,
  choiceInput,
  hoursLabel,
  initialChoice,
  localTimesNote,
  scheduleDayLabels,
  slotGroups,
  takenText,
  unavailableDayNote,
  unavailableDayText,
  type AppointmentChoice,
  type AppointmentResult,
  type CartAppointment,
  type CartAppointmentInput,
  type ScheduleDay,
  type ServiceMode,
} from '@tireshop/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useModalDialog } from '../cart/use-modal-dialog';
import { useApiText, useLocale, useMessages } from '../locale';
import { ModalFrame } from '../modal-frame';
import { useLookup, type DeliveryLookups } from './delivery-lookups';

export interface AppointmentModalProps {
  open: boolean;
  installerId: number;
  /** The installer's name, as the appointment (or the shop list) has it; empty when not known. */
  installerName: string;
  /** A mobile installer comes to the shopper: its "drop-off" is a window in which it arrives. */
  mobile: boolean;
  appointment: CartAppointment | null;
  /**
   * Without an appointment yet (the product page): the time picked so far, which the modal opens
   * on while the schedule still has it free.
   */
  picked?: Parameters<typeof initialChoice>[1];
  lookups: Pick<DeliveryLookups, 'schedule'>;
  /** Sends the chosen time (book or move); resolves with the store's answer. */
  onSave: (input: CartAppointmentInput) => Promise<AppointmentResult>;
  onClose: () => void;
  /** Where focus goes when what opened the modal is gone. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** The two ways of having the tires fitted, in the shopper's words (a mobile installer's differ). */
type Booking = ReturnType<typeof useMessages<'booking'>>;

const modes = (t: Booking): Record<ServiceMode, { shop: [string, string]; mobile: [string, string] }> => ({
  dropOff: {
    shop: [t('Drop off'), t('Leave your car during a window')],
    mobile: [t('Arrival window'), t('The installer arrives during a window')],
  },
  wait: {
    shop: [t('Wait at the shop'), t('Choose an hour, about 1 hour')],
    mobile: [t('Set hour'), t('The installer arrives at an hour')],
  },
});

export function AppointmentModal(props: AppointmentModalProps) {
  const { open, installerId, installerName, mobile, appointment, picked: start = null, lookups, onSave, onClose, returnFocus } = props;
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const t = useMessages('booking');
  const apiText = useApiText();
  const locale = useLocale();
  const dialog = useModalDialog(open, onClose, returnFocus);
  const [schedule, load] = useLookup(() => lookups.schedule(installerId));
  /** The shopper's choice, for the schedule it was made in; each fresh schedule starts from initialChoice. */
  const [picked, setPicked] = useState<{ key: string; choice: AppointmentChoice } | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);
  /** The schedule asked afresh (each answer keyed apart, so an older one arriving late is dropped). */
  const reload = () => void load(`${installerId}:${++asked.current}`);

  // A fresh schedule on every opening: what was free a minute ago may be taken now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again on each opening or shop, not when the reload function is recreated
  useEffect(() => {
    if (!open) return;
    setError(null);
    reload();
  }, [open, installerId]);

  const days = schedule.status === 'done' ? schedule.data.scheduleDays : [];
  const scheduleKey = schedule.status === 'done' ? schedule.key : null;
  const choice = scheduleKey === null ? null : picked?.key === scheduleKey ? picked.choice : initialChoice(days, appointment ?? start);
  const setChoice = (next: AppointmentChoice) => {
    if (scheduleKey !== null) setPicked({ key: scheduleKey, choice: next });
  };

  const day = choice?.date ? days.find((d) => d.date === choice.date) : undefined;
  const input = choice ? choiceInput(choice, installerId) : null;

  async function save() {
    if (!input || saving) return;
    setSaving(true);
    setError(null);
    const result = await onSave(input);
    setSaving(false);
    if (result.ok) return onClose();
    if (result.taken) {
      // Someone took it since the schedule was asked: what is free now, starting from the time held.
      setError(takenText(appointment, t));
      reload();
      return;
    }
    setError(apiText(result.error.message));
  }

  const titleId = `${baseId}-title`;
  const timeZone = schedule.status === 'done' ? schedule.data.timeZone : appointment?.installer.timeZone;

  return (
    <ModalFrame dialog={dialog} open={open} className="ts-cart-modal ts-appointment-modal" labelledBy={titleId}>
      <form
        className="ts-cart-modal__panel"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="ts-cart-modal__head">
          <h2 className="ts-cart-modal__title" part="dialog-title" id={titleId}>
            {mobile ? t('Choose when the installer comes') : t('Choose your installation time')}
          </h2>
          <button type="button" className="ts-cart-modal__close" aria-label={t('Close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="ts-appointment-modal__body">
          <p className="ts-appointment-modal__shop">
            {installerName && <strong>{installerName}</strong>}
            {timeZone && (
              <span className="ts-appointment-modal__zone">
                {installerName ? ' · ' : ''}
                {localTimesNote(timeZone, mobile, t, locale)}
              </span>
            )}
          </p>
          {schedule.status === 'loading' || schedule.status === 'idle' ? (
            <div className="ts-appointment-modal__loading" role="status">
              <span className="ts-visually-hidden">{t('Loading the free times…')}</span>
              <div className="ts-skeleton ts-appointment-skeleton--days" />
              <div className="ts-skeleton ts-appointment-skeleton--slots" />
            </div>
          ) : schedule.status === 'error' ? (
            <div className="ts-checkout-alert ts-checkout-alert--error" role="alert">
              <p>{apiText(schedule.message)}</p>
              <button type="button" className="ts-checkout-link-button" onClick={reload}>
                {t('Try again')}
              </button>
            </div>
          ) : !choice?.date ? (
            <p className="ts-checkout-empty" role="status">
              {mobile
                ? t('This installer has no free time in the next 30 days. Please choose another installer.')
                : t('This shop has no free time in the next 30 days. Please choose another shop.')}
            </p>
          ) : (
            <>
              <DayStrip days={days} chosen={choice.date} name={`${baseId}-day`} onChoose={(date) => setChoice(chooseDay(choice, date))} />
              {day && <TimeChoice day={day} choice={choice} mobile={mobile} baseId={baseId} onChange={setChoice} />}
            </>
          )}
        </div>
        <div className="ts-appointment-modal__foot">
          <div role="alert" className="ts-appointment-modal__alert">
            {error && <p className="ts-checkout-alert ts-checkout-alert--error">{error}</p>}
          </div>
          <div className="ts-appointment-modal__actions">
            <button type="button" className="ts-button ts-button--quiet" onClick={onClose}>
              {t('Cancel')}
            </button>
            <button type="submit" className="ts-button ts-button--accent" disabled={!input || saving} aria-busy={saving || undefined}>
              {saving ? t('Saving…') : t('Save time')}
            </button>
          </div>
        </div>
      </form>
    </ModalFrame>
  );
}

/** The 30 days, scrolled sideways; the chosen one brought into view when the modal opens. */
function DayStrip({
  days,
  chosen,
  name,
  onChoose,
}: {
  days: ScheduleDay[];
  chosen: string;
  name: string;
  onChoose: (date: string) => void;
}) {
  const legendId = `${name}-legend`;
  const t = useMessages('booking');
  const locale = useLocale();
  const stripRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strip = stripRef.current;
    const input = strip?.querySelector<HTMLInputElement>('input:checked');
    const label = input?.closest('label');
    if (strip && label) strip.scrollLeft = label.offsetLeft - strip.clientWidth / 2 + label.clientWidth / 2;
  }, []);
  return (
    <fieldset className="ts-appointment-days">
      <legend id={legendId} className="ts-appointment-legend">
        {t('Day')}
      </legend>
      <div className="ts-appointment-days__strip" ref={stripRef}>
        {days.map((d) => {
          const labels = scheduleDayLabels(d, locale);
          const why = unavailableDayText(d, t);
          return (
            <label key={d.date} className={`ts-appointment-day${why ? ' ts-appointment-day--off' : ''}`}>
              <input
                type="radio"
                name={name}
                value={d.date}
                className="ts-appointment-radio"
                checked={d.date === chosen}
                disabled={!d.isAvailable}
                onChange={() => onChoose(d.date)}
              />
              <span className="ts-appointment-day__weekday" aria-hidden="true">
                {labels.weekday}
              </span>
              <span className="ts-appointment-day__date" aria-hidden="true">
                {labels.date}
              </span>
              <span className="ts-visually-hidden">
                {labels.full}
                {why ? `, ${why}` : ''}
              </span>
              {why && (
                <span className="ts-appointment-day__note" aria-hidden="true">
                  {unavailableDayNote(d, t)}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Drop-off or an hour, then the windows or the hours of the chosen day. */
function TimeChoice({
  day,
  choice,
  mobile,
  baseId,
  onChange,
}: {
  day: ScheduleDay;
  choice: AppointmentChoice;
  mobile: boolean;
  baseId: string;
  onChange: (choice: AppointmentChoice) => void;
}) {
  const t = useMessages('booking');
  const full = scheduleDayLabels(day, useLocale()).full;
  const hasDropOff = day.dropOffWindows.length > 0;
  const hasSlots = day.slots.length > 0;
  return (
    <>
      {hasDropOff && hasSlots && (
        <fieldset className="ts-appointment-modes">
          <legend className="ts-appointment-legend">
            {mobile ? t('How should the installer come?') : t('How would you like it done?')}
          </legend>
          <div className="ts-appointment-modes__options">
            {(['dropOff', 'wait'] as const).map((mode) => {
              const [title, hint] = modes(t)[mode][mobile ? 'mobile' : 'shop'];
              return (
                <label key={mode} className="ts-appointment-mode">
                  <input
                    type="radio"
                    name={`${baseId}-mode`}
                    value={mode}
                    className="ts-appointment-radio"
                    checked={choice.mode === mode}
                    onChange={() => onChange(chooseMode(choice, mode))}
                  />
                  <span className="ts-appointment-mode__title">{title}</span> <span className="ts-appointment-mode__hint">{hint}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {choice.mode === 'dropOff' && hasDropOff ? (
        <fieldset className="ts-appointment-times">
          <legend className="ts-appointment-legend">
            {t('{window}, {day}', { window: mobile ? t('Arrival window') : t('Drop-off window'), day: full })}
          </legend>
          <div className="ts-appointment-times__grid ts-appointment-times__grid--windows">
            {day.dropOffWindows.map((w) => (
              <TimeOption
                key={w.dropOffWindow}
                name={`${baseId}-time`}
                value={w.dropOffWindow}
                title={w.dropOffWindow}
                hours={hoursLabel(w)}
                full={w.available <= 0}
                checked={choice.dropOffWindow === w.dropOffWindow}
                onChoose={() => onChange({ ...choice, mode: 'dropOff', dropOffWindow: w.dropOffWindow, startTime: null })}
              />
            ))}
          </div>
        </fieldset>
      ) : hasSlots ? (
        slotGroups(day.slots).map((group) => (
          <fieldset key={group.slotTime} className="ts-appointment-times">
            <legend className="ts-appointment-legend">
              {t('{window}, {day}', { window: group.slotTime === 'morning' ? t('Morning') : t('Afternoon'), day: full })}
            </legend>
            <div className="ts-appointment-times__grid">
              {group.slots.map((s) => (
                <TimeOption
                  key={s.startTime}
                  name={`${baseId}-time`}
                  value={s.startTime}
                  title={s.label}
                  full={s.available <= 0}
                  checked={choice.startTime === s.startTime}
                  onChoose={() => onChange({ ...choice, mode: 'wait', startTime: s.startTime, dropOffWindow: null })}
                />
              ))}
            </div>
          </fieldset>
        ))
      ) : (
        <p className="ts-checkout-empty">{t('No times left this day. Please choose another day.')}</p>
      )}
    </>
  );
}

function TimeOption(props: {
  name: string;
  value: string;
  title: string;
  hours?: string;
  full: boolean;
  checked: boolean;
  onChoose: () => void;
}) {
  const { name, value, title, hours, full, checked, onChoose } = props;
  const t = useMessages('booking');
  return (
    <label className={`ts-appointment-time${full ? ' ts-appointment-time--full' : ''}`}>
      <input
        type="radio"
        name={name}
        value={value}
        className="ts-appointment-radio"
        checked={checked}
        disabled={full && !checked}
        onChange={onChoose}
      />
      <span className="ts-appointment-time__title">{title}</span>
      {hours && <span className="ts-appointment-time__hours"> {hours}</span>}
      {full && <span className="ts-appointment-time__full"> {t('Full')}</span>}
    </label>
  );
}
